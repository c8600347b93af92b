/**
 * What changed from one CLI surface to another: a pure diff, so two versions of a run, a saved
 * sweep, or a surface and itself (nothing) compare alike. Each change names its area (the lines
 * the CLI wrote, its requests to the model server, its own protocol description, how it is
 * started), what it is about (a line type, a route, a definition, a help page), the item inside
 * (a field, a header, a method, a flag) and how it changed. Scenario outcomes that differ are
 * listed apart: they are results, not changes of the protocol.
 */
import type { CliSurface, LineSurface, RouteSurface, SchemaSurface } from './cli-surface.js';

export type ChangeArea = 'line' | 'request' | 'schema' | 'invocation';
export type ChangeKind = 'added' | 'removed' | 'retyped' | 'values' | 'moved';

export interface SurfaceChange {
  area: ChangeArea;
  /**
   * A line type (`system/init`), a route (`POST /v1/messages`), a schema group or definition
   * (`ServerNotification`, `v2.ThreadItem`), a help page (`claude --help`), or `binary` / `tools`.
   */
  subject: string;
  /** The field, header, tool, method, flag...; '' when the subject itself was added or removed. */
  item: string;
  /** What the item is: `line type`, `field`, `header`, `tool`, `method`, `definition`, `flag`, `enum`... */
  what: string;
  kind: ChangeKind;
  /** Types before and after (`retyped`), places before and after (`moved`). */
  from?: string;
  to?: string;
  /** Values added and removed (`values`). */
  added?: string[];
  removed?: string[];
  /** A line that shows it, cut short: from the newer surface, from the older for what was removed. */
  example?: string;
}

export interface OutcomeChange {
  scenario: string;
  from: string;
  to: string;
  /** Why the newer one is not a pass, when it is not. */
  reason?: string;
}

export interface SurfaceDiff {
  outcomes: OutcomeChange[];
  changes: SurfaceChange[];
  /** What could not be compared (a schema one side could not read, catalogues that differ). */
  notes: string[];
}

export interface DiffOptions {
  /** Leave out where the program lives (two channels of one version live in two packages). */
  ignoreBinary?: boolean;
}

export function diffSurfaces(a: CliSurface, b: CliSurface, options: DiffOptions = {}): SurfaceDiff {
  const changes: SurfaceChange[] = [];
  const notes: string[] = [];
  const outcomes = diffOutcomes(a, b, notes);
  // A line type or route only one catalogue could make is no change of the CLI.
  const sameCatalogue = sameSet(a.scenarios, b.scenarios);
  diffLines(a.lines, b.lines, changes, sameCatalogue);
  diffRequests(a.requests, b.requests, changes, sameCatalogue);
  if (a.schema && b.schema) diffSchema(a.schema, b.schema, changes);
  else if (a.schema || b.schema) notes.push(`the protocol description of ${(a.schema ? b : a).cliVersion} could not be read, so it was not compared`);
  diffInvocation(a, b, changes, options);
  return { outcomes, changes, notes };
}

/** Whether a diff found nothing at all. */
export function isEmptyDiff(diff: SurfaceDiff): boolean {
  return diff.outcomes.length === 0 && diff.changes.length === 0;
}

function diffOutcomes(a: CliSurface, b: CliSurface, notes: string[]): OutcomeChange[] {
  const out: OutcomeChange[] = [];
  for (const [scenario, before] of Object.entries(a.outcomes)) {
    const after = b.outcomes[scenario];
    if (!after || after.status === before.status) continue;
    out.push({ scenario, from: before.status, to: after.status, ...(after.reason ? { reason: after.reason } : {}) });
  }
  const onlyOne = symmetricDifference(a.scenarios, b.scenarios);
  if (onlyOne.length > 0) notes.push(`the two runs did not run the same scenarios (${onlyOne.slice(0, 5).join(', ')}${onlyOne.length > 5 ? ', ...' : ''}): lines and requests only one of them could make are not compared`);
  return out;
}

function diffLines(a: Record<string, LineSurface>, b: Record<string, LineSurface>, changes: SurfaceChange[], sameCatalogue: boolean): void {
  const sided = sameCatalogue ? { example: (line: LineSurface) => line.example } : false;
  diffEntries('line', 'line type', a, b, changes, sided, (key, before, after) => {
    diffTyped('line', key, 'field', before.fields, after.fields, changes, after.example, before.example);
    diffValues('line', key, 'values', before.values, after.values, changes, after.example);
  });
}

function diffRequests(a: Record<string, RouteSurface>, b: Record<string, RouteSurface>, changes: SurfaceChange[], sameCatalogue: boolean): void {
  diffEntries('request', 'route', a, b, changes, sameCatalogue ? {} : false, (route, before, after) => {
    diffSet('request', route, 'header', before.headers, after.headers, changes);
    diffTyped('request', route, 'body field', before.body, after.body, changes);
    diffSet('request', route, 'tool', before.tools, after.tools, changes);
  });
}

function diffSchema(a: SchemaSurface, b: SchemaSurface, changes: SurfaceChange[]): void {
  for (const group of unionKeys(a.methods, b.methods)) diffSet('schema', group, 'method', Object.keys(a.methods[group] ?? {}), Object.keys(b.methods[group] ?? {}), changes);
  diffEntries('schema', 'definition', a.definitions, b.definitions, changes, {}, (name, before, after) => {
    diffTyped('schema', name, 'field', before.fields, after.fields, changes);
    diffValues('schema', name, 'enum', before.enums, after.enums, changes);
  });
}

function diffInvocation(a: CliSurface, b: CliSurface, changes: SurfaceChange[], options: DiffOptions): void {
  const before = a.invocation;
  const after = b.invocation;
  if (!options.ignoreBinary && before.binary !== null && after.binary !== null && before.binary !== after.binary) {
    changes.push({ area: 'invocation', subject: 'binary', item: '', what: 'program', kind: 'moved', from: before.binary, to: after.binary });
  }
  diffSet('invocation', 'tools', 'tool', before.tools, after.tools, changes);
  diffEntries('invocation', 'help page', before.help, after.help, changes, {}, (page, x, y) => {
    diffTyped('invocation', page, 'flag', x.flags, y.flags, changes);
    diffValues('invocation', page, 'choices', x.choices, y.choices, changes);
    diffSet('invocation', page, 'required flag', x.required, y.required, changes);
    diffSet('invocation', page, 'command', x.commands, y.commands, changes);
  });
}

/** Items of a map from name to type: added, removed, or of another type. */
function diffTyped(area: ChangeArea, subject: string, what: string, a: Record<string, string>, b: Record<string, string>, changes: SurfaceChange[], example?: string, oldExample?: string): void {
  for (const item of unionKeys(a, b)) {
    const from = a[item];
    const to = b[item];
    if (from === to) continue;
    const shown = to === undefined ? oldExample : example;
    const base = { area, subject, item, what, ...(shown ? { example: shown } : {}) };
    if (from === undefined) changes.push({ ...base, kind: 'added', to: to! });
    else if (to === undefined) changes.push({ ...base, kind: 'removed', from });
    else changes.push({ ...base, kind: 'retyped', from, to });
  }
}

/** Per item, the values added and removed (an item only one side has counts its values all). */
function diffValues(area: ChangeArea, subject: string, what: string, a: Record<string, string[]>, b: Record<string, string[]>, changes: SurfaceChange[], example?: string): void {
  for (const item of unionKeys(a, b)) {
    const before = new Set(a[item] ?? []);
    const after = new Set(b[item] ?? []);
    const added = [...after].filter((v) => !before.has(v)).sort();
    const removed = [...before].filter((v) => !after.has(v)).sort();
    if (added.length === 0 && removed.length === 0) continue;
    changes.push({ area, subject, item, what, kind: 'values', added, removed, ...(example ? { example } : {}) });
  }
}

function diffSet(area: ChangeArea, subject: string, what: string, a: readonly string[], b: readonly string[], changes: SurfaceChange[]): void {
  const before = new Set(a);
  const after = new Set(b);
  for (const item of [...after].filter((x) => !before.has(x)).sort()) changes.push({ area, subject, item, what, kind: 'added' });
  for (const item of [...before].filter((x) => !after.has(x)).sort()) changes.push({ area, subject, item, what, kind: 'removed' });
}

/**
 * The entries of two records by name: one on both sides is compared by `each`; one on one side
 * only is added or removed (with its example), unless `sided` is false (runs of other catalogues
 * could not both have made it).
 */
function diffEntries<T>(
  area: ChangeArea,
  what: string,
  a: Readonly<Record<string, T>>,
  b: Readonly<Record<string, T>>,
  changes: SurfaceChange[],
  sided: false | { example?: (entry: T) => string | undefined },
  each: (name: string, before: T, after: T) => void,
): void {
  for (const name of unionKeys(a, b)) {
    const before: T | undefined = a[name];
    const after: T | undefined = b[name];
    if (before !== undefined && after !== undefined) each(name, before, after);
    else if (sided) {
      const example = sided.example?.((after ?? before)!);
      changes.push({ area, subject: name, item: '', what, kind: before === undefined ? 'added' : 'removed', ...(example !== undefined ? { example } : {}) });
    }
  }
}

function unionKeys(a: object, b: object): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return symmetricDifference(a, b).length === 0;
}

function symmetricDifference(a: readonly string[], b: readonly string[]): string[] {
  const x = new Set(a);
  const y = new Set(b);
  return [...[...x].filter((s) => !y.has(s)), ...[...y].filter((s) => !x.has(s))].sort();
}
