/**
 * The protocol changelog neither vendor publishes: from the surfaces of a sweep (`mwh conformance
 * --surfaces DIR`), for every version of each CLI what changed from the one before, classified by
 * what it touches of mwh, as `history.json` (machine-readable) and one Markdown page per CLI
 * rendered from it. A version that could not run a scenario says why there: that is drift too.
 * Pure: surfaces in, documents out; `mwh changelog` reads and writes the files.
 */
import { PROTOCOLS } from '@mwh/harness-core';
import { HARNESSES, isHarness, isRecord, isStrings, type Harness } from '@mwh/protocol-core';
import { channelRank } from '../sweep/cli-channel.js';
import type { CliSurface } from '../surface/cli-surface.js';
import { changeKey, changeJson, collectChanges, pairJson, pairLabel, type ChangeJson, type PairJson } from '../drift/drift-json.js';
import { readMwhDocument } from '../support/mwh-document.js';
import { KITS, kitOf, roundScenarios } from '../kit/kits.js';
import { CLAIMED_FROM } from '../sweep/cli-spec.js';
import { comparePair, count, type VersionPair } from '../drift/version-drift.js';
import { compareVersions, VERSION } from '../support/version-range.js';

export const HISTORY_FORMAT = 'mwh-protocol-history';
/** 2: every change once, with the versions it was found at (`changes`); 1 listed the changes per version, cut past 60. */
export const HISTORY_VERSION = 2;

export interface HistoryVersion {
  version: string;
  /** The channels it was run from (`claude-code`, `agent-sdk`, `codex`). */
  channels: string[];
  /** The scenarios run and how each ended; a scenario that did not pass says why. */
  outcomes: CliSurface['outcomes'];
  /** What changed from the version before (null for the first). */
  change: PairJson | null;
  /** What could not be read of it. */
  notes: string[];
}

export interface HarnessHistory {
  /** The oldest version the kit claims to support, and the pinned one. */
  claimedFrom: string;
  pinned: string;
  versions: HistoryVersion[];
  /** Versions whose claude-code and agent SDK builds differ. */
  channelDifferences: PairJson[];
  /** Every change of every version and channel difference, once, with the pairs (`label`s) it was found in. */
  changes: ChangeJson[];
}

export interface ProtocolHistory {
  format: typeof HISTORY_FORMAT;
  version: typeof HISTORY_VERSION;
  /** The command that wrote it, as the generated files' headers name it. */
  generatedBy: string;
  harnesses: Partial<Record<Harness, HarnessHistory>>;
}

export interface HistoryOptions {
  generatedBy: string;
  claimedFrom: Record<Harness, string>;
  pinned: Record<Harness, string>;
  /**
   * An earlier history whose versions no surface is of are kept as they are: a sweep of part of
   * the versions (the claimed range after a scenario was added, a version just published)
   * updates those and leaves the rest as their own sweep found them.
   */
  kept?: ProtocolHistory;
}

/** The history of every CLI the surfaces are of: each version (its main channel's surface) against the one before. */
export function protocolHistory(surfaces: readonly CliSurface[], options: HistoryOptions): ProtocolHistory {
  const harnesses: ProtocolHistory['harnesses'] = {};
  for (const harness of HARNESSES) {
    const mine = surfaces.filter((s) => s.harness === harness);
    if (mine.length === 0 && !options.kept?.harnesses[harness]) continue;
    const byVersion = new Map<string, CliSurface[]>();
    for (const surface of mine) {
      const list = byVersion.get(surface.cliVersion) ?? [];
      list.push(surface);
      byVersion.set(surface.cliVersion, list);
    }
    const rank = (s: CliSurface) => channelRank(s.channel);
    const kept = options.kept?.harnesses[harness];
    const keptVersions = new Map((kept?.versions ?? []).map((v) => [v.version, v]));
    const versions: HistoryVersion[] = [];
    const channelDifferences: PairJson[] = (kept?.channelDifferences ?? []).filter((pair) => !byVersion.has(pair.to.version));
    // The changes of what is kept as the earlier sweep measured it, and of each pair compared now.
    const keptLabels = new Set<string>(channelDifferences.map((pair) => pair.label));
    const measured: VersionPair[] = [];
    let previous: CliSurface | undefined;
    const lastOfChannel = new Map<string, CliSurface>();
    for (const version of [...new Set([...byVersion.keys(), ...keptVersions.keys()])].sort(compareVersions)) {
      if (!byVersion.has(version)) {
        const kept = keptVersions.get(version)!;
        // Its change was measured against the version before as the earlier sweep found it:
        // it stands only while that version still ends its scenarios alike.
        const stands = !previous || sameOutcomes(keptVersions.get(previous.cliVersion)?.outcomes, previous.outcomes);
        versions.push(stands ? kept : { ...kept, change: null });
        if (stands && kept.change) keptLabels.add(kept.change.label);
        previous = undefined;
        continue;
      }
      const all = byVersion.get(version)!.sort((a, b) => rank(a) - rank(b));
      const main = all[0]!;
      // What a CLI writes and asks depends on the scenarios it ran: across catalogues (the
      // reduced one before the claimed range, the whole one in it) lines and requests would
      // differ by the catalogue, not the version, so only the rest is compared there.
      const sameCatalogue = previous !== undefined && sameSet(previous.scenarios, main.scenarios);
      const compared = previous && !sameCatalogue ? { ...main, lines: previous.lines, requests: previous.requests } : main;
      // A version only one channel has (the agent SDK's ahead of claude-code) lives in another
      // package: the program moved only if it moved within its own channel.
      const sameChannel = previous && previous.channel !== main.channel ? lastOfChannel.get(main.channel) : undefined;
      // After a kept version there is no surface to compare with: the change the earlier sweep
      // measured stands, if it swept this version too and its scenarios still end alike.
      const earlier = keptVersions.get(version);
      const pair = previous ? comparePair(previous, compared, 'versions', sameChannel ? { sameChannelBefore: sameChannel } : {}) : undefined;
      if (pair) measured.push(pair);
      const change = pair ? pairJson(pair) : versions.length > 0 && sameOutcomes(earlier?.outcomes, main.outcomes) ? (earlier?.change ?? null) : null;
      if (!pair && change) keptLabels.add(change.label);
      if (previous && change && !sameCatalogue) change.sentence += ` (lines and model requests not compared: ${previous.cliVersion} ran another catalogue, ${previous.scenarios.length} scenarios to ${main.scenarios.length})`;
      versions.push({ version, channels: all.map((s) => s.channel), outcomes: main.outcomes, change, notes: main.notes });
      const sdk = all.find((s) => s.channel === 'agent-sdk');
      if (sdk && sdk !== main) {
        const pair = comparePair(main, sdk, 'channels');
        if (pair.outcomes.length > 0 || pair.changes.length > 0) {
          channelDifferences.push(pairJson(pair));
          measured.push(pair);
        }
      }
      previous = main;
      for (const surface of all) lastOfChannel.set(surface.channel, surface);
    }
    channelDifferences.sort((a, b) => compareVersions(a.to.version, b.to.version));
    const changes = new Map<string, ChangeJson>();
    for (const change of kept?.changes ?? []) {
      const at = change.in.filter((label) => keptLabels.has(label));
      if (at.length > 0) changes.set(changeKey(change), { ...change, in: at });
    }
    for (const pair of measured) collectChanges(changes, pair);
    // In the history a change is its text, impact, area and kind: its other parts are in the text.
    harnesses[harness] = { claimedFrom: options.claimedFrom[harness], pinned: options.pinned[harness], versions, channelDifferences, changes: inVersionOrder([...changes.values()].map(historyChange), versions, channelDifferences) };
  }
  return { format: HISTORY_FORMAT, version: HISTORY_VERSION, generatedBy: options.generatedBy, harnesses };
}

function historyChange(change: ChangeJson): ChangeJson {
  const { harness, impact, why, text, area, kind, in: at } = change;
  return { harness, impact, ...(why ? { why } : {}), text, ...(area ? { area } : {}), ...(kind ? { kind } : {}), in: at };
}

/** Changes in the order of the versions they were first found at. */
function inVersionOrder(changes: ChangeJson[], versions: readonly HistoryVersion[], channels: readonly PairJson[]): ChangeJson[] {
  const order = new Map<string, number>();
  versions.forEach((v, i) => v.change && order.set(v.change.label, i * 2));
  for (const pair of channels) order.set(pair.label, (versions.findIndex((v) => v.version === pair.to.version) * 2) + 1);
  const at = (change: ChangeJson) => order.get(change.in[0] ?? '') ?? Number.MAX_SAFE_INTEGER;
  return changes.map((change, index) => ({ change, index, at: at(change) })).sort((a, b) => a.at - b.at || a.index - b.index).map((x) => x.change);
}

/** Every scenario both ran ended alike (scenarios added since are no difference); false without an earlier record. */
function sameOutcomes(earlier: CliSurface['outcomes'] | undefined, now: CliSurface['outcomes']): boolean {
  return earlier !== undefined && Object.entries(earlier).every(([name, outcome]) => now[name] === undefined || now[name].status === outcome.status);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((x) => set.has(x));
}

/** The page of one CLI: the header naming the command, the range and its catalogue, then each version newest first. */
export function changelogMarkdown(history: ProtocolHistory, harness: Harness): string {
  const h = history.harnesses[harness];
  const name = PROTOCOLS[harness].title;
  const out = [
    `<!-- Generated from history.json by ${history.generatedBy}; do not edit. -->`,
    '',
    `# ${name}: the protocol, version by version`,
    '',
  ];
  if (!h) return `${[...out, 'No version of it was swept.'].join('\n')}\n`;
  const first = h.versions[0]!.version;
  const last = h.versions.at(-1)!.version;
  const full = h.versions.filter((v) => isWholeCatalogue(harness, Object.keys(v.outcomes))).length;
  const channels = [...new Set(h.versions.flatMap((v) => v.channels))];
  const kit = kitOf(harness).changelog;
  out.push(
    `Regenerate it on version bumps: sweep with ${SWEEP_COMMANDS.map((c) => `\`${c}\``).join(' and ')}, then \`${history.generatedBy}\`.`,
    '',
    `What changed in ${kit.protocol} from each version to the next, as \`mwh conformance\` saw it running the real CLI against loopback mock model servers: the lines it wrote (types, fields with their JSON types, values), its requests to the model server, its own protocol description (${kit.description}), its flags and tools, and how the scenarios ended. Each change is classified: it touches what mwh **reads**, what mwh **sends**, or nothing mwh uses (the protocol packages list what their readers and encoders use: ${kit.wireUse}).`,
    '',
    `- Versions: ${h.versions.length}, ${first} to ${last} (${channels.join(', ')}). mwh claims ${h.claimedFrom} to ${h.pinned} (pinned) and later; older versions are as far back as the kit can start the CLI (${kit.oldest}).`,
    ...(kit.skipped.length > 0 ? [`- Not swept: ${kit.skipped.join('; ')}.`] : []),
    `- Catalogue: ${full} versions ran the whole catalogue; the others (outside the claimed range) a reduced one: ${REDUCED_CATALOGUE.join(', ')}. Where a version could not run a scenario, its outcome says why. Across that boundary lines and model requests are not compared (they differ by the scenarios run, not the version); the rest is.`,
    // Only a CLI published from two channels (Claude Code's claude-code and agent SDK) has such versions.
    ...(channels.length > 1 ? ['- Versions whose claude-code and agent SDK builds differ are listed at the end (the same version should be the same program).'] : []),
    '',
  );
  const byPair = changesByPair(h.changes);
  for (const v of [...h.versions].reverse()) out.push(...versionSection(v, v === h.versions[0], byPair));
  if (h.channelDifferences.length > 0) {
    out.push('## The same version from two channels', '');
    for (const pair of h.channelDifferences) out.push(...pairLines(pair, byPair.get(pair.label) ?? []), '');
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** The scenarios of the reduced catalogue the sweep runs outside the claimed range. */
export const REDUCED_CATALOGUE = ['text-answer', 'tool-approved', 'tool-error', 'resume'];

/**
 * The sweeps the committed changelog was made from: the claimed range whole, and before it as far
 * back as the CLIs start (each kit's `changelog.olderSweeps`, its skipped versions left out), a
 * flag per CLI in the kits' order.
 */
export const SWEEP_COMMANDS = [
  `mwh conformance ${KITS.map((kit) => `--${kit.harness} ${CLAIMED_FROM[kit.harness]}..latest`).join(' ')} --jobs 2 --surfaces DIR`,
  `mwh conformance ${KITS.flatMap((kit) => kit.changelog.olderSweeps.map((spec) => `--${kit.harness} ${spec}`)).join(' ')} ${REDUCED_CATALOGUE.map((s) => `--scenario ${s}`).join(' ')} --jobs 1 --surfaces DIR`,
];
/** Whether a version ran the kit's whole catalogue as it is now: a history made before a scenario was added is stale. */
export function isWholeCatalogue(harness: Harness, scenarios: readonly string[]): boolean {
  return sameSet(scenarios, roundScenarios(harness).map((scenario) => scenario.name));
}

/** Each pair's changes, by its label. */
function changesByPair(changes: readonly ChangeJson[]): Map<string, ChangeJson[]> {
  const out = new Map<string, ChangeJson[]>();
  for (const change of changes) {
    for (const label of change.in) {
      const list = out.get(label) ?? [];
      list.push(change);
      out.set(label, list);
    }
  }
  return out;
}

function versionSection(v: HistoryVersion, oldest: boolean, byPair: Map<string, ChangeJson[]>): string[] {
  const out = [`## ${v.version}`, ''];
  const failing = Object.entries(v.outcomes).filter(([, o]) => o.status !== 'pass');
  const ran = Object.keys(v.outcomes).length;
  out.push(`Scenarios: ${ran - failing.length} of ${ran} pass${v.channels.length > 1 ? ` (${v.channels.join(' and ')})` : ''}.`);
  for (const [name, o] of failing) out.push(`- ${name}: **${o.status}**${o.reason ? `: ${md(o.reason)}` : ''}`);
  out.push('');
  if (v.change) out.push(...pairLines(v.change, byPair.get(v.change.label) ?? []));
  else out.push(oldest ? 'The oldest version swept: nothing to compare it with.' : 'Not compared with the version before it: the two were not swept together.');
  if (v.notes.length > 0) out.push('', ...v.notes.map((n) => `- note: ${md(n)}`));
  out.push('');
  return out;
}

/** A pair in Markdown: its sentence, outcomes, every change touching mwh, then every other change folded. */
export function pairLines(pair: PairJson, changes: readonly ChangeJson[]): string[] {
  const out = [`**${md(pair.sentence)}**`, ''];
  for (const o of pair.outcomes) out.push(`- outcome: ${md(`${o.scenario} ${o.from} -> ${o.to}`)}`);
  const ordered = [...changes].sort(byPlace);
  for (const impact of ['reads', 'sends'] as const) {
    for (const c of ordered.filter((x) => x.impact === impact)) out.push(`- ${impact}: ${md(c.text)}${c.why ? ` (${md(c.why)})` : ''}`);
  }
  const rest = ordered.filter((c) => c.impact === 'unused');
  if (pair.counts.unused > 0) {
    out.push('', `<details><summary>${count(pair.counts.unused, 'change')} touching nothing mwh uses: ${md(pair.groups.map((g) => g.text).join(', '))}</summary>`, '');
    for (const c of rest) out.push(`- ${md(c.text)}`);
    out.push('', '</details>');
  }
  for (const note of pair.notes) out.push(`- not compared: ${md(note)}`);
  return out;
}

const AREAS = ['line', 'request', 'schema', 'invocation'];
const KINDS = ['removed', 'renamed', 'retyped', 'moved', 'values', 'added', 'deferred'];

/** Within a pair, what breaks first (removals, renames), then by area and text: the same pair reads alike whatever else the history holds. */
function byPlace(a: ChangeJson, b: ChangeJson): number {
  const rank = (list: string[], x: string | undefined) => (x === undefined ? list.length : list.indexOf(x));
  return rank(KINDS, a.kind) - rank(KINDS, b.kind) || rank(AREAS, a.area) - rank(AREAS, b.area) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
}

/** The changes of one pair as entries, for pairLines. */
export function pairChanges(pair: VersionPair): ChangeJson[] {
  const label = pairLabel(pair);
  return pair.changes.map((change) => changeJson(pair.harness, change, label));
}

/**
 * Text from a CLI in Markdown: no HTML, no emphasis, code or link syntax it did not mean, one
 * line. An underscore inside a word (`session_id`) emphasises nothing and stays as it is.
 */
export function md(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*<[\]|]/g, (c) => `\\${c}`)
    .replace(/(^|\W)_|_(?=\W|$)/g, (m) => m.replace('_', '\\_'));
}

/** history.json as written: two-space indented, keys in the order built. */
export function historyJson(history: ProtocolHistory): string {
  return `${layout(history, 0)}\n`;
}

// Past this depth (a version's outcomes, a pair's parts, a change) a value is one line: a diff of the file shows what changed, not its indentation.
const LINE_DEPTH = 4;

/** Indented one key a line down to LINE_DEPTH, each value there on one line. The history is mwh's own, a fixed few levels deep. */
function layout(value: unknown, depth: number): string {
  if (depth >= LINE_DEPTH || value === null || typeof value !== 'object') return JSON.stringify(value);
  const pad = ' '.repeat(depth + 1);
  const end = ' '.repeat(depth);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[\n${value.map((v) => `${pad}${layout(v, depth + 1)}`).join(',\n')}\n${end}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length === 0 ? '{}' : `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${layout(v, depth + 1)}`).join(',\n')}\n${end}}`;
}

export type HistoryRead = { ok: true; history: ProtocolHistory } | { ok: false; error: string };

/**
 * history.json read back, for a sweep of part of the versions to keep the rest. Checked as far
 * as the changelog uses it: a file edited by hand into another shape is refused, not rendered.
 */
export function readHistory(text: string, name = 'the file'): HistoryRead {
  const first = readMwhDocument(text, name, { format: HISTORY_FORMAT, version: HISTORY_VERSION, what: 'a protocol history' });
  // A history of version 1 (its changes per version, cut past 60) is read into this shape.
  const older = !first.ok && /of format version 1;/.test(first.error) ? readMwhDocument(text, name, { format: HISTORY_FORMAT, version: 1, what: 'a protocol history' }) : undefined;
  const read = older ?? first;
  if (!read.ok) return read;
  const value = read.value;
  const harnesses = value.harnesses;
  if (!isRecord(harnesses)) return { ok: false, error: `${name} has no harnesses.` };
  const out: ProtocolHistory['harnesses'] = {};
  for (const harness of HARNESSES) {
    const h = harnesses[harness];
    if (h === undefined) continue;
    const read = older ? fromVersion1(h, harness) : isHarnessHistory(h) ? (h as unknown as HarnessHistory) : undefined;
    if (!read) return { ok: false, error: `${name}: the ${harness} history is not as mwh changelog writes it.` };
    out[harness] = read;
  }
  return { ok: true, history: { format: HISTORY_FORMAT, version: HISTORY_VERSION, generatedBy: typeof value.generatedBy === 'string' ? value.generatedBy : '', harnesses: out } };
}

function isHarnessHistory(h: unknown): boolean {
  return isRecord(h) && typeof h.claimedFrom === 'string' && typeof h.pinned === 'string' && Array.isArray(h.versions) && h.versions.every((v) => isHistoryVersion(v, isPairJson))
    && Array.isArray(h.channelDifferences) && h.channelDifferences.every(isPairJson) && Array.isArray(h.changes) && h.changes.every(isChangeJson);
}

function isHistoryVersion(v: unknown, isPair: (p: unknown) => boolean): boolean {
  return isRecord(v) && typeof v.version === 'string' && VERSION.test(v.version) && isStrings(v.channels) && isStrings(v.notes) && isRecord(v.outcomes)
    && Object.values(v.outcomes).every((o) => isRecord(o) && typeof o.status === 'string' && optionalString(o.reason)) && (v.change === null || isPair(v.change));
}

const texts = (a: unknown, keys: string[], optional: string[] = []) => Array.isArray(a) && a.every((x) => isRecord(x) && keys.every((k) => typeof x[k] === 'string') && optional.every((k) => optionalString(x[k])));

function isPairJson(p: unknown): boolean {
  return isRecord(p) && isRecord(p.from) && isRecord(p.to) && typeof p.to.version === 'string' && typeof p.from.version === 'string' && typeof p.label === 'string' && typeof p.sentence === 'string'
    && texts(p.outcomes, ['scenario', 'from', 'to'], ['reason']) && isRecord(p.counts) && ['reads', 'sends', 'unused'].every((k) => typeof (p.counts as Record<string, unknown>)[k] === 'number')
    && texts(p.groups, ['text']) && isStrings(p.notes);
}

function isChangeJson(c: unknown): boolean {
  return isRecord(c) && isHarness(c.harness) && (c.impact === 'reads' || c.impact === 'sends' || c.impact === 'unused') && typeof c.text === 'string'
    && optionalString(c.why) && ['area', 'subject', 'item', 'what', 'kind', 'from', 'to'].every((k) => optionalString(c[k])) && (c.added === undefined || isStrings(c.added))
    && (c.removed === undefined || isStrings(c.removed)) && isStrings(c.in) && (c.in as string[]).length > 0;
}

/** Version 1's pair: its changes listed in it (`reads`, `sends`, the rest's descriptions cut past a bound). */
function isPairJson1(p: unknown): boolean {
  return isRecord(p) && isRecord(p.from) && isRecord(p.to) && typeof p.to.version === 'string' && typeof p.from.version === 'string' && typeof p.sentence === 'string' && texts(p.outcomes, ['scenario', 'from', 'to'], ['reason'])
    && texts(p.reads, ['text'], ['why']) && texts(p.sends, ['text'], ['why']) && isRecord(p.rest) && typeof p.rest.count === 'number' && texts(p.rest.groups, ['text'])
    && isStrings(p.rest.changes) && isStrings(p.notes);
}

/**
 * A history of version 1 in this shape: each pair's changes become entries, one per distinct
 * change. Of the rest it kept only descriptions (and not past 60): those become entries with
 * their text alone, and a pair that had more says how many are not known.
 */
function fromVersion1(h: unknown, harness: Harness): HarnessHistory | undefined {
  if (!isRecord(h) || typeof h.claimedFrom !== 'string' || typeof h.pinned !== 'string' || !Array.isArray(h.versions) || !Array.isArray(h.channelDifferences)) return undefined;
  if (!h.versions.every((v) => isHistoryVersion(v, isPairJson1)) || !h.channelDifferences.every(isPairJson1)) return undefined;
  const changes = new Map<string, ChangeJson>();
  const convert = (old: Record<string, unknown>): PairJson => {
    const kind: PairJson['kind'] = old.kind === 'channels' ? 'channels' : 'versions';
    const ref = (r: unknown) => (isRecord(r) ? { version: String(r.version), channel: String(r.channel) } : { version: '', channel: '' }) as PairJson['from'];
    const pair = { kind, from: ref(old.from), to: ref(old.to) };
    const label = pairLabel(pair);
    const rest = old.rest as { count: number; groups: PairJson['groups']; changes: string[] };
    const add = (entry: Omit<ChangeJson, 'in'>) => {
      const key = changeKey(entry);
      const seen = changes.get(key);
      if (seen) seen.in.push(label);
      else changes.set(key, { ...entry, in: [label] });
    };
    for (const impact of ['reads', 'sends'] as const) {
      for (const c of old[impact] as Record<string, unknown>[]) {
        const { text, why, example: _example, ...parts } = c;
        add({ harness, impact, ...(typeof why === 'string' ? { why } : {}), text: String(text), ...(parts as Partial<ChangeJson>) });
      }
    }
    const listed = rest.changes.filter((text) => !/^\.\.\. \d+ more$/.test(text));
    for (const text of listed) add({ harness, impact: 'unused', text });
    const notes = [...(old.notes as string[])];
    if (listed.length < rest.count) notes.push(`${rest.count - listed.length} of the ${rest.count} changes touching nothing mwh uses were left out by the mwh that measured them (history version 1) and are not known; sweep the two versions again to list them`);
    const reads = (old.reads as unknown[]).length;
    const sends = (old.sends as unknown[]).length;
    return { harness, ...pair, label, sentence: String(old.sentence), outcomes: old.outcomes as PairJson['outcomes'], counts: { reads, sends, unused: rest.count }, groups: rest.groups, notes };
  };
  const versions = (h.versions as Record<string, unknown>[]).map((v) => ({ ...(v as unknown as HistoryVersion), change: v.change ? convert(v.change as Record<string, unknown>) : null }));
  const channelDifferences = (h.channelDifferences as Record<string, unknown>[]).map(convert);
  return { claimedFrom: h.claimedFrom, pinned: h.pinned, versions, channelDifferences, changes: [...changes.values()] };
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}
