/**
 * The agent SDK's published type surface for one Claude Code version, as the schema part of its
 * CLI surface: `sdk.d.ts` of `@anthropic-ai/claude-agent-sdk`, of the SDK version whose
 * `claudeCodeVersion` the registry names as that Claude Code (never guessed from the numbers).
 * The package is fetched with `npm pack` and only its `.d.ts` files are read, with the TypeScript
 * compiler, loaded when first needed; what is read is kept in the mwh cache
 * (`sdk-surfaces/claude-agent-sdk@<version>.json`, a few KB), so a version is fetched once.
 */
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { execa } from 'execa';
import type * as TypeScript from 'typescript';
import { isRecord } from '@mwh/protocol-core';
import { AGENT_SDK_PACKAGE } from '../sweep/cli-channel.js';
import type { DefinitionSurface, SchemaSurface } from '../surface/cli-surface.js';
import type { NpmRegistry } from '../sweep/npm-registry.js';

/** Bumped when what is read of sdk.d.ts changes, so surfaces kept by an older mwh are read again. */
export const SDK_EXTRACTOR_VERSION = 2;

export interface SdkTypesContext {
  registry: NpmRegistry;
  /** Where read surfaces are kept (`sdk-surfaces` in the CLI cache folder); the fetch works in a folder under it. */
  dir: string;
  npm?: string;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export type SdkTypesResult = { ok: true; sdkVersion: string; schema: SchemaSurface } | { ok: false; error: string };

/** The SDK's types for Claude Code `claudeVersion`: from the cache, else fetched and read. */
export async function sdkSchemaSurface(claudeVersion: string, context: SdkTypesContext): Promise<SdkTypesResult> {
  let sdkVersion: string | undefined;
  try {
    const { typed } = await context.registry.sdkReleases();
    sdkVersion = typed.filter((release) => release.claudeCodeVersion === claudeVersion).at(-1)?.sdkVersion;
  } catch (error) {
    return { ok: false, error: `the agent SDK's versions could not be looked up (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!sdkVersion) return { ok: false, error: `no ${AGENT_SDK_PACKAGE} version names Claude Code ${claudeVersion} as its claudeCodeVersion` };
  const file = join(context.dir, `claude-agent-sdk@${sdkVersion}.json`);
  const kept = await readKept(file, sdkVersion);
  if (kept) return { ok: true, sdkVersion, schema: kept };
  // Beside what it keeps, in the folder the user chose for mwh's files, and removed after.
  await mkdir(context.dir, { recursive: true });
  const work = await mkdtemp(join(context.dir, '.fetch-'));
  try {
    const spec = `${AGENT_SDK_PACKAGE}@${sdkVersion}`;
    context.log?.(`fetching the types of ${spec} (npm pack)`);
    const packed = await execa(context.npm ?? 'npm', ['pack', spec, '--pack-destination', work, '--silent'], { reject: false, timeout: 300_000, ...(context.signal ? { cancelSignal: context.signal } : {}) });
    const tarball = (await readdir(work)).find((name) => name.endsWith('.tgz'));
    if (packed.exitCode !== 0 || !tarball) return { ok: false, error: `npm pack ${spec} failed: ${String(packed.stderr).trim().split('\n').at(-1) ?? `exit ${packed.exitCode}`}` };
    const out = join(work, 'x');
    await mkdir(out);
    const untar = await execa('tar', ['-xzf', join(work, tarball), '-C', out, '--wildcards', '*.d.ts'], { reject: false, timeout: 120_000 });
    if (untar.exitCode !== 0) return { ok: false, error: `the types of ${spec} could not be unpacked: ${String(untar.stderr).trim().slice(0, 200)}` };
    const read = await readSdkTypes(join(out, 'package', 'sdk.d.ts'), `${spec} sdk.d.ts`);
    if (!read.ok) return read;
    await keep(file, { format: 'mwh-sdk-surface', extractor: SDK_EXTRACTOR_VERSION, sdkVersion, claudeCodeVersion: claudeVersion, schema: read.schema });
    return { ok: true, sdkVersion, schema: read.schema };
  } catch (error) {
    return { ok: false, error: `the types of ${AGENT_SDK_PACKAGE}@${sdkVersion} could not be read: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function readKept(file: string, sdkVersion: string): Promise<SchemaSurface | undefined> {
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as unknown;
    if (isRecord(kept) && kept.extractor === SDK_EXTRACTOR_VERSION && kept.sdkVersion === sdkVersion && isRecord(kept.schema)) return kept.schema as unknown as SchemaSurface;
  } catch {
    // Not kept yet, or unreadable: read again.
  }
  return undefined;
}

/** Written to a temporary name and renamed, so a reader never sees half a file. */
async function keep(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value)}\n`);
  await rename(temporary, file);
}

// A type written longer than this is cut: the text identifies it, the whole adds nothing.
const TYPE_CHARS = 160;
// Nested object types are followed this far below a message's own fields.
const MAX_NESTING = 3;

/**
 * Reads the message unions of an SDK's `sdk.d.ts` (and the files it imports) with the TypeScript
 * checker: the lines the CLI writes (`StdoutMessage`, else `SDKMessage`) keyed as the decoder keys
 * them, the control requests by subtype, and what a harness writes (`SDKControlResponse`,
 * `PermissionResult`). Imports of other packages are not resolved: their types stay names.
 */
export async function readSdkTypes(sdkDts: string, source: string): Promise<{ ok: true; schema: SchemaSurface } | { ok: false; error: string }> {
  let ts: typeof TypeScript;
  try {
    const loaded = (await import('typescript')) as typeof TypeScript & { default?: typeof TypeScript };
    ts = loaded.default ?? loaded;
  } catch {
    return { ok: false, error: 'the TypeScript compiler (typescript) is not installed, so sdk.d.ts cannot be read' };
  }
  const program = ts.createProgram([sdkDts], { noEmit: true, noLib: true, types: [], skipLibCheck: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022 });
  const checker = program.getTypeChecker();
  const alias = (name: string) => {
    for (const file of program.getSourceFiles()) {
      for (const statement of file.statements) if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name) return statement;
    }
    return undefined;
  };
  const members = (type: TypeScript.Type) => (type.isUnion() ? type.types : [type]);
  const literals = (type: TypeScript.Type | undefined) => (type ? members(type).flatMap((t) => (t.isStringLiteral() ? [t.value] : [])) : []);
  const propType = (type: TypeScript.Type, name: string) => {
    const symbol = type.getProperty(name);
    return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
  };
  const stdout = alias('StdoutMessage') ?? alias('SDKMessage');
  if (!stdout) return { ok: false, error: `${source} declares neither StdoutMessage nor SDKMessage` };
  const methods: Record<string, Record<string, string>> = { messages: {}, 'control requests': {}, writes: {} };
  const definitions: Record<string, DefinitionSurface> = {};
  const define = (key: string, type: TypeScript.Type, group: string, member: string) => {
    methods[group]![member] = key;
    const shape = definitions[key] ?? { fields: {}, enums: {} };
    definitions[key] = shape;
    fieldsOf(ts, checker, type, shape);
  };
  for (const member of members(checker.getTypeAtLocation(stdout.name))) {
    for (const type of literals(propType(member, 'type'))) {
      if (type === 'control_request') continue;
      const subtypes = type === 'stream_event' ? [] : literals(propType(member, 'subtype'));
      if (subtypes.length === 0) define(type, member, 'messages', type);
      // One type for several subtypes (SDKResultError) is one definition: its changes show once.
      const key = `${type}/${subtypes.join('|')}`;
      for (const subtype of subtypes) define(key, member, 'messages', `${type}/${subtype}`);
    }
  }
  const request = alias('SDKControlRequest');
  const inner = request ? propType(checker.getTypeAtLocation(request.name), 'request') : undefined;
  for (const member of inner ? members(inner) : []) {
    for (const subtype of literals(propType(member, 'subtype'))) define(`control_request/${subtype}`, member, 'control requests', subtype);
  }
  for (const [name, key] of [['SDKControlResponse', 'control_response'], ['PermissionResult', 'PermissionResult']] as const) {
    const declared = alias(name);
    if (!declared) continue;
    for (const member of members(checker.getTypeAtLocation(declared.name))) define(key, member, 'writes', key);
  }
  if (Object.keys(methods.messages!).length === 0) return { ok: false, error: `${source}: no message of ${stdout.name.text} has a literal type` };
  return { ok: true, schema: { source, methods, definitions } };
}

/**
 * A type's properties into `shape`: each path with its type as written (`?` before an optional
 * one), the string literals it allows, and the properties of object types written in place below
 * it (`event.delta.type`), a few levels down. Walked with its own stack.
 */
function fieldsOf(ts: typeof TypeScript, checker: TypeScript.TypeChecker, type: TypeScript.Type, shape: DefinitionSurface): void {
  const stack: { symbols: TypeScript.Symbol[]; prefix: string; depth: number }[] = [{ symbols: checker.getPropertiesOfType(type), prefix: '', depth: 0 }];
  while (stack.length > 0) {
    const { symbols, prefix, depth } = stack.pop()!;
    for (const symbol of symbols) {
      const path = `${prefix}${symbol.name}`;
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const node = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      const written = node ? typeText(node.getText()) : checker.typeToString(checker.getTypeOfSymbol(symbol));
      const text = `${optional ? '?' : ''}${written.length > TYPE_CHARS ? `${written.slice(0, TYPE_CHARS)}…` : written}`;
      // Two branches of a union may both have the field: the surface keeps every way it is written.
      const before = shape.fields[path];
      shape.fields[path] = before === undefined || before === text ? text : [...new Set([...before.split(' || '), text])].sort().join(' || ');
      const values = stringLiterals(ts, checker.getTypeOfSymbol(symbol));
      if (values.length > 0) shape.enums[path] = [...new Set([...(shape.enums[path] ?? []), ...values])].sort();
      if (depth >= MAX_NESTING || !node) continue;
      for (const literal of typeLiterals(ts, node)) {
        stack.push({ symbols: checker.getPropertiesOfType(checker.getTypeAtLocation(literal.node)), prefix: `${path}${literal.array ? '[]' : ''}.`, depth: depth + 1 });
      }
    }
  }
}

/**
 * A type as written, without its comments, and with object types written in place shown as
 * `{…}`: their fields are listed as fields of their own (`a.b`).
 */
export function typeText(written: string): string {
  const bare = written.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ').replace(/\s+/g, ' ').trim();
  let out = '';
  let depth = 0;
  for (const c of bare) {
    if (c === '{') {
      if (depth === 0) out += '{…}';
      depth += 1;
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      out += c;
    }
  }
  return out;
}

function stringLiterals(ts: typeof TypeScript, type: TypeScript.Type): string[] {
  const members = type.isUnion() ? type.types : [type];
  const values = members.flatMap((t) => (t.isStringLiteral() ? [t.value] : []));
  // A union with any string (or other kinds) left open is no closed set.
  const absent = ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void;
  return values.length > 0 && members.every((t) => t.isStringLiteral() || (t.flags & absent) !== 0) ? values : [];
}

/** Object types written in place in a property's type: itself, an array of one, a union's members. */
function typeLiterals(ts: typeof TypeScript, node: TypeScript.TypeNode): { node: TypeScript.TypeLiteralNode; array: boolean }[] {
  const out: { node: TypeScript.TypeLiteralNode; array: boolean }[] = [];
  const todo: { node: TypeScript.TypeNode; array: boolean }[] = [{ node, array: false }];
  while (todo.length > 0) {
    const { node: here, array } = todo.pop()!;
    if (ts.isTypeLiteralNode(here)) out.push({ node: here, array });
    else if (ts.isParenthesizedTypeNode(here)) todo.push({ node: here.type, array });
    else if (ts.isArrayTypeNode(here)) todo.push({ node: here.elementType, array: true });
    else if (ts.isUnionTypeNode(here) || ts.isIntersectionTypeNode(here)) for (const t of here.types) todo.push({ node: t, array });
  }
  return out;
}
