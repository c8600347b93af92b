/**
 * A codex app-server JSON Schema bundle as the schema part of a CLI surface: the methods of each
 * direction, the definitions, the fields inside each (with their types) and their enum values.
 * Two versions' surfaces are compared by `surface-diff.ts`. Pure; the walk keeps its own stack.
 */
import type { DefinitionSurface, SchemaSurface } from '../surface/cli-surface.js';
import type { JsonSchema } from '../surface/schema-walk.js';
import { isRecord } from '@mwh/protocol-core';

export const CODEX_UNIONS = ['ClientRequest', 'ClientNotification', 'ServerNotification', 'ServerRequest'] as const;
export type CodexUnion = (typeof CODEX_UNIONS)[number];

/** One method of a union: its name and the `$ref` of its params, when it has any. */
export interface UnionMethod {
  method: string;
  paramsRef: string | null;
}

export function unionMethods(bundle: unknown, union: CodexUnion): UnionMethod[] {
  const def = isRecord(bundle) && isRecord(bundle.definitions) ? bundle.definitions[union] : undefined;
  const variants = isRecord(def) ? (def.oneOf ?? def.anyOf) : undefined;
  const out: UnionMethod[] = [];
  if (!Array.isArray(variants)) return out;
  for (const variant of variants) {
    const props = isRecord(variant) && isRecord(variant.properties) ? variant.properties : undefined;
    const method = props && isRecord(props.method) && Array.isArray(props.method.enum) ? props.method.enum[0] : undefined;
    const params = props && isRecord(props.params) && typeof props.params.$ref === 'string' ? props.params.$ref : null;
    if (typeof method === 'string') out.push({ method, paramsRef: params });
  }
  return out;
}

/** Every definition by name; the v2 ones (under `definitions.v2`) are prefixed `v2.`. */
export function codexDefinitions(bundle: unknown): Map<string, JsonSchema> {
  const out = new Map<string, JsonSchema>();
  const defs = isRecord(bundle) && isRecord(bundle.definitions) ? bundle.definitions : {};
  for (const [name, def] of Object.entries(defs)) {
    if (name === 'v2' && isRecord(def)) {
      for (const [inner, d] of Object.entries(def)) if (isRecord(d)) out.set(`v2.${inner}`, d);
    } else if (isRecord(def)) {
      out.set(name, def);
    }
  }
  return out;
}

/**
 * The schema part of a codex surface: each union's methods with the definition of their params,
 * and every definition's fields (with their types) and enums, as `shapeOf` folds them.
 */
export function codexSchemaSurface(bundle: unknown, source: string): SchemaSurface {
  const methods: Record<string, Record<string, string>> = {};
  for (const union of CODEX_UNIONS) {
    methods[union] = Object.fromEntries(unionMethods(bundle, union).map((m) => [m.method, m.paramsRef ? definitionName(m.paramsRef) : '']));
  }
  const definitions: Record<string, DefinitionSurface> = {};
  for (const [name, def] of codexDefinitions(bundle)) {
    // The unions are the methods above; their variants would repeat them as fields.
    if ((CODEX_UNIONS as readonly string[]).includes(name)) continue;
    const shape = shapeOf(def);
    definitions[name] = {
      fields: Object.fromEntries([...shape.fields].sort(([a], [b]) => a.localeCompare(b))),
      enums: Object.fromEntries([...shape.enums].sort(([a], [b]) => a.localeCompare(b)).map(([path, values]) => [path, [...values].sort()])),
    };
  }
  return { source, methods, definitions };
}

/** `#/definitions/v2/ThreadItem` -> `v2.ThreadItem`, as definitions are named here. */
export function definitionName(ref: string): string {
  return ref.replace(/^#\/definitions\//, '').replace(/\//g, '.');
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
    if (!isRecord(node)) continue;
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
    if (isRecord(node.properties)) {
      for (const [name, prop] of Object.entries(node.properties)) stack.push({ node: prop, path: path ? `${path}.${name}` : name, field: true });
    }
    if (isRecord(node.items)) stack.push({ node: node.items, path: `${path}[]`, field: true });
    if (isRecord(node.additionalProperties)) stack.push({ node: node.additionalProperties, path: `${path}{}`, field: true });
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
  if (typeof node.$ref === 'string') names.push(`→${definitionName(node.$ref)}`);
  return names;
}

