/**
 * The text of a round's answer as its parts build it: deltas appended in order, and the tail of
 * one message's text taken out again when a `text-retract` (or `reasoning-retract`) says so.
 */
/** How many runs of recent messages stay open to a retract; older text is sealed into one string. */
const OPEN_RUNS = 64;

export class AnswerText {
  // Text no retract can reach any more: a message is retracted when the next one starts.
  private sealed = '';
  // Runs of consecutive text of one message; a retract trims the runs of its message from the end.
  private runs: { id: string; text: string }[] = [];

  add(id: string, text: string): void {
    const last = this.runs[this.runs.length - 1];
    if (last && last.id === id) {
      last.text += text;
      return;
    }
    this.runs.push({ id, text });
    if (this.runs.length > OPEN_RUNS * 2) {
      // Sealed in batches, so a long round costs one list of runs, not one object per message.
      for (const run of this.runs.splice(0, OPEN_RUNS)) this.sealed += run.text;
    }
  }

  /** Takes the last `length` UTF-16 code units of message `id`'s text out. */
  retract(id: string, length: number): void {
    let left = length;
    for (let i = this.runs.length - 1; i >= 0 && left > 0; i--) {
      const run = this.runs[i]!;
      if (run.id !== id) continue;
      const cut = Math.min(left, run.text.length);
      run.text = run.text.slice(0, run.text.length - cut);
      left -= cut;
    }
    this.runs = this.runs.filter((run) => run.text !== '');
  }

  toString(): string {
    let out = this.sealed;
    for (const run of this.runs) out += run.text;
    return out;
  }
}
