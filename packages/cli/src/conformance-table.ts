/**
 * The terminal view of a conformance report: a matrix of scenarios by CLI versions, then one
 * line per scenario that did not simply pass, saying why. Text from a CLI (verdict messages)
 * is shown with control characters replaced, so nothing reaches the terminal as a sequence.
 */
import { cliLabel, STATUS_ORDER } from '@mwh/conformance';
import type { ConformanceProgress, ConformanceReport, ScenarioOutcome } from '@mwh/conformance';
import { safeText } from './safe-text.js';

export function renderConformanceTable(report: ConformanceReport): string {
  const columns = report.runs.map((run) => cliLabel(run.harness, run.cliVersion, run.channel));
  const names = [...new Set(report.runs.flatMap((run) => run.scenarios.map((scenario) => scenario.name)))];
  const rows = names.map((name) => [name, ...report.runs.map((run) => cell(run.scenarios.find((scenario) => scenario.name === name)))]);
  const header = ['scenario', ...columns];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
  const out = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
  const notes = report.runs.flatMap((run) =>
    run.scenarios
      .filter((scenario) => scenario.status !== 'pass' || scenario.flaky)
      .map((scenario) => `${(scenario.flaky ? `flaky, ${scenario.status}` : scenario.status).toUpperCase()} ${cliLabel(run.harness, run.cliVersion, run.channel)} ${scenario.name}: ${safeText(scenario.reason)}`),
  );
  if (notes.length) out.push('', ...notes);
  const { pass, fail, expectedFail, fixed, inconclusive, flaky } = report.summary;
  const counts = `${pass} passed, ${fail} failed, ${expectedFail} expected to fail, ${fixed} fixed, ${inconclusive} inconclusive`;
  out.push('', report.repeat > 1 ? `${report.repeat} repeats, by each scenario's worst: ${counts}; ${flaky} flaky` : counts);
  return `${out.join('\n')}\n`;
}

/** A scenario's cell: its status, or with repeats how many of them ended in each status. */
function cell(scenario: ScenarioOutcome | undefined): string {
  if (!scenario) return '-';
  if (!scenario.repeats) return scenario.status;
  const counts = STATUS_ORDER.flatMap((status) => (scenario.repeats![status] ? [`${scenario.repeats![status]} ${status}`] : []));
  return scenario.flaky ? `${counts.join(' ')} (flaky)` : counts.join(' ');
}

/** One stderr line per event: which scenario of how many, per version, and each run made again. */
export function renderConformanceProgress(event: ConformanceProgress): string {
  if (event.kind === 'setup') return `${safeText(event.line)}\n`;
  if (event.kind === 'version') {
    const { run } = event;
    const counts = STATUS_ORDER.flatMap((status) => {
      const n = run.scenarios.filter((scenario) => scenario.status === status).length;
      return n ? [`${n} ${status}`] : [];
    });
    return `[${cliLabel(run.harness, run.cliVersion, run.channel)}] done: ${counts.join(', ') || 'no scenario'}\n`;
  }
  const version = `[${cliLabel(event.harness, event.cliVersion, event.channel)}]`;
  if (event.kind === 'retry') return `${version} ${event.name}: not set up (${safeText(event.notSetUp.join('; '))}); running it again (${event.attempt} of ${event.of})\n`;
  const status = event.status === 'inconclusive' ? `inconclusive, ${safeText(event.notSetUp.join('; '))}` : event.attempts > 1 ? `${event.status} on run ${event.attempts}` : event.status;
  return `${version} ${event.done}/${event.total} ${event.name}: ${status} (${(event.durationMs / 1000).toFixed(1)} s)\n`;
}
