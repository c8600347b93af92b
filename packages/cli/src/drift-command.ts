/**
 * `mwh drift`: "can I move from version A to B?" answered from surfaces kept by `mwh conformance
 * --surfaces DIR`, offline: each CLI's versions in order, each compared with the next (and a
 * version's claude-code and agent SDK builds with each other), what touches mwh first.
 */
import { driftJson, versionPairs } from '@mwh/conformance';
import type { CliSurface } from '@mwh/conformance';
import { defineCommand } from './command-line.js';
import { renderDrift } from './drift-text.js';
import { readSurfaces } from './read-surfaces.js';

export const driftCommand = defineCommand({
  name: 'drift',
  synopsis: 'SURFACE... [--json]',
  summary: `Compares the surfaces mwh conformance --surfaces DIR kept (files *.surface.json, or folders of
them): each CLI's versions in version order, each with the next; the same Claude Code version from
claude-code and the agent SDK with each other, when they differ. Every change is classified: it
touches what mwh reads, what mwh sends, or nothing mwh uses. The answer comes first: how many
changes touch what mwh or its user reads or sends, each named; then counts of the rest, then one
sentence per pair. A tool moved behind tool search is deferred, not removed; an item removed and
another added with the same shape is a rename candidate; where the program lives differs by
channel and is no change. Give two files to compare two versions.`,
  options: {
    json: { type: 'boolean', help: 'one JSON object: the answer and every change touching mwh first, then each pair, then every change once with the pairs it was found in' },
  },
  notes: `Exit codes: 0 nothing mwh reads or sends changed and every scenario ended alike; 1 something
mwh reads or sends changed, or a scenario's outcome did; 2 bad input (one sentence why).`,
  async run({ values, positionals }, io) {
    const surfaces = readSurfaces(positionals, io.cwd, 'drift');
    const pairs = versionPairs(surfaces);
    if (values.json) io.stdout(`${JSON.stringify({ drift: pairs.length ? driftJson(pairs) : { ...driftJson(pairs), answer: nothingToCompare(surfaces) } })}\n`);
    else io.stdout(`${(pairs.length ? renderDrift(pairs, { where: 'mwh drift --json' }) : [nothingToCompare(surfaces)]).join('\n')}\n`);
    const matters = pairs.some((pair) => pair.outcomes.length > 0 || pair.changes.some((change) => change.impact !== 'unused'));
    return matters ? 1 : 0;
  },
});

/** Why there is no pair: one version of each CLI, or the same version from two channels that do not differ. */
function nothingToCompare(surfaces: readonly CliSurface[]): string {
  const twice = surfaces.filter((s, i) => surfaces.findIndex((t) => t.harness === s.harness && t.cliVersion === s.cliVersion) !== i);
  if (twice.length > 0) return `${twice.map((s) => `${s.harness} ${s.cliVersion}`).join(', ')}: the claude-code and agent SDK builds are the same protocol (where the program lives differs by channel and is no change); nothing else to compare.`;
  return 'One version of each CLI: nothing to compare it with.';
}
