/**
 * `mwh conformance`: checks Claude Code and Codex versions against the loopback mocks through
 * harness-core, and prints a matrix (or `--json`). Exit 0 when every expectation held or is
 * baselined, 1 when something unexpected failed or a baseline entry now passes, 2 when it
 * could not run, with one sentence why.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  ConformanceSetupError,
  MAX_JOBS,
  SurfaceSources,
  cliKey,
  cliLabel,
  collectSurface,
  conformanceExitCode,
  defaultBaseline,
  driftJson,
  parseBaseline,
  renderReportHtml,
  runConformance,
  runAcpConformance,
  surfaceCounts,
  surfaceJson,
  versionPairs,
  withOutcomes,
  surfaceCoverage,
  coverageSentence,
  resultsJson,
  versionIssues,
  planConformance,
} from '@mwh/conformance';
import { rangePlace, REGISTRY } from '@mwh/harness-core';
import type { BaselineEntry, CliSurface, ConformanceReport, ConformanceRun, ConformanceTarget, ReportRun, ScenarioOutcome, Shard, SurfaceCoverage, VersionFindings, VersionPair } from '@mwh/conformance';
import { HARNESSES, isHarness, type Harness } from '@mwh/protocol-core';
import { CancelSignals, SIGNAL_EXIT } from './cancel-signals.js';
import { cacheOptions } from './cache-options.js';
import { UsageError } from './cli-error.js';
import { HARNESS_NAMES, listed, ONE_OF_HARNESSES } from './harness-option.js';
import { readUserFile } from './user-file.js';
import { defineCommand, type Io } from './command-line.js';
import { renderConformanceProgress, renderConformanceTable, renderVerdictLines } from './conformance-table.js';
import { gapCount, renderDrift, renderGaps } from './drift-text.js';
import { mwhLine } from './mwh-line.js';
import { checkNewFile, replaceFile, writeNewFile } from './new-file.js';
import { pathKind } from './path-kind.js';

const EXIT = `A scenario that fails is run once more: when that retry passes it is flaky, reported as
such (both outcomes kept) and not failed; --strict fails it.
Exit codes: 0 every expectation held or is baselined; 1 something unexpected failed, or a
baseline entry passes now (remove it: the baseline can only shrink); 2 it could not run (CLI not
found, version not on the npm registry, bad arguments), with one sentence why; 3 nothing failed,
but a scenario never reached the situation it tests, even run again (inconclusive: not tested).`;

/** `--<cli> SPEC` for each CLI registered, in the registry's order (what a SPEC of Claude Code takes beyond these, the summary says). */
const SPEC_OPTIONS = Object.fromEntries(
  REGISTRY.map((registration) => [registration.cli.harness, { type: 'string', multiple: true, value: 'SPEC', help: `a ${registration.cli.title} version, latest, pinned, a range A..B or a path (repeatable)` }]),
) as Record<Harness, { type: 'string'; multiple: true; value: string; help: string }>;

/** The CLIs whose npm package publishes versions that are no release: `codex and ...`. */
const RELEASES_ONLY = listed(REGISTRY.filter((registration) => registration.install.releasesOnly).map((registration) => registration.cli.harness), 'and');

export const conformanceCommand = defineCommand({
  name: 'conformance',
  synopsis: `${HARNESS_NAMES.map((harness) => `[--${harness} SPEC ...]`).join(' ')} [options]`,
  summary: `Runs the scenario catalogue against each CLI version through harness-core, offline, against
loopback mock model servers. SPEC is an npm version (2.1.269), latest, pinned (the default: the
versions this mwh pins), checked (the newest version this mwh's sweep checked), a range A..B (both
ends included, each a version, latest, pinned or checked: 2.1.269..latest, checked..latest for
what was published since), or the path of a binary you have. Claude Code comes from two channels:
@anthropic-ai/claude-code and the agent SDK's native package; code:V / code:latest take the first,
sdk:0.3.N / sdk:latest the second, a bare version the first that has it, latest the newer, and a
range both (code:A..B or sdk:A..B for one). ${RELEASES_ONLY} ranges take releases only. Versions are
installed into $MWH_CLI_CACHE_DIR, else $XDG_CACHE_HOME/mwh/clis (~/.cache/mwh/clis), kept under
--cache-size (least recently used out first; see mwh cache). Several SPECs make a matrix. Where one
machine is not enough, each job of a CI matrix runs --shard I/N with --results FILE, and mwh
conformance merge joins the files into this report.`,
  options: {
    ...SPEC_OPTIONS,
    only: { type: 'string', value: 'NAME', help: `${ONE_OF_HARNESSES} only (default: all)` },
    scenario: { type: 'string', multiple: true, value: 'NAME', help: 'only this scenario (repeatable)' },
    baseline: { type: 'string', value: 'FILE', help: 'expected failures (default: the ones shipped with the kit)' },
    record: { type: 'string', value: 'DIR', help: "keep every scenario's capture, for mwh replay" },
    json: { type: 'boolean', help: 'one JSON object on stdout instead of the table' },
    html: { type: 'string', value: 'FILE', help: 'write the report as one self-contained page' },
    surfaces: { type: 'string', value: 'DIR', help: "keep each version's surface in DIR as it is done (mwh drift and mwh changelog read them)" },
    jobs: { type: 'string', value: 'N', help: "scenarios at once (default: the machine's cores)" },
    repeat: { type: 'string', value: 'N', help: 'run the catalogue N times, counting each outcome and naming flaky scenarios' },
    strict: { type: 'boolean', help: 'a flaky scenario (failed, then passed on its retry; or repeats that differ) fails instead of passing' },
    shard: { type: 'string', value: 'I/N', help: 'run only the I-th of N slices of the CLIs selected (each whole), for a CI job matrix' },
    results: { type: 'string', value: 'FILE', help: 'write the whole results (drift, each scenario\'s last capture) for mwh conformance merge' },
    issues: { type: 'string', value: 'DIR', help: 'write one issue (title line, then Markdown) per version newer than mwh checked, into a new folder' },
    list: { type: 'boolean', help: `print the CLIs the SPECs select (its shard's with --shard), one ${HARNESS_NAMES.map((harness) => `--${harness}`).join('/')} SPEC a line naming each alone, and run nothing` },
    'cache-size': { type: 'string', value: 'SIZE', help: 'bound of the CLI cache: 2GB, 1500MB, 0 (default: MWH_CLI_CACHE_SIZE, else 4GiB)' },
    acp: { type: 'string', multiple: true, value: 'COMMAND', help: "run the catalogue through this Agent Client Protocol agent (a shell command line), judged on what an ACP client sees, instead of a CLI (repeatable; with --acp-harness)" },
    'acp-harness': { type: 'string', value: 'NAME', help: "the CLI the --acp agents drive, claude or codex: which mock they are pointed at and which scenarios run" },
  },
  notes: EXIT,
  async run({ values, positionals }, io) {
    if (positionals.length) throw new UsageError(`conformance takes no positional arguments ("${positionals[0]}"); see mwh conformance --help.`);
    const outputs = reportOutputs(values, io.cwd);
    if (values.acp !== undefined || values['acp-harness'] !== undefined) return runAcp(values, outputs, io);
    const shard = values.shard === undefined ? undefined : parseShard(values.shard);
    const record = values.record === undefined ? undefined : resolve(io.cwd, values.record);
    if (record) checkRecordFolder(record, '--record');
    const surfacesDir = values.surfaces === undefined ? undefined : resolve(io.cwd, values.surfaces);
    if (surfacesDir) checkRecordFolder(surfacesDir, '--surfaces');
    const targets = conformanceTargets(Object.fromEntries(HARNESSES.map((harness) => [harness, values[harness]])), values.only);
    const cache = cacheOptions(io.env, { name: '--cache-size', value: values['cache-size'] });
    const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
    if (jobs !== undefined && !(/^\d+$/.test(values.jobs!) && jobs >= 1 && jobs <= MAX_JOBS)) throw new UsageError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, not "${values.jobs}".`);
    const repeat = values.repeat === undefined ? undefined : Number(values.repeat);
    if (repeat !== undefined && !(/^\d+$/.test(values.repeat!) && repeat >= 1 && repeat <= MAX_REPEAT)) {
      throw new UsageError(`--repeat must be a whole number from 1 to ${MAX_REPEAT}, not "${values.repeat}".`);
    }
    if (values.list) {
      const given = (['html', 'results', 'issues', 'record', 'surfaces', 'json', 'repeat'] as const).find((name) => values[name] !== undefined);
      if (given) throw new UsageError(`--list prints the plan and runs nothing; drop --${given}.`);
      return listPlan(targets, cache, shard, values.scenario, io);
    }
    const baseline = values.baseline === undefined ? defaultBaseline() : readBaseline(resolve(io.cwd, values.baseline));
    const sources = new SurfaceSources();
    const { abort, signals, stopSignals } = cancelOnSignals(io);
    let finished = 0;
    let report: ConformanceReport;
    try {
      report = await runConformance({
        signal: abort.signal,
        targets,
        baseline,
        cli: cache,
        ...(values.scenario ? { scenarios: values.scenario } : {}),
        ...(record ? { record } : {}),
        ...(jobs ? { jobs } : {}),
        ...(repeat ? { repeat } : {}),
        ...(shard ? { shard } : {}),
        ...(values.strict ? { strict: true } : {}),
        progress: (event) => {
          if (event.kind === 'scenario') finished += 1;
          // A sweep of hundreds of versions keeps each one's surface as soon as it is done.
          if (event.kind === 'version' && surfacesDir) keepSurface(surfacesDir, surfaceOf(event.run));
          io.stderr(renderConformanceProgress(event));
        },
        collectDrift: async ({ cli, scenarios, registry, cacheDir }) =>
          (await collectSurface({
            harness: cli.harness,
            cliVersion: cli.version,
            channel: cli.channel,
            scenarios,
            binary: { command: cli.command, prefixArgs: cli.prefixArgs },
            requests: scenarios.flatMap((scenario) => scenario.requests),
            sdk: { registry, dir: join(cacheDir, 'sdk-surfaces'), signal: abort.signal, log: (line) => io.stderr(`${line}\n`) },
            sources,
          })) as unknown as Record<string, unknown>,
      });
    } catch (error) {
      const received = signals.received;
      if (received) {
        io.stderr(mwhLine(`cancelled by ${received} after ${finished} scenario${finished === 1 ? '' : 's'}; no report was written.`));
        return SIGNAL_EXIT[received];
      }
      if (ConformanceSetupError.isInstance(error)) throw new UsageError(error.message);
      throw error;
    } finally {
      stopSignals();
    }
    if (shard && report.runs.length === 0) io.stderr(mwhLine(`shard ${shard.index}/${shard.count} holds none of the ${report.planned?.length ?? 0} CLIs planned: nothing ran.`));
    return writeReport(report, outputs, io, { ...(shard ? { shard } : {}), baseline, ...(values.scenario ? { scenarios: values.scenario } : {}) });
  },
});

/**
 * Without handlers node would die at once: the CLIs (detached, so they outlive us) kept running
 * and every scenario's scratch folder stayed. A signal cancels the scenarios running, which stop
 * their CLIs and clean up; a second one leaves at once.
 */
function cancelOnSignals(io: Pick<Io, 'stderr'>): { abort: AbortController; signals: CancelSignals; stopSignals: () => void } {
  const abort = new AbortController();
  const signals = new CancelSignals(
    (signal) => {
      io.stderr(mwhLine(`${signal}: cancelling the scenarios running and cleaning up (again to leave at once).`));
      abort.abort(new Error(`mwh received ${signal}`));
    },
    (first) => process.exit(SIGNAL_EXIT[first]),
  );
  return { abort, signals, stopSignals: signals.listen() };
}

/** The options a run through ACP agents has no use for: each names CLI versions, their cache or their drift. */
const NOT_WITH_ACP = [...HARNESS_NAMES, 'only', 'list', 'shard', 'repeat', 'strict', 'surfaces', 'issues', 'baseline', 'cache-size'] as const;

/** `--acp COMMAND --acp-harness claude|codex`: the catalogue through ACP agents, reported as CLI versions are. */
async function runAcp(values: Record<string, string | string[] | boolean | undefined>, outputs: ReportOutputs, io: Io): Promise<number> {
  const harness = values['acp-harness'];
  const commands = (values.acp as string[] | undefined) ?? [];
  if (commands.length === 0) throw new UsageError('--acp-harness goes with --acp COMMAND, the agent to run the catalogue through.');
  if (!isHarness(harness)) throw new UsageError(`--acp needs --acp-harness ${HARNESSES.join(' or --acp-harness ')} (the CLI the agent drives), not ${harness === undefined ? 'nothing' : `"${String(harness)}"`}.`);
  const empty = commands.find((command) => command.trim() === '');
  if (empty !== undefined) throw new UsageError('--acp needs a command line, not an empty one.');
  const other = NOT_WITH_ACP.find((name) => values[name] !== undefined);
  if (other) throw new UsageError(`--${other} is about CLI versions and does not go with --acp.`);
  const record = values.record === undefined ? undefined : resolve(io.cwd, values.record as string);
  if (record) checkRecordFolder(record, '--record');
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
  if (jobs !== undefined && !(/^\d+$/.test(values.jobs as string) && jobs >= 1 && jobs <= MAX_JOBS)) throw new UsageError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, not "${String(values.jobs)}".`);
  const { abort, signals, stopSignals } = cancelOnSignals(io);
  let report: ConformanceReport;
  try {
    report = await runAcpConformance({
      agents: commands.map((command) => ({ command, harness })),
      signal: abort.signal,
      ...(values.scenario ? { scenarios: values.scenario as string[] } : {}),
      ...(record ? { record } : {}),
      ...(jobs ? { jobs } : {}),
      progress: (event) => io.stderr(renderConformanceProgress(event)),
    });
  } catch (error) {
    if (signals.received) return SIGNAL_EXIT[signals.received];
    if (ConformanceSetupError.isInstance(error)) throw new UsageError(error.message);
    throw error;
  } finally {
    stopSignals();
  }
  return writeReport(report, outputs, io, { baseline: [], ...(values.scenario ? { scenarios: values.scenario as string[] } : {}) });
}

/** Where a report goes besides stdout: --html and --results, each a new file, and --issues, a new folder, checked before the run. */
export interface ReportOutputs {
  json: boolean;
  html?: { path: string; shown: string };
  results?: { path: string; shown: string };
  issues?: { path: string; shown: string };
}

/** Checked before the run: nothing the user had is overwritten, and no run is wasted. */
export function reportOutputs(values: { json?: boolean; html?: string; results?: string; issues?: string }, cwd: string): ReportOutputs {
  const file = (value: string | undefined, option: string) => {
    if (value === undefined) return undefined;
    const path = resolve(cwd, value);
    checkNewFile(path, value, option);
    return { path, shown: value };
  };
  const html = file(values.html, '--html');
  const results = file(values.results, '--results');
  if (html && results && html.path === results.path) throw new UsageError('--html and --results must name two files.');
  const issues = values.issues === undefined ? undefined : { path: resolve(cwd, values.issues), shown: values.issues };
  if (issues && pathKind(issues.path) !== 'missing') throw new UsageError(`${issues.shown} exists already; give --issues a new folder.`);
  if (issues && [html, results].some((file) => file?.path === issues.path)) throw new UsageError('--issues must name a folder of its own, not the --html or --results file.');
  if (issues) checkRecordFolder(issues.path, '--issues');
  return { json: values.json ?? false, ...(html ? { html } : {}), ...(results ? { results } : {}), ...(issues ? { issues } : {}) };
}

/** The report on stdout (the table, or --json), its page and its results file; the exit code it gives. */
export async function writeReport(report: ConformanceReport, outputs: ReportOutputs, io: Pick<Io, 'stdout' | 'stderr'>, judged: { shard?: Shard; baseline: readonly BaselineEntry[]; scenarios?: readonly string[] }): Promise<number> {
  const pairs = versionPairs(report.runs.flatMap((run) => surfaceOf(run) ?? []));
  // As every file mwh creates: its owner's only, and a file made since the check refused in the
  // same sentence as before the run.
  if (outputs.html) await writeNew(outputs.html, '--html', renderReportHtml({ runs: report.runs.map(reportRun), pairs }));
  if (outputs.results) await writeNew(outputs.results, '--results', resultsJson(report, judged));
  if (outputs.issues) {
    // Only versions past what this mwh checked: the rest is the changelog's.
    const issues = versionIssues(report, pairs, (harness, version) => rangePlace(harness, version) === 'newer');
    if (issues.length === 0) io.stderr(mwhLine(`no version ran is newer than the range mwh checked: ${outputs.issues.shown} is left empty.`));
    mkdirSync(outputs.issues.path, { recursive: true });
    for (const issue of issues) await writeNew({ path: join(outputs.issues.path, `${issue.key}.md`), shown: join(outputs.issues.shown, `${issue.key}.md`) }, '--issues', `${issue.title}\n\n${issue.body}`);
  }
  io.stdout(outputs.json ? `${JSON.stringify(reportJson(report, pairs))}\n` : renderReport(report, pairs));
  return conformanceExitCode(report);
}

async function writeNew(target: { path: string; shown: string }, option: string, text: string): Promise<void> {
  await writeNewFile(target.path, target.shown, option, text);
}

/** The plan, as the SPECs that name each CLI alone: what a CI plan job hands every shard. */
async function listPlan(targets: ConformanceTarget[], cli: ReturnType<typeof cacheOptions>, shard: Shard | undefined, scenarios: string[] | undefined, io: Io): Promise<number> {
  try {
    const plan = await planConformance({ targets, cli, ...(shard ? { shard } : {}), ...(scenarios ? { scenarios } : {}), progress: (event) => io.stderr(renderConformanceProgress(event)) });
    io.stdout(plan.map((cli) => `--${cli.harness} ${cli.exactSpec}\n`).join(''));
    return 0;
  } catch (error) {
    if (ConformanceSetupError.isInstance(error)) throw new UsageError(error.message);
    throw error;
  }
}

/** More shards than this is a mistake: each is a machine. */
const MAX_SHARDS = 1000;

function parseShard(value: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || count < 1 || count > MAX_SHARDS || index < 1 || index > count) throw new UsageError(`--shard must be I/N with N from 1 to ${MAX_SHARDS} and I from 1 to N (1/4 is the first of four), not "${value}".`);
  return { index, count };
}

/** More repeats than this is a mistake, not a measurement: each is a whole catalogue run. */
const MAX_REPEAT = 1000;

/** No SPEC at all: every harness at its pinned version; otherwise the SPECs given (`--claude`, `--codex`, ...: each harness's option is its name). */
export function conformanceTargets(given: Partial<Record<Harness, string[]>>, only: string | undefined): ConformanceTarget[] {
  if (only !== undefined && !isHarness(only)) throw new UsageError(`--only must be ${HARNESSES.join(' or ')}, not "${only}".`);
  const anyGiven = HARNESSES.some((harness) => given[harness]?.length);
  const left = HARNESSES.filter((harness) => only && harness !== only && given[harness]?.length);
  if (left.length) throw new UsageError(`--only ${only} leaves out the ${left.join(' and ')} SPECs given; drop one of them.`);
  const specs = (harness: Harness): string[] => {
    if (only && only !== harness) return [];
    const list = given[harness];
    if (list?.length) return list;
    return anyGiven && only !== harness ? [] : ['pinned'];
  };
  return HARNESSES.flatMap((harness) => specs(harness).map((spec) => ({ harness, spec })));
}

/**
 * --record is made (with its parents) when the first capture is kept: a file in its place, or in
 * place of one of its parents, would fail only then, after the scenarios ran, with ENOTDIR.
 */
function checkRecordFolder(record: string, option: string): void {
  let path = record;
  while (pathKind(path) === 'missing' && dirname(path) !== path) path = dirname(path);
  if (pathKind(path) === 'file') throw new UsageError(`${option} must name a folder; ${path} is a file.`);
}

/** A run's findings, when its drift was collected. */
function findingsOf(run: ConformanceRun): VersionFindings | undefined {
  return Object.keys(run.drift).length ? (run.drift as unknown as VersionFindings) : undefined;
}

/** A run's surface with its outcomes; undefined when no drift was collected. */
function surfaceOf(run: ConformanceRun): CliSurface | undefined {
  const findings = findingsOf(run);
  return findings ? withOutcomes(findings.surface, run.scenarios) : undefined;
}

/** `<dir>/<harness>-<version>[-sdk].surface.json`, written whole under another name and renamed: a later run of the version replaces it. */
function keepSurface(dir: string, surface: CliSurface | undefined): void {
  if (!surface) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${cliKey(surface.harness, surface.cliVersion, surface.channel)}.surface.json`);
  replaceFile(file, file, surfaceJson(surface));
}

/** The terminal report: the answer (drift per version pair), mwh's schema gaps and what it sent, then the matrix. */
function renderReport(report: ConformanceReport, pairs: readonly VersionPair[]): string {
  // The verdict first, then what changed, then the rest.
  const verdict = `${renderVerdictLines(report, pairs).join('\n')}\n\n`;
  const out = renderDrift(pairs, { where: '--json' });
  // An ACP agent's run reads no CLI's schema: it has no drift, gaps or coverage to say.
  const runs = report.runs.filter((run) => run.channel !== 'acp').map((run) => ({ run, findings: findingsOf(run) }));
  if (runs.length === 0) return verdict + renderConformanceTable(report);
  if (out.length === 0 && runs.length > 0) out.push(`No drift to report: give two versions of a CLI (or a range) to see what changed from one to the next.`);
  out.push('', ...renderGaps(runs.map(({ run, findings }) => ({ label: runLabel(run), gaps: findings?.gaps ?? null }))));
  const sent = runs.filter(({ findings }) => findings).map(({ run, findings }) => `${runLabel(run)} ${findings!.sent.checked} checked, ${findings!.sent.failures.length} failed`);
  if (sent.length > 0) out.push('', `What mwh sent, against each version's own schema: ${sent.join('; ')}.`);
  const covered = runs.filter(({ findings }) => findings).map(({ run, findings }) => `  ${runLabel(run)}: ${coverageLine(surfaceCoverage(findings!.surface))}`);
  if (covered.length > 0) out.push('', 'The kinds of message the catalogue reached (--json lists the declared ones it did not):', ...covered);
  return `${verdict}${out.join('\n')}\n\n${renderConformanceTable(report)}`;
}

/** Every kind mwh handles that no scenario reached; of the declared ones, the count (--json lists them). */
function coverageLine(coverage: SurfaceCoverage): string {
  const declared = coverage.declared ? coverageSentence(coverage.declared, 'the CLI declares') : "the CLI's own description was not read";
  return `${coverageSentence(coverage.handled, 'mwh reads or answers', Infinity)}; and ${declared}`;
}

function runLabel(run: ConformanceRun): string {
  return cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name);
}

export function readBaseline(file: string): BaselineEntry[] {
  const read = parseBaseline(readUserFile(file, file), file);
  if (!read.ok) throw new UsageError(read.error);
  return read.entries;
}

/**
 * The `--json` object: the drift first (the answer and every change touching mwh, then each
 * pair, then every change once with the pairs it was found in), then each run's scenarios, the counts of its surface, its schema
 * gaps and what mwh sent, examples cut to a few hundred characters.
 */
export function reportJson(report: ConformanceReport, pairs: readonly VersionPair[] = []) {
  return {
    drift: driftJson(pairs),
    runs: report.runs.map((run) => {
      const findings = findingsOf(run);
      return {
        harness: run.harness,
        cliVersion: run.cliVersion,
        channel: run.channel,
        ...(run.agent ? { agent: run.agent } : {}),
        spec: run.spec,
        scenarios: run.scenarios.map(scenarioSummary),
        durationMs: run.durationMs,
        // One build from two channels: its scenarios ran once, under the CLI named here.
        ...(run.build ? { build: run.build } : {}),
        ...(run.sameBuildAs ? { sameBuildAs: run.sameBuildAs } : {}),
        ...(findings ? { surface: surfaceCounts(findings.surface), coverage: surfaceCoverage(findings.surface), schemaGaps: { count: gapCount(findings.gaps), ...findings.gaps }, sent: findings.sent } : {}),
      };
    }),
    summary: report.summary,
    repeat: report.repeat,
  };
}

/** A scenario's outcome without its captures and parts. */
function scenarioSummary(scenario: ScenarioOutcome) {
  return {
    name: scenario.name,
    status: scenario.status,
    reason: scenario.reason,
    verdict: scenario.verdict,
    durationMs: scenario.durationMs,
    attempts: scenario.attempts,
    ...(scenario.repeats ? { repeats: scenario.repeats, flaky: scenario.flaky ?? false } : {}),
    ...(scenario.failedFirst ? { flaky: true, failedFirst: scenario.failedFirst } : {}),
    ...(scenario.passedOnRetry ? { passedOnRetry: scenario.passedOnRetry } : {}),
  };
}

/** A run as the HTML page takes it: each scenario with its last process's capture and its parts. */
function reportRun(run: ConformanceRun): ReportRun {
  return {
    harness: run.harness,
    cliVersion: run.cliVersion,
    channel: run.channel,
    ...(run.agent ? { agent: run.agent } : {}),
    spec: run.spec,
    drift: findingsOf(run) ?? null,
    scenarios: run.scenarios.map((scenario) => ({
      ...scenarioSummary(scenario),
      parts: scenario.parts,
      ...(scenario.captures.length ? { capture: scenario.captures.at(-1)! } : {}),
    })),
  };
}
