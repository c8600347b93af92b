/** Surfaces for the drift tests: one read from the committed fixtures, and small ones made by hand. */
import type { Harness } from '@mwh/protocol-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectSurface } from '../run/collect-surface.js';
import { emptySurface, readSurface, type CliSurface } from '../surface/cli-surface.js';
import { findRepoRoot } from '../support/repo-root.js';
import { packageChannel } from '../sweep/cli-channel.js';
import { fixtureCaptures } from './captures.js';

/** The surface a run of the fixtures of `version` (and its round fixtures) shows: its lines (no program, so no help or schema). */
export async function fixtureSurface(harness: Harness, version: string, withRounds = false): Promise<CliSurface> {
  const captures = [...fixtureCaptures(harness, version), ...(withRounds ? fixtureCaptures(harness, version, 'rounds') : [])];
  const findings = await collectSurface({
    harness,
    cliVersion: version,
    channel: packageChannel(harness),
    scenarios: captures.map((capture) => ({ name: capture.header.scenario ?? 'fixture', captures: [capture] })),
    requests: [],
  });
  return findings.surface;
}

/** A surface with nothing in it but what `parts` gives, and a passed text-answer. */
export function surface(parts: Partial<CliSurface> & Pick<CliSurface, 'harness' | 'cliVersion'>): CliSurface {
  return { ...emptySurface(parts.harness, parts.cliVersion), scenarios: ['text-answer'], outcomes: { 'text-answer': { status: 'pass' } }, ...parts };
}

/** A real surface kept in `fixtures/surfaces/` (`claude-2.1.304`, `claude-2.1.332-sdk`): see its README. */
export function realSurface(name: string): CliSurface {
  const read = readSurface(readFileSync(join(findRepoRoot(), 'fixtures', 'surfaces', `${name}.surface.json`), 'utf8'), name);
  if (!read.ok) throw new Error(read.error);
  return read.surface;
}
