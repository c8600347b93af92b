/**
 * How a round answers the CLI's permission and approval requests: the caller's `approve` when it
 * gave one (asked while the idle bound waits, redacted, denied when the round stops meanwhile),
 * else `autoApprove` at once. Both CLIs' rounds and conversations answer through it.
 */
import { Redactor } from '@mwh/protocol-core';
import type { ApprovalDecision, ApprovalRequest, RoundOptions } from './round-options.js';

export class RoundApprovals {
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

  /** Whether the tool may run. `holdIdle` holds the idle bound until the answer is in. */
  async decide(request: ApprovalRequest, holdIdle: () => () => void): Promise<boolean> {
    const approve = this.options.approve;
    if (!approve) return this.autoApprove;
    if (this.signal.aborted) return false;
    const redactor = new Redactor(this.secrets());
    const asked: ApprovalRequest = {
      ...(request.toolCallId !== undefined ? { toolCallId: redactor.redact(request.toolCallId) } : {}),
      toolName: redactor.redact(request.toolName),
      input: redactor.redactValue(request.input),
      ...(request.reason !== undefined ? { reason: redactor.redact(request.reason) } : {}),
    };
    const release = holdIdle();
    let stopped: (() => void) | undefined;
    try {
      // A round stopped while the caller thinks is denied: the CLI is being ended anyway.
      const aborted = new Promise<ApprovalDecision>((resolve) => {
        stopped = () => resolve('deny');
        this.signal.addEventListener('abort', stopped, { once: true });
      });
      return (await Promise.race([approve(asked, this.signal), aborted])) === 'allow';
    } catch {
      return false;
    } finally {
      if (stopped) this.signal.removeEventListener('abort', stopped);
      release();
    }
  }
}
