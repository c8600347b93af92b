/**
 * One self-contained HTML page for a conformance run (or a single capture): the matrix of
 * scenarios by CLI versions, each cell opening its verdict, failed expectation and captured round
 * (stdin/stdout/stderr chunks beside the content parts), and the drift of each version. CSS and
 * script are inline and pinned by hash in a strict CSP, so the page loads nothing. Captured text
 * is hostile: everything is escaped, control characters are shown, never interpreted.
 */
import { createHash } from 'node:crypto';
import { redactCapture } from '@mwh/harness-core';
import { Redactor, type Capture, type ContentPart, type Harness } from '@mwh/protocol-core';
import { cliLabel, type CliChannel } from './cli-channel.js';
import type { VersionDrift } from './drift.js';
import type { DriftEntry } from './drift-observed.js';
import { countSchemaDiff } from './schema-diff.js';

export interface ReportScenario {
  name: string;
  /** `pass`, `fail`, `expected-fail`, `fixed`, `inconclusive`, or another word the runner uses. */
  status: string;
  /** With repeats: how many ended in each status (the details are of the worst). */
  repeats?: Partial<Record<string, number>>;
  flaky?: boolean;
  /** The expectation that failed, as expected vs got; or why it is baselined. */
  reason?: string | null;
  verdict?: unknown;
  durationMs?: number;
  capture?: Capture;
  parts?: readonly ContentPart[];
}

export interface ReportRun {
  harness: Harness;
  cliVersion: string;
  /** Where the CLI came from: the same Claude Code version from the agent SDK is another column. */
  channel?: CliChannel;
  spec?: string;
  scenarios: readonly ReportScenario[];
  drift?: VersionDrift | null;
}

export interface ReportInput {
  title?: string;
  runs: readonly ReportRun[];
  /** Values to remove from everything shown, like `mwh replay --redact`. */
  secrets?: readonly string[];
}

// Past these, a section says how much it left out: a page should open, not hang the browser.
const MAX_CHUNKS = 5000;
const MAX_CHUNK_CHARS = 20_000;
const MAX_ROWS = 500;

const CSS = `
:root { color-scheme: light dark; --pass: #1a7f37; --fail: #cf222e; --xfail: #9a6700; --fixed: #8250df; --inconclusive: #0550ae; --mute: #6e7781; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem; }
h1 { font-size: 1.3rem; } h2 { font-size: 1.1rem; margin-top: 2rem; } h3 { font-size: 1rem; }
table { border-collapse: collapse; } th, td { border: 1px solid #8884; padding: .25rem .5rem; text-align: left; vertical-align: top; }
.matrix button { font: inherit; border: 0; border-radius: 4px; padding: .15rem .6rem; cursor: pointer; color: #fff; }
.s-pass { background: var(--pass); } .s-fail { background: var(--fail); } .s-expected-fail { background: var(--xfail); }
.s-fixed { background: var(--fixed); } .s-inconclusive { background: var(--inconclusive); } .s-other { background: var(--mute); }
.summary span { margin-right: 1rem; }
.detail { border: 1px solid #8886; border-radius: 6px; padding: .5rem 1rem; margin-top: 1rem; }
.round { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1rem; }
pre { white-space: pre-wrap; word-break: break-all; margin: 0; font: 12px/1.35 ui-monospace, monospace; }
.timeline td:nth-child(1) { color: var(--mute); white-space: nowrap; }
.st-stdin { color: #0969da; } .st-stdout { color: inherit; } .st-stderr { color: var(--fail); }
td:first-child { min-width: 16rem; }
.reason { color: var(--fail); font-weight: 600; } .note { color: var(--mute); }
`;

const SCRIPT = `
(function () {
  function show(id) {
    var details = document.querySelectorAll('.detail');
    for (var i = 0; i < details.length; i++) details[i].hidden = details[i].id !== id;
    var target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: 'nearest' });
  }
  document.addEventListener('click', function (event) {
    var el = event.target;
    while (el && el !== document && !(el.dataset && el.dataset.show)) el = el.parentNode;
    if (el && el !== document) { event.preventDefault(); show(el.dataset.show); }
  });
})();
`;

function hash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function renderReportHtml(input: ReportInput): string {
  const redactor = new Redactor(input.secrets ?? []);
  const t = (text: string) => escapeText(showControls(redactor.redact(text)));
  const title = input.title ?? 'mwh conformance';
  const csp = `default-src 'none'; style-src ${hash(CSS)}; script-src ${hash(SCRIPT)}; img-src data:; base-uri 'none'; form-action 'none'`;
  const out: string[] = [];
  out.push(
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeText(csp)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="data:,">',
    `<title>${t(title)}</title>`,
    `<style>${CSS}</style>`,
    '</head><body>',
    `<h1>${t(title)}</h1>`,
  );
  out.push(renderSummary(input.runs));
  out.push(renderMatrix(input.runs, t));
  input.runs.forEach((run, r) => {
    run.scenarios.forEach((scenario, s) => {
      // Each chunk is redacted again as text below, but a secret streamed in pieces is whole only
      // across the capture's delta lines: the capture is redacted as a whole first.
      const capture = scenario.capture && input.secrets?.length ? redactCapture(scenario.capture, input.secrets) : scenario.capture;
      out.push(renderScenario(run, { ...scenario, ...(capture ? { capture } : {}) }, r, s, t));
    });
    out.push(renderDrift(run, `drift-${r}`, t));
  });
  out.push(`<script>${SCRIPT}</script>`, '</body></html>');
  return `${out.join('\n')}\n`;
}

function renderSummary(runs: readonly ReportRun[]): string {
  const counts = new Map<string, number>();
  for (const run of runs) for (const s of run.scenarios) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  const items = [...counts].map(([status, n]) => `<span><b>${n}</b> ${escapeText(status)}</span>`);
  return `<p class="summary">${items.join('') || 'no scenario ran'}</p>`;
}

function renderMatrix(runs: readonly ReportRun[], t: (s: string) => string): string {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const run of runs) for (const s of run.scenarios) if (!seen.has(s.name)) (seen.add(s.name), names.push(s.name));
  const head = runs
    .map((run, r) => `<th><button type="button" class="s-other" data-show="drift-${r}" title="drift of this version">${t(cliLabel(run.harness, run.cliVersion, run.channel))}</button>${run.spec && run.spec !== run.cliVersion ? `<br><span class="note">${t(run.spec)}</span>` : ''}</th>`)
    .join('');
  const rows = names.map((name) => {
    const cells = runs.map((run, r) => {
      const s = run.scenarios.findIndex((x) => x.name === name);
      if (s < 0) return '<td class="note">—</td>';
      const scenario = run.scenarios[s]!;
      return `<td><button type="button" class="${statusClass(scenario.status)}" data-show="d-${r}-${s}">${t(cellText(scenario))}</button></td>`;
    });
    return `<tr><th>${t(name)}</th>${cells.join('')}</tr>`;
  });
  return `<table class="matrix" id="matrix"><thead><tr><th>scenario</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function statusClass(status: string): string {
  return ['pass', 'fail', 'expected-fail', 'fixed', 'inconclusive'].includes(status) ? `s-${status}` : 's-other';
}

/** The status, or with repeats the count of each (worst first), flaky ones said to be. */
function cellText(scenario: ReportScenario): string {
  if (!scenario.repeats) return scenario.status;
  const counts = Object.entries(scenario.repeats).map(([status, n]) => `${n} ${status}`);
  return `${counts.join(' · ')}${scenario.flaky ? ' (flaky)' : ''}`;
}

function renderScenario(run: ReportRun, scenario: ReportScenario, r: number, s: number, t: (s: string) => string): string {
  const out = [`<section class="detail" id="d-${r}-${s}" hidden>`, `<h2>${t(scenario.name)} · ${t(cliLabel(run.harness, run.cliVersion, run.channel))} · ${t(scenario.status)}</h2>`];
  if (scenario.reason) out.push(`<p class="reason">${t(scenario.reason)}</p>`);
  if (scenario.durationMs !== undefined) out.push(`<p class="note">${Math.round(scenario.durationMs)} ms</p>`);
  if (scenario.verdict !== undefined) out.push('<h3>Verdict</h3>', `<pre>${t(json(scenario.verdict))}</pre>`);
  out.push(`<p><button type="button" class="s-other" data-show="drift-${r}">drift of this version</button></p>`);
  if (scenario.capture || scenario.parts) {
    out.push('<div class="round">', '<div><h3>Captured round</h3>', scenario.capture ? renderTimeline(scenario.capture, t) : '<p class="note">no capture</p>', '</div>');
    out.push('<div><h3>Content parts</h3>', scenario.parts ? renderParts(scenario.parts, t) : '<p class="note">no parts</p>', '</div>', '</div>');
  }
  out.push('</section>');
  return out.join('\n');
}

function renderTimeline(capture: Capture, t: (s: string) => string): string {
  const header = capture.header;
  const out = [`<p class="note">${t(`${header.cli.name} ${header.cli.version} · ${header.argv.join(' ')}`)}</p>`, '<table class="timeline"><tbody>'];
  const decoder = new TextDecoder();
  const shown = capture.chunks.slice(0, MAX_CHUNKS);
  for (const chunk of shown) {
    let text = decoder.decode(chunk.bytes);
    if (text.length > MAX_CHUNK_CHARS) text = `${text.slice(0, MAX_CHUNK_CHARS)}… (${text.length - MAX_CHUNK_CHARS} more chars)`;
    out.push(`<tr class="st-${chunk.stream}"><td>${chunk.t.toFixed(1)} ms</td><td>${chunk.stream}</td><td><pre>${t(text)}</pre></td></tr>`);
  }
  if (capture.chunks.length > shown.length) out.push(`<tr><td colspan="3" class="note">${capture.chunks.length - shown.length} more chunks not shown</td></tr>`);
  if (capture.exit) out.push(`<tr><td>${capture.exit.t.toFixed(1)} ms</td><td>exit</td><td><pre>${t(json(capture.exit))}</pre></td></tr>`);
  out.push('</tbody></table>');
  return out.join('\n');
}

function renderParts(parts: readonly ContentPart[], t: (s: string) => string): string {
  const rows = parts.slice(0, MAX_CHUNKS).map((part) => `<li><pre>${t(json(part))}</pre></li>`);
  const more = parts.length > MAX_CHUNKS ? `<p class="note">${parts.length - MAX_CHUNKS} more parts not shown</p>` : '';
  return `<ol class="parts">${rows.join('')}</ol>${more}`;
}

function renderDrift(run: ReportRun, id: string, t: (s: string) => string): string {
  const out = [`<section class="detail" id="${id}" hidden>`, `<h2>Drift · ${t(cliLabel(run.harness, run.cliVersion, run.channel))}</h2>`];
  const drift = run.drift;
  if (!drift) {
    out.push('<p class="note">no drift was collected for this version</p></section>');
    return out.join('\n');
  }
  const sent = drift.sent.failures;
  out.push(`<h3>What mwh sent (${drift.sent.checked} lines checked, ${sent.length} failures)</h3>`);
  if (sent.length > 0) {
    out.push(table(['scenario', 'message', 'problem', 'detail', 'line'], sent.map((f) => [f.scenario, f.message, f.problem, f.detail, f.line]), t));
  }
  const groups: [string, DriftEntry[]][] = [
    ['Unknown events', drift.unknownEvents],
    ['Known lines failing their schema', drift.invalidLines],
    ['Unknown enum values', drift.unknownEnumValues],
    ['Unknown fields', drift.unknownFields],
  ];
  for (const [title, entries] of groups) {
    out.push(`<h3>${title} (${entries.length})</h3>`);
    if (entries.length > 0) out.push(table(['what', 'count', 'example'], entries.map((e) => [e.error ? `${e.key}: ${e.error}` : e.key, String(e.count), e.example]), t));
  }
  if (drift.requests) {
    const r = drift.requests;
    out.push(`<h3>Requests to the model server</h3>`);
    const rows: string[][] = [
      ...r.routesAdded.map((route) => ['route added', route]),
      ...r.routesRemoved.map((route) => ['route removed', route]),
      ...r.changed.map((c) => [
        `changed: ${c.route}`,
        [
          ...c.headersAdded.map((h) => `+header ${h}`),
          ...c.headersRemoved.map((h) => `-header ${h}`),
          ...c.bodyAdded.map((b) => `+body ${b}`),
          ...c.bodyRemoved.map((b) => `-body ${b}`),
        ].join('\n'),
      ]),
    ];
    out.push(rows.length > 0 ? table(['change', 'what'], rows, t) : '<p class="note">same shape as the reference</p>');
  }
  if (drift.schema) {
    const counts = countSchemaDiff(drift.schema);
    out.push('<h3>Printed schema against the vendored one</h3>', `<pre>${t(json(counts))}</pre>`);
    const rows: string[][] = [];
    for (const [union, change] of Object.entries(drift.schema.methods)) {
      for (const m of change.added) rows.push([`${union} added`, m]);
      for (const m of change.removed) rows.push([`${union} removed`, m]);
    }
    for (const e of drift.schema.enums) rows.push([`enum ${e.definition}${e.path ? `.${e.path}` : ''}`, [...e.added.map((v) => `+${v}`), ...e.removed.map((v) => `-${v}`)].join(' ')]);
    for (const f of drift.schema.fields) rows.push([`field ${f.change}`, `${f.definition}.${f.path}: ${f.change === 'type' ? `${f.from} -> ${f.to}` : (f.to ?? f.from ?? '')}`]);
    if (rows.length > 0) out.push(table(['change', 'what'], rows, t));
  }
  if (drift.notes.length > 0) out.push('<h3>Notes</h3>', `<ul>${drift.notes.map((n) => `<li class="note">${t(n)}</li>`).join('')}</ul>`);
  out.push('</section>');
  return out.join('\n');
}

/** A table of findings; a `line` column (a whole captured line) opens on demand. */
function table(columns: string[], rows: string[][], t: (s: string) => string): string {
  const shown = rows.slice(0, MAX_ROWS);
  const cell = (text: string, i: number) =>
    columns[i] === 'example' || columns[i] === 'line' ? `<td><details><summary>${columns[i]}</summary><pre>${t(text)}</pre></details></td>` : `<td><pre>${t(text)}</pre></td>`;
  const body = shown.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
  const more = rows.length > shown.length ? `<p class="note">${rows.length - shown.length} more rows not shown</p>` : '';
  return `<table><thead><tr>${columns.map((c) => `<th>${escapeText(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>${more}`;
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Control characters (ESC of a terminal sequence, NUL, BEL...) shown as `\x1b`, never passed on. */
function showControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
