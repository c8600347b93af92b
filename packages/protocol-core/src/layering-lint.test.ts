import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/check-layering.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'mwh-layering-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs the layering lint in pretend package folders side by side, each file given by its path
 * (`harness-core/src/round.ts`), from the folder of `pkg`.
 */
async function lintPackages(pkg: string, files: Record<string, string | undefined>): Promise<{ ok: boolean; output: string }> {
  const dir = mkdtempSync(join(scratch, 'case-'));
  // A CLI's protocol package states its own layers: the pretend one gets the real package's.
  const layers = fileURLToPath(new URL(`../../${pkg}/layers.json`, import.meta.url));
  const given = /^protocol-(?!core$)/.test(pkg) && existsSync(layers) && !(`${pkg}/layers.json` in files) ? { [`${pkg}/layers.json`]: readFileSync(layers, 'utf8') } : {};
  for (const [path, source] of Object.entries({ ...given, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    if (source !== undefined) writeFileSync(join(dir, path), source);
  }
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script], { cwd: join(dir, pkg) });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

/** A pretend protocol-core holding one source file, in its lowest layer. */
const lint = (source: string) => lintPackages('protocol-core', { 'protocol-core/src/bytes.ts': source });

describe('the layering lint keeps the protocol packages free of Node', () => {
  it.each([
    ["import { Buffer } from 'node:buffer';", 'node:buffer'],
    ["export { EventEmitter } from 'events';", 'events'],
    ["type S = import('node:stream').Readable;", 'node:stream'],
    ['export const n = Buffer.byteLength("x");', 'uses Buffer'],
    ['export const env = process.env;', 'uses process'],
    ["export const m = require('x');", 'uses require'],
    ['export type B = typeof Buffer;', 'uses Buffer'],
  ])('rejects %s', async (source, said) => {
    const { ok, output } = await lint(source);
    expect(ok).toBe(false);
    expect(output).toContain(said);
  });

  it('ignores the words in comments, strings and property names', async () => {
    const source = [
      '// Buffer, process and require are named here only in a comment.',
      "export const said = 'process.env and Buffer';",
      'export const options = { process: 1, Buffer: 2 };',
      'export function read(o: { process: number }) { return o.process; }',
    ].join('\n');
    expect(await lint(source)).toEqual({ ok: true, output: 'layering ok: protocol-core\n' });
  });
});

describe('the layering lint knows a protocol package by its name', () => {
  it('holds a new protocol-<cli> package pure, standing on protocol-core alone', async () => {
    const files = { 'protocol-gemini/src/gemini-reader.ts': "import { readFileSync } from 'node:fs';\nimport { startRound } from '@mwh/harness-core';\nimport { isRecord } from '@mwh/protocol-core';\nexport const r = [readFileSync, startRound, isRecord];" };
    const { ok, output } = await lintPackages('protocol-gemini', files);
    expect(ok).toBe(false);
    expect(output).toContain('imports node:fs, which this layer may not use');
    expect(output).toContain('imports @mwh/harness-core, a layer above or beside it');
    expect(output).not.toContain('@mwh/protocol-core');
  });
});

describe("a CLI's protocol package states its own layers", () => {
  it('places its files by its layers.json, and fails one that states none', async () => {
    const files = {
      'protocol-gemini/src/gemini-event.ts': "import { r } from './gemini-round-reader.js';\nexport const e = r;",
      'protocol-gemini/src/gemini-round-reader.ts': 'export const r = 1;',
    };
    const upward = await lintPackages('protocol-gemini', files);
    expect(upward.ok).toBe(false);
    expect(upward.output).toContain('upward: gemini-event is in layer codec, gemini-round-reader in reader above it');
    const none = await lintPackages('protocol-gemini', { ...files, 'protocol-gemini/layers.json': undefined });
    expect(none).toEqual({ ok: false, output: expect.stringContaining('protocol-gemini states no layers; list them, lowest first, in layers.json') });
  });
});

describe("the layering lint keeps each package's layers pointing down", () => {
  it('accepts an import from a lower layer and from the same layer', async () => {
    const { ok, output } = await lintPackages('protocol-codex', {
      'protocol-codex/src/codex-round-reader.ts': "import { x } from './codex-verdict.js';\nimport { y } from './codex-round-reader.js';\nexport const z = [x, y];",
      'protocol-codex/src/codex-verdict.ts': "import { m } from './json-rpc-message.js';\nexport const x = m;",
      'protocol-codex/src/json-rpc-message.ts': 'export const m = 1;',
    });
    expect({ ok, output }).toEqual({ ok: true, output: 'layering ok: protocol-codex\n' });
  });

  it.each([
    ['protocol-codex', 'codex-round-reader', 'codex-client', 'reader', 'replay'],
    ['protocol-claude', 'stream-json-decoder', 'claude-round-reader', 'codec', 'reader'],
    ['harness-core', 'process/process-runner', 'round/round', 'processes', 'round parts'],
    ['harness-core', 'secrets/secret-forms', 'process/process-runner', 'secrets', 'processes'],
    ['harness-core', 'verdict/round-end', 'capture/capture-sink', 'verdicts', 'captures and threads'],
    ['harness-core', 'round/round', 'claude/claude-round', 'round parts', 'rounds'],
    ['protocol-core', 'redactor', 'part-redactor', 'values', 'round'],
    ['conformance', 'sweep/cli-plan', 'kit/kits', 'installed CLIs', "each CLI's kit"],
    ['conformance', 'scenarios/round-scenarios', 'run/run-conformance', 'catalogue', 'running'],
  ])('%s: %s may not import %s, a layer above it', async (pkg, from, to, low, high) => {
    const { ok, output } = await lintPackages(pkg, {
      [`${pkg}/src/${from}.ts`]: `import { t } from './${posix.relative(posix.dirname(from), to)}.js';\nexport const f = t;`,
      [`${pkg}/src/${to}.ts`]: 'export const t = 1;',
      // harness-core's claude/ is a CLI's folder by the registration it holds.
      ...(pkg === 'harness-core' ? { 'harness-core/src/claude/registration.ts': 'export const r = 1;' } : {}),
    });
    expect(ok).toBe(false);
    expect(output).toContain(`upward: ${from} is in layer ${low}, ${to} in ${high} above it`);
  });

  it("places a CLI's folder by the file that binds it, without naming the CLI", async () => {
    const pieces = { 'conformance/src/gemini/kit.ts': "import { g } from './gemini-scenarios.js';\nexport const kit = g;" };
    const { ok, output } = await lintPackages('conformance', {
      ...pieces,
      'conformance/src/gemini/gemini-scenarios.ts': "import { k } from '../run/run-conformance.js';\nexport const g = k;",
      'conformance/src/run/run-conformance.ts': 'export const k = 1;',
    });
    expect(ok).toBe(false);
    expect(output).toContain("upward: gemini/gemini-scenarios is in layer each CLI's kit, run/run-conformance in running above it");
    expect(output).not.toContain('gemini/kit.ts stands in no layer');
  });

  it('fails on a file that stands in no layer', async () => {
    const { ok, output } = await lintPackages('harness-core', { 'harness-core/src/round/stray-helper.ts': 'export const s = 1;' });
    expect(ok).toBe(false);
    expect(output).toContain('src/round/stray-helper.ts stands in no layer of harness-core');
  });
});

describe('the layering lint lets the kit start processes only where it installs and asks', () => {
  it('fails on a scenario file that starts a process itself, and passes the installer', async () => {
    const spawning = "import { execa } from 'execa';\nexport const run = execa;";
    const { ok, output } = await lintPackages('conformance', { 'conformance/src/claude/claude-scenarios.ts': spawning });
    expect(ok).toBe(false);
    expect(output).toContain('src/claude/claude-scenarios.ts:1 imports execa, which this layer may not use');
    expect((await lintPackages('conformance', { 'conformance/src/sweep/cli-install.ts': spawning })).ok).toBe(true);
  });
});

describe('the layering lint gives each shared helper one home, in protocol-core', () => {
  const home = {
    'protocol-core/src/wire-values.ts': [
      '/** Whether a value is a plain object. */',
      'export function isRecord(value: unknown): value is Record<string, unknown> {',
      "  return typeof value === 'object' && value !== null && !Array.isArray(value);",
      '}',
      'const MARKER = Symbol.for("private to this module");',
      'export const marker = MARKER;',
    ].join('\n'),
  };

  it('fails on a helper defined again by name in another package', async () => {
    const { ok, output } = await lintPackages('harness-core', {
      ...home,
      'harness-core/src/round/session-id.ts': 'export const isRecord = (v: unknown) => v !== null;',
    });
    expect(ok).toBe(false);
    expect(output).toContain('src/round/session-id.ts:1 defines isRecord again; it lives in protocol-core (wire-values.ts)');
  });

  it('fails on a helper defined again under another name with the same body', async () => {
    const { ok, output } = await lintPackages('protocol-claude', {
      ...home,
      'protocol-claude/src/claude-usage.ts': [
        'function isObject(input: unknown): input is Record<string, unknown> {',
        '  // the same code, other comments and spacing',
        "  return typeof input === 'object' &&",
        '    input !== null && !Array.isArray(input);',
        '}',
        'export const used = isObject;',
      ].join('\n'),
    });
    expect(ok).toBe(false);
    expect(output).toContain("defines isObject with the body of protocol-core's isRecord (wire-values.ts)");
  });

  it("leaves a module's private constant of the same name alone", async () => {
    const { ok } = await lintPackages('harness-core', { ...home, 'harness-core/src/verdict/harness-errors.ts': 'const MARKER = Symbol.for("mine");\nexport const m = MARKER;' });
    expect(ok).toBe(true);
  });
});
