/**
 * What codex streamed of each running command (`item/commandExecution/outputDelta`), kept for
 * the one case that needs it: a completed `commandExecution` whose `aggregatedOutput` is null or
 * empty although output was streamed (reported of codex by other clients; a user was shown a
 * command with no output). The item's own `aggregatedOutput` wins whenever it says anything.
 *
 * Bounded, since a hostile stream may start any number of commands and stream any amount: at
 * most `RECENT_WINDOW` commands at once and `MAX_KEPT_TEXT_UNITS` units in all; past either,
 * output is not kept (the fallback is then cut, never wrong text).
 */
import { fittingLength, MAX_KEPT_TEXT_UNITS, RECENT_WINDOW } from '@mwh/protocol-core';

export class CommandOutput {
  /** Each running command's output so far, and whether a delta of it was not kept whole. */
  private readonly kept = new Map<string, { text: string; cut: boolean }>();
  private units = 0;

  constructor(
    private readonly maxUnits = MAX_KEPT_TEXT_UNITS,
    private readonly maxCommands = RECENT_WINDOW,
  ) {}

  add(id: string, delta: string): void {
    let known = this.kept.get(id);
    if (known === undefined) {
      if (this.kept.size >= this.maxCommands) return;
      this.kept.set(id, (known = { text: '', cut: false }));
    }
    // Once cut, nothing more: a later delta after a gap would be text the command never wrote.
    if (known.cut) return;
    const fits = fittingLength(delta, this.maxUnits - this.units);
    known.text += delta.slice(0, fits);
    known.cut = fits < delta.length;
    this.units += fits;
  }

  /** The output streamed for `id`, forgotten once taken (its item completed). */
  take(id: string): string | undefined {
    const known = this.kept.get(id);
    if (known === undefined) return undefined;
    this.kept.delete(id);
    this.units -= known.text.length;
    return known.text;
  }
}
