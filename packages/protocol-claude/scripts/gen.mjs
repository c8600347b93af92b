#!/usr/bin/env node
// Regenerates the stream-json types and validators from the schemas in ../schemas.
// `generate()` returns the files in memory so a test can tell when the committed ones are stale.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { zodModule } from '../../../scripts/zod.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// json-schema-to-typescript formats the types with prettier; ajv breaks its own code into lines,
// so a schema change shows as a readable diff in both.
const PRETTIER = { parser: 'typescript', singleQuote: true, printWidth: 120, trailingComma: 'all' };

const SDK = '@anthropic-ai/claude-agent-sdk';
const COMMAND = '`pnpm gen` (node scripts/gen.mjs) in packages/protocol-claude';

/** The two schema files: what the CLI writes, and what a harness writes to it. */
const SOURCES = [
  {
    schema: 'schemas/claude-output.schema.json',
    types: 'src/generated/claude-output-types.ts',
    byKey: 'ClaudeOutputMessageByKey',
    table: 'outputValidators',
  },
  {
    schema: 'schemas/claude-input.schema.json',
    types: 'src/generated/claude-input-types.ts',
    byKey: 'ClaudeInputMessageByKey',
    table: 'inputValidators',
  },
];
const VALIDATORS = 'src/generated/claude-validators.ts';
const ZOD = 'src/generated/claude-zod.ts';
/** The name of each source's table in the zod module. */
const ZOD_TABLES = { outputValidators: 'outputSchemas', inputValidators: 'inputSchemas' };

function sdkVersion() {
  return JSON.parse(readFileSync(join(packageDir, 'node_modules', SDK, 'package.json'), 'utf8')).version;
}

function header(sources) {
  return [
    `// Generated from ${sources.join(' and ')} by scripts/gen.mjs.`,
    `// The schemas follow sdk.d.ts of ${SDK} ${sdkVersion()} and real streams.`,
    `// Do not edit: change the schema and run ${COMMAND}.`,
  ].join('\n');
}

/**
 * The lookup key of a message definition: its `type`, then `/subtype` where the definition fixes one
 * (`/event.type` for stream_event). The decoder looks a line up by the same rule.
 */
function lookupKey(definition) {
  const props = definition.properties ?? {};
  const type = props.type?.const;
  if (typeof type !== 'string') return undefined;
  const sub = props.subtype?.const ?? props.event?.properties?.type?.const;
  return typeof sub === 'string' ? `${type}/${sub}` : type;
}

function messageDefinitions(schema) {
  const out = [];
  for (const [name, definition] of Object.entries(schema.$defs)) {
    const key = lookupKey(definition);
    if (key) out.push({ name, key, title: definition.title ?? name });
  }
  const seen = new Set();
  for (const { key } of out) {
    if (seen.has(key)) throw new Error(`two definitions share the lookup key ${key}`);
    seen.add(key);
  }
  return out;
}

async function typesFile(source, schema) {
  const types = await compile(schema, schema.title, {
    bannerComment: header([source.schema]),
    additionalProperties: true,
    unknownAny: true,
    unreachableDefinitions: true,
    strictIndexSignatures: false,
    format: true,
    style: PRETTIER,
  });
  const map = messageDefinitions(schema)
    .map(({ key, title }) => `  ${JSON.stringify(key)}: ${title};`)
    .join('\n');
  const byKey = `\n/** Each message by the key the decoder looks it up by: \`type\`, or \`type/subtype\`. */\nexport interface ${source.byKey} {\n${map}\n}\n`;
  return types + byKey;
}

async function validatorsFile(sources) {
  // inlineRefs off and messages off keep the code small: a shared definition is one function, and
  // an error says where and which keyword, which is all the decoder reports.
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: true },
    strict: true,
    allErrors: false,
    inlineRefs: false,
    messages: false,
  });
  // An annotation for json-schema-to-typescript (`unknown` for any JSON value); it validates nothing.
  ajv.addKeyword('tsType');
  const exportsByName = {};
  const typeOf = {};
  const tables = [];
  for (const { source, schema } of sources) {
    ajv.addSchema(schema);
    const rows = [];
    for (const { name, key } of messageDefinitions(schema)) {
      const exportName = `validate${name}`;
      exportsByName[exportName] = `${schema.$id}#/$defs/${name}`;
      typeOf[exportName] = `${source.byKey}[${JSON.stringify(key)}]`;
      rows.push(`  ${JSON.stringify(key)}: ${exportName},`);
    }
    tables.push({ source, rows });
  }
  // Each export gets the public Validator type: `typeof validate135` would carry ajv's internal
  // signature into the declarations, which fail to typecheck for users with skipLibCheck off.
  const code = standaloneCode(ajv, exportsByName).replace(
    /^export const (\w+) = /gm,
    (line, exportName) => `export const ${exportName}: Validator<${typeOf[exportName]}> = `,
  );
  // The package has no runtime dependency but protocol-core: a schema keyword that needs an ajv
  // runtime helper (formats, minLength, uniqueItems, object enums) would pull ajv in.
  if (/require\(|from ["']ajv/.test(code))
    throw new Error('the standalone validators need the ajv runtime; avoid that keyword');
  const typeImports = sources
    .map(
      ({ source }) =>
        `import type { ${source.byKey} } from './${source.types.split('/').pop().replace(/\.ts$/, '.js')}';`,
    )
    .join('\n');
  const tableCode = tables
    .map(
      ({ source, rows }) =>
        `/** A validator for each message of ${source.schema}, by lookup key. */\nexport const ${source.table}: ValidatorTable<${source.byKey}> = {\n${rows.join('\n')}\n};`,
    )
    .join('\n\n');
  return [
    header(sources.map(({ source }) => source.schema)),
    '// Standalone ajv code: it runs without ajv. Type-checking is off for the code ajv wrote.',
    '// @ts-nocheck',
    '/* eslint-disable */',
    "import type { Validator, ValidatorTable } from '@mwh/protocol-core';",
    typeImports,
    '',
    code.replace(/^"use strict";\n?/, ''),
    '',
    tableCode,
    '',
  ].join('\n');
}

/** Every generated file, path relative to the package, and its content. */
export async function generate() {
  const sources = SOURCES.map((source) => ({
    source,
    schema: JSON.parse(readFileSync(join(packageDir, source.schema), 'utf8')),
  }));
  const files = {};
  for (const { source, schema } of sources) files[source.types] = await typesFile(source, schema);
  files[VALIDATORS] = await validatorsFile(sources);
  const zodHeader = [
    header(sources.map(({ source }) => source.schema)).replace('by scripts/gen.mjs', 'by scripts/gen.mjs (the root scripts/zod.mjs)'),
    '// Zod 4 schemas, held to the ajv validators by a property test; imported only from the ./zod entry.',
  ].join('\n');
  const definitions = {};
  for (const { schema } of sources) {
    for (const [name, definition] of Object.entries(schema.$defs)) {
      if (definitions[name] && JSON.stringify(definitions[name]) !== JSON.stringify(definition)) throw new Error(`zod: two schemas define ${name} differently`);
      definitions[name] = definition;
    }
  }
  files[ZOD] = zodModule({
    header: zodHeader,
    definitions,
    refName: (ref) => ref.replace(/^#\/\$defs\//, ''),
    tables: sources.map(({ source, schema }) => ({
      name: ZOD_TABLES[source.table],
      source: source.schema,
      keys: messageDefinitions(schema).map(({ name, key }) => [key, name]),
    })),
  });
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await generate();
  for (const [path, content] of Object.entries(files)) {
    const target = join(packageDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`wrote ${relative(process.cwd(), target)}`);
  }
}
