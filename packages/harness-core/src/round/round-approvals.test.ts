/**
 * A request the caller is deciding (`approve`) that nobody will take the answer to: the CLI
 * withdrew it (Claude's control_cancel_request), the round ended or the process went. Fake CLIs
 * ask and withdraw on cue; `approve` here answers only once its signal says so.
 */
import { describe, expect, it } from 'vitest';
import type { ApprovalDecision, ApprovalRequest, RoundOptions } from './round-options.js';
import { startRound } from '../start-round.js';
import { fakeRoundOptions } from '../test-support/fake-cli-path.js';
import { collectRound } from '../test-support/collect-round.js';
import { pidsInCwd, waitUntil } from '../test-support/process-check.js';
import { scratchFor } from '../test-support/scratch.js';
import { IDLE_CAUSE } from '../verdict/verdict-causes.js';

const scratch = scratchFor('approvals');

interface Asked {
  request: ApprovalRequest;
  signal: AbortSignal;
}

/** An `approve` that answers `decision` once its signal aborts (never, if `never`), recording what it was asked. */
function waitingForAbort(decision: ApprovalDecision, never = false): { approve: NonNullable<RoundOptions['approve']>; asked: Asked[]; aborted: Promise<void>[] } {
  const asked: Asked[] = [];
  const aborted: Promise<void>[] = [];
  const approve = (request: ApprovalRequest, signal: AbortSignal) => {
    asked.push({ request, signal });
    const gone = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    aborted.push(gone);
    return never ? new Promise<ApprovalDecision>(() => {}) : gone.then(() => decision);
  };
  return { approve, asked, aborted };
}

function permissionRound(how: string, approve: RoundOptions['approve'], extra: Partial<RoundOptions> = {}) {
  return startRound(fakeRoundOptions(scratch, 'claude-permission', { threadKey: `approvals/${how}`, approve, ...extra, env: { FAKE_PERMISSION: how } }));
}

describe('claude: a permission request the CLI withdraws', () => {
  it('aborts the signal approve was given and writes no answer for it', async () => {
    const first = waitingForAbort('allow');
    // The second request is answered only after the first one's signal aborted: the withdrawal
    // was read before it, so an answer written for the first would reach the CLI first.
    const approve = async (request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalDecision> => {
      if (request.toolCallId === 'toolu_1') return first.approve(request, signal);
      await first.aborted[0];
      return 'allow';
    };
    const { verdict } = await collectRound(permissionRound('withdraw', approve));
    expect(verdict.kind).toBe('success');
    expect(first.asked.map((a) => a.request.toolCallId)).toEqual(['toolu_1']);
    expect(first.asked[0]!.signal.aborted).toBe(true);
    // The fake says, at the end of its input, what it was answered: the second request only.
    expect(verdict.stderrTail).toContain('answered: [perm-2]');
  }, 30_000);

  it('releases the idle bound it held: a CLI silent after the withdrawal is ended by it', async () => {
    const held = waitingForAbort('allow', true);
    const { verdict } = await collectRound(permissionRound('withdraw-silent', held.approve, { idleTimeoutMs: 500 }));
    // Held while asked (the idle bound would not fire), released when withdrawn: it fires.
    expect(held.asked).toHaveLength(1);
    expect(held.asked[0]!.signal.aborted).toBe(true);
    expect(verdict.kind).toBe('incomplete');
    expect(verdict.cause).toMatchObject({ name: IDLE_CAUSE });
    expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0, 10_000)).toBe(true);
  }, 30_000);

  it('aborts the signal of a request still asked when the CLI exits', async () => {
    const waiting = waitingForAbort('allow');
    const { verdict } = await collectRound(permissionRound('die', waiting.approve));
    expect(waiting.asked).toHaveLength(1);
    expect(verdict.exitCode).toBe(1);
    // The round is over and approve is told so: its signal aborted.
    expect(waiting.asked[0]!.signal.aborted).toBe(true);
  }, 30_000);
});

describe('codex: an approval request still asked when the round ends', () => {
  for (const how of ['complete', 'die'] as const) {
    it(`${how === 'die' ? 'the app-server exits' : 'the turn completes'}: approve's signal aborts`, async () => {
      const waiting = waitingForAbort('allow');
      const { verdict } = await collectRound(
        startRound(fakeRoundOptions(scratch, 'codex-turn', { harness: 'codex', threadKey: `approvals/codex-${how}`, args: [], approve: waiting.approve, env: { FAKE_APPROVAL: how } })),
      );
      expect(waiting.asked.map((a) => a.request)).toEqual([expect.objectContaining({ toolName: 'shell', toolCallId: 'call_1' })]);
      if (how === 'complete') expect(verdict.kind).toBe('success');
      else expect(verdict.kind).not.toBe('success');
      expect(waiting.asked[0]!.signal.aborted).toBe(true);
      expect(await waitUntil(() => pidsInCwd(scratch.cwd).length === 0, 10_000)).toBe(true);
    }, 30_000);
  }
});
