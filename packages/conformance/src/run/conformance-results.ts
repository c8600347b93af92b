/**
 * A run's results whole, as a file (`mwh conformance --results FILE`), and shards' results joined
 * into the report the unsharded run gives (`mwh conformance merge`): where one machine is not
 * enough, a CI job matrix runs the shards and one job merges them. A file keeps each scenario's
 * last capture (what the HTML page shows) and each version's drift findings (surface included), so
 * the merged report's drift, table, JSON and page are the unsharded run's.
 * Pure: text in, report out.
 */
import { isHarness, isRecord, isStrings, parseCapture, serializeCapture } from '@mwh/protocol-core';
import type { BaselineEntry } from './baseline.js';
import { cliKey } from '../sweep/cli-channel.js';
import { readSurface } from '../surface/cli-surface.js';
import { readMwhDocument } from '../support/mwh-document.js';
import { rejudgeRuns, reportSummary, STATUS_ORDER, type ConformanceReport, type ConformanceRun, type Shard } from './run-conformance.js';

export const RESULTS_FORMAT = 'mwh-conformance-results';
export const RESULTS_VERSION = 1;

/**
 * The file: the run's plan, shard, scenarios and baseline (what shards must share to merge), and
 * its runs with each scenario's last capture as capture text.
 */
interface ResultsFile {
  format: typeof RESULTS_FORMAT;
  version: typeof RESULTS_VERSION;
  planned: string[];
  shard: Shard | null;
  repeat: number;
  baseline: BaselineEntry[];
  /** The scenarios asked for (`--scenario`), none for the whole catalogue. */
  scenarios: string[];
  runs: (Omit<ConformanceRun, 'scenarios'> & { scenarios: (Omit<ConformanceRun['scenarios'][number], 'captures'> & { captures: string[] })[] })[];
}

export function resultsJson(report: ConformanceReport, options: { shard?: Shard; baseline?: readonly BaselineEntry[]; scenarios?: readonly string[] } = {}): string {
  const file: ResultsFile = {
    format: RESULTS_FORMAT,
    version: RESULTS_VERSION,
    planned: report.planned ?? report.runs.map(runKey),
    shard: options.shard ?? null,
    repeat: report.repeat,
    baseline: [...(options.baseline ?? [])],
    scenarios: [...(options.scenarios ?? [])].sort(),
    runs: report.runs.map((run) => ({ ...run, scenarios: run.scenarios.map((scenario) => ({ ...scenario, captures: scenario.captures.slice(-1).map(serializeCapture) })) })),
  };
  return `${JSON.stringify(file)}\n`;
}

export interface ShardResults {
  /** The file's name as the user gave it, for the sentences below. */
  name: string;
  /** Every CLI of the run's plan (cliKey), also those other shards ran. */
  planned: string[];
  /** The baseline the shard judged its scenarios by: shards judged by different ones do not merge. */
  baseline: BaselineEntry[];
  /** The scenarios it was asked for (none: all); shards asked for others do not merge. */
  scenarios: string[];
  report: ConformanceReport;
}

export type ResultsRead = { ok: true; results: ShardResults } | { ok: false; error: string };

/** Read and checked as far as the report uses it: a file edited into another shape is refused in one sentence, never rendered into a throw. */
export function readResults(text: string, name: string): ResultsRead {
  const read = readMwhDocument(text, name, { format: RESULTS_FORMAT, version: RESULTS_VERSION, what: 'the results of mwh conformance', writtenBy: '--results' });
  if (!read.ok) return read;
  const value = read.value;
  const { planned, shard, repeat, runs, baseline, scenarios } = value;
  const shardOk = shard === null || (isRecord(shard) && Number.isInteger(shard.index) && Number.isInteger(shard.count));
  const plannedOk = isStrings(planned) && new Set(planned).size === planned.length;
  if (!plannedOk || !shardOk || !Number.isInteger(repeat) || !records(baseline, ['harness', 'cliVersion', 'scenario', 'reason']) || !isStrings(scenarios) || !Array.isArray(runs) || !runs.every(isStoredRun)) {
    return { ok: false, error: `${name} is not as mwh conformance --results writes it.` };
  }
  const revived: ConformanceRun[] = [];
  for (const run of runs as ResultsFile['runs']) {
    const scenarios = [];
    for (const scenario of run.scenarios) {
      const captures = [];
      for (const text of scenario.captures) {
        const parsed = parseCapture(text);
        if (!parsed.ok) return { ok: false, error: `${name}: the capture of ${runKey(run)} ${scenario.name} cannot be read: ${parsed.error}` };
        captures.push(parsed.value);
      }
      scenarios.push({ ...scenario, captures });
    }
    revived.push({ ...run, scenarios });
  }
  const report: ConformanceReport = { runs: revived, summary: reportSummary(revived), repeat: repeat as number };
  return { ok: true, results: { name, planned, baseline: baseline as BaselineEntry[], scenarios, report } };
}

/** `missing`: the planned CLIs no shard given holds (only with `partial`; else such a merge is refused). */
export type MergeResult = { ok: true; report: ConformanceReport; baseline: BaselineEntry[]; scenarios: string[]; missing: string[] } | { ok: false; error: string };

/**
 * The shards' runs in the order of the plan they share, as one report. Refused when they were
 * planned from different version lists (the registry changed between them), ran the catalogue a
 * different number of times, hold a version twice, or leave one of the plan out; with `partial`,
 * what no shard holds (a CI job that failed and uploaded nothing) is left out of the report and
 * named in `missing` instead, so one lost shard does not lose the others' report.
 */
export function mergeResults(shards: readonly ShardResults[], options: { baseline?: readonly BaselineEntry[]; partial?: boolean } = {}): MergeResult {
  const first = shards[0];
  if (!first) return { ok: false, error: 'merge needs the results of at least one shard.' };
  for (const other of shards.slice(1)) {
    if (other.planned.join('\n') !== first.planned.join('\n')) {
      return { ok: false, error: `${first.name} and ${other.name} were planned from different versions (did the npm registry change between them? give every shard the SPECs mwh conformance --list printed).` };
    }
    if (other.report.repeat !== first.report.repeat) return { ok: false, error: `${first.name} and ${other.name} ran the catalogue a different number of times (--repeat ${first.report.repeat} and ${other.report.repeat}).` };
    if (other.scenarios.join() !== first.scenarios.join()) return { ok: false, error: `${first.name} and ${other.name} were asked for different scenarios: run every shard with the same --scenario flags.` };
    // A baseline given to the merge judges every shard again: the shards' own may then differ.
    if (!options.baseline && JSON.stringify(other.baseline) !== JSON.stringify(first.baseline)) {
      return { ok: false, error: `${first.name} and ${other.name} were judged by different baselines: run every shard with the same --baseline, or give merge one.` };
    }
  }
  const planned = new Set(first.planned);
  const byKey = new Map<string, { run: ConformanceRun; from: string }>();
  // Every build of a CLI ran the same scenarios, in every shard: files from an mwh with another catalogue are not one run.
  const catalogue = new Map<string, { names: string; from: string }>();
  for (const shard of shards) {
    for (const run of shard.report.runs) {
      const key = runKey(run);
      const known = byKey.get(key);
      if (known) return { ok: false, error: known.from === shard.name ? `${shard.name} is given twice.` : `${key} is in both ${known.from} and ${shard.name}.` };
      if (!planned.has(key)) return { ok: false, error: `${shard.name} holds ${key}, which its plan does not name.` };
      const names = run.scenarios.map((scenario) => scenario.name).join(',');
      const same = catalogue.get(run.harness);
      if (same && same.names !== names) return { ok: false, error: `${same.from} and ${shard.name} ran different ${run.harness} scenarios: run every shard with the same --scenario flags.` };
      catalogue.set(run.harness, { names, from: shard.name });
      byKey.set(key, { run, from: shard.name });
    }
  }
  const missing = first.planned.filter((key) => !byKey.has(key));
  if (missing.length > 0 && !options.partial) return { ok: false, error: `no shard given holds ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}: merge the results of every shard.` };
  const shardRuns = first.planned.flatMap((key) => byKey.get(key)?.run ?? []);
  const runs = options.baseline ? rejudgeRuns(shardRuns, options.baseline) : shardRuns;
  const baseline = options.baseline ? [...options.baseline] : first.baseline;
  return { ok: true, report: { runs, summary: reportSummary(runs), repeat: first.report.repeat, planned: first.planned }, baseline, scenarios: first.scenarios, missing };
}

function runKey(run: Pick<ConformanceRun, 'harness' | 'cliVersion' | 'channel' | 'agent'>): string {
  return cliKey(run.harness, run.cliVersion, run.channel, run.agent?.name);
}

function isStoredRun(run: unknown): boolean {
  return isRecord(run) && isHarness(run.harness) && typeof run.cliVersion === 'string' && typeof run.channel === 'string' && typeof run.spec === 'string'
    && typeof run.durationMs === 'number' && isFindings(run.drift) && Array.isArray(run.scenarios) && run.scenarios.every(isStoredScenario);
}

function isStoredScenario(s: unknown): boolean {
  return isRecord(s) && typeof s.name === 'string' && STATUS_ORDER.includes(s.status as never) && typeof s.reason === 'string' && typeof s.durationMs === 'number' && Number.isInteger(s.attempts)
    && (s.verdict === null || (isRecord(s.verdict) && typeof s.verdict.kind === 'string' && typeof s.verdict.message === 'string'))
    && records(s.failures, ['expectation', 'expected', 'got']) && isStrings(s.notSetUp) && records(s.parts, ['type']) && isStrings(s.captures)
    && (s.repeats === undefined || (isRecord(s.repeats) && Object.values(s.repeats).every(Number.isInteger)));
}

/** No drift collected (`{}`), or findings: schema gaps, what mwh sent, and a surface that reads as a surface file would. */
function isFindings(drift: unknown): boolean {
  if (!isRecord(drift)) return false;
  if (Object.keys(drift).length === 0) return true;
  const { gaps, sent } = drift;
  const gapsOk = isRecord(gaps) && ['unknownEvents', 'unknownFields', 'unknownEnumValues', 'invalidLines'].every((kind) => records(gaps[kind], ['key', 'example']));
  const sentOk = isRecord(sent) && typeof sent.checked === 'number' && records(sent.failures, ['scenario', 'message', 'problem', 'detail', 'line']);
  // The text is no deeper than readResults allows: stringifying a part of it again is safe.
  return gapsOk && sentOk && readSurface(JSON.stringify(drift.surface) ?? '').ok;
}

/** An array of objects, each with these fields as strings. */
function records(value: unknown, fields: readonly string[]): boolean {
  return Array.isArray(value) && value.every((item) => isRecord(item) && fields.every((field) => typeof item[field] === 'string'));
}
