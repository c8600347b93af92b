/**
 * Drift as compact JSON, for `mwh conformance --json`, `mwh drift --json` and the protocol
 * changelog's history: per version pair its sentence, scenario outcomes that differ, the changes
 * that touch what mwh reads or sends (examples cut short), and the rest as counts with a
 * one-line description each, so the classification reads the same as in the terminal.
 */
import type { CliSurface } from './cli-surface.js';
import type { ClassifiedChange } from './drift-impact.js';
import { describeChange, restGroups, type VersionPair } from './version-drift.js';

/** Changes touching nothing of mwh listed by description up to this many per pair; past it, counted. */
export const REST_LISTED = 200;

export interface PairJson {
  harness: VersionPair['harness'];
  kind: VersionPair['kind'];
  from: VersionPair['from'];
  to: VersionPair['to'];
  sentence: string;
  outcomes: VersionPair['outcomes'];
  reads: ChangeJson[];
  sends: ChangeJson[];
  rest: { count: number; groups: { area: string; text: string; changes: number }[]; changes: string[] };
  notes: string[];
}

export type ChangeJson = Omit<ClassifiedChange, 'impact'> & { text: string };

export function pairJson(pair: VersionPair, restListed = REST_LISTED): PairJson {
  const of = (impact: ClassifiedChange['impact']) => pair.changes.filter((c) => c.impact === impact);
  const rest = of('unused');
  const change = ({ impact: _impact, ...c }: ClassifiedChange): ChangeJson => ({ text: describeChange(c), ...c });
  return {
    harness: pair.harness,
    kind: pair.kind,
    from: pair.from,
    to: pair.to,
    sentence: pair.sentence,
    outcomes: pair.outcomes,
    reads: of('reads').map(change),
    sends: of('sends').map(change),
    rest: {
      count: rest.length,
      groups: restGroups(pair.harness, rest),
      changes: [...rest.slice(0, restListed).map(describeChange), ...(rest.length > restListed ? [`... ${rest.length - restListed} more`] : [])],
    },
    notes: pair.notes,
  };
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
