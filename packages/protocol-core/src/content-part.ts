/**
 * The content model both readers produce: one stream of parts per round, shaped like the
 * AI SDK's stream parts so people who know those feel at home.
 */
import type { Usage, Verdict } from './verdict.js';

export type { Usage };

/** The states both CLIs share, under one name; any other as its CLI names it. */
export type McpServerStatus = 'starting' | 'ready' | 'failed' | (string & {});

export type ContentPart =
  /** The CLI's session (Claude) or thread (Codex) id, and the model it runs. */
  | { type: 'session'; sessionId: string; model?: string }
  | { type: 'text-delta'; id: string; text: string }
  | { type: 'reasoning-delta'; id: string; text: string }
  /**
   * The last `length` UTF-16 code units of text (or reasoning) passed on under message `id` are
   * not part of the answer: the CLI abandoned that streamed message (a dropped connection) and
   * the answer comes again under another id. A consumer that shows text as it streams takes
   * them back (or marks them); one that keeps the answer drops them from it.
   */
  | { type: 'text-retract'; id: string; length: number }
  | { type: 'reasoning-retract'; id: string; length: number }
  /**
   * A tool call and its result. Made inside a subagent, they name the call that started the
   * subagent (Claude's Task or Agent tool) in `parentToolCallId`: a consumer nests them under it.
   */
  | { type: 'tool-call'; toolCallId: string; toolName: string; input: unknown; parentToolCallId?: string }
  | { type: 'tool-result'; toolCallId: string; output: string; isError: boolean; parentToolCallId?: string }
  /** Usage of one model request, never a running total. */
  | { type: 'usage'; usage: Usage }
  /** A question the CLI asked the user; it is answered in the next round. */
  | { type: 'question'; id: string; text: string }
  /**
   * An MCP server the CLI was given and how its start went: `starting`, `ready` or `failed` (with
   * the CLI's reason in `message`), or another state as the CLI names it (`needs-auth`,
   * `cancelled`). A new part each time a server's state changes; a failed one is a warning too,
   * and the round goes on without its tools.
   */
  | { type: 'mcp-server'; name: string; status: McpServerStatus; message?: string }
  /** Something worth logging that does not decide the round: a retry, a reroute, a failed MCP start. */
  | { type: 'warning'; code: string; message: string }
  /**
   * A known event the content model has no part for (rate limits, status changes, a thread's
   * name), passed on typed for whoever wants it; it never decides the round.
   */
  | { type: 'event'; name: string; data: unknown }
  /** An event the codec does not know or a line that is not JSON, with its raw text kept. */
  | {
      type: 'unknown';
      reason: 'unknown-event' | 'not-json' | 'invalid' | 'line-too-long';
      raw: string;
      /** A line over the cap: how many bytes it had when it was cut off, and the cap. */
      bytes?: number;
      limit?: number;
    }
  | { type: 'finish'; verdict: Verdict };

export type ContentPartType = ContentPart['type'];
export type PartOf<T extends ContentPartType> = Extract<ContentPart, { type: T }>;

/**
 * What a reader says when a round ends: the parts its end completes (usage held back, say) and
 * the verdict. The caller makes the `finish` part, so a harness that revises the verdict (an idle
 * bound, a cancel) never has to take it back out of a part.
 */
export interface RoundConclusion {
  parts: ContentPart[];
  verdict: Verdict;
}
