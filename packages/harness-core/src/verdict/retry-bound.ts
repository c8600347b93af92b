/**
 * The retry bound. A CLI that cannot reach its model (offline, or signed out) keeps printing
 * retry notices; each one is output, so the idle bound never fires and the round would never
 * end. This bound counts the time since the first retry notice after the last progress (text,
 * reasoning, a tool call or result, a question) and ends the round when it exceeds the bound.
 */
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { timerDelay } from '../process/timer-delay.js';

export const DEFAULT_RETRY_BOUND_MS = 30_000;
/** The verdict's cause when the retry bound ended the round. */
export const RETRY_CAUSE = 'RetryBoundError';

/** What the retry bound saw when it ended a round: all its verdict says. */
export interface RetryExceeded {
  afterMs: number;
  notices: number;
  lastNotice: string;
}

/**
 * The reason the retry bound aborts its round with: a cancel's sentence for whatever reads only
 * the message, and what it saw, so the round's end (and its capture) can name the retry bound.
 */
export class RetryBoundStop extends Error {
  constructor(readonly exceeded: RetryExceeded) {
    super('the CLI kept retrying without progress');
  }
}

/** Warning codes the readers give the CLIs' retry notices (claude `api_retry`, codex `willRetry`). */
const RETRY_CODES = new Set(['api-retry', 'retry']);
const PROGRESS = new Set<ContentPart['type']>(['text-delta', 'reasoning-delta', 'tool-call', 'tool-result', 'question']);

/**
 * `ms` 0, negative, NaN or Infinity: no bound. A bound longer than node's timers keep (2^31 - 1
 * ms, about 24.8 days) is clamped to that (see timerDelay): node would have fired it after 1 ms.
 */
export class RetryBound {
  private timer: NodeJS.Timeout | undefined;
  private since: number | undefined;
  private notices = 0;
  private last = '';
  private firedAfterMs: number | undefined;

  constructor(
    readonly ms: number,
    private readonly onExceeded: (exceeded: RetryExceeded) => void,
    private readonly now: () => number = Date.now,
  ) {}

  observe(part: ContentPart): void {
    if (this.firedAfterMs !== undefined) return;
    if (part.type === 'warning' && RETRY_CODES.has(part.code)) {
      this.notices++;
      this.last = part.message;
      if (this.since === undefined) this.start();
    } else if (PROGRESS.has(part.type)) {
      this.reset();
    }
  }

  /** Whether the bound ended the round, and what the CLI said last. */
  get exceeded(): RetryExceeded | undefined {
    return this.firedAfterMs === undefined ? undefined : { afterMs: this.firedAfterMs, notices: this.notices, lastNotice: this.last };
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private start(): void {
    if (!(this.ms > 0) || !Number.isFinite(this.ms)) return;
    const since = this.now();
    this.since = since;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.firedAfterMs = this.now() - since;
      this.onExceeded(this.exceeded!);
    }, timerDelay(this.ms));
    // The bound must not keep a process alive on its own.
    this.timer.unref();
  }

  private reset(): void {
    this.stop();
    this.since = undefined;
    this.notices = 0;
  }
}

/**
 * The verdict of a round the retry bound ended: it says what the retries point to (no network,
 * or no valid sign-in) and keeps the CLI's own last notice. An answer already complete stands.
 */
export function retryVerdict(verdict: Verdict, exceeded: RetryExceeded): Verdict {
  if (verdict.kind === 'success') return verdict;
  const seconds = Math.round(exceeded.afterMs / 100) / 10;
  const signedOut = /\b(401|403)\b|unauthori[sz]ed|authenticat|api key|sign(ed)? ?in|log ?in/i.test(exceeded.lastNotice);
  const what = signedOut ? 'it is not signed in (the model API refused its credentials)' : 'it is offline or not signed in';
  const message =
    `The CLI retried for ${seconds} s without progress (${exceeded.notices} retry notice${exceeded.notices === 1 ? '' : 's'}) and was stopped: ${what}. ` +
    `Check the network connection and the CLI's sign-in, then send the message again.` +
    (exceeded.lastNotice ? ` Its last notice: ${quoted(exceeded.lastNotice)}` : '');
  // The text is mwh's finding and the CLI's last notice now, not a description of an end.
  const { unexplained: _, ...rest } = verdict;
  return {
    ...rest,
    kind: signedOut ? 'auth-required' : 'failed',
    message,
    cause: { name: RETRY_CAUSE, message },
  };
}

/** The most of the CLI's last notice a verdict quotes: a notice is a line or two, a capture's may be any size. */
const NOTICE_CHARS = 2000;

function quoted(notice: string): string {
  if (notice.length <= NOTICE_CHARS) return notice;
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(notice[NOTICE_CHARS - 1]!) ? NOTICE_CHARS - 1 : NOTICE_CHARS;
  return `${notice.slice(0, end)}…`;
}
