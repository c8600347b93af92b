/**
 * The end of a round, in one place for live rounds of both CLIs and for replay: the reader's
 * verdict is revised (the exit-after-success warning said as a part, the idle bound, the retry
 * bound or the caller's cancel named as the cause) and redacted by the live round's RoundRedaction.
 */
import { type CaptureStop, type ContentPart, type RoundConclusion, type Verdict } from '@mwh/protocol-core';
import { RetryBoundStop, retryVerdict, type RetryExceeded } from './retry-bound.js';
import { RoundRedaction } from './round-redaction.js';
import { abortedVerdict, idleVerdict } from './verdict-causes.js';

/** What ended the round besides the CLI itself, when something did. */
export type RoundStop = { by: 'idle'; idleTimeoutMs: number } | { by: 'abort'; reason?: unknown } | ({ by: 'retry' } & RetryExceeded);

/**
 * The stop a live round saw: the retry bound first (its verdict says most: why the CLI got
 * nowhere), then the idle bound firing, then the caller's signal.
 */
export function roundStop(idleFired: boolean, idleTimeoutMs: number, signal: AbortSignal): RoundStop | undefined {
  const reason: unknown = signal.aborted ? signal.reason : undefined;
  if (reason instanceof RetryBoundStop) return { by: 'retry', ...reason.exceeded };
  if (idleFired) return { by: 'idle', idleTimeoutMs };
  if (signal.aborted) return { by: 'abort', reason };
  return undefined;
}

/** A stop as a capture keeps it: the cancel's reason as the text the verdict would say. */
export function captureStop(stop: RoundStop): CaptureStop {
  if (stop.by === 'idle') return stop;
  if (stop.by === 'retry') return { by: 'retry', afterMs: stop.afterMs, notices: stop.notices, lastNotice: stop.lastNotice };
  const { reason } = stop;
  const text = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : undefined;
  return text === undefined ? { by: 'abort' } : { by: 'abort', reason: text };
}

/** The reader's conclusion (or a harness failure's verdict), and what stopped the round. */
export interface RoundEnd {
  verdict: Verdict;
  /** The parts the reader's end completed, emitted first. */
  parts?: readonly ContentPart[];
  stop?: RoundStop;
}

/**
 * The final verdict of a round and the parts to emit before its `finish`: a success the CLI's
 * exit spoiled keeps its answer and says so once, as a `warning` part; a round the idle bound, the
 * retry bound or the caller ended carries that cause.
 */
export function endRound({ verdict, parts: concluded = [], stop }: RoundEnd): RoundConclusion {
  const parts = [...concluded];
  if (verdict.warning && verdict.kind === 'success') parts.push({ type: 'warning', code: 'exit-after-success', message: verdict.warning });
  if (stop?.by === 'idle') verdict = idleVerdict(verdict, stop.idleTimeoutMs);
  else if (stop?.by === 'abort') verdict = abortedVerdict(verdict, stop.reason);
  else if (stop?.by === 'retry') verdict = retryVerdict(verdict, stop);
  return { verdict, parts };
}

/**
 * Ends a stream of parts the way a live round ends: the reader's `finish` is held back, revised by
 * `endRound`, and every part (the verdict too) passes the RoundRedaction a live round uses, so a
 * replay shows what the live round showed.
 */
export class RoundEnder {
  private readonly redaction: RoundRedaction;

  /** What stopped the round besides the CLI; a replay learns it from the exit record, at the end. */
  constructor(
    secrets: readonly string[] = [],
    public stop?: RoundStop,
  ) {
    this.redaction = new RoundRedaction(secrets);
  }

  push(parts: readonly ContentPart[]): ContentPart[] {
    const out: ContentPart[] = [];
    for (const part of parts) {
      if (part.type === 'finish') {
        const end = endRound({ verdict: part.verdict, ...(this.stop ? { stop: this.stop } : {}) });
        for (const before of end.parts) this.redaction.part(before, out);
        this.redaction.finish(end.verdict, out);
        continue;
      }
      this.redaction.part(part, out);
    }
    return out;
  }

  /** What the redactor still holds, for a stream that ended without a `finish`, appended to `out`. */
  flush(out: ContentPart[] = []): ContentPart[] {
    this.redaction.flush(out);
    return out;
  }
}
