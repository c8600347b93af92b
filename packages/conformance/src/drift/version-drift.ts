/**
 * Drift as an answer to "can I move from version A to B?": surfaces put in version order, each
 * compared with the next, every change classified by what it touches of mwh, and one sentence per
 * pair that says so first ("2.1.332 -> 2.1.336: nothing mwh reads or sends changed; 1 field
 * added on 3 line types"). Claude Code comes from two channels; the same version from both is
 * compared too, and said when the two differ (they should not).
 */
import { HARNESSES, type Harness } from '@mwh/protocol-core';
import { channelRank, type CliChannel } from '../sweep/cli-channel.js';
import type { CliSurface } from '../surface/cli-surface.js';
import { classifyChanges, type ClassifiedChange, type Impact } from './drift-impact.js';
import { diffSurfaces, type OutcomeChange, type SurfaceChange } from './surface-diff.js';
import { compareVersions } from '../support/version-range.js';
import { kitOf } from '../kit/kits.js';

export interface SurfaceRef {
  version: string;
  channel: CliChannel;
}

export interface VersionPair {
  harness: Harness;
  from: SurfaceRef;
  to: SurfaceRef;
  /** `versions`: one version and the next; `channels`: one version from claude-code and from the agent SDK. */
  kind: 'versions' | 'channels';
  sentence: string;
  outcomes: OutcomeChange[];
  changes: ClassifiedChange[];
  notes: string[];
}

/** Every pair to report for a set of surfaces: consecutive versions per harness, then channels that differ. */
export function versionPairs(surfaces: readonly CliSurface[]): VersionPair[] {
  const pairs: VersionPair[] = [];
  for (const harness of HARNESSES) {
    const mine = surfaces.filter((s) => s.harness === harness);
    const byVersion = new Map<string, CliSurface[]>();
    for (const surface of mine) byVersion.set(surface.cliVersion, [...(byVersion.get(surface.cliVersion) ?? []), surface]);
    const versions = [...byVersion.keys()].sort(compareVersions);
    // One surface stands for each version: its own package's, else the SDK's, else a path's.
    const rank = (s: CliSurface) => channelRank(s.channel);
    const main = versions.map((v) => [...byVersion.get(v)!].sort((a, b) => rank(a) - rank(b))[0]!);
    for (let i = 1; i < main.length; i++) pairs.push(comparePair(main[i - 1]!, main[i]!, 'versions'));
    for (const version of versions) {
      const code = byVersion.get(version)!.find((s) => s.channel === 'claude-code');
      const sdk = byVersion.get(version)!.find((s) => s.channel === 'agent-sdk');
      if (!code || !sdk) continue;
      const pair = comparePair(code, sdk, 'channels');
      if (pair.outcomes.length > 0 || pair.changes.length > 0) pairs.push(pair);
    }
  }
  return pairs;
}

export interface CompareOptions {
  /**
   * The last surface of `b`'s channel before it, when `a` is of another channel (a history that
   * went from claude-code to an agent SDK build and back): where the program lives is compared
   * with it.
   */
  sameChannelBefore?: CliSurface;
}

export function comparePair(a: CliSurface, b: CliSurface, kind: VersionPair['kind'] = 'versions', options: CompareOptions = {}): VersionPair {
  // Where the program lives tells the channel it came from (claude-code, the agent SDK, a path),
  // not the protocol it speaks: compared only within one channel.
  const before = options.sameChannelBefore;
  const left = before && kind === 'versions' ? { ...a, invocation: { ...a.invocation, binary: before.invocation.binary } } : a;
  const diff = diffSurfaces(left, b, { ignoreBinary: kind === 'channels' || (a.channel !== b.channel && !before) });
  const changes = classifyChanges(a.harness, diff.changes, [a.schema, b.schema]);
  const pair: VersionPair = {
    harness: a.harness,
    from: { version: a.cliVersion, channel: a.channel },
    to: { version: b.cliVersion, channel: b.channel },
    kind,
    sentence: '',
    outcomes: diff.outcomes,
    changes,
    notes: diff.notes,
  };
  pair.sentence = driftSentence(pair);
  return pair;
}

export function refLabel(ref: SurfaceRef, kind: VersionPair['kind'] = 'versions'): string {
  if (kind === 'channels') return `${ref.version} (${ref.channel === 'agent-sdk' ? 'agent SDK' : ref.channel})`;
  return `${ref.version}${ref.channel === 'agent-sdk' ? ' (sdk)' : ''}`;
}

/** `2.1.312 -> 2.1.332: nothing mwh reads or sends changed; 12 fields added on 5 line types, 3 flags added`. */
export function driftSentence(pair: Pick<VersionPair, 'harness' | 'from' | 'to' | 'kind' | 'outcomes' | 'changes'>): string {
  const parts: string[] = [];
  if (pair.outcomes.length > 0) {
    const shown = pair.outcomes.slice(0, 3).map((o) => `${o.scenario} ${o.from} -> ${o.to}`);
    parts.push(`${count(pair.outcomes.length, 'scenario')} changed outcome (${shown.join(', ')}${pair.outcomes.length > 3 ? ', ...' : ''})`);
  }
  const reads = pair.changes.filter((c) => c.impact === 'reads').length;
  const sends = pair.changes.filter((c) => c.impact === 'sends').length;
  if (reads + sends === 0) parts.push('nothing mwh reads or sends changed');
  else parts.push([reads ? `${count(reads, 'change')} to what mwh reads` : '', sends ? `${count(sends, 'change')} to what mwh sends` : ''].filter(Boolean).join(', '));
  const rest = restGroups(pair.harness, pair.changes.filter((c) => c.impact === 'unused'));
  const restText = rest.length === 0 ? (pair.changes.length === 0 ? 'nothing else changed' : 'nothing else') : `${rest.slice(0, 3).map((g) => g.text).join(', ')}${rest.length > 3 ? `, ${count(rest.slice(3).reduce((n, g) => n + g.changes, 0), 'other change')}` : ''}`;
  const head = pair.kind === 'channels' ? `${pair.from.version}: the claude-code and agent SDK builds differ` : `${refLabel(pair.from)} -> ${refLabel(pair.to)}`;
  return `${head}: ${parts.join('; ')}; ${restText}`;
}

export interface RestGroup {
  area: SurfaceChange['area'];
  /** `12 fields added on 5 line types`. */
  text: string;
  changes: number;
}

/** Changes that touch nothing of mwh, counted by what changed and how, the largest group first. */
export function restGroups(harness: Harness, changes: readonly SurfaceChange[]): RestGroup[] {
  const groups = new Map<string, { area: SurfaceChange['area']; what: string; kind: string; changes: number; subjects: Set<string> }>();
  for (const change of changes) {
    const what = change.item === '' ? change.what : change.what;
    const key = `${change.area}\u0000${what}\u0000${change.kind}`;
    const group = groups.get(key) ?? { area: change.area, what, kind: change.kind, changes: 0, subjects: new Set<string>() };
    group.changes += 1;
    group.subjects.add(change.subject);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.changes - a.changes || a.area.localeCompare(b.area))
    .map((g) => {
      const noun = nounOf(harness, g.area, g.what);
      const how = g.kind === 'values' ? 'with other values' : g.kind === 'deferred' ? 'deferred to tool search (or back)' : g.kind === 'renamed' ? 'renamed' : g.kind;
      const subjects = [...g.subjects];
      const whole = ['line type', 'definition', 'route', 'help page'].includes(g.what);
      // A method's subject is its direction (ClientRequest): named, as there are only four.
      const where = whole || subjects.length === 0 ? '' : g.what === 'method' || subjects.length === 1 ? ` ${g.area === 'line' ? 'on' : 'in'} ${subjects.slice(0, 3).join(', ')}${subjects.length > 3 ? ', ...' : ''}` : ` ${g.area === 'line' ? 'on' : 'in'} ${count(subjects.length, kitOf(harness).drift.subjects[g.area])}`;
      return { area: g.area, text: `${count(g.changes, noun)} ${how}${where}`, changes: g.changes };
    });
}

function nounOf(harness: Harness, area: SurfaceChange['area'], what: string): string {
  const { schemaNouns, lineType } = kitOf(harness).drift;
  if (area === 'schema') {
    if (what === 'definition') return schemaNouns.definition;
    if (what === 'method') return schemaNouns.method;
    return `${schemaNouns.source} ${what}`;
  }
  if (area === 'request') return what === 'body field' ? 'request field' : what === 'route' ? 'route' : `request ${what}`;
  if (area === 'line' && what === 'line type') return lineType;
  if (area === 'line' && what === 'values') return 'line field';
  if (area === 'invocation' && what === 'choices') return 'flag';
  return what;
}

/** One line for one change: `system/init: field memory_paths removed`, `v2.AskForApproval: enum +never -untrusted`. */
export function describeChange(change: SurfaceChange): string {
  if (change.kind === 'moved') return `${change.what} moved: ${change.from} -> ${change.to}`;
  if (change.kind === 'deferred') return `${change.subject}: ${change.what} ${change.item} ${change.to === 'deferred' ? 'deferred (announced for tool search, loaded when asked for)' : 'offered again (no longer deferred)'}`;
  if (change.kind === 'renamed') {
    const whole = ['line type', 'route', 'definition', 'help page'].includes(change.what);
    return whole ? `${change.what} ${change.from} renamed to ${change.to} (same fields)` : `${change.subject}: ${change.what} ${change.from} renamed to ${change.to} (same shape)`;
  }
  if (change.kind === 'values') {
    const values = [...(change.added ?? []).map((v) => `+${v}`), ...(change.removed ?? []).map((v) => `-${v}`)].join(' ');
    const where = change.item === '' ? change.subject : `${change.subject} ${change.item}`;
    return `${where}: ${change.what === 'values' ? 'values' : change.what} ${values}`;
  }
  if (['line type', 'route', 'definition', 'help page'].includes(change.what)) return `${change.what} ${change.subject} ${change.kind}`;
  const types = change.kind === 'retyped' ? `: ${change.from} -> ${change.to}` : change.kind === 'added' && change.to ? ` (${change.to})` : '';
  return `${change.subject}: ${change.what} ${change.item} ${change.kind}${types}`;
}

/** The changes of one impact, in order: removals first (what breaks), then retypes, values, additions. */
export function changesOf(pair: Pick<VersionPair, 'changes'>, impact: Impact): ClassifiedChange[] {
  const order = ['removed', 'renamed', 'retyped', 'moved', 'values', 'added', 'deferred'];
  return pair.changes.filter((c) => c.impact === impact).sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

export function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : noun.endsWith('s') ? noun : `${noun}s`}`;
}
