/** The recorded fixtures of the real gemini (fixtures/gemini/<version>/[rounds/]*.capture.jsonl), parsed. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseCapture, type Capture } from '@mwh/protocol-core';

const ROOT = new URL('../../../../fixtures/gemini/', import.meta.url);

export interface Fixture {
  /** `<version>/<name>` or `<version>/rounds/<name>`. */
  name: string;
  capture: Capture;
}

export function geminiFixtures(): Fixture[] {
  const versions = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  // Each version's own recordings, then the round catalogue's (`rounds/`, pnpm fixtures:record-rounds) where there are any.
  const folders = versions.flatMap((version) => [`${version.name}/`, ...(existsSync(new URL(`${version.name}/rounds/`, ROOT)) ? [`${version.name}/rounds/`] : [])]);
  return folders.flatMap((folder) =>
    readdirSync(new URL(folder, ROOT))
      .filter((name) => name.endsWith('.capture.jsonl'))
      .sort()
      .map((name) => {
        const parsed = parseCapture(readFileSync(new URL(`${folder}${name}`, ROOT), 'utf8'));
        if (!parsed.ok) throw new Error(`${folder}${name}: ${parsed.error}`);
        return { name: `${folder}${name.replace(/\.capture\.jsonl$/, '')}`, capture: parsed.value };
      }),
  );
}

/** One fixture by `<version>/<name>`. */
export function geminiFixture(name: string): Capture {
  const found = geminiFixtures().find((fixture) => fixture.name === name);
  if (!found) throw new Error(`no gemini fixture ${name}`);
  return found.capture;
}
