/**
 * `mwh drift`: "can I move from version A to B?" answered from surfaces kept by `mwh conformance
 * --surfaces DIR`, offline: each CLI's versions in order, each compared with the next (and a
 * version's claude-code and agent SDK builds with each other), what touches mwh first.
 */
import { pairJson, versionPairs } from '@mwh/conformance';
import { defineCommand } from './command-line.js';
import { renderDrift } from './drift-text.js';
import { readSurfaces } from './read-surfaces.js';

export const driftCommand = defineCommand({
  name: 'drift',
  synopsis: 'SURFACE... [--json] [--all]',
  summary: `Compares the surfaces mwh conformance --surfaces DIR kept (files *.surface.json, or folders of
them): each CLI's versions in version order, each with the next; the same Claude Code version from
claude-code and the agent SDK with each other, when they differ. Every change is classified: it
touches what mwh reads, what mwh sends, or nothing mwh uses. One sentence per pair comes first,
then the changes that matter, then counts of the rest. Give two files to compare two versions.`,
  options: {
    json: { type: 'boolean', help: 'one JSON object: per pair its sentence, the changes that touch mwh, the rest counted' },
    all: { type: 'boolean', help: 'list every change that touches mwh, not the first ones of each pair' },
  },
  notes: `Exit codes: 0 nothing mwh reads or sends changed and every scenario ended alike; 1 something
mwh reads or sends changed, or a scenario's outcome did; 2 bad input (one sentence why).`,
  async run({ values, positionals }, io) {
    const pairs = versionPairs(readSurfaces(positionals, io.cwd, 'drift'));
    if (values.json) io.stdout(`${JSON.stringify({ drift: pairs.map((pair) => pairJson(pair)) })}\n`);
    else io.stdout(`${(pairs.length ? renderDrift(pairs, { all: values.all ?? false }) : ['One version of each CLI: nothing to compare it with.']).join('\n')}\n`);
    const matters = pairs.some((pair) => pair.outcomes.length > 0 || pair.changes.some((change) => change.impact !== 'unused'));
    return matters ? 1 : 0;
  },
});
