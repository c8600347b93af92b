/**
 * What changed in the codex app-server protocol between two JSON Schema bundles (the vendored one
 * and the one a tested version prints): methods per direction, definitions, the fields inside each
 * definition (added, removed, changed type) and enum values. Pure; the walk keeps its own stack.
 */
import { isObject, type JsonSchema } from './schema-walk.js';

export const CODEX_UNIONS = ['ClientRequest', 'ClientNotification', 'ServerNotification', 'ServerRequest'] as const;
export type CodexUnion = (typeof CODEX_UNIONS)[number];

export interface SetChange {
  added: string[];
  removed: string[];
}

export interface FieldChange {
  definition: string;
  path: string;
  change: 'added' | 'removed' | 'type';
  /** The type before and after (`string|null`, `→v2.ThreadItem`); absent for the side without it. */
  from?: string;
  to?: string;
}

export interface EnumChange extends SetChange {
  definition: string;
  /** The property path inside the definition; empty for a definition that is itself an enum. */
  path: string;
}

export interface CodexSchemaDiff {
  methods: Record<CodexUnion, SetChange>;
  definitions: SetChange;
  fields: FieldChange[];
  enums: EnumChange[];
}

/** One method of a union: its name and the `$ref` of its params, when it has any. */
export interface UnionMethod {
  method: string;
  paramsRef: string | null;
}

export function unionMethods(bundle: unknown, union: CodexUnion): UnionMethod[] {
  const def = isObject(bundle) && isObject(bundle.definitions) ? bundle.definitions[union] : undefined;
  const variants = isObject(def) ? (def.oneOf ?? def.anyOf) : undefined;
  const out: UnionMethod[] = [];
  if (!Array.isArray(variants)) return out;
  for (const variant of variants) {
    const props = isObject(variant) && isObject(variant.properties) ? variant.properties : undefined;
    const method = props && isObject(props.method) && Array.isArray(props.method.enum) ? props.method.enum[0] : undefined;
    const params = props && isObject(props.params) && typeof props.params.$ref === 'string' ? props.params.$ref : null;
    if (typeof method === 'string') out.push({ method, paramsRef: params });
  }
  return out;
}

/** Every definition by name; the v2 ones (under `definitions.v2`) are prefixed `v2.`. */
export function codexDefinitions(bundle: unknown): Map<string, JsonSchema> {
  const out = new Map<string, JsonSchema>();
  const defs = isObject(bundle) && isObject(bundle.definitions) ? bundle.definitions : {};
  for (const [name, def] of Object.entries(defs)) {
    if (name === 'v2' && isObject(def)) {
      for (const [inner, d] of Object.entries(def)) if (isObject(d)) out.set(`v2.${inner}`, d);
    } else if (isObject(def)) {
      out.set(name, def);
    }
  }
  return out;
}

export function diffCodexSchemas(vendored: unknown, printed: unknown): CodexSchemaDiff {
  const methods = {} as Record<CodexUnion, SetChange>;
  for (const union of CODEX_UNIONS) {
    methods[union] = setChange(
      unionMethods(vendored, union).map((m) => m.method),
      unionMethods(printed, union).map((m) => m.method),
    );
  }
  const before = codexDefinitions(vendored);
  const after = codexDefinitions(printed);
  const fields: FieldChange[] = [];
  const enums: EnumChange[] = [];
  for (const [definition, defAfter] of after) {
    const defBefore = before.get(definition);
    if (!defBefore || (CODEX_UNIONS as readonly string[]).includes(definition)) continue;
    const a = shapeOf(defBefore);
    const b = shapeOf(defAfter);
    for (const path of union(a.fields.keys(), b.fields.keys())) {
      const from = a.fields.get(path);
      const to = b.fields.get(path);
      if (from === undefined) fields.push({ definition, path, change: 'added', to });
      else if (to === undefined) fields.push({ definition, path, change: 'removed', from });
      else if (from !== to) fields.push({ definition, path, change: 'type', from, to });
    }
    for (const path of union(a.enums.keys(), b.enums.keys())) {
      const change = setChange(a.enums.get(path) ?? [], b.enums.get(path) ?? []);
      if (change.added.length > 0 || change.removed.length > 0) enums.push({ definition, path, ...change });
    }
  }
  const byPlace = (x: { definition: string; path: string }, y: { definition: string; path: string }) =>
    `${x.definition}.${x.path}`.localeCompare(`${y.definition}.${y.path}`);
  return { methods, definitions: setChange(before.keys(), after.keys()), fields: fields.sort(byPlace), enums: enums.sort(byPlace) };
}

/** Counts for a one-line summary and for the matrix. */
export function countSchemaDiff(diff: CodexSchemaDiff): { methodsAdded: number; methodsRemoved: number; definitionsAdded: number; definitionsRemoved: number; fieldsAdded: number; fieldsRemoved: number; fieldsRetyped: number; enumPlaces: number } {
  let methodsAdded = 0;
  let methodsRemoved = 0;
  for (const change of Object.values(diff.methods)) {
    methodsAdded += change.added.length;
    methodsRemoved += change.removed.length;
  }
  const count = (kind: FieldChange['change']) => diff.fields.filter((f) => f.change === kind).length;
  return {
    methodsAdded,
    methodsRemoved,
    definitionsAdded: diff.definitions.added.length,
    definitionsRemoved: diff.definitions.removed.length,
    fieldsAdded: count('added'),
    fieldsRemoved: count('removed'),
    fieldsRetyped: count('type'),
    enumPlaces: diff.enums.length,
  };
}

const TITLES: Record<CodexUnion, string> = {
  ClientRequest: 'Client requests',
  ClientNotification: 'Client notifications',
  ServerNotification: 'Server notifications',
  ServerRequest: 'Server requests',
};

export function formatSchemaDiff(diff: CodexSchemaDiff, labelA: string, labelB: string): string {
  const lines = [`app-server protocol: ${labelA} -> ${labelB}`, ''];
  for (const union of CODEX_UNIONS) {
    const { added, removed } = diff.methods[union];
    lines.push(`${TITLES[union]}: ${added.length} added, ${removed.length} removed`);
    for (const m of added) lines.push(`  + ${m}`);
    for (const m of removed) lines.push(`  - ${m}`);
  }
  lines.push('', `Enum values changed in ${diff.enums.length} places (definition.path: +added -removed)`);
  for (const e of diff.enums) {
    const where = e.path ? `${e.definition}.${e.path}` : e.definition;
    lines.push(`  ${where}: ${[...e.added.map((v) => `+${v}`), ...e.removed.map((v) => `-${v}`)].join(' ')}`);
  }
  lines.push('', `Fields changed in ${diff.fields.length} places (+added -removed ~retyped)`);
  for (const f of diff.fields) {
    const mark = f.change === 'added' ? '+' : f.change === 'removed' ? '-' : '~';
    const types = f.change === 'type' ? `: ${f.from} -> ${f.to}` : `: ${f.to ?? f.from}`;
    lines.push(`  ${mark} ${f.definition}.${f.path}${types}`);
  }
  const { added, removed } = diff.definitions;
  lines.push('', `Definitions: ${added.length} added, ${removed.length} removed`);
  if (added.length > 0) lines.push(`  + ${added.join(', ')}`);
  if (removed.length > 0) lines.push(`  - ${removed.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

interface Shape {
  /** Property path -> its type signature. */
  fields: Map<string, string>;
  /** Property path (empty for the definition itself) -> its string enum values. */
  enums: Map<string, Set<string>>;
}

/**
 * The fields and enums of one definition. Union branches fold into their parent path, so the
 * variants of ThreadItem show as the values of `ThreadItem.type` and the union of their fields,
 * and a reordering of branches is not a change. `$ref`s are not followed: a referenced
 * definition is compared on its own.
 */
function shapeOf(def: JsonSchema): Shape {
  const types = new Map<string, Set<string>>();
  const enums = new Map<string, Set<string>>();
  const stack: { node: unknown; path: string; field: boolean }[] = [{ node: def, path: '', field: false }];
  while (stack.length > 0) {
    const { node, path, field } = stack.pop()!;
    if (!isObject(node)) continue;
    if (field) {
      const set = types.get(path) ?? new Set<string>();
      for (const t of typeNames(node)) set.add(t);
      types.set(path, set);
    }
    if (Array.isArray(node.enum)) {
      const set = enums.get(path) ?? new Set<string>();
      for (const v of node.enum) if (typeof v === 'string') set.add(v);
      enums.set(path, set);
    }
    for (const key of ['oneOf', 'anyOf', 'allOf']) {
      const branches = node[key];
      if (Array.isArray(branches)) for (const branch of branches) stack.push({ node: branch, path, field });
    }
    if (isObject(node.properties)) {
      for (const [name, prop] of Object.entries(node.properties)) stack.push({ node: prop, path: path ? `${path}.${name}` : name, field: true });
    }
    if (isObject(node.items)) stack.push({ node: node.items, path: `${path}[]`, field: true });
    if (isObject(node.additionalProperties)) stack.push({ node: node.additionalProperties, path: `${path}{}`, field: true });
  }
  const fields = new Map<string, string>();
  for (const [path, set] of types) fields.set(path, [...set].sort().join('|'));
  return { fields, enums };
}

/** The names a node's type is known by: `string`, `null`, `→v2.Foo` for a reference. */
function typeNames(node: JsonSchema): string[] {
  const names: string[] = [];
  if (typeof node.type === 'string') names.push(node.type);
  if (Array.isArray(node.type)) for (const t of node.type) if (typeof t === 'string') names.push(t);
  if (typeof node.$ref === 'string') names.push(`→${node.$ref.replace(/^#\/definitions\//, '').replace(/\//g, '.')}`);
  return names;
}

function union(a: Iterable<string>, b: Iterable<string>): string[] {
  return [...new Set([...a, ...b])].sort();
}

function setChange(a: Iterable<string>, b: Iterable<string>): SetChange {
  const before = new Set(a);
  const after = new Set(b);
  return {
    added: [...after].filter((x) => !before.has(x)).sort(),
    removed: [...before].filter((x) => !after.has(x)).sort(),
  };
}
