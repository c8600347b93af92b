/** Surfaces for the drift and changelog commands' tests, written as `mwh conformance --surfaces DIR` writes them. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptySurface, surfaceJson, type CliSurface } from '@mwh/conformance';

/** A surface with nothing in it but what `parts` gives, and a passed text-answer. */
export function surface(parts: Partial<CliSurface> & Pick<CliSurface, 'harness' | 'cliVersion'>): CliSurface {
  return { ...emptySurface(parts.harness, parts.cliVersion), scenarios: ['text-answer'], outcomes: { 'text-answer': { status: 'pass' } }, ...parts };
}

/** A folder holding the surfaces given, as `mwh conformance --surfaces DIR` writes them. */
export function surfaceFolder(surfaces: readonly CliSurface[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'mwh-surfaces-'));
  for (const s of surfaces) writeFileSync(join(dir, `${s.harness}-${s.cliVersion}.surface.json`), surfaceJson(s));
  return dir;
}
