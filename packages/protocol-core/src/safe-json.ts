/**
 * `JSON.stringify` that cannot overflow the stack: values of ordinary depth go to the built-in,
 * deeper ones to an iterative writer with the same output for plain JSON data. Anything that
 * prints parts read from a CLI (the summary, the renderer, `--json`) uses this.
 */
import { MAX_JSON_DEPTH, isTooDeep } from './json-depth.js';

/**
 * The JSON text of a value, as `JSON.stringify(value)` would give it for plain data (objects,
 * arrays, strings, finite numbers, booleans, null); `undefined` when the value itself has none.
 * A cycle is written as `null` where it closes rather than thrown.
 */
export function stringifyJson(value: unknown): string | undefined {
  if (!isTooDeep(value, MAX_JSON_DEPTH)) {
    try {
      return JSON.stringify(value);
    } catch {
      // A cycle or a BigInt: the writer below copes with both.
    }
  }
  return writeIteratively(value);
}

type Frame =
  | { kind: 'array'; items: readonly unknown[]; next: number; node: object }
  | { kind: 'object'; entries: [string, unknown][]; next: number; wrote: boolean; node: object };

function writeIteratively(root: unknown): string | undefined {
  const rootText = scalar(root, true);
  if (rootText !== null) return rootText === undefined ? undefined : rootText;
  const out: string[] = [];
  const open = new Set<object>();
  const stack: Frame[] = [];
  const enter = (node: object) => {
    open.add(node);
    if (Array.isArray(node)) {
      out.push('[');
      stack.push({ kind: 'array', items: node, next: 0, node });
    } else {
      out.push('{');
      stack.push({ kind: 'object', entries: Object.entries(node), next: 0, wrote: false, node });
    }
  };
  enter(root as object);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.kind === 'array') {
      if (frame.next >= frame.items.length) {
        out.push(']');
        open.delete(frame.node);
        stack.pop();
        continue;
      }
      if (frame.next > 0) out.push(',');
      const item = frame.items[frame.next++];
      const text = scalar(item, false);
      if (text !== null) out.push(text ?? 'null');
      else if (open.has(item as object)) out.push('null');
      else enter(item as object);
    } else {
      if (frame.next >= frame.entries.length) {
        out.push('}');
        open.delete(frame.node);
        stack.pop();
        continue;
      }
      const [key, item] = frame.entries[frame.next++]!;
      const text = scalar(item, false);
      if (text === undefined) continue;
      if (frame.wrote) out.push(',');
      frame.wrote = true;
      out.push(JSON.stringify(key), ':');
      if (text !== null) out.push(text);
      else if (open.has(item as object)) out.push('null');
      else enter(item as object);
    }
  }
  return out.join('');
}

/** A scalar's JSON text; `null` for an object or array still to be walked; `undefined` for no text. */
function scalar(value: unknown, atRoot: boolean): string | null | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'bigint':
      return String(value);
    case 'object':
      if (value === null) return 'null';
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
        const own = JSON.stringify((value as { toJSON: () => unknown }).toJSON());
        return own ?? (atRoot ? undefined : 'null');
      }
      return null;
    default:
      // undefined, functions and symbols have no JSON text.
      return undefined;
  }
}
