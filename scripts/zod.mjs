// Zod 4 schemas from the JSON Schemas the ajv validators come from, for both protocol packages.
// Each keyword is translated as the packages' ajv setup treats it: `format` is an annotation there
// (validateFormats: false), `additionalProperties: false` was already dropped (tolerant schemas), so
// objects stay loose. A keyword outside KNOWN throws, so a schema change is never half-translated.
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'format', 'tsType', '$schema', '$id', '$defs', 'definitions']);
const KNOWN = new Set([
  ...ANNOTATIONS,
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minimum',
  'minLength',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
]);
const OBJECT_KEYWORDS = ['properties', 'required', 'additionalProperties'];

/** What ajv's `type` keyword accepts, for checking an enum against its type at generation time. */
function hasType(value, type) {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      return false;
  }
}

class Translator {
  constructor(refName, emitted) {
    this.refName = refName;
    this.emitted = emitted;
  }

  expression(node, where) {
    if (node === true) return 'z.unknown()';
    if (node === false) return 'z.never()';
    for (const key of Object.keys(node)) if (!KNOWN.has(key)) throw new Error(`zod: ${where} uses ${key}, which the generator does not translate`);
    // A JSON Schema node is the conjunction of its keywords: each gives a part, parts intersect.
    const parts = [];
    if (node.$ref !== undefined) parts.push(this.reference(node.$ref));
    if (node.const !== undefined) parts.push(`z.literal(${JSON.stringify(node.const)})`);
    if (node.enum !== undefined) parts.push(this.enumeration(node, where));
    else if (node.type !== undefined) parts.push(this.typed(node, where));
    else if (OBJECT_KEYWORDS.some((k) => node[k] !== undefined)) parts.push(`whenObject(${this.object(node, where)})`);
    else if (node.items !== undefined || node.minimum !== undefined || node.minLength !== undefined) throw new Error(`zod: ${where} has type-specific keywords without a type`);
    if (node.anyOf) parts.push(`z.union([${node.anyOf.map((n, i) => this.expression(n, `${where}/anyOf/${i}`)).join(', ')}])`);
    if (node.oneOf) {
      const branches = node.oneOf.map((n, i) => this.expression(n, `${where}/oneOf/${i}`));
      const tag = discriminator(node.oneOf);
      // Branches that cannot both accept a value make a union give oneOf's verdict without
      // parsing every branch again to count; when a tag tells plain objects apart, zod picks the
      // branch by it instead of trying them in turn.
      if (tag && node.oneOf.every((b) => !b.anyOf && !b.oneOf && !b.allOf)) parts.push(`z.discriminatedUnion(${JSON.stringify(tag)}, [${branches.join(', ')}])`);
      else parts.push(`${exclusive(node.oneOf) ? 'z.union' : 'oneOf'}([${branches.join(', ')}])`);
    }
    if (node.allOf) parts.push(...node.allOf.map((n, i) => this.expression(n, `${where}/allOf/${i}`)));
    if (parts.length === 0) return 'z.unknown()';
    return parts.reduce((all, part) => `z.intersection(${all}, ${part})`);
  }

  reference(ref) {
    const target = this.refName(ref);
    // A reference back into a definition not yet declared (a cycle): lazy, typed unknown, which
    // keeps TypeScript's inference from going round the cycle.
    return this.emitted.has(target) ? `${target}Schema` : `z.lazy((): z.ZodType<unknown> => ${target}Schema)`;
  }

  /** An enum of primitives: the literals themselves, checked against the type and minimum it sits with. */
  enumeration(node, where) {
    const types = node.type === undefined ? undefined : Array.isArray(node.type) ? node.type : [node.type];
    for (const value of node.enum) {
      if (value !== null && typeof value === 'object') throw new Error(`zod: ${where} has an enum of objects`);
      if (types && !types.some((t) => hasType(value, t))) throw new Error(`zod: ${where} has an enum value its type refuses`);
      if (node.minimum !== undefined && typeof value === 'number' && value < node.minimum) throw new Error(`zod: ${where} has an enum value under its minimum`);
    }
    return `z.literal(${JSON.stringify(node.enum)})`;
  }

  typed(node, where) {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    const each = types.map((type) => {
      switch (type) {
        case 'string':
          // ajv counts a string's length in code points, not UTF-16 units.
          return node.minLength === undefined ? 'z.string()' : `z.string().refine((s) => [...s].length >= ${node.minLength})`;
        case 'number':
        case 'integer': {
          // zod's own int() stops at the safe range; ajv's integer is any whole number.
          let text = type === 'integer' ? 'z.number().refine(Number.isInteger)' : 'z.number()';
          if (node.minimum !== undefined) text += `.refine((n) => n >= ${node.minimum})`;
          return text;
        }
        case 'boolean':
          return 'z.boolean()';
        case 'null':
          return 'z.null()';
        case 'array':
          return `z.array(${node.items === undefined ? 'z.unknown()' : this.expression(node.items, `${where}/items`)})`;
        case 'object':
          return this.object(node, where);
        default:
          throw new Error(`zod: ${where} has type ${type}`);
      }
    });
    return each.length === 1 ? each[0] : `z.union([${each.join(', ')}])`;
  }

  object(node, where) {
    const required = new Set(node.required ?? []);
    const properties = node.properties ?? {};
    const members = Object.entries(properties).map(
      ([name, child]) => `${JSON.stringify(name)}: ${this.expression(child, `${where}/${name}`)}${required.has(name) ? '' : '.optional()'}`,
    );
    // A required member the schema does not describe must still be there: unknown, but present.
    for (const name of required) if (!(name in properties)) members.push(`${JSON.stringify(name)}: z.unknown()`);
    const shape = `{ ${members.join(', ')} }`;
    const extra = node.additionalProperties;
    if (extra === undefined || extra === true) return `z.looseObject(${shape})`;
    if (extra === false) return `z.strictObject(${shape})`;
    return `z.object(${shape}).catchall(${this.expression(extra, `${where}/additionalProperties`)})`;
  }
}

/**
 * A property every branch is an object that requires, with literal values (`const`, or an `enum`
 * of strings) no two branches share: at most one branch can accept any value. Undefined when the
 * branches have none.
 */
function discriminator(branches) {
  if (!branches.every((b) => b && b.type === 'object' && b.properties && !b.$ref)) return undefined;
  return Object.keys(branches[0].properties).find((name) => {
    const schemas = branches.map((b) => ((b.required ?? []).includes(name) ? b.properties[name] : undefined));
    const values = schemas.map((schema) => (schema && (schema.type === undefined || schema.type === 'string') ? literalValues(schema) : undefined));
    return values.every((v) => v?.every((value) => typeof value === 'string')) && disjoint(values);
  });
}

/** The values a node accepts when it is only a `const` or an `enum` (with its type and annotations). */
function literalValues(node) {
  if (!node || typeof node !== 'object' || Object.keys(node).some((k) => !ANNOTATIONS.has(k) && k !== 'type' && k !== 'const' && k !== 'enum')) return undefined;
  if (node.const !== undefined) return [node.const];
  return Array.isArray(node.enum) && node.enum.every((v) => v === null || typeof v !== 'object') ? node.enum : undefined;
}

function disjoint(sets) {
  const seen = new Set();
  for (const values of sets) {
    for (const value of values) {
      if (seen.has(value)) return false;
      seen.add(value);
    }
  }
  return true;
}

/**
 * Whether no value can satisfy two of the branches: literals no two branches share, and objects
 * (which no literal matches) at most one, or told apart by a tag.
 */
function exclusive(branches) {
  const literals = branches.map(literalValues);
  const objects = branches.filter((b, i) => !literals[i]);
  if (!objects.every((b) => b && b.type === 'object' && !b.$ref)) return false;
  if (!disjoint(literals.filter(Boolean)) || literals.some((values) => values?.some((v) => v !== null && typeof v === 'object'))) return false;
  return objects.length <= 1 || discriminator(objects) !== undefined;
}

function refsOf(node, refName, out = new Set()) {
  if (Array.isArray(node)) for (const n of node) refsOf(n, refName, out);
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') out.add(refName(node.$ref));
    for (const value of Object.values(node)) refsOf(value, refName, out);
  }
  return out;
}

/** The definitions reachable from `roots` (all of them without roots), each after what it refers to but for a cycle's back edge. */
function ordered(definitions, refName, roots) {
  const out = [];
  const state = new Map();
  // Iterative depth-first walk: the schema decides the depth, not the stack.
  for (const root of roots ?? Object.keys(definitions).sort()) {
    const stack = [[root, null]];
    while (stack.length) {
      const top = stack.at(-1);
      const [name] = top;
      if (top[1] === null) {
        if (state.has(name)) {
          stack.pop();
          continue;
        }
        if (!(name in definitions)) throw new Error(`zod: no definition ${name}`);
        state.set(name, 'visiting');
        top[1] = [...refsOf(definitions[name], refName)].sort();
      }
      const next = top[1].find((ref) => !state.has(ref));
      if (next !== undefined) stack.push([next, null]);
      else {
        stack.pop();
        state.set(name, 'done');
        out.push(name);
      }
    }
  }
  return out;
}

const PRELUDE = `
/** JSON Schema's oneOf: exactly one branch accepts (a zod union alone accepts when several do). */
function oneOf<const T extends readonly [z.ZodType, ...z.ZodType[]]>(branches: T) {
  return z.union(branches).refine((value) => branches.filter((branch) => branch.safeParse(value).success).length === 1);
}

/** Object keywords without a type: JSON Schema applies them to objects and lets anything else pass. */
function whenObject<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.unknown().refine((value) => typeof value !== 'object' || value === null || Array.isArray(value))]);
}
`;

/**
 * One module: a `<Name>Schema` per definition and a table per source by lookup key.
 * `definitions`: name -> JSON Schema; `refName`: a `$ref` -> a definition's name; `tables`:
 * [{ name, source, keys: [[key, definitionName]] }]; `reachableOnly`: emit only what the tables use.
 */
export function zodModule({ header, definitions, refName, tables, reachableOnly = false }) {
  const roots = reachableOnly ? [...new Set(tables.flatMap((t) => t.keys.map(([, d]) => d)))].sort() : undefined;
  const names = ordered(definitions, refName, roots);
  const emitted = new Set();
  const translator = new Translator(refName, emitted);
  const body = [];
  for (const name of names) {
    const definition = definitions[name];
    const doc = definition.description ? `/** ${definition.description.replaceAll('*/', '* /')} */\n` : '';
    body.push(`${doc}export const ${name}Schema = ${translator.expression(definition, name)};`);
    emitted.add(name);
  }
  for (const { name, source, keys } of tables) {
    body.push('', `/** A zod schema for each message of ${source}, by lookup key. */`, `export const ${name} = {`);
    for (const [key, definition] of keys) body.push(`  ${JSON.stringify(key)}: ${definition}Schema,`);
    body.push('} as const;');
  }
  // Helpers only when used, so a module without oneOf compiles without an unused function.
  const joined = body.join('\n');
  const prelude = [];
  if (joined.includes('oneOf([')) prelude.push(PRELUDE.slice(0, PRELUDE.indexOf('\n/** Object keywords')));
  if (joined.includes('whenObject(')) prelude.push(PRELUDE.slice(PRELUDE.indexOf('\n/** Object keywords')));
  return [header, "import { z } from 'zod';", ...prelude, '', joined].join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}
