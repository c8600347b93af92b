/**
 * Drift as JSON, for `mwh conformance --json`, `mwh drift --json`, issues and the protocol
 * changelog's history. The answer comes first: how many changes touch what mwh or its user reads
 * or sends, each named. Then every pair with its sentence and counts, and every change, none left
 * out: kept small by structure, one entry per change with the pairs it was found in, not by cutting.
 */
import type { CliSurface } from '../surface/cli-surface.js';
import type { ClassifiedChange, Impact } from './drift-impact.js';
import type { ChangeArea, ChangeKind } from './surface-diff.js';
import { count, describeChange, refLabel, restGroups, type VersionPair } from './version-drift.js';

/** One version pair: its sentence, outcomes that differ, how many changes of each impact, the rest grouped. */
export interface PairJson {
  harness: VersionPair['harness'];
  kind: VersionPair['kind'];
  from: VersionPair['from'];
  to: VersionPair['to'];
  /** How changes name the pair they were found in (`2.1.303 -> 2.1.304`, `2.1.332 (claude-code vs agent SDK)`). */
  label: string;
  sentence: string;
  outcomes: VersionPair['outcomes'];
  counts: Record<Impact, number>;
  /** The changes touching nothing mwh uses, counted by what changed and how. */
  groups: { area: string; text: string; changes: number }[];
  notes: string[];
}

/** One change, once, however many pairs it was found in. */
export interface ChangeJson {
  harness: VersionPair['harness'];
  impact: Impact;
  /** For `reads` and `sends`: what of mwh it touches. */
  why?: string;
  text: string;
  /** Its parts, where it was measured (a history converted from version 1 kept only the text of the rest). */
  area?: ChangeArea;
  subject?: string;
  item?: string;
  what?: string;
  kind?: ChangeKind;
  from?: string;
  to?: string;
  added?: string[];
  removed?: string[];
  /** The pairs (their `label`s) it was found in. */
  in: string[];
}

/** A change that touches a reader or a writer, named where the answer is read first. */
export interface TouchingJson {
  harness: VersionPair['harness'];
  pair: string;
  impact: Impact;
  text: string;
  why?: string;
}

export interface DriftJson {
  /** One sentence: does this bump touch me. */
  answer: string;
  /** Every change touching what mwh or its user reads or sends, pair by pair; never cut. */
  touching: TouchingJson[];
  /** Scenario outcomes that differ, pair by pair. */
  outcomes: (VersionPair['outcomes'][number] & { harness: VersionPair['harness']; pair: string })[];
  pairs: PairJson[];
  /** Every change, one entry each with the pairs it was found in. */
  changes: ChangeJson[];
}

export function pairLabel(pair: Pick<VersionPair, 'kind' | 'from' | 'to'>): string {
  return pair.kind === 'channels' ? `${pair.from.version} (claude-code vs agent SDK)` : `${refLabel(pair.from)} -> ${refLabel(pair.to)}`;
}

export function pairJson(pair: VersionPair): PairJson {
  const counts: Record<Impact, number> = { reads: 0, sends: 0, unused: 0 };
  for (const change of pair.changes) counts[change.impact] += 1;
  return {
    harness: pair.harness,
    kind: pair.kind,
    from: pair.from,
    to: pair.to,
    label: pairLabel(pair),
    sentence: pair.sentence,
    outcomes: pair.outcomes,
    counts,
    groups: restGroups(pair.harness, pair.changes.filter((c) => c.impact === 'unused')),
    notes: pair.notes,
  };
}

/** A change as an entry, without its example (`withExample` keeps it, cut as the surface cut it). */
export function changeJson(harness: VersionPair['harness'], change: ClassifiedChange, label: string, withExample = false): ChangeJson & { example?: string } {
  const { impact, why, example, ...parts } = change;
  return { harness, impact, ...(why ? { why } : {}), text: describeChange(change), ...parts, ...(withExample && example ? { example } : {}), in: [label] };
}

/** Adds the changes of one pair to `into`, an entry per distinct change (its impact, why and text), in first-seen order. */
export function collectChanges(into: Map<string, ChangeJson>, pair: VersionPair, withExample = false): void {
  const label = pairLabel(pair);
  for (const change of pair.changes) {
    const entry = changeJson(pair.harness, change, label, withExample);
    const key = changeKey(entry);
    const seen = into.get(key);
    if (seen) {
      if (!seen.in.includes(label)) seen.in.push(label);
    } else {
      into.set(key, entry);
    }
  }
}

export function changeKey(change: Pick<ChangeJson, 'harness' | 'impact' | 'text' | 'why'>): string {
  return `${change.harness}\u0000${change.impact}\u0000${change.text}\u0000${change.why ?? ''}`;
}

/** The whole drift of a run or of kept surfaces, the answer first. */
export function driftJson(pairs: readonly VersionPair[]): DriftJson {
  const changes = new Map<string, ChangeJson>();
  for (const pair of pairs) collectChanges(changes, pair, true);
  const touching = pairs.flatMap((pair) =>
    pair.changes.filter((c) => c.impact !== 'unused').map((c) => ({ harness: pair.harness, pair: pairLabel(pair), impact: c.impact, text: describeChange(c), ...(c.why ? { why: c.why } : {}) })),
  );
  const outcomes = pairs.flatMap((pair) => pair.outcomes.map((o) => ({ harness: pair.harness, pair: pairLabel(pair), ...o })));
  return { answer: driftAnswer(pairs), touching, outcomes, pairs: pairs.map(pairJson), changes: [...changes.values()] };
}

/** `2 changes touch what mwh or its user reads or sends (in 1 of 4 pairs); 57 others touch nothing mwh uses.` */
export function driftAnswer(pairs: readonly VersionPair[]): string {
  if (pairs.length === 0) return 'Nothing to compare: one version of each CLI.';
  const touching = pairs.reduce((n, pair) => n + pair.changes.filter((c) => c.impact !== 'unused').length, 0);
  const outcomes = pairs.reduce((n, pair) => n + pair.outcomes.length, 0);
  const rest = pairs.reduce((n, pair) => n + pair.changes.filter((c) => c.impact === 'unused').length, 0);
  const where = pairs.filter((pair) => pair.outcomes.length > 0 || pair.changes.some((c) => c.impact !== 'unused')).length;
  const head = touching === 0 ? 'No change touches what mwh or its user reads or sends' : `${count(touching, 'change')} ${touching === 1 ? 'touches' : 'touch'} what mwh or its user reads or sends`;
  const outcome = outcomes > 0 ? `; ${count(outcomes, 'scenario outcome')} ${outcomes === 1 ? 'differs' : 'differ'}` : '';
  const across = `${where > 0 ? ` (in ${where} of ${count(pairs.length, 'pair')})` : ` (${count(pairs.length, 'pair')})`}`;
  return `${head}${outcome}${across}; ${rest === 0 ? 'nothing else changed' : `${count(rest, 'other change')} ${rest === 1 ? 'touches' : 'touch'} nothing mwh uses`}.`;
}

/** How much a surface holds, for a run's entry in `--json` (the surface itself goes to `--surfaces`). */
export function surfaceCounts(surface: CliSurface) {
  const fields = Object.values(surface.lines).reduce((n, line) => n + Object.keys(line.fields).length, 0);
  return {
    lineTypes: Object.keys(surface.lines).length,
    lineFields: fields,
    routes: Object.keys(surface.requests).length,
    schema: surface.schema ? { source: surface.schema.source, definitions: Object.keys(surface.schema.definitions).length } : null,
    helpPages: Object.keys(surface.invocation.help),
    binary: surface.invocation.binary,
    tools: surface.invocation.tools.length,
    notes: surface.notes,
  };
}
