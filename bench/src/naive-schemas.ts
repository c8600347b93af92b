/**
 * What users hand-roll today, as the baseline the readers must beat: a zod 4 discriminated
 * union of the message types they care about, objects left loose, and anything the union does
 * not know falling through untouched.
 */
import { z } from 'zod';

const claudeDelta = z.looseObject({ type: z.string(), text: z.string().optional(), thinking: z.string().optional() });
const claudeBlock = z.looseObject({ type: z.string(), text: z.string().optional(), id: z.string().optional(), name: z.string().optional(), input: z.unknown().optional() });

export const naiveClaudeMessage = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('system'), subtype: z.string(), session_id: z.string(), model: z.string().optional() }),
  z.looseObject({
    type: z.literal('assistant'),
    session_id: z.string(),
    parent_tool_use_id: z.string().nullable(),
    message: z.looseObject({ id: z.string(), role: z.literal('assistant'), model: z.string(), content: z.array(claudeBlock) }),
  }),
  z.looseObject({
    type: z.literal('user'),
    session_id: z.string(),
    parent_tool_use_id: z.string().nullable(),
    message: z.looseObject({ role: z.literal('user'), content: z.union([z.string(), z.array(claudeBlock)]) }),
  }),
  z.looseObject({
    type: z.literal('result'),
    subtype: z.string(),
    is_error: z.boolean(),
    session_id: z.string(),
    result: z.string().optional(),
    usage: z.looseObject({ input_tokens: z.number(), output_tokens: z.number() }).optional(),
  }),
  z.looseObject({
    type: z.literal('stream_event'),
    session_id: z.string(),
    parent_tool_use_id: z.string().nullable(),
    event: z.looseObject({ type: z.string(), index: z.number().optional(), delta: claudeDelta.optional() }),
  }),
  z.looseObject({ type: z.literal('control_request'), request_id: z.string(), request: z.looseObject({ subtype: z.string() }) }),
]);

export type NaiveClaudeMessage = z.infer<typeof naiveClaudeMessage>;

const itemFields = z.looseObject({ id: z.string(), type: z.string(), text: z.string().optional() });
const notification = <M extends string, P extends z.ZodType>(method: M, params: P) => z.looseObject({ method: z.literal(method), params });

export const naiveCodexNotification = z.discriminatedUnion('method', [
  notification('thread/started', z.looseObject({ thread: z.looseObject({ id: z.string() }) })),
  notification('turn/started', z.looseObject({ threadId: z.string(), turn: z.looseObject({ id: z.string() }) })),
  notification('turn/completed', z.looseObject({ threadId: z.string(), turn: z.looseObject({ id: z.string(), status: z.string() }) })),
  notification('item/started', z.looseObject({ threadId: z.string(), turnId: z.string(), item: itemFields })),
  notification('item/completed', z.looseObject({ threadId: z.string(), turnId: z.string(), item: itemFields })),
  notification('item/agentMessage/delta', z.looseObject({ threadId: z.string(), turnId: z.string(), itemId: z.string(), delta: z.string() })),
  notification('item/reasoning/summaryTextDelta', z.looseObject({ threadId: z.string(), turnId: z.string(), itemId: z.string(), delta: z.string() })),
  notification('thread/tokenUsage/updated', z.looseObject({ threadId: z.string(), tokenUsage: z.looseObject({ total: z.looseObject({ totalTokens: z.number() }) }) })),
  notification('error', z.looseObject({ error: z.looseObject({ message: z.string() }), willRetry: z.boolean() })),
]);

/** A JSON-RPC response or error; notifications the union above does not know fall through. */
export const naiveCodexResponse = z.union([
  z.looseObject({ id: z.union([z.string(), z.number()]), result: z.unknown() }),
  z.looseObject({ id: z.union([z.string(), z.number()]).nullable(), error: z.looseObject({ code: z.number(), message: z.string() }) }),
]);
