// Zod 4 schemas from the same JSON Schemas the ajv validators come from: a small generator for
// the keywords these schemas use (type, const, properties, required, items, anyOf, local $ref,
// additionalProperties true). Anything else throws, so a schema change cannot be half-translated.
const KNOWN = new Set(['type', 'const', 'properties', 'required', 'items', 'anyOf', '$ref', 'additionalProperties', 'description', 'title', 'tsType', '$schema', '$id', '$defs']);

function expression(node, where, emitted) {
  for (const key of Object.keys(node)) if (!KNOWN.has(key)) throw new Error(`zod: ${where} uses ${key}, which the generator does not translate`);
  if (node.additionalProperties !== undefined && node.additionalProperties !== true) throw new Error(`zod: ${where} has additionalProperties other than true`);
  if (node.$ref) {
    const target = node.$ref.replace(/^#\/\$defs\//, '');
    // A definition that contains itself (a tool_result's content blocks): the inner reference is
    // lazy and typed unknown, which keeps TypeScript's inference from going round the cycle.
    return emitted.has(target) ? `${target}Schema` : `z.lazy((): z.ZodType<unknown> => ${target}Schema)`;
  }
  if (node.const !== undefined) return `z.literal(${JSON.stringify(node.const)})`;
  if (node.anyOf) return `z.union([${node.anyOf.map((n, i) => expression(n, `${where}/anyOf/${i}`, emitted)).join(', ')}])`;
  if (node.type === undefined) return 'z.unknown()';
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const each = types.map((type) => {
    switch (type) {
      case 'string':
        return 'z.string()';
      case 'number':
        return 'z.number()';
      case 'boolean':
        return 'z.boolean()';
      case 'null':
        return 'z.null()';
      case 'array':
        return `z.array(${node.items ? expression(node.items, `${where}/items`, emitted) : 'z.unknown()'})`;
      case 'object': {
        const required = new Set(node.required ?? []);
        const members = Object.entries(node.properties ?? {}).map(
          ([name, child]) => `${JSON.stringify(name)}: ${expression(child, `${where}/${name}`, emitted)}${required.has(name) ? '' : '.optional()'}`,
        );
        // additionalProperties: true, as in the JSON Schema: a member a newer CLI adds passes.
        return `z.looseObject({ ${members.join(', ')} })`;
      }
      default:
        throw new Error(`zod: ${where} has type ${type}`);
    }
  });
  return each.length === 1 ? each[0] : `z.union([${each.join(', ')}])`;
}

function refsOf(node, out = new Set()) {
  if (Array.isArray(node)) for (const n of node) refsOf(n, out);
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') out.add(node.$ref.replace(/^#\/\$defs\//, ''));
    for (const value of Object.values(node)) refsOf(value, out);
  }
  return out;
}

/** Definitions in an order where each comes after what it refers to, but for a cycle's back edge. */
function ordered(defs) {
  const out = [];
  const state = new Map();
  const visit = (name) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') return;
    state.set(name, 'visiting');
    for (const ref of refsOf(defs[name])) visit(ref);
    state.set(name, 'done');
    out.push(name);
  };
  for (const name of Object.keys(defs).sort()) visit(name);
  return out;
}

/**
 * One module: a `<Name>Schema` per definition of every schema and a table per source by lookup
 * key (`tables`: [{ name, schema, keys: [[key, definitionName]] }]).
 */
export function zodModule(header, tables) {
  const defs = {};
  for (const { schema } of tables) {
    for (const [name, definition] of Object.entries(schema.$defs)) {
      if (defs[name] && JSON.stringify(defs[name]) !== JSON.stringify(definition)) throw new Error(`zod: two schemas define ${name} differently`);
      defs[name] = definition;
    }
  }
  const lines = [header, "import { z } from 'zod';", ''];
  const emitted = new Set();
  for (const name of ordered(defs)) {
    const doc = defs[name].description ? `/** ${defs[name].description.replaceAll('*/', '* /')} */\n` : '';
    lines.push(`${doc}export const ${name}Schema = ${expression(defs[name], name, emitted)};`);
    emitted.add(name);
  }
  for (const { name, source, keys } of tables) {
    lines.push('', `/** A zod schema for each message of ${source}, by lookup key. */`, `export const ${name} = {`);
    for (const [key, definition] of keys) lines.push(`  ${JSON.stringify(key)}: ${definition}Schema,`);
    lines.push('} as const;');
  }
  return lines.join('\n') + '\n';
}
