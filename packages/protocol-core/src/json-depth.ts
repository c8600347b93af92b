/**
 * How deep a JSON text or value nests, measured without recursion, so a reader can refuse to
 * hand a hostile line to recursive code (the generated validators, a recursive walk) and keep
 * it as data instead.
 */

/**
 * Deeper than this, a line is not checked against its schema: it becomes an `invalid` line
 * carrying its raw text. Real CLI output nests a few dozen levels; recursive code fails at
 * a few thousand.
 */
export const MAX_JSON_DEPTH = 512;

/**
 * The deepest nesting of `[` and `{` in a JSON text, brackets inside strings not counted.
 * Stops counting once `limit` is passed (the answer is then `limit + 1`).
 */
export function jsonTextDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return max;
}

/**
 * The deepest nesting of arrays and objects in a value (a scalar is 0), walked with an explicit
 * stack. Stops once `limit` is passed; a value reached twice (shared or cyclic) counts where it
 * is first met, so a cycle ends the walk rather than looping.
 */
export function jsonValueDepth(value: unknown, limit = Infinity): number {
  let max = 0;
  const seen = new Set<object>();
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    seen.add(item);
    const here = depth + 1;
    if (here > max) {
      max = here;
      if (max > limit) return max;
    }
    const children = Array.isArray(item) ? item : Object.values(item);
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push([child, here]);
  }
  return max;
}

/**
 * Whether a JSON text nests deeper than `limit` (`jsonTextDepth(text, limit) > limit`), without
 * walking the characters of nearly any real line: nesting is never deeper than the count of
 * opening brackets, those inside strings included, and native searches count those up to the
 * limit several times faster than the walk (measured by `pnpm bench --only claude-read`).
 */
export function isTextTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  if (openingBracketsAtMost(text, limit)) return false;
  return jsonTextDepth(text, limit) > limit;
}

function openingBracketsAtMost(text: string, limit: number): boolean {
  let count = 0;
  for (let at = text.indexOf('{'); at !== -1 && count <= limit; at = text.indexOf('{', at + 1)) count++;
  for (let at = text.indexOf('['); at !== -1 && count <= limit; at = text.indexOf('[', at + 1)) count++;
  return count <= limit;
}

/** Whether a value nests deeper than recursive code may safely walk. */
export function isTooDeep(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  return jsonValueDepth(value, limit) > limit;
}
