/** The rows the bench prints: one line per measured thing, its figures, the target and whether it was met. */
import type { Spread } from './measure.js';

export interface Row {
  benchmark: string;
  what: string;
  figure: string;
  target: string;
  /** Undefined when the row states a figure with no target, or a smoke run measured nothing. */
  met?: boolean;
}

export function formatSpread(s: Spread, unit: string, digits = 2): string {
  return `${s.median.toFixed(digits)}${unit} (${s.min.toFixed(digits)}-${s.max.toFixed(digits)})`;
}

/** A Markdown table, readable as it is printed and pasteable into BENCHMARKS.md. */
export function renderTable(rows: Row[]): string {
  const header = ['benchmark', 'measured', 'median (min-max)', 'target', 'met'];
  const cells = rows.map((row) => [row.benchmark, row.what, row.figure, row.target, row.met === undefined ? '' : row.met ? 'yes' : 'NO']);
  const all = [header, ...cells];
  const widths = header.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  const line = (r: string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.map(line)].join('\n');
}
