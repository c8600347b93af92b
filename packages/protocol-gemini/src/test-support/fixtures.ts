/** The recorded fixtures of the real gemini (fixtures/gemini/<version>/*.capture.jsonl), parsed. */
import { readdirSync, readFileSync } from 'node:fs';
import { parseCapture, type Capture } from '@mwh/protocol-core';

const ROOT = new URL('../../../../fixtures/gemini/', import.meta.url);

export interface Fixture {
  /** `<version>/<name>`. */
  name: string;
  capture: Capture;
}

export function geminiFixtures(): Fixture[] {
  const versions = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return versions.flatMap((version) =>
    readdirSync(new URL(`${version.name}/`, ROOT))
      .filter((name) => name.endsWith('.capture.jsonl'))
      .sort()
      .map((name) => {
        const parsed = parseCapture(readFileSync(new URL(`${version.name}/${name}`, ROOT), 'utf8'));
        if (!parsed.ok) throw new Error(`${version.name}/${name}: ${parsed.error}`);
        return { name: `${version.name}/${name.replace(/\.capture\.jsonl$/, '')}`, capture: parsed.value };
      }),
  );
}

/** One fixture by `<version>/<name>`. */
export function geminiFixture(name: string): Capture {
  const found = geminiFixtures().find((fixture) => fixture.name === name);
  if (!found) throw new Error(`no gemini fixture ${name}`);
  return found.capture;
}
