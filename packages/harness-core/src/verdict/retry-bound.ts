/**
 * The retry bound. A CLI that cannot reach its model (offline, or signed out) keeps printing
 * retry notices; each one is output, so the idle bound never fires and the round would never
 * end. This bound counts the time since the first retry notice after the last progress (text,
 * reasoning, a tool call or result, a question) and ends the round when it exceeds the bound.
 */
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { timerDelay } from '../process/timer-delay.js';

export const DEFAULT_RETRY_BOUND_MS = 30_000;
/**
 * Under the default bound, how long a CLI that says it has no network (codex: `Reconnecting...
 * waiting for network`, once its own reconnects failed) is given to find it again. Without this,
 * codex offline took 31 s to fail, 24 of them mwh's own waiting for a CLI that had said why.
 */
export const OFFLINE_GRACE_MS = 5_000;
/** A retry notice in which the CLI itself says the machine is offline. */
const OFFLINE_NOTICE = /\bwaiting for network\b/i;
/** What a retry verdict's finding says when the CLI said it is offline. */
const SAID_OFFLINE = 'it is offline (it said it is waiting for the network)';
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

  /** `offlineMs`: the shorter bound from a notice that says the machine is offline (OFFLINE_GRACE_MS under the default bound). */
  constructor(
    readonly ms: number,
    private readonly onExceeded: (exceeded: RetryExceeded) => void,
    private readonly now: () => number = Date.now,
    private readonly offlineMs?: number,
  ) {}

  observe(part: ContentPart): void {
    if (this.firedAfterMs !== undefined) return;
    if (part.type === 'warning' && RETRY_CODES.has(part.code)) {
      this.notices++;
      this.last = part.message;
      if (this.since === undefined) this.start();
      if (this.offlineMs !== undefined && !this.offline && this.timer && OFFLINE_NOTICE.test(part.message)) this.shorten(this.offlineMs);
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

  private offline = false;

  private start(): void {
    if (!(this.ms > 0) || !Number.isFinite(this.ms)) return;
    this.since = this.now();
    this.arm(this.ms);
  }

  /** The CLI said it is offline: it is given `ms` from now, if that ends sooner than the bound. */
  private shorten(ms: number): void {
    this.offline = true;
    const left = this.ms - (this.now() - this.since!);
    if (ms >= left) return;
    this.stop();
    this.arm(ms);
  }

  private arm(delay: number): void {
    const since = this.since!;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.firedAfterMs = this.now() - since;
      this.onExceeded(this.exceeded!);
    }, timerDelay(delay));
    // The bound must not keep a process alive on its own.
    this.timer.unref();
  }

  private reset(): void {
    this.stop();
    this.since = undefined;
    this.notices = 0;
    this.offline = false;
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
  const what = signedOut ? 'it is not signed in (the model API refused its credentials)' : OFFLINE_NOTICE.test(exceeded.lastNotice) ? SAID_OFFLINE : 'it is offline or not signed in';
  // mwh's finding is the cause's text; the CLI's own words (its last notice) follow it in the
  // message, after LAST_NOTICE, so a reader can show them apart (renderFailure).
  const finding =
    `The CLI retried for ${seconds} s without progress (${exceeded.notices} retry notice${exceeded.notices === 1 ? '' : 's'}) and was stopped: ${what}. ` +
    `Check the network connection and the CLI's sign-in, then send the message again.`;
  const message = finding + (exceeded.lastNotice ? `${LAST_NOTICE}${quoted(exceeded.lastNotice)}` : '');
  // The text is mwh's finding and the CLI's last notice now, not a description of an end.
  const { unexplained: _, ...rest } = verdict;
  return {
    ...rest,
    kind: signedOut ? 'auth-required' : 'failed',
    message,
    cause: { name: RETRY_CAUSE, message: finding },
  };
}

/** A round the retry bound stopped after the CLI said it is offline: advice to sign in would mislead. */
export function stoppedOffline(verdict: Verdict): boolean {
  return verdict.cause?.name === RETRY_CAUSE && verdict.kind === 'failed' && verdict.cause.message.includes(SAID_OFFLINE);
}

/** Between mwh's finding and the CLI's last notice in a retry verdict's message. */
export const LAST_NOTICE = ' Its last notice: ';

/** The most of the CLI's last notice a verdict quotes: a notice is a line or two, a capture's may be any size. */
const NOTICE_CHARS = 2000;

function quoted(notice: string): string {
  if (notice.length <= NOTICE_CHARS) return notice;
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(notice[NOTICE_CHARS - 1]!) ? NOTICE_CHARS - 1 : NOTICE_CHARS;
  return `${notice.slice(0, end)}…`;
}
