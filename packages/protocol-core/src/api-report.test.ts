import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../scripts/test-support/temp-dir.js';

const script = fileURLToPath(new URL('../../../scripts/api-report.mjs', import.meta.url));
const scratch = tempDir('mwh-api-report-', 'all');

/** Runs scripts/api-report.mjs on the pretend package, `--check` or writing its report. */
async function apiReport(mode: 'check' | 'write'): Promise<{ ok: boolean; output: string }> {
  const args = [script, ...(mode === 'check' ? ['--check'] : []), join(scratch.path, 'demo')];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

/** A built package with two entry points, as the script finds ours. */
function writeDemo(greet: string): void {
  const dir = join(scratch.path, 'demo');
  mkdirSync(join(dir, 'dist'), { recursive: true });
  const exports = {
    '.': { types: './dist/index.d.ts', default: './dist/index.js' },
    './extra': { types: './dist/extra.d.ts', default: './dist/extra.js' },
    // A subpath pattern: an entry point for each folder of dist holding an index.
    './*': { types: './dist/*/index.d.ts', default: './dist/*/index.js' },
    './package.json': './package.json',
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@demo/demo', version: '1.0.0', type: 'module', exports }));
  const compilerOptions = { target: 'ES2022', lib: ['ES2023'], module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, types: [] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions }));
  writeFileSync(join(dir, 'dist', 'index.d.ts'), greet);
  writeFileSync(join(dir, 'dist', 'extra.d.ts'), 'export declare const EXTRA = 1;\n');
  mkdirSync(join(dir, 'dist', 'folded'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'folded', 'index.d.ts'), 'export declare const FOLDED = 2;\n');
  // A folder without an index is no entry point.
  mkdirSync(join(dir, 'dist', 'inner'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'inner', 'part.d.ts'), 'export declare const PART = 3;\n');
}

describe('the public API reports', () => {
  // Each run is API Extractor over three entry points: 45 s on a loaded machine, so the bound has room.
  it('are written for every entry point, checked, and found stale when an export changes', { timeout: 120_000 }, async () => {
    writeDemo('export declare function greet(name: string): string;\n');
    expect(await apiReport('check')).toEqual({
      ok: false,
      output: expect.stringMatching(/^@demo\/demo: its public API report .*demo\.api\.md is missing; run `pnpm api`/),
    });

    expect((await apiReport('write')).ok).toBe(true);
    const report = readFileSync(join(scratch.path, 'demo', 'etc', 'demo.api.md'), 'utf8');
    expect(report.split('\n')[0]).toMatch(/^<!-- Generated from .* by API Extractor [\d.]+ .*regenerate with `pnpm api`/);
    expect(report).toContain('## `@demo/demo` (dist/index.d.ts)');
    expect(report).toContain('export function greet(name: string): string;');
    expect(report).toContain('## `@demo/demo/extra` (dist/extra.d.ts)');
    expect(report).toContain('export const EXTRA = 1;');
    expect(report).toContain('## `@demo/demo/folded` (dist/folded/index.d.ts)');
    expect(report).toContain('export const FOLDED = 2;');
    expect(report).not.toContain('PART');

    // A doc comment is no change to what users import; a new parameter is.
    writeDemo('/** Says hello. */\nexport declare function greet(name: string): string;\n');
    expect((await apiReport('check')).ok).toBe(true);
    writeDemo('export declare function greet(name: string, loud?: boolean): string;\n');
    const stale = await apiReport('check');
    expect(stale.ok).toBe(false);
    expect(stale.output).toMatch(/^@demo\/demo: its public API report .*demo\.api\.md is stale; run `pnpm api` at the repository root and commit the report with a changeset/);
  });
});
