/**
 * A run's results whole, as a file (`mwh conformance --results FILE`), and shards' results joined
 * into the report the unsharded run gives (`mwh conformance merge`): where one machine is not
 * enough, a CI job matrix runs the shards and one job merges them. A file keeps each scenario's
 * last capture (what the HTML page shows) and each version's drift findings (surface included), so
 * the merged report's drift, table, JSON and page are the unsharded run's.
 * Pure: text in, report out.
 */
import { isRecord, isStrings, parseCapture, serializeCapture } from '@mwh/protocol-core';
import { cliKey } from './cli-channel.js';
import { readSurface } from './cli-surface.js';
import { reportSummary, STATUS_ORDER, type ConformanceReport, type ConformanceRun, type Shard } from './run-conformance.js';

export const RESULTS_FORMAT = 'mwh-conformance-results';
export const RESULTS_VERSION = 1;

/** The file: the run's plan and shard, and its runs with each scenario's last capture as capture text. */
interface ResultsFile {
  format: typeof RESULTS_FORMAT;
  version: typeof RESULTS_VERSION;
  planned: string[];
  shard: Shard | null;
  repeat: number;
  runs: (Omit<ConformanceRun, 'scenarios'> & { scenarios: (Omit<ConformanceRun['scenarios'][number], 'captures'> & { captures: string[] })[] })[];
}

export function resultsJson(report: ConformanceReport, shard?: Shard): string {
  const file: ResultsFile = {
    format: RESULTS_FORMAT,
    version: RESULTS_VERSION,
    planned: report.planned ?? report.runs.map(runKey),
    shard: shard ?? null,
    repeat: report.repeat,
    runs: report.runs.map((run) => ({ ...run, scenarios: run.scenarios.map((scenario) => ({ ...scenario, captures: scenario.captures.slice(-1).map(serializeCapture) })) })),
  };
  return `${JSON.stringify(file)}\n`;
}

export interface ShardResults {
  /** The file's name as the user gave it, for the sentences below. */
  name: string;
  planned: string[];
  shard: Shard | null;
  report: ConformanceReport;
}

export type ResultsRead = { ok: true; results: ShardResults } | { ok: false; error: string };

export function readResults(text: string, name: string): ResultsRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: `${name} is not JSON.` };
  }
  if (!isRecord(value) || value.format !== RESULTS_FORMAT) return { ok: false, error: `${name} is not the results of mwh conformance (format ${RESULTS_FORMAT}, written by --results).` };
  if (value.version !== RESULTS_VERSION) return { ok: false, error: `${name} is of results format version ${String(value.version)}; this mwh reads version ${RESULTS_VERSION}.` };
  const { planned, shard, repeat, runs } = value;
  const shardOk = shard === null || (isRecord(shard) && Number.isInteger(shard.index) && Number.isInteger(shard.count));
  if (!isStrings(planned) || !shardOk || !Number.isInteger(repeat) || !Array.isArray(runs) || !runs.every(isStoredRun)) return { ok: false, error: `${name} is not as mwh conformance --results writes it.` };
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
  const report: ConformanceReport = { runs: revived, summary: reportSummary(revived), repeat: repeat as number, planned };
  return { ok: true, results: { name, planned, shard: shard as Shard | null, report } };
}

export type MergeResult = { ok: true; report: ConformanceReport } | { ok: false; error: string };

/**
 * The shards' runs in the order of the plan they share, as one report. Refused when they were
 * planned from different version lists (the registry changed between them), ran the catalogue a
 * different number of times, hold a version twice, or leave one of the plan out.
 */
export function mergeResults(shards: readonly ShardResults[]): MergeResult {
  const first = shards[0];
  if (!first) return { ok: false, error: 'merge needs the results of at least one shard.' };
  for (const other of shards.slice(1)) {
    if (other.planned.join('\n') !== first.planned.join('\n')) {
      return { ok: false, error: `${first.name} and ${other.name} were planned from different versions (did the npm registry change between them? give each shard the same versions, not latest).` };
    }
    if (other.report.repeat !== first.report.repeat) return { ok: false, error: `${first.name} ran the catalogue ${first.report.repeat} times and ${other.name} ${other.report.repeat}.` };
  }
  const byKey = new Map<string, { run: ConformanceRun; from: string }>();
  for (const shard of shards) {
    for (const run of shard.report.runs) {
      const key = runKey(run);
      const known = byKey.get(key);
      if (known) return { ok: false, error: `${key} is in both ${known.from} and ${shard.name}.` };
      if (!first.planned.includes(key)) return { ok: false, error: `${shard.name} holds ${key}, which its plan does not name.` };
      byKey.set(key, { run, from: shard.name });
    }
  }
  const missing = first.planned.filter((key) => !byKey.has(key));
  if (missing.length > 0) return { ok: false, error: `no shard given holds ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}: merge the results of every shard.` };
  const runs = first.planned.map((key) => byKey.get(key)!.run);
  return { ok: true, report: { runs, summary: reportSummary(runs), repeat: first.report.repeat, planned: first.planned } };
}

function runKey(run: Pick<ConformanceRun, 'harness' | 'cliVersion' | 'channel'>): string {
  return cliKey(run.harness, run.cliVersion, run.channel);
}

function isStoredRun(run: unknown): boolean {
  return isRecord(run) && (run.harness === 'claude' || run.harness === 'codex') && typeof run.cliVersion === 'string' && typeof run.channel === 'string' && typeof run.spec === 'string'
    && typeof run.durationMs === 'number' && isFindings(run.drift) && Array.isArray(run.scenarios)
    && run.scenarios.every((s) => isRecord(s) && typeof s.name === 'string' && STATUS_ORDER.includes(s.status as never) && typeof s.reason === 'string' && typeof s.durationMs === 'number'
      && (s.verdict === null || isRecord(s.verdict)) && Array.isArray(s.failures) && isStrings(s.notSetUp) && Array.isArray(s.parts) && isStrings(s.captures));
}

/** No drift collected (`{}`), or findings whose surface reads as a surface file would. */
function isFindings(drift: unknown): boolean {
  if (!isRecord(drift)) return false;
  if (Object.keys(drift).length === 0) return true;
  return isRecord(drift.gaps) && isRecord(drift.sent) && readSurface(JSON.stringify(drift.surface)).ok;
}
