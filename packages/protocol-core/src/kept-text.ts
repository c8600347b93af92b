/**
 * The bound on text a reader or a summary builds from many deltas (an answer, its reasoning):
 * past it, the text is cut and what was left out is counted, never concatenated. V8 strings end
 * a little below 2^29 UTF-16 units, and an answer of 600 M characters ended `mwh replay` in
 * 'Invalid string length'.
 */

/** UTF-16 units of one text kept whole: as much as one line may carry (the readers' 64 MiB cap). */
export const MAX_KEPT_TEXT_UNITS = 64 * 1024 * 1024;

/**
 * How many units of `text` fit in `room`: all of it, or as many as fit without splitting a
 * surrogate pair (a lone half would be a character the CLI never wrote).
 */
export function fittingLength(text: string, room: number): number {
  if (text.length <= room) return text.length;
  if (room <= 0) return 0;
  const code = text.charCodeAt(room);
  return code >= 0xdc00 && code <= 0xdfff ? room - 1 : room;
}
