/**
 * Drift for a terminal, the answer first: does this bump touch me (how many changes touch what
 * mwh or its user reads or sends, each named, never cut, and scenario outcomes that differ), then
 * the rest counted with where to find them, then one sentence per version pair, then mwh's own
 * schema gaps. Names and values come from the CLIs, so every one is made safe.
 */
import { changesOf, describeChange, driftAnswer, pairLabel, restGroups } from '@mwh/conformance';
import type { SchemaGaps, VersionPair } from '@mwh/conformance';
import { HARNESS_NAMES } from './harness-option.js';
import { safeText } from './safe-text.js';

/** Past this many pairs, the sentences of the pairs nothing touching mwh changed in are counted, not listed. */
const QUIET_PAIRS_LISTED = 12;

export interface GapsOfRun {
  label: string;
  gaps: SchemaGaps | null;
}

/** The lead of `mwh conformance` and the whole of `mwh drift`. `where` says where every change is listed. */
export function renderDrift(pairs: readonly VersionPair[], options: { where?: string } = {}): string[] {
  if (pairs.length === 0) return [];
  const where = options.where ?? '--json';
  const out = [`Drift: ${safeText(driftAnswer(pairs))}`];
  const mattering = pairs.filter((pair) => pair.outcomes.length > 0 || pair.changes.some((c) => c.impact !== 'unused'));
  for (const pair of mattering) {
    out.push(`  ${label(pair)}`);
    out.push(...pair.outcomes.map((o) => `    outcome  ${safeText(`${o.scenario}: ${o.from} -> ${o.to}${o.reason ? ` (${o.reason})` : ''}`)}`));
    for (const impact of ['reads', 'sends'] as const) {
      out.push(...changesOf(pair, impact).map((c) => `    ${impact.padEnd(7)}  ${safeText(describeChange(c))}${c.why ? `  [${safeText(c.why)}]` : ''}`));
    }
  }
  const rest = pairs.map((pair) => ({ pair, groups: restGroups(pair.harness, pair.changes.filter((c) => c.impact === 'unused')) })).filter((r) => r.groups.length > 0);
  if (rest.length > 0) {
    out.push('', `The rest touches nothing mwh reads or sends (counts; ${where} lists every change):`);
    for (const { pair, groups } of rest) out.push(`  ${label(pair)}: ${safeText(groups.map((g) => g.text).join(', '))}`);
  }
  // The sentences repeat the counts: the pairs that matter are named above, the quiet ones are summed past a screen.
  const quiet = pairs.filter((pair) => !mattering.includes(pair));
  out.push('', 'Each pair in one sentence:');
  const listed = [...mattering, ...(quiet.length > QUIET_PAIRS_LISTED ? [] : quiet)];
  for (const pair of pairs.filter((p) => listed.includes(p))) out.push(`  ${pair.harness} ${safeText(pair.sentence)}`);
  if (quiet.length > QUIET_PAIRS_LISTED) out.push(`  and ${quiet.length} pairs in which nothing mwh reads or sends changed (${where} has each one's sentence)`);
  const notes = pairs.flatMap((pair) => pair.notes.map((note) => `  ${label(pair)}: ${safeText(note)}`));
  if (notes.length > 0) out.push('', 'Not compared:', ...notes);
  return out;
}

function label(pair: VersionPair): string {
  return `${pair.harness} ${pairLabel(pair)}`;
}

/** The section of mwh's own schema gaps: what each version wrote that its CLI's protocol package (`@mwh/protocol-<cli>`) does not describe. */
export function renderGaps(runs: readonly GapsOfRun[]): string[] {
  const withGaps = runs.filter((run) => run.gaps && gapCount(run.gaps) > 0);
  const out = [`Fields the CLIs send that mwh's schemas (${HARNESS_NAMES.map((harness) => `protocol-${harness}`).join(', ')}) do not describe:`];
  if (withGaps.length === 0) return [...out, `  none (${runs.length} ${runs.length === 1 ? 'version' : 'versions'})`];
  for (const run of withGaps) {
    const gaps = run.gaps!;
    const parts = [
      ...gaps.unknownEvents.map((e) => `unknown line ${e.key}`),
      ...gaps.invalidLines.map((e) => `invalid ${e.key}`),
      ...gaps.unknownEnumValues.map((e) => `value ${e.key}`),
      ...gaps.unknownFields.map((e) => e.key),
    ];
    out.push(`  ${run.label}: ${gapCount(gaps)}: ${safeText(parts.slice(0, 8).join(', '))}${parts.length > 8 ? `, ... ${parts.length - 8} more` : ''}`);
  }
  return out;
}

export function gapCount(gaps: SchemaGaps): number {
  return gaps.unknownEvents.length + gaps.invalidLines.length + gaps.unknownEnumValues.length + gaps.unknownFields.length;
}
