/**
 * What changed from one CLI surface to another: a pure diff, so two versions of a run, a saved
 * sweep, or a surface and itself (nothing) compare alike. Each change names its area (the lines
 * the CLI wrote, its requests to the model server, its own protocol description, how it is
 * started), what it is about (a line type, a route, a definition, a help page), the item inside
 * (a field, a header, a method, a flag) and how it changed. Scenario outcomes that differ are
 * listed apart: they are results, not changes of the protocol.
 */
import type { CliSurface, LineSurface, RouteSurface, SchemaSurface } from '../surface/cli-surface.js';

export type ChangeArea = 'line' | 'request' | 'schema' | 'invocation';
/**
 * `deferred`: a tool offered with its schema in one version and announced for search in the other
 * (or back): the CLI still has it. `renamed`: an item removed and another added in the same place
 * with the same shape (`from` the old name, `to` the new): a rename candidate, not a loss.
 */
export type ChangeKind = 'added' | 'removed' | 'retyped' | 'values' | 'moved' | 'deferred' | 'renamed';

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
  /** Types before and after (`retyped`), places before and after (`moved`), `offered`/`deferred` (`deferred`), names (`renamed`). */
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
  /** Leave out where the program lives (two channels live in two packages: where it lives says which, not what it speaks). */
  ignoreBinary?: boolean;
}

export function diffSurfaces(a: CliSurface, b: CliSurface, options: DiffOptions = {}): SurfaceDiff {
  const changes: SurfaceChange[] = [];
  const notes: string[] = [];
  const outcomes = diffOutcomes(a, b, notes);
  // A line type or route only one catalogue could make is no change of the CLI.
  const sameCatalogue = sameSet(a.scenarios, b.scenarios);
  diffLines(a.lines, b.lines, changes, sameCatalogue);
  diffRequests(a, b, changes, sameCatalogue);
  if (a.schema && b.schema) diffSchema(a.schema, b.schema, changes);
  else if (a.schema || b.schema) notes.push(`the protocol description of ${(a.schema ? b : a).cliVersion} could not be read, so it was not compared`);
  diffInvocation(a, b, changes, options);
  return { outcomes, changes: findRenames(changes, a, b), notes };
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

function diffRequests(a: CliSurface, b: CliSurface, changes: SurfaceChange[], sameCatalogue: boolean): void {
  diffEntries('request', 'route', a.requests, b.requests, changes, sameCatalogue ? {} : false, (route, before, after) => {
    diffSet('request', route, 'header', before.headers, after.headers, changes);
    diffTyped('request', route, 'body field', before.body, after.body, changes);
    diffTools(route, before, deferredOf(before, a), after, deferredOf(after, b), changes);
  });
}

/** The tools a route's requests offered: each with its schema, or announced for search (deferred). */
function diffTools(route: string, before: RouteSurface, deferredBefore: Deferred, after: RouteSurface, deferredAfter: Deferred, changes: SurfaceChange[]): void {
  const offeredBefore = new Set(before.tools);
  const offeredAfter = new Set(after.tools);
  const all = (offered: Set<string>, d: Deferred) => new Set([...offered, ...d.announced, ...d.inferred]);
  const had = all(offeredBefore, deferredBefore);
  const has = all(offeredAfter, deferredAfter);
  // What is only inferred deferred explains a tool that left the requests; it is no evidence of one that came.
  const known = (offered: Set<string>, d: Deferred) => [...offered, ...d.announced];
  for (const tool of [...new Set(known(offeredAfter, deferredAfter))].filter((t) => !had.has(t)).sort()) changes.push({ area: 'request', subject: route, item: tool, what: 'tool', kind: 'added' });
  for (const tool of [...new Set(known(offeredBefore, deferredBefore))].filter((t) => !has.has(t)).sort()) changes.push({ area: 'request', subject: route, item: tool, what: 'tool', kind: 'removed' });
  const isDeferred = (tool: string, d: Deferred) => d.announced.has(tool) || d.inferred.has(tool);
  for (const tool of [...offeredBefore].filter((t) => !offeredAfter.has(t) && isDeferred(t, deferredAfter)).sort()) {
    changes.push({ area: 'request', subject: route, item: tool, what: 'tool', kind: 'deferred', from: 'offered', to: 'deferred' });
  }
  for (const tool of [...offeredAfter].filter((t) => !offeredBefore.has(t) && isDeferred(t, deferredBefore)).sort()) {
    changes.push({ area: 'request', subject: route, item: tool, what: 'tool', kind: 'deferred', from: 'deferred', to: 'offered' });
  }
}

/** The tool that loads deferred tools (Claude Code's tool search): how the CLI offers tools, not one a user names. */
export const TOOL_SEARCH: ReadonlySet<string> = new Set(['ToolSearch']);

interface Deferred {
  /** Named in the requests' list of deferred tools. */
  announced: Set<string>;
  /** A surface kept before mwh read that list: the tools `system/init` lists that a route with a tool search does not offer. */
  inferred: Set<string>;
}

/** The tools a route defers: those its requests announce for search, or, for an older surface, those the CLI lists but the model must search for. */
function deferredOf(route: RouteSurface, surface: CliSurface): Deferred {
  const inferred = new Set<string>();
  if (route.deferred === undefined && route.tools.some((t) => TOOL_SEARCH.has(t))) {
    const offered = new Set(route.tools);
    for (const tool of surface.invocation.tools) if (!offered.has(tool)) inferred.add(tool);
  }
  return { announced: new Set(route.deferred ?? []), inferred };
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

/**
 * Rename candidates: in one subject, an item removed and another added with the same shape
 * become one `renamed` change, when each has no other match. The shape is what the item holds:
 * a field's type and everything below it, a line type's or definition's fields, a method's params,
 * a tool's input properties (a tool of `system/init` follows its request's rename). What is below
 * a renamed field moved with it and is not listed again.
 */
function findRenames(changes: SurfaceChange[], a: CliSurface, b: CliSurface): SurfaceChange[] {
  const groups = new Map<string, { removed: SurfaceChange[]; added: SurfaceChange[] }>();
  for (const change of changes) {
    if (change.kind !== 'removed' && change.kind !== 'added') continue;
    const key = `${change.area}\u0000${change.subject}\u0000${change.what}`;
    const group = groups.get(key) ?? { removed: [], added: [] };
    group[change.kind].push(change);
    groups.set(key, group);
  }
  const renamed = new Map<SurfaceChange, SurfaceChange>();
  const dropped = new Set<SurfaceChange>();
  const toolRenames = new Map<string, string>();
  for (const { removed, added } of groups.values()) {
    if (removed.length === 0 || added.length === 0) continue;
    const shape = (change: SurfaceChange, side: CliSurface) => shapeOf(change, side);
    const candidates = (from: SurfaceChange, pool: SurfaceChange[], side: CliSurface, mine: CliSurface) => {
      const own = shape(from, mine);
      return own === undefined ? [] : pool.filter((other) => sameParent(from.item, other.item) && shape(other, side) === own);
    };
    for (const old of removed) {
      const matches = candidates(old, added, b, a);
      if (matches.length !== 1) continue;
      const back = candidates(matches[0]!, removed, a, b);
      if (back.length !== 1 || back[0] !== old) continue;
      const next = matches[0]!;
      const isWhole = old.item === '';
      const from = isWhole ? old.subject : old.item;
      renamed.set(old, { ...old, kind: 'renamed', from: isWhole ? old.subject : old.item, to: isWhole ? next.subject : next.item });
      dropped.add(next);
      if (old.area === 'request' && old.what === 'tool') toolRenames.set(from, next.item);
      // Below a renamed field: moved with it.
      if (!isWhole && (old.what === 'field' || old.what === 'body field')) {
        for (const child of changes) {
          if (child.subject !== old.subject || child.what !== old.what) continue;
          if ((child.kind === 'removed' && isBelow(child.item, old.item)) || (child.kind === 'added' && isBelow(child.item, next.item))) dropped.add(child);
        }
      }
    }
  }
  // Whole line types and definitions renamed: they are keyed by subject, each its own group.
  renameWholes(changes, a, b, renamed, dropped);
  // A tool `system/init` lists follows the rename its requests show.
  for (const [from, to] of toolRenames) {
    const old = changes.find((c) => c.area === 'invocation' && c.subject === 'tools' && c.kind === 'removed' && c.item === from);
    const next = changes.find((c) => c.area === 'invocation' && c.subject === 'tools' && c.kind === 'added' && c.item === to);
    if (old && next && !renamed.has(old)) {
      renamed.set(old, { ...old, kind: 'renamed', from, to });
      dropped.add(next);
    }
  }
  relabelledTools(changes, renamed, dropped);
  return changes.filter((c) => !dropped.has(c)).map((c) => renamed.get(c) ?? c);
}

/**
 * The tools `system/init` lists, one gone and one come in a step where the requests offer neither
 * anew nor no longer (what they do offer anew or no longer set aside, with the list's same change): the list calls
 * one tool by another name (Claude Code 2.1.64 lists `Task` where 2.1.63 listed `Agent`, and
 * offers `Agent` in both). A rename candidate, not a loss and a gain.
 */
function relabelledTools(changes: SurfaceChange[], renamed: Map<SurfaceChange, SurfaceChange>, dropped: Set<SurfaceChange>): void {
  const live = (c: SurfaceChange) => !dropped.has(c) && !renamed.has(c);
  const toolChange = (c: SurfaceChange) => (c.kind === 'added' || c.kind === 'removed') && live(c);
  const offered = changes.filter((c) => c.area === 'request' && c.what === 'tool' && toolChange(c));
  const listedAll = changes.filter((c) => c.area === 'invocation' && c.subject === 'tools' && toolChange(c));
  const same = (x: SurfaceChange, y: SurfaceChange) => x.kind === y.kind && x.item === y.item;
  // What the list shows as the requests do is theirs; of the rest, one name gone and one come that the requests did not change.
  const listed = listedAll.filter((l) => !offered.some((o) => same(o, l)));
  const removed = listed.filter((c) => c.kind === 'removed');
  const added = listed.filter((c) => c.kind === 'added');
  if (removed.length !== 1 || added.length !== 1) return;
  if (offered.some((o) => o.item === removed[0]!.item || o.item === added[0]!.item)) return;
  renamed.set(removed[0]!, { ...removed[0]!, kind: 'renamed', from: removed[0]!.item, to: added[0]!.item });
  dropped.add(added[0]!);
}

/** Line types and definitions: one removed and one added whose fields are the same (and not none). */
function renameWholes(changes: SurfaceChange[], a: CliSurface, b: CliSurface, renamed: Map<SurfaceChange, SurfaceChange>, dropped: Set<SurfaceChange>): void {
  for (const what of ['line type', 'definition']) {
    const removed = changes.filter((c) => c.what === what && c.kind === 'removed');
    const added = changes.filter((c) => c.what === what && c.kind === 'added');
    const shape = (change: SurfaceChange, side: CliSurface) => shapeOf(change, side);
    for (const old of removed) {
      const own = shape(old, a);
      if (own === undefined) continue;
      const matches = added.filter((c) => shape(c, b) === own && !dropped.has(c));
      const back = matches.length === 1 ? removed.filter((c) => shape(c, a) === own) : [];
      if (matches.length !== 1 || back.length !== 1) continue;
      renamed.set(old, { ...old, kind: 'renamed', from: old.subject, to: matches[0]!.subject });
      dropped.add(matches[0]!);
    }
  }
}

/** What an item holds, as a string two items are compared by; undefined where nothing tells (then no rename is guessed). */
function shapeOf(change: SurfaceChange, side: CliSurface): string | undefined {
  const { area, subject, item, what } = change;
  if (what === 'field' || what === 'body field') {
    const map = area === 'line' ? side.lines[subject]?.fields : area === 'request' ? side.requests[subject]?.body : side.schema?.definitions[subject]?.fields;
    if (!map || map[item] === undefined) return undefined;
    const below = Object.entries(map).filter(([path]) => isBelow(path, item)).map(([path, type]) => `${path.slice(item.length)}=${type}`).sort();
    return [map[item], ...below].join('\u0000');
  }
  if (what === 'tool' && area === 'request') {
    const shape = side.requests[subject]?.shapes?.[item];
    return shape ? shape : undefined;
  }
  if (what === 'method') {
    const definition = side.schema?.methods[subject]?.[item];
    const shape = definition ? side.schema?.definitions[definition] : undefined;
    return shape && Object.keys(shape.fields).length > 0 ? JSON.stringify(shape) : undefined;
  }
  if (what === 'line type') {
    const line = side.lines[subject];
    return line && Object.keys(line.fields).length > 1 ? JSON.stringify(Object.entries(line.fields).filter(([f]) => f !== 'type' && f !== 'subtype').sort()) : undefined;
  }
  if (what === 'definition') {
    const definition = side.schema?.definitions[subject];
    return definition && Object.keys(definition.fields).length > 0 ? JSON.stringify(definition) : undefined;
  }
  return undefined;
}

function isBelow(path: string, item: string): boolean {
  return path.startsWith(`${item}.`) || path.startsWith(`${item}[]`);
}

/** `a.b.c` and `a.b.d` (or `x[].y` and `x[].z`) sit in the same place; `a.c` and `b.c` do not. */
function sameParent(x: string, y: string): boolean {
  const parent = (p: string) => p.slice(0, Math.max(p.lastIndexOf('.'), p.lastIndexOf('[]')) + 1);
  return parent(x) === parent(y);
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
