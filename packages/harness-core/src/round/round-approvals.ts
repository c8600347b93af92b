/**
 * How a round answers the CLI's permission and approval requests: the caller's `approve` when it
 * gave one (asked while the idle bound waits, redacted, denied when the round stops meanwhile,
 * withdrawn when the CLI no longer needs the answer or its process is gone), else `autoApprove`
 * at once. Both CLIs' rounds and conversations answer through it.
 */
import { Redactor } from '@mwh/protocol-core';
import type { ApprovalDecision, ApprovalRequest, RoundOptions } from './round-options.js';

/** Why a request's signal aborted when the round was not stopped: nothing will take the answer. */
type WithdrawnReason = 'withdrawn by the CLI' | 'the CLI is gone';

export class RoundApprovals {
  /** The requests the caller is deciding, each with the signal `approve` was given. */
  private readonly pending = new Set<{ id: string | undefined; controller: AbortController }>();
  private ended = false;

  constructor(
    private readonly options: Pick<RoundOptions, 'approve' | 'autoApprove'>,
    /** The round's secrets when a request comes: a stored credential is added while the round starts. */
    private readonly secrets: () => Iterable<string>,
    private readonly signal: AbortSignal,
  ) {}

  /** The caller decides, later; without `approve` the answer is `autoApprove`'s, given at once. */
  get asks(): boolean {
    return this.options.approve !== undefined;
  }

  get autoApprove(): boolean {
    return this.options.autoApprove ?? false;
  }

  /**
   * Whether the tool may run, or `undefined` when the request was withdrawn (`withdraw`, `end`)
   * before the caller answered: then nothing is to be written to the CLI. `holdIdle` holds the
   * idle bound until the answer is in or the request withdrawn; `id` is the CLI's own for the
   * request, which `withdraw` names.
   */
  async decide(request: ApprovalRequest, holdIdle: () => () => void, id?: string): Promise<boolean | undefined> {
    const approve = this.options.approve;
    if (!approve) return this.autoApprove;
    if (this.ended) return undefined;
    if (this.signal.aborted) return false;
    const redactor = new Redactor(this.secrets());
    const asked: ApprovalRequest = {
      ...(request.toolCallId !== undefined ? { toolCallId: redactor.redact(request.toolCallId) } : {}),
      toolName: redactor.redact(request.toolName),
      input: redactor.redactValue(request.input),
      ...(request.reason !== undefined ? { reason: redactor.redact(request.reason) } : {}),
    };
    // The request's own signal: the round's stop, the CLI's withdrawal, the process's end.
    const entry = { id, controller: new AbortController() };
    const { signal } = entry.controller;
    const roundStopped = () => entry.controller.abort(this.signal.reason);
    this.signal.addEventListener('abort', roundStopped, { once: true });
    this.pending.add(entry);
    const release = holdIdle();
    let aborted: (() => void) | undefined;
    try {
      // A round stopped while the caller thinks is denied (the CLI is being ended anyway); a
      // request withdrawn is answered by nobody.
      const over = new Promise<ApprovalDecision | undefined>((resolve) => {
        aborted = () => resolve(this.signal.aborted ? 'deny' : undefined);
        signal.addEventListener('abort', aborted, { once: true });
      });
      // A throw, sync or not, denies.
      const answer = new Promise<ApprovalDecision>((resolve) => resolve(approve(asked, signal))).catch(() => 'deny' as const);
      const decided = await Promise.race([answer, over]);
      if (signal.aborted && !this.signal.aborted) return undefined;
      return decided === undefined ? undefined : decided === 'allow';
    } finally {
      if (aborted) signal.removeEventListener('abort', aborted);
      this.signal.removeEventListener('abort', roundStopped);
      this.pending.delete(entry);
      release();
    }
  }

  /** The CLI no longer needs the answer to its request `id` (Claude's `control_cancel_request`). */
  withdraw(id: string): void {
    for (const entry of this.pending) if (entry.id === id) entry.controller.abort('withdrawn by the CLI' satisfies WithdrawnReason);
  }

  /** The attempt is over (its process gone or going): every request still asked is withdrawn, and later ones too. */
  end(): void {
    this.ended = true;
    for (const entry of this.pending) entry.controller.abort('the CLI is gone' satisfies WithdrawnReason);
  }
}
