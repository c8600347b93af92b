/**
 * Where the schemas come from: mwh's own (the codex bundle vendored in protocol-codex, the
 * stream-json schemas of protocol-claude), which schema gaps are measured against, and the bundle
 * a codex binary prints for its own version (`codex app-server generate-json-schema`).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execa } from 'execa';

export const CODEX_BUNDLE_FILE = 'codex_app_server_protocol.schemas.json';

const require = createRequire(import.meta.url);

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** The bundle protocol-codex's types and validators were generated from. */
export function loadVendoredCodexSchema(): Promise<unknown> {
  return readJson(join(packageDir('@mwh/protocol-codex'), 'schemas', CODEX_BUNDLE_FILE));
}

export async function loadClaudeSchemas(): Promise<{ output: unknown; input: unknown }> {
  const dir = join(packageDir('@mwh/protocol-claude'), 'schemas');
  const [output, input] = await Promise.all([readJson(join(dir, 'claude-output.schema.json')), readJson(join(dir, 'claude-input.schema.json'))]);
  return { output, input };
}

/** A codex binary, or a command with arguments that run it (a launcher script). */
export type CodexCommand = string | { command: string; prefixArgs?: readonly string[] };

export type PrintedSchema = { ok: true; bundle: unknown } | { ok: false; error: string };

/**
 * The bundle one codex binary prints. A failure names no path: it goes into committed reports. `experimental` adds the experimental methods and fields,
 * which mwh uses (it asks for `experimentalApi`), so what mwh sends is checked against that one;
 * the vendored bundle is printed without it, so drift compares like with like.
 */
export async function printCodexSchema(codex: CodexCommand, options: { experimental?: boolean } = {}): Promise<PrintedSchema> {
  const { command, prefixArgs = [] } = typeof codex === 'string' ? { command: codex } : codex;
  const dir = await mkdtemp(join(tmpdir(), 'mwh-codex-schema-'));
  try {
    const args = [...prefixArgs, 'app-server', 'generate-json-schema', '--out', dir, ...(options.experimental ? ['--experimental'] : [])];
    const run = await execa(command, args, { reject: false, timeout: 60_000, stdin: 'ignore', env: { RUST_LOG: 'error' } });
    if (run.exitCode !== 0) {
      const why = run.stderr.split('\n').find((l) => l.trim() !== '') ?? `exit ${run.exitCode}`;
      return { ok: false, error: `codex app-server generate-json-schema failed: ${why.slice(0, 300)}` };
    }
    return { ok: true, bundle: await readJson(join(dir, CODEX_BUNDLE_FILE)) };
  } catch (error) {
    return { ok: false, error: `could not read the schema codex printed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
