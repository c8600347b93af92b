/**
 * The lines part of a CLI surface: per line type, how many lines, every field with the JSON types
 * seen at it, the values of fields that discriminate (`type`, `subtype`, `status`...), and one
 * example. Each CLI keys its own lines (`claude/claude-surface.ts`, `codex/codex-surface.ts`):
 * Claude lines as the decoder looks them up (`type/subtype`); codex messages by method, answers
 * as `<method> result` or `<method> error`.
 */
import { isRecord } from '@mwh/protocol-core';
import { cutExample, type LineSurface } from '../surface/cli-surface.js';

/** Fields whose values are a closed set worth comparing between versions, by their last name. */
const VALUE_FIELDS = new Set(['type', 'subtype', 'status', 'role', 'stop_reason', 'terminal_reason', 'level', 'kind', 'permissionMode', 'codexErrorInfo', 'decision', 'behavior', 'willRetry']);
// Past these a field is data, not a set of values: ids, text.
const MAX_VALUES = 20;
const MAX_VALUE_CHARS = 60;
// Deeper than this a line holds content (tool input and output), not its shape.
const MAX_DEPTH = 6;
// A key that is not a name (a model id, a path, a uuid) is data of a map: its fields show as `{}`.
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

interface Tally {
  count: number;
  fields: Map<string, Set<string>>;
  values: Map<string, Set<string>>;
  example: string;
}

export class LineTally {
  private readonly byKey = new Map<string, Tally>();

  add(key: string, value: unknown, raw: string): void {
    let tally = this.byKey.get(key);
    if (!tally) {
      tally = { count: 0, fields: new Map(), values: new Map(), example: cutExample(raw) };
      this.byKey.set(key, tally);
    }
    tally.count += 1;
    const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
    while (stack.length > 0) {
      const { value: here, path, depth } = stack.pop()!;
      if (path) {
        const types = tally.fields.get(path) ?? new Set<string>();
        types.add(jsonType(here));
        tally.fields.set(path, types);
        if (typeof here === 'string' && here.length <= MAX_VALUE_CHARS && VALUE_FIELDS.has(lastName(path))) {
          const values = tally.values.get(path) ?? new Set<string>();
          if (values.size < MAX_VALUES) values.add(here);
          tally.values.set(path, values);
        }
      }
      if (depth >= MAX_DEPTH) continue;
      if (Array.isArray(here)) {
        for (const item of here) stack.push({ value: item, path: `${path}[]`, depth: depth + 1 });
      } else if (isRecord(here)) {
        for (const [name, child] of Object.entries(here)) {
          const childPath = NAME.test(name) ? (path ? `${path}.${name}` : name) : `${path}{}`;
          stack.push({ value: child, path: childPath, depth: depth + 1 });
        }
      }
    }
  }

  result(): Record<string, LineSurface> {
    const out: Record<string, LineSurface> = {};
    for (const key of [...this.byKey.keys()].sort()) {
      const tally = this.byKey.get(key)!;
      out[key] = {
        count: tally.count,
        fields: Object.fromEntries([...tally.fields].sort(([a], [b]) => a.localeCompare(b)).map(([path, types]) => [path, [...types].sort().join('|')])),
        values: Object.fromEntries([...tally.values].sort(([a], [b]) => a.localeCompare(b)).map(([path, values]) => [path, [...values].sort()])),
        example: tally.example,
      };
    }
    return out;
  }
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

function lastName(path: string): string {
  const dot = path.lastIndexOf('.');
  return path.slice(dot + 1);
}
