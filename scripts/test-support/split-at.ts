/** Splitting a text or a buffer at arbitrary positions, as property tests generate them. */

/** The pieces of a sequence cut at `cuts` (taken modulo its length + 1, deduplicated, sorted). */
export function splitAt<T extends { length: number; slice(start: number, end?: number): T }>(whole: T, cuts: readonly number[]): T[] {
  const points = [...new Set(cuts.map((c) => c % (whole.length + 1)))].sort((a, b) => a - b);
  const pieces: T[] = [];
  let last = 0;
  for (const p of [...points, whole.length]) {
    pieces.push(whole.slice(last, p));
    last = p;
  }
  return pieces;
}
