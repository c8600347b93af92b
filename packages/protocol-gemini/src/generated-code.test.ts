import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const pkgDir = fileURLToPath(new URL('..', import.meta.url));

describe('generated protocol code', () => {
  it('is up to date with the vendored declarations, whose digest the manifest records', async () => {
    const { stdout } = await run(process.execPath, ['scripts/gen.mjs', '--check'], { cwd: pkgDir });
    expect(stdout).toMatch(/gen --check: up to date with @google\/gemini-cli-core@/);
  });

  it('carries the provenance header, naming the package version and digest vendored', () => {
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'schemas/manifest.json'), 'utf8')) as { package: string; sha256: string };
    const head = readFileSync(join(pkgDir, 'src/generated/gemini-events.ts'), 'utf8').slice(0, 600);
    expect(head).toContain(manifest.package);
    expect(head).toContain(manifest.sha256.slice(0, 16));
    expect(head).toContain('Do not edit');
    expect(head).toContain('pnpm gen');
  });

  it('was vendored from the core released with the CLI the fixtures were recorded from', () => {
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'schemas/manifest.json'), 'utf8')) as { coreVersion: string };
    const recorded = readFileSync(new URL(`../../../fixtures/gemini/${manifest.coreVersion}/text-streamed.capture.jsonl`, import.meta.url), 'utf8');
    expect(JSON.parse(recorded.split('\n')[0]!)).toMatchObject({ harness: 'gemini', cli: { version: manifest.coreVersion } });
  });
});
