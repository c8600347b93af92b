/**
 * The terminal view of a conformance report: a matrix of scenarios by CLI versions, then one
 * line per scenario that did not simply pass, saying why. Text from a CLI (verdict messages)
 * is shown with control characters replaced, so nothing reaches the terminal as a sequence.
 */
import { cliLabel } from '@mwh/conformance';
import type { ConformanceProgress, ConformanceReport } from '@mwh/conformance';
import { safeText } from './safe-text.js';

export function renderConformanceTable(report: ConformanceReport): string {
  const columns = report.runs.map((run) => cliLabel(run.harness, run.cliVersion, run.channel));
  const names = [...new Set(report.runs.flatMap((run) => run.scenarios.map((scenario) => scenario.name)))];
  const rows = names.map((name) => [name, ...report.runs.map((run) => run.scenarios.find((scenario) => scenario.name === name)?.status ?? '-')]);
  const header = ['scenario', ...columns];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
  const out = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
  const notes = report.runs.flatMap((run) =>
    run.scenarios.filter((scenario) => scenario.status !== 'pass').map((scenario) => `${scenario.status.toUpperCase()} ${cliLabel(run.harness, run.cliVersion, run.channel)} ${scenario.name}: ${safeText(scenario.reason)}`),
  );
  if (notes.length) out.push('', ...notes);
  const { pass, fail, expectedFail, fixed } = report.summary;
  out.push('', `${pass} passed, ${fail} failed, ${expectedFail} expected to fail, ${fixed} fixed`);
  return `${out.join('\n')}\n`;
}

/** One stderr line per event: which scenario of how many, per version. */
export function renderConformanceProgress(event: ConformanceProgress): string {
  if (event.kind === 'setup') return `${safeText(event.line)}\n`;
  return `[${cliLabel(event.harness, event.cliVersion, event.channel)}] ${event.done}/${event.total} ${event.name}: ${event.status} (${(event.durationMs / 1000).toFixed(1)} s)\n`;
}
