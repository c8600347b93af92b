/**
 * The recorded Claude fixtures the tests read: `<repo>/fixtures/claude/<version>/<name>.capture.jsonl`,
 * real streams the conformance kit records (`pnpm fixtures:record claude`), never edited by hand.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseCapture, type Capture } from '@mwh/protocol-core';

/** The CLI version whose fixtures the tests name one by one. */
export const PINNED_CLI = '2.1.332';

const fixturesRoot = new URL('../../../../fixtures/claude/', import.meta.url);
const pinnedDir = new URL(`${PINNED_CLI}/`, fixturesRoot);
const SUFFIX = '.capture.jsonl';

/** The scenario names recorded for the pinned CLI, sorted. */
export function fixtureNames(): string[] {
  return readdirSync(pinnedDir)
    .filter((name) => name.endsWith(SUFFIX))
    .map((name) => name.slice(0, -SUFFIX.length))
    .sort();
}

/** One fixture of the pinned CLI (or of `version`), by scenario name. */
export function loadFixture(name: string, version = PINNED_CLI): Capture {
  return readCaptureFile(new URL(`${version}/${name}${SUFFIX}`, fixturesRoot));
}

/** Every committed fixture, of any CLI version; with `rounds`, the round catalogue's (`<version>/rounds/`) too. */
export function fixtureFiles(options: { rounds?: boolean } = {}): URL[] {
  if (!existsSync(fixturesRoot)) return [];
  return readdirSync(fixturesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => [`${dir.name}/`, ...(options.rounds ? [`${dir.name}/rounds/`] : [])])
    .filter((folder) => existsSync(new URL(folder, fixturesRoot)))
    .flatMap((folder) =>
      readdirSync(new URL(folder, fixturesRoot))
        .filter((name) => name.endsWith(SUFFIX))
        .map((name) => new URL(`${folder}${name}`, fixturesRoot)),
    );
}

export function readCaptureFile(path: URL | string): Capture {
  const parsed = parseCapture(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${String(path)}: ${parsed.error}`);
  return parsed.value;
}
