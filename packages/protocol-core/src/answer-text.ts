/**
 * The text of a round's answer as its parts build it: deltas appended in order, and the tail of
 * one message's text taken out again when a `text-retract` (or `reasoning-retract`) says so.
 */
export class AnswerText {
  // Runs of consecutive text of one message; a retract trims the runs of its message from the end.
  private runs: { id: string; text: string }[] = [];

  add(id: string, text: string): void {
    const last = this.runs[this.runs.length - 1];
    if (last && last.id === id) last.text += text;
    else this.runs.push({ id, text });
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
    let out = '';
    for (const run of this.runs) out += run.text;
    return out;
  }
}
