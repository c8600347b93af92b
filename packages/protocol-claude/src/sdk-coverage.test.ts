/**
 * The hand-written schemas against the pinned SDK: every message `sdk.d.ts` says the CLI writes to
 * stdout must have a schema the decoder looks it up by, so an SDK bump that adds a variant fails
 * here until schemas/claude-output.schema.json covers it (then `pnpm gen`).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { lookupKey } from './stream-json-decoder.js';
import { outputValidators } from './generated/claude-validators.js';

const sdkTypes = realpathSync(
  fileURLToPath(new URL('../node_modules/@anthropic-ai/claude-agent-sdk/sdk.d.ts', import.meta.url)),
);

/**
 * Discriminants the schemas deliberately leave without a lookup key of their own, with the reason.
 * `result` is not listed: its schema leaves `subtype` open on purpose (one shape for success and
 * every error subtype, new ones included), so each result subtype looks up as `result`.
 */
const NOT_COVERED: Record<string, string> = {};

/** Lookup keys with no SDK variant behind them, with where they come from. */
const BEYOND_THE_SDK: Record<string, string> = {
  'stream_event/ping': 'the Messages API sends ping events; the SDK event union (BetaRawMessageStreamEvent) leaves them out',
};

interface Variant {
  /** The type alias the union names, for messages. */
  name: string;
  /** The line each discriminant combination stands for, as the decoder would see it. */
  lines: { label: string; value: Record<string, unknown> }[];
}

/**
 * The members of a union type alias of sdk.d.ts, with the literal values of their `type`,
 * `subtype` and, for stream_event, `event.type`: read by the TypeScript checker, so aliases,
 * namespaces (`coreTypes.SDKMessage`) and nested unions (`SDKResultMessage`) resolve as tsc does.
 */
function unionVariants(program: ts.Program, alias: string): Variant[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(sdkTypes);
  const declaration = file?.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === alias,
  );
  if (!declaration) throw new Error(`sdk.d.ts declares no type ${alias}`);
  const members = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const literals = (symbol: ts.Symbol | undefined) =>
    symbol ? members(checker.getTypeOfSymbol(symbol)).flatMap((t) => (t.isStringLiteral() ? [t.value] : [])) : [];
  return members(checker.getTypeAtLocation(declaration.name)).map((member) => {
    const name = member.aliasSymbol?.name ?? checker.typeToString(member);
    const lines: Variant['lines'] = [];
    for (const type of literals(member.getProperty('type'))) {
      const event = member.getProperty('event');
      if (type === 'stream_event' && event) {
        const eventTypes = members(checker.getTypeOfSymbol(event)).flatMap((e) => literals(e.getProperty('type')));
        // An unresolved event type would hide every stream event: a broken extraction, not an empty union.
        if (eventTypes.length === 0) throw new Error(`${name}: the event types did not resolve`);
        for (const e of eventTypes) lines.push({ label: `stream_event/${e}`, value: { type, event: { type: e } } });
        continue;
      }
      const subtypes = literals(member.getProperty('subtype'));
      if (subtypes.length === 0) lines.push({ label: type, value: { type } });
      for (const subtype of subtypes) lines.push({ label: `${type}/${subtype}`, value: { type, subtype } });
    }
    return { name, lines };
  });
}

describe('the output schemas against the pinned SDK', () => {
  // Building the program reads sdk.d.ts with what it imports (the Anthropic and MCP SDKs): a few seconds.
  const program = ts.createProgram([sdkTypes], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const messages = unionVariants(program, 'SDKMessage');
  // Everything the CLI writes to stdout: the SDKMessage union and the control protocol.
  const stdout = unionVariants(program, 'StdoutMessage');

  it('reads the unions out of sdk.d.ts', () => {
    expect(messages.length).toBeGreaterThanOrEqual(40);
    expect(stdout.map((v) => v.name)).toEqual(expect.arrayContaining(messages.map((v) => v.name)));
    expect(stdout.map((v) => v.name)).toEqual(
      expect.arrayContaining(['SDKControlRequest', 'SDKControlResponse', 'SDKControlCancelRequest', 'SDKKeepAliveMessage']),
    );
    for (const variant of stdout) expect(variant.lines, `${variant.name} has a literal type`).not.toEqual([]);
  });

  it('cover every variant of SDKMessage and the control messages with a lookup key', () => {
    const missing: string[] = [];
    for (const variant of stdout) {
      for (const { label, value } of variant.lines) {
        if (Object.hasOwn(NOT_COVERED, label)) continue;
        const key = lookupKey(value);
        // A variant with a subtype needs a key of its own, except where the schema leaves subtype open.
        const specific = key === label || (key === 'result' && label.startsWith('result/'));
        if (!key || !specific) missing.push(`${variant.name} (${label}) looks up as ${String(key)}`);
      }
    }
    expect(missing, 'add a definition to schemas/claude-output.schema.json, then run pnpm gen').toEqual([]);
  });

  it('have no lookup key that stands for nothing in the SDK, unless it is named here', () => {
    const fromSdk = new Set(stdout.flatMap((v) => v.lines.map(({ value }) => lookupKey(value))));
    const extra = Object.keys(outputValidators).filter((key) => !fromSdk.has(key as never));
    expect(extra.sort()).toEqual(Object.keys(BEYOND_THE_SDK).sort());
  });
});
