/**
 * Drift for a terminal, the answer first: one sentence per version pair, then the changes that
 * touch what mwh reads or sends (and scenario outcomes that differ), then the rest as counts, then
 * mwh's own schema gaps. Names and values come from the CLIs, so every one is made safe.
 */
import { changesOf, describeChange, refLabel, restGroups } from '@mwh/conformance';
import type { SchemaGaps, VersionPair } from '@mwh/conformance';
import { safeText } from './safe-text.js';

/** Past this many lines per pair, the changes that matter say how many more `--json` holds. */
const MATTERING_LINES = 12;

export interface GapsOfRun {
  label: string;
  gaps: SchemaGaps | null;
}

/** The lead of `mwh conformance` and the whole of `mwh drift`. */
export function renderDrift(pairs: readonly VersionPair[], options: { all?: boolean } = {}): string[] {
  if (pairs.length === 0) return [];
  const out = pairs.map((pair) => `${pair.harness} ${safeText(pair.sentence)}`);
  const mattering = pairs.filter((pair) => pair.outcomes.length > 0 || pair.changes.some((c) => c.impact !== 'unused'));
  if (mattering.length > 0) {
    out.push('', 'What changed that mwh reads or sends, and scenario outcomes that differ:');
    for (const pair of mattering) {
      out.push(`  ${pairLabel(pair)}`);
      const lines = [
        ...pair.outcomes.map((o) => `    outcome  ${safeText(`${o.scenario}: ${o.from} -> ${o.to}${o.reason ? ` (${o.reason})` : ''}`)}`),
        ...(['reads', 'sends'] as const).flatMap((impact) => changesOf(pair, impact).map((c) => `    ${impact.padEnd(7)}  ${safeText(describeChange(c))}${c.why ? `  [${safeText(c.why)}]` : ''}`)),
      ];
      const shown = options.all ? lines : lines.slice(0, MATTERING_LINES);
      out.push(...shown);
      if (lines.length > shown.length) out.push(`    ... ${lines.length - shown.length} more (all of them with --json)`);
    }
  }
  const rest = pairs.map((pair) => ({ pair, groups: restGroups(pair.harness, pair.changes.filter((c) => c.impact === 'unused')) })).filter((r) => r.groups.length > 0);
  if (rest.length > 0) {
    out.push('', 'The rest, which touches nothing mwh reads or sends (counts; --json lists them):');
    for (const { pair, groups } of rest) out.push(`  ${pairLabel(pair)}: ${groups.map((g) => g.text).join(', ')}`);
  }
  const notes = pairs.flatMap((pair) => pair.notes.map((note) => `  ${pairLabel(pair)}: ${safeText(note)}`));
  if (notes.length > 0) out.push('', 'Not compared:', ...notes);
  return out;
}

function pairLabel(pair: VersionPair): string {
  return pair.kind === 'channels' ? `${pair.harness} ${pair.from.version} (claude-code vs agent SDK)` : `${pair.harness} ${refLabel(pair.from)} -> ${refLabel(pair.to)}`;
}

/** The section of mwh's own schema gaps: what each version wrote that protocol-claude's or protocol-codex's schemas do not describe. */
export function renderGaps(runs: readonly GapsOfRun[]): string[] {
  const withGaps = runs.filter((run) => run.gaps && gapCount(run.gaps) > 0);
  const out = ["Fields the CLIs send that mwh's schemas (protocol-claude, protocol-codex) do not describe:"];
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
