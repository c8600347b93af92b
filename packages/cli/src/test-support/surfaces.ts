/** Surfaces for the drift and changelog commands' tests, written as `mwh conformance --surfaces DIR` writes them. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliKey, emptySurface, surfaceJson, type CliSurface } from '@mwh/conformance';
import { tempDirInTest } from '../../../../scripts/test-support/temp-dir.js';

/** A surface with nothing in it but what `parts` gives, and a passed text-answer. */
export function surface(parts: Partial<CliSurface> & Pick<CliSurface, 'harness' | 'cliVersion'>): CliSurface {
  return { ...emptySurface(parts.harness, parts.cliVersion), scenarios: ['text-answer'], outcomes: { 'text-answer': { status: 'pass' } }, ...parts };
}

/** A folder holding the surfaces given, as `mwh conformance --surfaces DIR` writes them; removed when the test calling it ends. */
export function surfaceFolder(surfaces: readonly CliSurface[]): string {
  const dir = tempDirInTest('mwh-surfaces-');
  for (const s of surfaces) writeFileSync(join(dir, `${cliKey(s.harness, s.cliVersion, s.channel)}.surface.json`), surfaceJson(s));
  return dir;
}
