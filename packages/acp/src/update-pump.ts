/**
 * Sends a round's parts to the client as `session/update`s, one after the other, and lets an
 * approval wait until the parts the round had produced before it are out: a permission request
 * then never overtakes the `tool_call` it is about (the CLI asks after it announced the call).
 * It follows each tool call's status: `pending` when announced, `in_progress` once allowed to
 * run (`started`), `completed` or `failed` with its result; a call the CLI ran without asking
 * (a read, a mode that asks nothing) is said to run just before its result, the first moment
 * it is known: the CLIs announce a call before they would ask, and say nothing more until it
 * ends (`in_progress` at the announcement would be wrong for each call they then ask about;
 * one they ask about and the client refuses never runs). A call the prompt's cancel cut off
 * ends `failed` saying it was cancelled (ACP v1 has no `cancelled` status for a tool call), not
 * with the CLI's words about a refused tool.
 */
import type { AgentContext, SessionUpdate } from '@agentclientprotocol/sdk';
import type { ContentPart } from '@mwh/protocol-core';
import { sessionUpdates } from './session-updates.js';

/** What a client is shown of a tool call the cancel cut off. */
export const TOOL_CANCELLED = 'Cancelled: the prompt was cancelled before this tool finished.';

export class UpdatePump {
  /** Waiting on the round for its next part: everything it produced so far is sent. */
  private waiting = false;
  private ended = false;
  private readonly idle: (() => void)[] = [];
  /** Tool calls announced and not ended: not yet asked about, asked about, or said to run. */
  private readonly open = new Map<string, 'announced' | 'asked' | 'running'>();

  constructor(
    private readonly client: AgentContext,
    private readonly sessionId: string,
    private readonly onSent: (update: SessionUpdate) => void,
    /** Whether the client cancelled the prompt. */
    private readonly cancelled: () => boolean = () => false,
  ) {}

  /**
   * Sends every part of `parts` until it ends. When anything fails (the client gone, so an update
   * cannot be sent; a bug), the iterator is returned, which cancels a round: nothing is left
   * running that nobody watches. Then the failure is thrown.
   */
  async run(parts: AsyncIterable<ContentPart>): Promise<void> {
    const iterator = parts[Symbol.asyncIterator]();
    let finished = false;
    try {
      for (;;) {
        this.waiting = true;
        for (const wake of this.idle.splice(0)) wake();
        const next = await iterator.next();
        this.waiting = false;
        if (next.done) {
          finished = true;
          break;
        }
        for (const update of sessionUpdates(next.value)) for (const followed of this.followed(update)) await this.send(followed);
      }
    } finally {
      this.ended = true;
      for (const wake of this.idle.splice(0)) wake();
      // Left early: the round's iterator cancels the round. Its own failure is not ours to throw.
      if (!finished) {
        try {
          await iterator.return?.();
        } catch {
          // The failure that brought us here is the one to report.
        }
      }
    }
  }

  /** The CLI asks whether the call may run: it is not said to run before its answer. */
  asking(toolCallId: string): void {
    if (this.open.get(toolCallId) === 'announced') this.open.set(toolCallId, 'asked');
  }

  /** The tool call runs now (the client allowed it): `in_progress`, once, if it was announced. */
  async started(toolCallId: string): Promise<void> {
    const state = this.open.get(toolCallId);
    if (state === undefined || state === 'running') return;
    this.open.set(toolCallId, 'running');
    await this.send(running(toolCallId));
  }

  /** After a cancel: every tool call still open ends as cancelled. */
  async endCancelled(): Promise<void> {
    const ids = [...this.open.keys()];
    this.open.clear();
    for (const id of ids) await this.send(cancelledCall(id));
  }

  private async send(update: SessionUpdate): Promise<void> {
    await this.client.notify('session/update', { sessionId: this.sessionId, update });
    this.onSent(update);
  }

  /**
   * The updates sent for one: a tool call followed from its announcement to its end, the end
   * after a cancel said as one, a call that ran unasked said to run before its end.
   */
  private followed(update: SessionUpdate): SessionUpdate[] {
    if (update.sessionUpdate === 'tool_call') this.open.set(update.toolCallId, 'announced');
    else if (update.sessionUpdate === 'tool_call_update' && (update.status === 'completed' || update.status === 'failed')) {
      const state = this.open.get(update.toolCallId);
      if (state === undefined) return [update];
      this.open.delete(update.toolCallId);
      if (this.cancelled()) return [cancelledCall(update.toolCallId)];
      if (state === 'announced') return [running(update.toolCallId), update];
    }
    return [update];
  }

  /** Resolves once the parts the round produced before this call have been sent. */
  async flushed(): Promise<void> {
    for (;;) {
      // A part already queued reaches the pump within the microtasks before the next macrotask.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.ended || this.waiting) return;
      await new Promise<void>((resolve) => this.idle.push(resolve));
    }
  }
}

function running(toolCallId: string): SessionUpdate {
  return { sessionUpdate: 'tool_call_update', toolCallId, status: 'in_progress' };
}

function cancelledCall(toolCallId: string): SessionUpdate {
  return { sessionUpdate: 'tool_call_update', toolCallId, status: 'failed', content: [{ type: 'content', content: { type: 'text', text: TOOL_CANCELLED } }], _meta: { mwh: { cancelled: true } } };
}
