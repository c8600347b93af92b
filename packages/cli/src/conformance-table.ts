/**
 * The terminal view of a conformance report: the verdict (passed N of M, flaky, impact) first; a
 * matrix of scenarios by CLI versions in words, then one line per scenario that did not simply
 * pass, saying why. Text from a CLI (verdict messages) is shown with control characters
 * replaced, so nothing reaches the terminal as a sequence.
 */
import { cliLabel, outcomeWords, reportVerdict, STATUS_ORDER, statusWords } from '@mwh/conformance';
import type { ConformanceProgress, ConformanceReport, ScenarioOutcome, VersionPair } from '@mwh/conformance';
import { safeText } from './safe-text.js';

/** The report's first lines: the verdict and its facts, then each version's count when there are several. */
export function renderVerdictLines(report: ConformanceReport, pairs: readonly VersionPair[] = []): string[] {
  const verdict = reportVerdict(report.runs, pairs);
  const lines = [`${verdict.headline}; ${verdict.facts.join('; ')}.`];
  if (report.runs.length > 1) {
    lines.push(`  ${report.runs.map((run) => `${cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name)} ${run.scenarios.filter((s) => s.status === 'pass').length} of ${run.scenarios.length} passed`).join(' · ')}`);
  }
  if (report.repeat > 1) lines.push(`  Each scenario ran ${report.repeat} times; it passed when every run passed (one that failed, then passed on its retry, is flaky).`);
  return lines;
}

/** Past this many versions the matrix would not fit a terminal: each version becomes a row of counts. */
const MATRIX_VERSIONS = 6;

export function renderConformanceTable(report: ConformanceReport): string {
  const out = report.runs.length > MATRIX_VERSIONS ? versionRows(report) : scenarioMatrix(report);
  const notes = report.runs.flatMap((run) =>
    run.scenarios.filter((scenario) => scenario.status !== 'pass' || scenario.flaky).map((scenario) => `${noteHead(scenario)} ${cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name)} ${scenario.name}: ${safeText(noteText(scenario))}`),
  );
  if (notes.length) out.push('', ...notes);
  const shared = report.runs.filter((run) => run.sameBuildAs);
  if (shared.length) {
    const labels = shared.map((run) => cliLabel(run.harness, run.cliVersion, run.channel)).join(', ');
    out.push('', `${shared.length} of the ${report.runs.length} CLIs are the same build as another of the run (the sha256 of the program): the scenarios ran once, and their outcomes are reported for both: ${labels}.`);
  }
  const { pass, fail, expectedFail, fixed, inconclusive, flaky, notApplicable } = report.summary;
  const counts = `${pass} passed, ${fail} failed, ${flaky} flaky, ${expectedFail} failed as expected, ${fixed} passing now though baselined, ${inconclusive} not tested${notApplicable ? `, ${notApplicable} not applicable` : ''}`;
  out.push('', report.repeat > 1 ? `${report.repeat} runs of each scenario, by its worst: ${counts}` : counts);
  return `${out.join('\n')}\n`;
}

/** A note's first word, in capitals: what a reader scans the lines for. */
function noteHead(scenario: ScenarioOutcome): string {
  if (scenario.flaky && scenario.status === 'pass') return 'FLAKY';
  return `${statusWords(scenario.status).toUpperCase()}${scenario.flaky ? ', FLAKY' : ''}`;
}

/** Why: the reason, and for a pass on its retry the failure before it. */
function noteText(scenario: ScenarioOutcome): string {
  if (scenario.status === 'pass' && scenario.failedFirst) {
    const times = scenario.passedOnRetry && scenario.passedOnRetry > 1 ? ` (${scenario.passedOnRetry} runs)` : '';
    return `failed (${scenario.failedFirst.reason}), then passed on its retry${times}`;
  }
  return scenario.reason;
}

/** Scenarios by versions, each cell a status. */
function scenarioMatrix(report: ConformanceReport): string[] {
  const columns = report.runs.map((run) => cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name));
  const names = [...new Set(report.runs.flatMap((run) => run.scenarios.map((scenario) => scenario.name)))];
  const rows = names.map((name) => [name, ...report.runs.map((run) => cell(run.scenarios.find((scenario) => scenario.name === name)))]);
  return table(['scenario', ...columns], rows);
}

/** A sweep: one row per version, how many of its scenarios ended in each status, and its time. */
function versionRows(report: ConformanceReport): string[] {
  // Not-applicable happens only through an ACP agent: a sweep of CLI versions has no such column.
  const statuses = [...STATUS_ORDER].reverse().filter((status) => status !== 'not-applicable' || report.runs.some((run) => run.scenarios.some((scenario) => scenario.status === status)));
  const rows = report.runs.map((run) => [
    cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name),
    ...statuses.map((status) => String(run.scenarios.filter((scenario) => scenario.status === status).length)),
    `${(run.durationMs / 1000).toFixed(1)} s`,
  ]);
  return table(['version', ...statuses.map(statusWords), 'time'], rows, 1);
}

/** Columns padded to their widest cell; those from `rightFrom` on aligned right (numbers). */
function table(header: string[], rows: string[][], rightFrom = Infinity): string[] {
  const widths = header.map((title, index) => rows.reduce((widest, row) => Math.max(widest, row[index]!.length), title.length));
  const line = (cells: string[]) => cells.map((text, index) => (index >= rightFrom ? text.padStart(widths[index]!) : text.padEnd(widths[index]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** A scenario's cell in words: its status, or with repeats how many of them ended in each status. */
function cell(scenario: ScenarioOutcome | undefined): string {
  return scenario ? outcomeWords(scenario) : '-';
}

/** One stderr line per event: which scenario of how many, per version, and each run made again. */
export function renderConformanceProgress(event: ConformanceProgress): string {
  if (event.kind === 'setup') return `${safeText(event.line)}\n`;
  if (event.kind === 'version') {
    const { run } = event;
    const counts = STATUS_ORDER.flatMap((status) => {
      const n = run.scenarios.filter((scenario) => scenario.status === status).length;
      return n ? [`${n} ${statusWords(status)}`] : [];
    });
    const flaky = run.scenarios.filter((scenario) => scenario.flaky).length;
    if (flaky) counts.push(`${flaky} flaky`);
    return `[${cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name)}] done: ${counts.join(', ') || 'no scenario'}\n`;
  }
  const version = `[${cliLabel(event.harness, event.cliVersion, event.channel, event.agent)}]`;
  if (event.kind === 'retry') return `${version} ${event.name}: not set up (${safeText(event.notSetUp.join('; '))}); running it again (${event.attempt} of ${event.of})\n`;
  if (event.kind === 'retry-failure') return `${version} ${event.name}: failed (${safeText(event.reason)}); running it once more to tell a flaky run from the version's failure\n`;
  const status =
    event.status === 'inconclusive' ? `inconclusive, ${safeText(event.notSetUp.join('; '))}` : event.flaky ? `${event.status}, flaky (failed, then passed on its retry)` : event.attempts > 1 ? `${event.status} on run ${event.attempts}` : event.status;
  return `${version} ${event.done}/${event.total} ${event.name}: ${status} (${(event.durationMs / 1000).toFixed(1)} s)\n`;
}
