import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const binaryInstalled = existsSync(join(pkgDir, 'node_modules/.bin/codex'));

describe('generated protocol code', () => {
  it('is up to date with the vendored schema (and the schema with the installed codex)', async () => {
    // With the binary, the schema is dumped again and compared too; without it, only the code.
    const args = ['scripts/gen.mjs', '--check', ...(binaryInstalled ? [] : ['--offline'])];
    const { stdout } = await run(process.execPath, args, { cwd: pkgDir });
    expect(stdout).toMatch(/gen --check: up to date/);
  });

  it('carries the provenance header on every generated file', () => {
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'schemas/manifest.json'), 'utf8')) as { codexVersion: string };
    for (const file of ['codex-types.ts', 'codex-validators.ts', 'codex-zod.ts', 'codex-methods.ts']) {
      const head = readFileSync(join(pkgDir, 'src/generated', file), 'utf8').slice(0, 600);
      expect(head).toContain(`@openai/codex ${manifest.codexVersion}`);
      expect(head).toContain('codex app-server generate-json-schema');
      expect(head).toContain('Do not edit');
      expect(head).toContain('pnpm gen');
    }
  });

  it('carries the provenance header on the exec events, naming the SDK version vendored', () => {
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'schemas/codex-exec-manifest.json'), 'utf8')) as { package: string; sha256: string };
    const head = readFileSync(join(pkgDir, 'src/generated/codex-exec-events.ts'), 'utf8').slice(0, 600);
    expect(head).toContain(manifest.package);
    expect(head).toContain(manifest.sha256.slice(0, 16));
    expect(head).toContain('Do not edit');
    expect(head).toContain('pnpm gen');
  });

  it('needs no ajv at run time', () => {
    const validators = readFileSync(join(pkgDir, 'src/generated/codex-validators.ts'), 'utf8');
    expect(validators).not.toMatch(/\brequire\(|from ['"]ajv/);
  });
});
