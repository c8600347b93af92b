/**
 * One line of mwh's own on stderr (`mwh: ...`). Its sentences quote what the user typed and the
 * names of their files, which may hold control characters: shown visibly, they can neither drive
 * the terminal nor start a line of their own that reads as mwh's.
 */
import { safeText } from './safe-text.js';

export function mwhLine(sentence: string): string {
  return `mwh: ${safeText(sentence).replace(/[\n\t]/g, (char) => (char === '\n' ? '\\n' : '\\t'))}\n`;
}
