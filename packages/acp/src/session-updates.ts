/**
 * A round's content parts as ACP `session/update`s: text and reasoning as message and thought
 * chunks, a tool call as `tool_call` (pending) and its result as a `tool_call_update` (completed
 * or failed). Parts ACP has no update for (usage, events, the session part, warnings) make none;
 * neither does a retract: ACP cannot take streamed text back, so the text shown stays and the
 * answer the CLI gives again follows it. The parts come redacted from the round.
 */
import type { SessionUpdate } from '@agentclientprotocol/sdk';
import type { ContentPart } from '@mwh/protocol-core';
import { toolCallView } from './tool-call-view.js';

export function sessionUpdates(part: ContentPart): SessionUpdate[] {
  switch (part.type) {
    case 'text-delta':
      return part.text ? [{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: part.text } }] : [];
    case 'reasoning-delta':
      return part.text ? [{ sessionUpdate: 'agent_thought_chunk', content: { type: 'text', text: part.text } }] : [];
    case 'question':
      // The CLI asked the user something; the answer is the user's next prompt.
      return [{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: `\n\n${part.text}\n\n` } }];
    case 'tool-call': {
      const view = toolCallView(part.toolName, part.input);
      return [
        {
          sessionUpdate: 'tool_call',
          toolCallId: part.toolCallId,
          title: view.title,
          kind: view.kind,
          status: 'pending',
          rawInput: part.input,
          ...(view.locations.length ? { locations: view.locations } : {}),
          ...(part.parentToolCallId ? { _meta: { mwh: { parentToolCallId: part.parentToolCallId } } } : {}),
        },
      ];
    }
    case 'tool-result':
      return [
        {
          sessionUpdate: 'tool_call_update',
          toolCallId: part.toolCallId,
          status: part.isError ? 'failed' : 'completed',
          rawOutput: part.output,
          ...(part.output ? { content: [{ type: 'content', content: { type: 'text', text: part.output } }] } : {}),
        },
      ];
    default:
      return [];
  }
}
