// Pure code generation from one vendored app-server JSON Schema bundle: TypeScript types
// (json-schema-to-typescript), ajv standalone validators and the method lists. No I/O here,
// so `gen.mjs` can write the output and `gen.mjs --check` can compare it in memory.
import { createHash } from 'node:crypto';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { zodModule } from '../../../scripts/zod.mjs';

export const BUNDLE_FILE = 'codex_app_server_protocol.schemas.json';

/**
 * The messages the harness sends or reads, by direction: validators are generated for these, and
 * for the params of every message the server can send.
 */
export const USED = {
  clientRequests: [
    'initialize',
    'thread/start',
    'thread/resume',
    'thread/name/set',
    'turn/start',
    'turn/interrupt',
    'account/login/start',
  ],
  clientNotifications: ['initialized'],
  serverNotifications: [
    'error',
    'warning',
    'thread/started',
    'thread/tokenUsage/updated',
    'turn/started',
    'turn/completed',
    'item/started',
    'item/completed',
    'item/agentMessage/delta',
    'item/reasoning/summaryPartAdded',
    'item/reasoning/summaryTextDelta',
    'item/reasoning/textDelta',
    'model/rerouted',
    'mcpServer/startupStatus/updated',
    'account/login/completed',
  ],
  serverRequests: [
    'item/commandExecution/requestApproval',
    'item/fileChange/requestApproval',
    'item/tool/requestUserInput',
    'mcpServer/elicitation/request',
  ],
};

export function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** The envelopes of one union (ClientRequest, ServerNotification...): method, params $ref. */
export function unionMethods(bundle, unionName) {
  const union = bundle.definitions?.[unionName];
  const variants = union?.oneOf ?? union?.anyOf ?? [];
  return variants
    .map((variant) => {
      const method = variant.properties?.method?.enum?.[0];
      const paramsRef = variant.properties?.params?.$ref ?? null;
      return typeof method === 'string' ? { method, paramsRef } : null;
    })
    .filter(Boolean);
}

/** `#/definitions/v2/ThreadStartParams` -> ['v2', 'ThreadStartParams'] */
function refPath(ref) {
  return ref.replace(/^#\/definitions\//, '').split('/');
}

function lookup(bundle, ref) {
  let node = bundle.definitions;
  for (const key of refPath(ref)) node = node?.[key];
  return node;
}

/** A request's response definition, by the schema's naming: FooParams -> FooResponse. */
function responseRef(bundle, paramsRef) {
  if (!paramsRef || !paramsRef.endsWith('Params')) return null;
  const ref = paramsRef.replace(/Params$/, 'Response');
  return lookup(bundle, ref) ? ref : null;
}

/** Every method the schema names, by direction, sorted so the output diffs cleanly. */
export function methodLists(bundle) {
  const names = (union) => [...new Set(unionMethods(bundle, union).map((m) => m.method))].sort();
  return {
    clientRequests: names('ClientRequest'),
    clientNotifications: names('ClientNotification'),
    serverNotifications: names('ServerNotification'),
    serverRequests: names('ServerRequest'),
  };
}

/**
 * The envelopes carry titles equal to their params' names (`ErrorNotification` is both), which
 * json-schema-to-typescript would resolve as `ErrorNotification1`; untitled envelopes become
 * inline members of a discriminated union instead.
 */
function prepareForTypes(bundle) {
  const copy = flattenV2(bundle);
  for (const union of ['ClientRequest', 'ClientNotification', 'ServerNotification', 'ServerRequest']) {
    const def = copy.definitions[union];
    for (const variant of def?.oneOf ?? def?.anyOf ?? []) {
      delete variant.title;
      delete variant.description;
      if (variant.properties?.method) delete variant.properties.method.title;
    }
  }
  return copy;
}

/**
 * json-schema-to-typescript emits unreferenced definitions only from the top level, and the
 * bundle keeps the v2 protocol under `definitions.v2`; lifting them up (the two names both levels
 * hold, AbsolutePathBuf and RequestId, mean the same there) gives every v2 type a declaration.
 */
function flattenV2(bundle) {
  const text = JSON.stringify(bundle).replaceAll('"#/definitions/v2/', '"#/definitions/');
  const copy = JSON.parse(text);
  const { v2 = {}, ...root } = copy.definitions;
  copy.definitions = { ...v2, ...root };
  return copy;
}

function typeName(ref) {
  return refPath(ref).at(-1);
}

export async function generateTypes(bundle, header) {
  const prepared = prepareForTypes(bundle);
  // A root with no members of its own: only the definitions are wanted.
  const root = { ...prepared, title: 'CodexAppServerProtocol', type: 'object', properties: {}, additionalProperties: false };
  let text = await compile(root, 'CodexAppServerProtocol', {
    bannerComment: '',
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    format: true,
  });
  const exported = exportedTypeNames(text);
  const maps = [];
  const responseMap = (name, union, methods) => {
    const entries = unionMethods(bundle, union).filter((m) => methods.includes(m.method));
    maps.push(`export interface ${name} {`);
    for (const { method, paramsRef } of entries) {
      const ref = responseRef(bundle, paramsRef);
      const type = ref && exported.has(typeName(ref)) ? typeName(ref) : 'unknown';
      maps.push(`  ${JSON.stringify(method)}: ${type};`);
    }
    maps.push('}');
  };
  responseMap('ClientResponseByMethod', 'ClientRequest', methodLists(bundle).clientRequests);
  responseMap('ServerRequestResponseByMethod', 'ServerRequest', methodLists(bundle).serverRequests);
  text = text.replace(/^export interface CodexAppServerProtocol \{\}\n?/m, '');
  return `${header}\n/* eslint-disable */\n\n${text.trim()}\n\n/** The answer to each request, by method (FooParams -> FooResponse in the schema). */\n${maps.join('\n')}\n`;
}

// Annotations only make the generated code bigger: ajv embeds schemas it refers to.
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$schema']);

/**
 * Validators must not fail a message for a member a newer CLI adds, so `additionalProperties:
 * false` goes; annotations go too. Keys under `properties`/`definitions` are names, not keywords.
 */
function tolerant(node, namesHere = false) {
  if (Array.isArray(node)) return node.map((n) => tolerant(n));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (!namesHere) {
      if (key === 'additionalProperties' && value === false) continue;
      if (ANNOTATIONS.has(key)) continue;
    }
    out[key] = tolerant(value, !namesHere && (key === 'properties' || key === 'definitions' || key === 'patternProperties'));
  }
  return out;
}

/**
 * The schema as the generated validators check it: the same values accepted, fewer steps per
 * line. A `oneOf` whose branches are objects told apart by one required member with one string value
 * each (ThreadItem and UserInput by `type`, ...) gets ajv's `discriminator`, so ajv checks the
 * one branch the member names instead of every branch, each failing one building its errors
 * (the most part of the validators' time on recorded lines). It accepts exactly what the `oneOf`
 * does: no two branches can both match (their values differ), a value that names no branch
 * matches none, and `type: object` is added to the parent because every branch demands it.
 */
export function withShortcuts(node) {
  if (Array.isArray(node)) return node.map(withShortcuts);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) out[key] = withShortcuts(value);
  const tag = discriminatorOf(out);
  if (tag && (out.type === undefined || out.type === 'object')) return { ...out, type: 'object', discriminator: { propertyName: tag } };
  return withStringFirst(withOneEnum(withNullFirst(out)));
}

/**
 * A `oneOf` of one-string branches (`{type: string, enum: [v]}`, TurnItemsView, ReasoningSummary,
 * ...) as one `enum` of their values: ajv's `oneOf` built an error object for every branch a
 * valid value does not match, the most part of what the validators allocated on recorded lines.
 * The same values pass: the values differ, so a string matches one branch exactly when it is one of them.
 */
function withOneEnum(node) {
  const branches = node.oneOf;
  if (!Array.isArray(branches) || branches.length < 2) return node;
  const single = (b) => b && b.type === 'string' && Array.isArray(b.enum) && b.enum.length === 1 && typeof b.enum[0] === 'string' && Object.keys(b).every((k) => k === 'type' || k === 'enum' || ANNOTATIONS.has(k));
  if (!branches.every(single)) return node;
  const values = branches.map((b) => b.enum[0]);
  if (new Set(values).size !== values.length) return node;
  const { oneOf: _, ...rest } = node;
  return { ...rest, type: 'string', enum: values };
}

/**
 * A `oneOf` with one string branch and the rest objects (SubAgentSource, MultiAgentMode: a name
 * or an object) as `if: {type: string}, then: <the string branch>, else: <the objects' oneOf>`, so
 * a valid string is not first tried, with its errors built, against each object branch. The
 * same values pass: no object branch takes a string, and the string branch takes nothing else.
 */
function withStringFirst(node) {
  const branches = node.oneOf;
  if (!Array.isArray(branches) || branches.length < 2 || 'if' in node || 'then' in node || 'else' in node) return node;
  const strings = branches.filter((b) => b && b.type === 'string');
  const objects = branches.filter((b) => b && b.type === 'object');
  if (strings.length !== 1 || objects.length !== branches.length - 1) return node;
  const { oneOf: _, ...rest } = node;
  return { ...rest, if: { type: 'string' }, then: strings[0], else: objects.length === 1 ? objects[0] : { oneOf: objects } };
}

/**
 * `anyOf: [X, {type: null}]` (255 optional members of the schema, most of them null on the wire)
 * as `if: {type: null}, else: X`: ajv checks an `if` without building errors, where the `anyOf`
 * built X's error for every null before trying the null branch. Accepts exactly the same values
 * (null, or whatever X accepts), and a value that fails still fails with X's error first.
 */
function withNullFirst(node) {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || 'if' in node || 'then' in node || 'else' in node) return node;
  const isNull = (b) => b && b.type === 'null' && Object.keys(b).length === 1;
  const nullAt = branches.findIndex(isNull);
  if (nullAt === -1 || isNull(branches[1 - nullAt])) return node;
  const { anyOf: _, ...rest } = node;
  return { ...rest, if: { type: 'null' }, else: branches[1 - nullAt] };
}

function discriminatorOf(node) {
  const branches = node.oneOf;
  if (!Array.isArray(branches) || branches.length < 2 || node.discriminator) return undefined;
  if (!branches.every((b) => b && b.type === 'object' && b.properties && Array.isArray(b.required))) return undefined;
  const candidates = Object.keys(branches[0].properties);
  return candidates.find((name) => {
    const values = branches.map((b) => {
      const values = b.required.includes(name) ? b.properties[name]?.enum : undefined;
      return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
    });
    return values.every((v) => v !== undefined) && new Set(values).size === values.length;
  });
}

/**
 * Each branch of a discriminated `oneOf` moved to a definition of its own and referred to, so
 * ajv (inlineRefs off) checks it in a function of its own. Inline, ThreadItem's 19 branches made
 * one 2,770-line function that V8 compiled whole again after every full collection (200 ms of
 * compile per recompile on a loaded 2-core machine, the part of the reader's time no profile of
 * the main thread shows); apart, only the branches a stream uses are compiled, each small.
 * Accepts exactly the same values: a `$ref` to a definition checks what the branch checked.
 */
export function withBranchFunctions(schema) {
  const definitions = { ...schema.definitions };
  const out = { ...schema, definitions };
  const stack = [definitions];
  let count = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    for (const [key, value] of Object.entries(node)) {
      if (!value || typeof value !== 'object') continue;
      if (!Array.isArray(value) && value.discriminator && Array.isArray(value.oneOf)) {
        const oneOf = value.oneOf.map((branch) => {
          if (branch.$ref) return branch;
          const name = `mwhBranch${count++}`;
          definitions[name] = branch;
          stack.push(branch);
          return { $ref: `#/definitions/${name}` };
        });
        node[key] = { ...value, oneOf };
        stack.push(node[key]);
      } else {
        node[key] = Array.isArray(value) ? [...value] : { ...value };
        stack.push(node[key]);
      }
    }
  }
  return out;
}

export function validatorEntries(bundle) {
  const entries = [];
  const add = (kind, method, ref) => {
    entries.push({ kind, method, ref, exportName: `v${entries.length}` });
  };
  for (const { method, paramsRef } of unionMethods(bundle, 'ClientRequest').filter((m) => USED.clientRequests.includes(m.method))) {
    if (paramsRef) add('clientRequestParams', method, paramsRef);
    const response = responseRef(bundle, paramsRef);
    if (response) add('clientResponse', method, response);
  }
  // Every message the server can send is checked, read or only passed on: a line that fails its
  // schema is surfaced the same way whichever it is (as protocol-claude checks every line).
  for (const { method, paramsRef } of unionMethods(bundle, 'ServerNotification')) {
    if (paramsRef) add('serverNotificationParams', method, paramsRef);
  }
  for (const { method, paramsRef } of unionMethods(bundle, 'ServerRequest')) {
    if (paramsRef) add('serverRequestParams', method, paramsRef);
    const response = USED.serverRequests.includes(method) ? responseRef(bundle, paramsRef) : null;
    if (response) add('serverRequestResponse', method, response);
  }
  return entries;
}

/** The names the generated types file exports, so a validator can be typed by what it checks. */
export function exportedTypeNames(typesText) {
  return new Set([...typesText.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]));
}

/**
 * The ajv instance the validators are generated from, with the id of each entry's schema.
 * `shortcuts: false` leaves the schema as it is written (the agreement test's reference).
 */
export function validatorAjv(bundle, { shortcuts = true } = {}) {
  const ajv = new Ajv({
    strict: false,
    validateFormats: false,
    allErrors: false,
    discriminator: shortcuts,
    inlineRefs: false,
    messages: false,
    code: { source: true, esm: true, lines: true },
  });
  const base = shortcuts ? withBranchFunctions(withShortcuts(tolerant(bundle))) : tolerant(bundle);
  // Absolute ids, so a method name with a colon or slash never reads as a URI scheme or path.
  const baseId = 'https://mwh.invalid/codex-app-server.json';
  ajv.addSchema({ ...base, $id: baseId });
  const entries = validatorEntries(bundle).map((entry) => ({ ...entry, id: `https://mwh.invalid/${entry.kind}/${entry.exportName}.json` }));
  for (const entry of entries) ajv.addSchema({ $id: entry.id, $ref: `${baseId}${entry.ref}` });
  return { ajv, entries };
}

/**
 * ajv hands each referenced validator an options object (`instancePath`, `parentData`,
 * `parentDataProperty`, `rootData`), built anew at every call: a reader checking every line built
 * several per line. The generated code uses only `instancePath` (for its errors) and passes the
 * rest on unread, so each validator takes the path alone. Throws when ajv's output has another
 * shape, rather than leave a call half rewritten.
 */
export function withPathArguments(code) {
  const rewritten = code
    .replace(/\(data, \{instancePath="", parentData, parentDataProperty, rootData=data\}=\{\}\)\{/g, '(data, instancePath=""){')
    .replace(/\{instancePath:([^{}]+?),parentData:[^{},]+,parentDataProperty:[^{},]+,rootData\}/g, '$1')
    .replace(/\{instancePath,parentData,parentDataProperty,rootData\}/g, 'instancePath');
  if (/parentData|rootData/.test(rewritten)) throw new Error('ajv standalone output passes validator options in an unexpected shape; update withPathArguments');
  return rewritten;
}

/**
 * ajv compiles each entry (`{$id, $ref}`) as a function that only calls the definition it refers
 * to and hands on its errors. The table takes the definition's function itself: one call less
 * for every message checked, and 115 fewer functions for V8 to optimise again after each full
 * collection (a reader checks every line in code that a GC sends back to the interpreter). Its
 * errors are the same: the wrapper passed its `instancePath` on unchanged and kept the callee's
 * errors as they were. Throws when no wrapper is found, rather than leave them all in silently.
 */
export function withoutEntryWrappers(code) {
  const wrapper = /\nfunction (validate\d+)\(data, instancePath=""\)\{\n\/\*# sourceURL="[^"\n]*" \*\/;\nlet vErrors = null;\nlet errors = 0;\nif\(!\((validate\d+)\(data, instancePath\)\)\)\{\nvErrors = vErrors === null \? \2\.errors : vErrors\.concat\(\2\.errors\);\nerrors = vErrors\.length;\n\}\n\1\.errors = vErrors;\nreturn errors === 0;\n\}\n/g;
  const target = new Map([...code.matchAll(wrapper)].map((m) => [m[1], m[2]]));
  if (target.size === 0) throw new Error('ajv standalone output has no entry wrappers in the expected shape; update withoutEntryWrappers');
  const repointed = code.replace(/^export const (\w+) = (validate\d+);$/gm, (line, name, fn) => (target.has(fn) ? `export const ${name} = ${target.get(fn)};` : line));
  // A wrapper nothing calls any more is left out.
  return repointed.replace(wrapper, (whole, fn) => (new RegExp(`\\b${fn}\\b`).test(repointed.replace(whole, '')) ? whole : '\n'));
}

export async function generateValidators(bundle, header, typeNames = new Set()) {
  const { ajv, entries } = validatorAjv(bundle);
  const rawCode = standaloneCode(ajv, Object.fromEntries(entries.map((e) => [e.exportName, e.id])));
  // ajv counts string length in code points through a runtime helper; it is inlined so the
  // package needs no ajv at run time.
  const code = withoutEntryWrappers(withPathArguments(
    rawCode.replace(
      /const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g,
      (_, name) => `const ${name} = (text) => [...text].length;`,
    ),
  ));
  if (/\brequire\(/.test(code)) {
    throw new Error('ajv standalone output requires a runtime module; adjust the ajv options so the package stays dependency-free');
  }
  // Only the tables are exported, each typed by the public Validator: `typeof validate21` would
  // carry ajv's internal signature into the declarations, which fail with skipLibCheck off.
  const typed = new Map(entries.map((e) => [e.exportName, typeNames.has(typeName(e.ref)) ? `T.${typeName(e.ref)}` : 'unknown']));
  const privateCode = code.replace(
    /^export const (\w+) = /gm,
    (_, exportName) => `const ${exportName}: Validator<${typed.get(exportName) ?? 'unknown'}> = `,
  );
  const table = {};
  for (const e of entries) (table[e.kind] ??= []).push(`  ${JSON.stringify(e.method)}: ${e.exportName},`);
  const tables = Object.entries(table)
    .map(([kind, lines]) => `export const ${kind}Validators: Readonly<Record<string, Validator<unknown>>> = {\n${lines.join('\n')}\n};`)
    .join('\n\n');
  const imports = "import type { Validator } from '@mwh/protocol-core';\nimport type * as T from './codex-types.js';";
  return `${header}\n// @ts-nocheck\n/* eslint-disable */\n${imports}\n${privateCode.replace(/^"use strict";/, '')}\n\n${tables}\n`;
}

export function generateMethods(bundle, header) {
  const lists = methodLists(bundle);
  const lines = [header, ''];
  const emit = (name, doc, values) => {
    lines.push(`/** ${doc} */`);
    lines.push(`export const ${name}: readonly string[] = ${JSON.stringify(values, null, 2).replace(/"/g, "'")};`, '');
  };
  emit('CLIENT_REQUEST_METHODS', 'Requests the client may send.', lists.clientRequests);
  emit('CLIENT_NOTIFICATION_METHODS', 'Notifications the client may send.', lists.clientNotifications);
  emit('SERVER_NOTIFICATION_METHODS', 'Notifications the app-server may send.', lists.serverNotifications);
  emit('SERVER_REQUEST_METHODS', 'Requests the app-server may send, which the client must answer.', lists.serverRequests);
  return lines.join('\n').replace(/,\n\n$/, '\n');
}

export function headerFor({ codexVersion, bundleSha256, what }) {
  return [
    `// ${what}`,
    `// Generated from the JSON Schema printed by \`codex app-server generate-json-schema\` of`,
    `// @openai/codex ${codexVersion} (schemas/${BUNDLE_FILE}, sha256 ${bundleSha256.slice(0, 16)}).`,
    '// Do not edit: regenerate with `pnpm gen` (node scripts/gen.mjs) in packages/protocol-codex.',
  ].join('\n');
}

/**
 * Zod 4 schemas for the same messages as the validators, from the same tolerant schema, with
 * tables of the same names and keys (`...Validators` -> `...Schemas`). The v2 definitions are
 * lifted beside the v1 ones, as for the types; a name both levels define must mean the same.
 */
export function generateZod(bundle, header) {
  const base = tolerant(bundle);
  const { v2 = {}, ...root } = base.definitions;
  for (const name of Object.keys(v2)) {
    if (name in root && JSON.stringify(root[name]) !== JSON.stringify(v2[name])) throw new Error(`zod: ${name} differs between v1 and v2`);
  }
  const definitions = { ...v2, ...root };
  const tables = new Map();
  for (const { kind, method, ref } of validatorEntries(bundle)) {
    if (!tables.has(kind)) tables.set(kind, { name: `${kind}Schemas`, source: kind, keys: [] });
    tables.get(kind).keys.push([method, typeName(ref)]);
  }
  return zodModule({ header, definitions, refName: typeName, tables: [...tables.values()], reachableOnly: true });
}

/** Every generated source file, keyed by its path relative to the package. */
export async function generateAll(bundleText, codexVersion) {
  const bundle = JSON.parse(bundleText);
  const bundleSha256 = sha256(bundleText);
  const h = (what) => headerFor({ codexVersion, bundleSha256, what });
  const types = await generateTypes(bundle, h('TypeScript types of the Codex app-server protocol.'));
  return {
    'src/generated/codex-types.ts': types,
    'src/generated/codex-validators.ts': await generateValidators(
      bundle,
      h('Validators for the messages the harness sends and reads, by method.'),
      exportedTypeNames(types),
    ),
    'src/generated/codex-zod.ts': generateZod(
      bundle,
      h('Zod 4 schemas for the messages the harness sends and reads, by method (the root scripts/zod.mjs);\n// held to the ajv validators by a property test; imported only from the ./zod entry.'),
    ),
    'src/generated/codex-methods.ts': generateMethods(bundle, h('Every method the schema names, by direction.')),
  };
}
