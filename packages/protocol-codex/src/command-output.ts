/**
 * What codex streamed of each running command (`item/commandExecution/outputDelta`), kept for
 * the one case that needs it: a completed `commandExecution` whose `aggregatedOutput` is null or
 * empty although output was streamed (reported of codex by other clients; a user was shown a
 * command with no output). The item's own `aggregatedOutput` wins whenever it says anything.
 *
 * Bounded, since a hostile stream may start any number of commands and stream any amount: the
 * `RECENT_WINDOW` most recent commands and `MAX_KEPT_TEXT_UNITS` units in all; past either, the
 * oldest command is let go, and output past the units is not kept, the output then saying so.
 */
import { fittingLength, MAX_KEPT_TEXT_UNITS, RECENT_WINDOW } from '@mwh/protocol-core';

export class CommandOutput {
  /** Each running command's output so far, oldest first, and how many units of it were not kept. */
  private readonly kept = new Map<string, { text: string; cut: number }>();
  private units = 0;

  constructor(
    private readonly maxUnits = MAX_KEPT_TEXT_UNITS,
    private readonly maxCommands = RECENT_WINDOW,
  ) {}

  add(id: string, delta: string): void {
    let known = this.kept.get(id);
    if (known === undefined) {
      if (this.kept.size >= this.maxCommands) this.take(this.kept.keys().next().value!);
      this.kept.set(id, (known = { text: '', cut: 0 }));
    }
    // Once cut, nothing more is kept: a later delta after a gap would be text the command never wrote.
    const fits = known.cut > 0 ? 0 : fittingLength(delta, this.maxUnits - this.units);
    known.text += delta.slice(0, fits);
    known.cut += delta.length - fits;
    this.units += fits;
  }

  /** The output streamed for `id`, saying how much was not kept; forgotten once taken (its item completed). */
  take(id: string): string | undefined {
    const known = this.kept.get(id);
    if (known === undefined) return undefined;
    this.kept.delete(id);
    this.units -= known.text.length;
    return known.cut > 0 ? `${known.text}\n… (${known.cut} more characters of output not kept)` : known.text;
  }
}
