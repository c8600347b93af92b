/**
 * Walks one JSON value beside the JSON Schema that describes it and lists what the schema does
 * not know: object fields its `properties` do not name, and string values outside a closed set
 * of `enum`/`const` values. The walk is driven by the value and keeps its own stack, so a deeply
 * nested line (the CLI's output is not trusted) cannot exhaust the call stack.
 */
import { isRecord } from '@mwh/protocol-core';

export type JsonSchema = Record<string, unknown>;

export interface SchemaUnknown {
  kind: 'field' | 'enum';
  /** Dotted path in the value; `[]` stands for any array element, so counts group by shape. */
  path: string;
  /** For `enum`: the value the schema does not list. */
  value?: string;
}

/** Resolves `$ref`s like `#/$defs/X` or `#/definitions/v2/X` inside one root document. */
export function resolveRef(root: unknown, ref: string): JsonSchema | undefined {
  if (ref === '#') return isRecord(root) ? root : undefined;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return isRecord(node) ? node : undefined;
}

// A schema whose `$ref` points at another `$ref` more times than this is a loop, not a schema.
const MAX_REF_HOPS = 64;
// Bounds the work on one value: a huge line is reported as far as this, not walked forever.
const MAX_NODES = 200_000;

/**
 * The plain schemas a value may be checked against at one place: `$ref`s followed, `allOf`,
 * `anyOf` and `oneOf` spread out. Knowledge is pooled across them, so the walk never reports a
 * field that some applicable branch names.
 */
export function alternatives(root: unknown, schema: unknown): JsonSchema[] {
  const out: JsonSchema[] = [];
  const todo: { node: unknown; hops: number }[] = [{ node: schema, hops: 0 }];
  while (todo.length > 0) {
    const { node, hops } = todo.pop()!;
    if (!isRecord(node) || hops > MAX_REF_HOPS) continue;
    if (typeof node.$ref === 'string') {
      todo.push({ node: resolveRef(root, node.$ref), hops: hops + 1 });
      continue;
    }
    let combined = false;
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const branches = node[key];
      if (!Array.isArray(branches)) continue;
      combined = true;
      for (const branch of branches) todo.push({ node: branch, hops: hops + 1 });
    }
    if (!combined || isRecord(node.properties) || node.enum !== undefined || node.const !== undefined) out.push(node);
  }
  return out;
}

/** Lists what `schema` does not know about `value`. */
export function findUnknowns(root: unknown, schema: unknown, value: unknown): SchemaUnknown[] {
  const found: SchemaUnknown[] = [];
  const seen = new Set<string>();
  const report = (entry: SchemaUnknown) => {
    const key = `${entry.kind} ${entry.path} ${entry.value ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(entry);
  };
  const stack: { schemas: JsonSchema[]; value: unknown; path: string }[] = [
    { schemas: alternatives(root, schema), value, path: '' },
  ];
  let visited = 0;
  while (stack.length > 0 && visited < MAX_NODES) {
    visited += 1;
    const { schemas, value: here, path } = stack.pop()!;
    if (schemas.length === 0) continue;
    if (typeof here === 'string') {
      const allowed = closedStrings(schemas);
      if (allowed && !allowed.has(here)) report({ kind: 'enum', path, value: here });
    } else if (Array.isArray(here)) {
      const items = schemas.flatMap((s) => (isRecord(s.items) ? alternatives(root, s.items) : []));
      for (const element of here) stack.push({ schemas: items, value: element, path: `${path}[]` });
    } else if (isRecord(here)) {
      walkObject(root, pickBranches(schemas, here), here, path, stack, report);
    }
  }
  return found;
}

function walkObject(
  root: unknown,
  schemas: JsonSchema[],
  value: Record<string, unknown>,
  path: string,
  stack: { schemas: JsonSchema[]; value: unknown; path: string }[],
  report: (entry: SchemaUnknown) => void,
): void {
  const objectSchemas = schemas.filter((s) => isRecord(s.properties) || s.additionalProperties !== undefined);
  // No schema here describes an object's fields: it is free-form, nothing to report.
  if (objectSchemas.length === 0) return;
  // Pattern properties, or a schema that says any field goes and names none (codex's `config`,
  // config.toml as JSON): no field here is unknown.
  const open = objectSchemas.some((s) => isRecord(s.patternProperties) || (s.additionalProperties === true && !isRecord(s.properties)));
  for (const [name, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${name}` : name;
    // Named in `properties`, with a schema or as `true` (JSON Schema's any value: codex's
    // mcpToolCall `arguments`, an MCP result's `_meta`), which has no shape to walk.
    const known = objectSchemas.flatMap((s) => (isRecord(s.properties) && Object.hasOwn(s.properties, name) ? [s.properties[name]] : []));
    if (known.length > 0) {
      stack.push({ schemas: known.flatMap((k) => alternatives(root, k)), value: child, path: childPath });
      continue;
    }
    // A map (`additionalProperties: {schema}`): its keys are data, its values still have a shape.
    const maps = objectSchemas.filter((s) => isRecord(s.additionalProperties));
    if (maps.length > 0) {
      stack.push({ schemas: maps.flatMap((m) => alternatives(root, m.additionalProperties)), value: child, path: `${path}{}` });
    } else if (!open) {
      report({ kind: 'field', path: childPath });
    }
  }
}

/**
 * Branches whose discriminating constants (`type: {const: "x"}`) agree with the value. When none
 * agree, every branch is kept and the discriminator shows up as an unknown enum value.
 */
function pickBranches(schemas: JsonSchema[], value: Record<string, unknown>): JsonSchema[] {
  const objectLike = schemas.filter((s) => isRecord(s.properties) || s.additionalProperties !== undefined || s.type === 'object');
  const agreeing = objectLike.filter((s) => {
    if (!isRecord(s.properties)) return true;
    for (const [name, prop] of Object.entries(s.properties)) {
      const fixed = constantOf(prop);
      if (fixed !== undefined && Object.hasOwn(value, name) && value[name] !== fixed) return false;
    }
    return true;
  });
  return agreeing.length > 0 ? agreeing : objectLike;
}

/** The one value a property schema pins (`const`, or an `enum` of one), if any. */
function constantOf(prop: unknown): unknown {
  if (!isRecord(prop)) return undefined;
  if (prop.const !== undefined) return prop.const;
  if (Array.isArray(prop.enum) && prop.enum.length === 1) return prop.enum[0];
  return undefined;
}

/** The strings allowed here, or undefined when some branch allows any string. */
function closedStrings(schemas: JsonSchema[]): Set<string> | undefined {
  const allowed = new Set<string>();
  let closed = false;
  for (const s of schemas) {
    if (typeof s.const === 'string') {
      allowed.add(s.const);
      closed = true;
    } else if (Array.isArray(s.enum)) {
      for (const v of s.enum) if (typeof v === 'string') allowed.add(v);
      closed = true;
    } else if (allowsAnyString(s)) {
      return undefined;
    }
  }
  return closed ? allowed : undefined;
}

function allowsAnyString(s: JsonSchema): boolean {
  if (s.type === undefined) return !isRecord(s.properties);
  return s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
}

