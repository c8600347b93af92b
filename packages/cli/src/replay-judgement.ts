/**
 * What `mwh replay` says of a capture recorded with an expectation (a conformance scenario's
 * record, or a fixture's `expect`): pass, fail with the reasons, or inconclusive. A replay prints
 * as it goes, whatever the size; the round is kept for its judgement only up to a bound, past
 * which the judgement says it was not made.
 */
import { failureSentence, judgeCapture, type Judgement } from '@mwh/conformance/judge';
import { Redactor, type CaptureChunk, type CaptureExit, type CaptureExpectation, type CaptureHeader, type ContentPart, type Verdict } from '@mwh/protocol-core';
import { paint, safeText } from './safe-text.js';

/**
 * A scenario's captures are small (the catalogue's largest, codex's large-output, 1.5 MB); one
 * past this is not judged, as it would be held whole. At 64 MiB, a replay of a 1 GiB capture
 * held that much before it let go: 164 MiB at its peak against 94 for the same stream raw.
 */
export const JUDGED_BYTES = 16 * 1024 * 1024;

export interface ReplayJudgement extends Judgement {
  scenario: string;
}

export class ReplayJudge {
  private chunks: CaptureChunk[] = [];
  private parts: ContentPart[] = [];
  private bytes = 0;
  private over = false;

  private readonly redactor: Redactor;

  /** `secrets`: removed from what the judgement quotes, as from everything else a replay prints. */
  constructor(secrets: readonly string[] = [], private readonly limit = JUDGED_BYTES) {
    this.redactor = new Redactor(secrets);
  }

  chunk(chunk: CaptureChunk): void {
    if (this.over) return;
    this.bytes += chunk.bytes.length;
    if (this.bytes > this.limit) {
      this.over = true;
      this.chunks = [];
      this.parts = [];
    } else this.chunks.push(chunk);
  }

  part(part: ContentPart): void {
    if (!this.over) this.parts.push(part);
  }

  /** The judgement, when the capture says what it expected; undefined otherwise. */
  judge(header: CaptureHeader, exit: CaptureExit | undefined, expect: CaptureExpectation | undefined): ReplayJudgement | undefined {
    if (!expect) return undefined;
    const verdict = this.parts.findLast((part): part is Extract<ContentPart, { type: 'finish' }> => part.type === 'finish')?.verdict;
    if (this.over || !verdict) {
      const mib = 1024 * 1024;
      const bound = this.limit % mib === 0 ? `${this.limit / mib} MiB` : `${this.limit} bytes`;
      const why = this.over ? `the capture is over the ${bound} a replay keeps to judge it` : 'the replay reached no verdict';
      return { scenario: header.scenario ?? 'recorded', status: 'inconclusive', failures: [], notSetUp: [`not judged: ${why}`] };
    }
    // The round's parts were redacted (--redact): so is what it is held to, or a masked text could never match.
    const expected = this.redactor.redactValue(expect) as CaptureExpectation;
    const judged = judgeCapture({ header, chunks: this.chunks, ...(exit ? { exit } : {}), expect: expected }, { parts: this.parts, verdict: verdict as Verdict });
    if (!judged) return undefined;
    const r = (text: string) => this.redactor.redact(text);
    return {
      ...judged,
      scenario: r(judged.scenario),
      failures: judged.failures.map((failure) => ({ expectation: r(failure.expectation), expected: r(failure.expected), got: r(failure.got) })),
      notSetUp: judged.notSetUp.map(r),
    };
  }
}

/** `── scenario NAME: pass`, or the status with why, for the end of a replay on the terminal. */
export function judgementLine(judgement: ReplayJudgement, colour: boolean): string {
  const p = paint(colour);
  const why = judgement.status === 'fail' ? judgement.failures.map(failureSentence) : judgement.notSetUp;
  const line = `── scenario ${safeText(judgement.scenario)}: ${judgement.status}${why.length ? ` (${safeText(why.join('; '))})` : ''}`;
  return `${judgement.status === 'pass' ? p.good(line) : p.bad(line)}\n`;
}

/** The judgement as `--json` gives it. */
export function judgementJson(judgement: ReplayJudgement) {
  return { name: judgement.scenario, status: judgement.status, failures: judgement.failures.map(failureSentence), notSetUp: judgement.notSetUp };
}
