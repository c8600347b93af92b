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

  /** Sends every part of `parts` until it ends; a client gone meanwhile ends the sending, not the round. */
  async run(parts: AsyncIterable<ContentPart>): Promise<void> {
    const iterator = parts[Symbol.asyncIterator]();
    let connected = true;
    try {
      for (;;) {
        this.waiting = true;
        for (const wake of this.idle.splice(0)) wake();
        const next = await iterator.next();
        this.waiting = false;
        if (next.done) break;
        for (const update of sessionUpdates(next.value)) {
          if (connected) {
            try {
              await this.client.notify('session/update', { sessionId: this.sessionId, update });
            } catch {
              // The connection closed: the round is being cancelled; read it to its end.
              connected = false;
            }
          }
          this.onSent(update);
        }
      }
    } finally {
      this.ended = true;
      for (const wake of this.idle.splice(0)) wake();
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
