/**
 * The text of a round's answer as its parts build it: deltas appended in order, and the tail of
 * one message's text taken out again when a `text-retract` (or `reasoning-retract`) says so. Kept
 * up to a bound (MAX_KEPT_TEXT_UNITS): past it the answer's start is kept and the rest counted.
 */
import { MAX_KEPT_TEXT_UNITS, fittingLength } from './kept-text.js';

/** How many runs of recent messages stay open to a retract; older text is sealed into one string. */
const OPEN_RUNS = 64;

export class AnswerText {
  // Text no retract can reach any more: a message is retracted when the next one starts.
  private sealed = '';
  private sealedCut = 0;
  // Runs of consecutive text of one message; a retract trims the runs of its message from the end.
  // `cut` counts the units of the run left out at its end, past the bound.
  private runs: { id: string; text: string; cut: number }[] = [];
  /** Units kept, sealed and in runs. */
  private kept = 0;
  /** Units left out, sealed and in runs: while any are, nothing later is kept (what is kept stays the answer's start). */
  private left = 0;

  /** `limit`: the units kept at most (smaller in tests). */
  constructor(private readonly limit = MAX_KEPT_TEXT_UNITS) {}

  add(id: string, text: string): void {
    const take = this.left === 0 ? fittingLength(text, this.limit - this.kept) : 0;
    const kept = take === text.length ? text : text.slice(0, take);
    const cut = text.length - take;
    this.kept += take;
    this.left += cut;
    const last = this.runs[this.runs.length - 1];
    if (last && last.id === id) {
      last.text += kept;
      last.cut += cut;
      return;
    }
    this.runs.push({ id, text: kept, cut });
    if (this.runs.length > OPEN_RUNS * 2) {
      // Sealed in batches, so a long round costs one list of runs, not one object per message.
      for (const run of this.runs.splice(0, OPEN_RUNS)) {
        this.sealed += run.text;
        this.sealedCut += run.cut;
      }
    }
  }

  /** Takes the last `length` UTF-16 code units of message `id`'s text out: what was left out of it first. */
  retract(id: string, length: number): void {
    let left = length;
    for (let i = this.runs.length - 1; i >= 0 && left > 0; i--) {
      const run = this.runs[i]!;
      if (run.id !== id) continue;
      const uncut = Math.min(left, run.cut);
      run.cut -= uncut;
      this.left -= uncut;
      left -= uncut;
      const cut = Math.min(left, run.text.length);
      run.text = run.text.slice(0, run.text.length - cut);
      this.kept -= cut;
      left -= cut;
    }
    this.runs = this.runs.filter((run) => run.text !== '' || run.cut !== 0);
  }

  /** UTF-16 units of the answer left out past the bound: `toString()` is its start, this many units short. */
  get cut(): number {
    return this.left;
  }

  toString(): string {
    let out = this.sealed;
    for (const run of this.runs) out += run.text;
    return out;
  }
}
