/**
 * The shared part of telling which CLI wrote a stream from its first lines: each protocol
 * package decides from the JSON values; this reads them.
 */

/** How many non-blank lines are looked at: the first lines of a real stream are always messages. */
export const LINES_LOOKED_AT = 20;

/**
 * The JSON values on the first non-blank lines of `firstLines`. The text may end inside a line;
 * a line that is not JSON (debug output, a line cut off by the caller's limit) is passed over,
 * as the readers pass over it.
 */
export function* firstJsonValues(firstLines: string, count = LINES_LOOKED_AT): Generator<unknown> {
  let looked = 0;
  for (const line of firstLines.split('\n')) {
    if (looked >= count) return;
    const text = line.trim();
    if (!text) continue;
    looked++;
    try {
      yield JSON.parse(text) as unknown;
    } catch {
      continue;
    }
  }
}
