/**
 * Sends a round's parts to the client as `session/update`s, one after the other, and lets an
 * approval wait until the parts the round had produced before it are out: a permission request
 * then never overtakes the `tool_call` it is about (the CLI asks after it announced the call).
 */
import type { AgentContext, SessionUpdate } from '@agentclientprotocol/sdk';
import type { ContentPart } from '@mwh/protocol-core';
import { sessionUpdates } from './session-updates.js';

export class UpdatePump {
  /** Waiting on the round for its next part: everything it produced so far is sent. */
  private waiting = false;
  private ended = false;
  private readonly idle: (() => void)[] = [];

  constructor(
    private readonly client: AgentContext,
    private readonly sessionId: string,
    private readonly onSent: (update: SessionUpdate) => void,
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
        for (const update of sessionUpdates(next.value)) {
          await this.client.notify('session/update', { sessionId: this.sessionId, update });
          this.onSent(update);
        }
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
