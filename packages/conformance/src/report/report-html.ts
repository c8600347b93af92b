/**
 * One self-contained HTML page for a conformance run, the answer first: the verdict (passed N of
 * M, flaky, failed, not tested, the impact of the changes between versions); per version pair the
 * sentence that says whether anything mwh reads or sends changed, the changes that matter and the
 * rest folded; the matrix of scenarios by CLI versions, in words, each cell opening its verdict,
 * failed expectation and captured round (stdin/stdout/stderr chunks beside the content parts);
 * then mwh's own schema gaps, coverage and each version's details. Tables fit a 1280 px screen and
 * stack on a phone's. CSS and script are inline and pinned by hash in a strict CSP, so the page
 * loads nothing. Captured text is hostile: everything is escaped, control characters are shown.
 */
import { createHash } from 'node:crypto';
import { redactCapture } from '@mwh/harness-core';
import { Redactor, type Capture, type ContentPart, type Harness } from '@mwh/protocol-core';
import { cliLabel, type AcpAgentLabel, type CliChannel } from '../sweep/cli-channel.js';
import { coverageSentence, surfaceCoverage } from '../run/surface-coverage.js';
import type { VersionFindings } from '../run/collect-surface.js';
import type { ClassifiedChange } from '../drift/drift-impact.js';
import { driftAnswer, pairLabel } from '../drift/drift-json.js';
import type { GapEntry } from '../collect/schema-gaps.js';
import { outcomeWords, reportVerdict, statusWords } from './report-verdict.js';
import { changesOf, describeChange, refLabel, restGroups, type VersionPair } from '../drift/version-drift.js';

export interface ReportScenario {
  name: string;
  /** `pass`, `fail`, `expected-fail`, `fixed`, `inconclusive`, or another word the runner uses. */
  status: string;
  /** With repeats: how many ended in each status (the details are of the worst). */
  repeats?: Partial<Record<string, number>>;
  flaky?: boolean;
  /** A run that failed before the retry that passed (flaky), and, with repeats, how many did so. */
  failedFirst?: { reason: string; durationMs?: number };
  passedOnRetry?: number;
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
  /** An ACP agent's run: the agent, named as it names itself, and the command that started it. */
  agent?: AcpAgentLabel;
  spec?: string;
  scenarios: readonly ReportScenario[];
  drift?: VersionFindings | null;
}

export interface ReportInput {
  title?: string;
  runs: readonly ReportRun[];
  /** The drift between versions (`versionPairs`), shown first. */
  pairs?: readonly VersionPair[];
  /** Values to remove from everything shown, like `mwh replay --redact`. */
  secrets?: readonly string[];
}

// Past these, a section says how much it left out: a page should open, not hang the browser.
const MAX_CHUNKS = 5000;
const MAX_CHUNK_CHARS = 20_000;
const MAX_ROWS = 500;
/** Kept on one line up to this length (`interrupted-then-continued` is 26). */
const LONGEST_WORD = 32;

// Tables stack into one block per row on a phone (each cell led by its column's name), and
// nothing breaks a word: long lines scroll inside their own block, never the page.
const CSS = `
:root { color-scheme: light dark; --pass: #1a7f37; --fail: #cf222e; --xfail: #9a6700; --fixed: #8250df; --inconclusive: #0550ae; --na: #6e7781; --mute: #6e7781; --warn: #bf8700; }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem 1.25rem 3rem; max-width: 80rem; overflow-wrap: break-word; }
h1 { font-size: 1.25rem; margin: .4rem 0 .8rem; } h2 { font-size: 1.1rem; margin: 2rem 0 .6rem; } h3 { font-size: 1rem; margin: 1rem 0 .4rem; }
.verdict { border-radius: 10px; padding: .9rem 1.1rem; margin: 0 0 1.2rem; border: 1px solid #8885; border-left: 8px solid var(--pass); }
.verdict.warn { border-left-color: var(--warn); } .verdict.bad { border-left-color: var(--fail); }
.verdict .headline { font-size: 1.6rem; font-weight: 700; margin: 0; line-height: 1.25; }
.verdict ul.facts { margin: .4rem 0 .2rem; padding-left: 1.2rem; } .verdict ul.facts li { margin: .1rem 0; }
.verdict .per-version { margin: .5rem 0 0; color: var(--mute); }
.tablewrap { max-width: 100%; overflow-x: auto; }
table { border-collapse: collapse; } th, td { border: 1px solid #8884; padding: .3rem .55rem; text-align: left; vertical-align: top; }
table.findings { width: 100%; table-layout: fixed; }
/* Lines break between words, never inside one (a hyphen included): each word is a .w. */
.w { white-space: nowrap; }
.cell { font: inherit; text-align: left; border: 1px solid #0003; border-radius: 5px; padding: .15rem .6rem; cursor: pointer; color: #fff; box-shadow: 0 1px 2px #0004; }
.cell:hover, .btn:hover { filter: brightness(1.12); } .cell:focus-visible, .btn:focus-visible { outline: 2px solid #0969da; outline-offset: 1px; }
.cell::after, .btn::after { content: ' ›'; opacity: .8; }
.btn { font: inherit; font-size: .9em; border: 1px solid #8889; border-radius: 5px; padding: .2rem .7rem; cursor: pointer; background: Canvas; color: CanvasText; box-shadow: 0 1px 2px #0003; white-space: nowrap; }
.answer { border: 1px solid #8885; border-left: 6px solid var(--pass); border-radius: 8px; padding: .6rem 1rem; margin: .8rem 0; }
.answer.matters { border-left-color: var(--warn); }
.answer h2 { margin: 0 0 .3rem; } .sentence { font-size: 1.05rem; margin: .2rem 0 .5rem; }
.counts span { display: inline-block; margin: 0 .6rem .2rem 0; padding: 0 .45rem; border-radius: 4px; color: #fff; font-size: .9em; white-space: nowrap; }
.impact { font-weight: 700; text-transform: uppercase; font-size: .75em; padding: 0 .35rem; border-radius: 3px; color: #fff; white-space: nowrap; }
.i-reads { background: var(--fail); } .i-sends { background: var(--xfail); } .i-outcome { background: var(--inconclusive); }
ul.changes { margin: .3rem 0; padding-left: 1.2rem; } ul.changes li { margin: .1rem 0; }
details.rest > summary { cursor: pointer; color: var(--mute); } .why { color: var(--mute); }
.s-pass { background: var(--pass); } .s-fail { background: var(--fail); } .s-expected-fail { background: var(--xfail); } .s-flaky { background: var(--warn); color: #000; }
.s-fixed { background: var(--fixed); } .s-inconclusive { background: var(--inconclusive); } .s-not-applicable { background: var(--na); } .s-other { background: var(--mute); }
.detail { border: 1px solid #8886; border-radius: 6px; padding: .5rem 1rem; margin-top: 1rem; }
.round { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1rem; }
pre { white-space: pre; overflow-x: auto; max-width: 100%; margin: 0; font: 12px/1.4 ui-monospace, monospace; }
.prose pre, pre.prose { white-space: pre-wrap; overflow-wrap: break-word; }
.timeline { width: 100%; table-layout: fixed; } .timeline td:nth-child(1) { width: 6.5rem; color: var(--mute); white-space: nowrap; } .timeline td:nth-child(2) { width: 4.5rem; }
.st-stdin { color: #0969da; } .st-stdout { color: inherit; } .st-stderr { color: var(--fail); }
.reason { color: var(--fail); font-weight: 600; } .note { color: var(--mute); }
.turn { margin: 1rem 0 2rem; } .turn + .turn { border-top: 1px solid #8886; padding-top: .5rem; }
.said { white-space: pre-wrap; font-size: 1.05rem; margin: 0; } .call { margin: .5rem 0; padding: .4rem .7rem; border-left: 3px solid #8888; }
.call .name { font-weight: 600; } .call.error { border-left-color: var(--fail); } .call.nested { margin-left: 1.2rem; }
@media (max-width: 700px) {
  body { padding: .75rem .75rem 2rem; font-size: 15px; }
  .verdict .headline { font-size: 1.3rem; }
  .round { grid-template-columns: minmax(0, 1fr); }
  table.stack, table.stack tbody, table.stack tr, table.stack td, table.stack th { display: block; width: 100%; }
  table.stack thead { display: none; }
  table.stack tr { border: 1px solid #8885; border-radius: 8px; margin: 0 0 .7rem; padding: .3rem .5rem; }
  table.stack td, table.stack th { border: 0; padding: .2rem 0; }
  table.stack td[data-label]::before { content: attr(data-label); display: block; color: var(--mute); font-size: .85em; }
  .timeline td:nth-child(1), .timeline td:nth-child(2) { width: 100%; }
}
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
  const out: string[] = [];
  const agents = input.runs.length > 0 && input.runs.every((run) => run.channel === 'acp');
  // The answer first: the verdict, then what changed between versions, then the scenarios; the
  // schema findings and each round after them.
  out.push(renderVerdict(input.runs, input.pairs ?? [], t));
  out.push(renderAnswer(input.pairs ?? [], input.runs, t));
  out.push(`<h2>Scenarios by ${agents ? 'agent' : 'version'}</h2>`);
  out.push(renderMatrix(input.runs, t));
  out.push(renderGaps(input.runs, t));
  out.push(renderCoverage(input.runs, t));
  input.runs.forEach((run, r) => {
    run.scenarios.forEach((scenario, s) => {
      // Each chunk is redacted again as text below, but a secret streamed in pieces is whole only
      // across the capture's delta lines: the capture is redacted as a whole first.
      const capture = scenario.capture && input.secrets?.length ? redactCapture(scenario.capture, input.secrets) : scenario.capture;
      out.push(renderScenario(run, { ...scenario, ...(capture ? { capture } : {}) }, r, s, t));
    });
    out.push(renderDrift(run, `drift-${r}`, t));
  });
  return renderPage(title, out, t);
}

/** The page around a body: one self-contained file, its CSS and script pinned by hash in a strict CSP. */
export function renderPage(title: string, body: readonly string[], t: (s: string) => string): string {
  const csp = `default-src 'none'; style-src ${hash(CSS)}; script-src ${hash(SCRIPT)}; img-src data:; base-uri 'none'; form-action 'none'`;
  return `${[
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeText(csp)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="data:,">',
    `<title>${t(title)}</title>`,
    `<style>${CSS}</style>`,
    '</head><body>',
    `<h1>${t(title)}</h1>`,
    ...body,
    `<script>${SCRIPT}</script>`,
    '</body></html>',
  ].join('\n')}\n`;
}

/** The verdict, first on the page: passed N of M, the failed, flaky and untested, the impact; then each version's count. */
function renderVerdict(runs: readonly ReportRun[], pairs: readonly VersionPair[], t: (s: string) => string): string {
  const verdict = reportVerdict(runs, pairs);
  const perVersion = runs.map((run) => {
    const passed = run.scenarios.filter((scenario) => scenario.status === 'pass').length;
    return `${cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name)}: ${passed} of ${run.scenarios.length} passed`;
  });
  const repeated = runs.flatMap((run) => run.scenarios).find((scenario) => scenario.repeats);
  const times = repeated ? Object.values(repeated.repeats!).reduce<number>((sum, n) => sum + (n ?? 0), 0) : 1;
  const how = times > 1 ? ` Each scenario ran ${times} times; it passed when every run passed (one that failed and then passed on its retry is flaky).` : '';
  return [
    `<section class="verdict ${verdict.tone}" id="verdict" aria-label="verdict">`,
    `<p class="headline">${t(verdict.headline)}</p>`,
    `<ul class="facts">${verdict.facts.map((fact) => `<li>${t(fact)}</li>`).join('')}</ul>`,
    perVersion.length > 1 || how ? `<p class="per-version">${t(perVersion.join(' · '))}.${t(how)}</p>` : '',
    '</section>',
  ].join('\n');
}

/** Per version pair: whether anything mwh reads or sends changed, each side's counts, what matters, the rest folded. */
function renderAnswer(pairs: readonly VersionPair[], runs: readonly ReportRun[], t: (s: string) => string): string {
  if (pairs.length === 0 && runs.length > 0 && runs.every((run) => run.channel === 'acp')) {
    return '<p class="note">Each column is what an editor is shown by that ACP agent; what changed in the protocol of the CLI under it is not collected (ACP is the agent\'s protocol).</p>';
  }
  if (pairs.length === 0) return `<p class="note">${runs.length > 1 ? 'One version of each CLI' : 'One version'}: no drift between versions to show (run two versions, or a range, to see what changed from one to the next).</p>`;
  const out = ['<h2>Can I move from one version to the next?</h2>', `<p class="sentence">${t(driftAnswer(pairs))}</p>`];
  // Every change touching a reader or a writer, named before anything else; never cut.
  const touching = pairs.flatMap((pair) => pair.changes.filter((c) => c.impact !== 'unused').map((c) => changeItem(c, t, `${pair.harness} ${pairLabel(pair)}: `)));
  if (touching.length > 0) out.push(`<ul class="changes">${touching.join('')}</ul>`);
  for (const pair of pairs) {
    const matters = pair.outcomes.length > 0 || pair.changes.some((c) => c.impact !== 'unused');
    const title = pair.kind === 'channels' ? `${pair.harness} ${pair.from.version}: claude-code and agent SDK builds` : `${pair.harness} ${refLabel(pair.from)} → ${refLabel(pair.to)}`;
    out.push(`<section class="answer ${matters ? 'matters' : 'ok'}">`, `<h2>${t(title)}</h2>`, `<p class="sentence">${t(pair.sentence)}</p>`);
    const counts = [pair.from, pair.to].map((ref) => {
      const run = runs.find((r) => r.harness === pair.harness && r.cliVersion === ref.version && (r.channel === undefined || r.channel === ref.channel));
      return run ? `<p class="counts">${t(refLabel(ref, pair.kind))}: ${statusCounts(run)}</p>` : '';
    });
    out.push(...counts);
    const items = [
      ...pair.outcomes.map((o) => `<li><span class="impact i-outcome">outcome</span> ${t(`${o.scenario}: ${o.from} → ${o.to}`)}${o.reason ? ` <span class="why">${t(o.reason)}</span>` : ''}</li>`),
      ...(['reads', 'sends'] as const).flatMap((impact) => changesOf(pair, impact).map((c) => changeItem(c, t))),
    ];
    if (items.length > 0) out.push(`<ul class="changes">${items.join('')}</ul>`);
    const rest = pair.changes.filter((c) => c.impact === 'unused');
    if (rest.length > 0) {
      const groups = restGroups(pair.harness, rest).map((g) => g.text).join(', ');
      const shown = rest.slice(0, MAX_ROWS).map((c) => `<li>${t(describeChange(c))}</li>`).join('');
      out.push(`<details class="rest"><summary>${rest.length} ${rest.length === 1 ? 'change' : 'changes'} touching nothing mwh reads or sends: ${t(groups)}</summary><ul class="changes">${shown}</ul>${rest.length > MAX_ROWS ? `<p class="note">${rest.length - MAX_ROWS} more not shown here; --json lists every change</p>` : ''}</details>`);
    }
    if (pair.notes.length > 0) out.push(`<p class="note">${pair.notes.map(t).join('; ')}</p>`);
    out.push('</section>');
  }
  return out.join('\n');
}

function changeItem(change: ClassifiedChange, t: (s: string) => string, where = ''): string {
  return `<li><span class="impact i-${change.impact}">${change.impact}</span> ${t(`${where}${describeChange(change)}`)}${change.why ? ` <span class="why">(${t(change.why)})</span>` : ''}</li>`;
}

/** A run's scenarios as pass/fail/inconclusive... counts, each in its status colour. */
function statusCounts(run: ReportRun): string {
  const counts = new Map<string, number>();
  for (const s of run.scenarios) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `<span class="${statusClass(status)}">${n} ${escapeText(statusWords(status))}</span>`).join('') || 'no scenario ran';
}

/** mwh's own schema gaps, and what mwh sent, per version: a section of its own, as they are not drift. */
function renderGaps(runs: readonly ReportRun[], t: (s: string) => string): string {
  const withDrift = runs.filter((run) => run.drift);
  if (withDrift.length === 0) return '';
  const rows = withDrift.map((run) => {
    const { gaps, sent } = run.drift!;
    const entries = [...gaps.unknownEvents.map((e) => `unknown line ${e.key}`), ...gaps.invalidLines.map((e) => `invalid ${e.key}`), ...gaps.unknownEnumValues.map((e) => `value ${e.key}`), ...gaps.unknownFields.map((e) => e.key)];
    return [cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name), entries.length ? entries.slice(0, 20).join(', ') + (entries.length > 20 ? `, … ${entries.length - 20} more` : '') : 'none', sent.checked === 0 && sent.failures.length === 0 ? 'no line sent to check' : `${sent.checked} checked, ${sent.failures.length} failed`];
  });
  return `<h2>Fields the CLIs send that mwh's schemas do not describe</h2>${table(['version', "not described by the CLI's protocol package", 'what mwh sent'], rows, t)}`;
}

/** Per version: the kinds of message the catalogue reached, of those mwh reads or answers and those the CLI declares. */
function renderCoverage(runs: readonly ReportRun[], t: (s: string) => string): string {
  const withDrift = runs.filter((run) => run.drift);
  if (withDrift.length === 0) return '';
  const rows = withDrift.map((run) => {
    const coverage = surfaceCoverage(run.drift!.surface);
    return [
      cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name),
      coverageSentence(coverage.handled, 'mwh reads or answers', 20),
      coverage.declared ? coverageSentence(coverage.declared, 'the CLI declares', 20) : "the CLI's own description was not read",
    ];
  });
  return `<h2>The kinds of message the catalogue reached</h2>${table(['version', 'of those mwh reads or answers', 'of those the CLI declares'], rows, t)}`;
}

function renderMatrix(runs: readonly ReportRun[], t: (s: string) => string): string {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const run of runs) for (const s of run.scenarios) if (!seen.has(s.name)) (seen.add(s.name), names.push(s.name));
  if (names.length === 0) return '<p class="note">No scenario ran.</p>';
  const labels = runs.map((run) => cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name));
  const head = runs
    .map((run, r) => `<th>${words(labels[r]!, t)}${run.spec && run.spec !== run.cliVersion ? ` <span class="note">${words(`(${run.spec})`, t)}</span>` : ''}<br><button type="button" class="btn" data-show="drift-${r}" title="what this version showed: schema findings, what mwh sent, notes">about this version</button></th>`)
    .join('');
  const rows = names.slice(0, MAX_ROWS).map((name) => {
    const cells = runs.map((run, r) => {
      const s = run.scenarios.findIndex((x) => x.name === name);
      // A scenario of the other CLI's catalogue: nothing to say, and nothing that reads as a problem.
      if (s < 0) return `<td data-label="${t(labels[r]!)}" class="note" title="not in this CLI's catalogue">—</td>`;
      const scenario = run.scenarios[s]!;
      return `<td data-label="${t(labels[r]!)}"><button type="button" class="cell ${cellClass(scenario)}" data-show="d-${r}-${s}">${words(outcomeWords(scenario), t)}</button></td>`;
    });
    return `<tr><th class="name">${words(name, t)}</th>${cells.join('')}</tr>`;
  });
  const more = names.length > MAX_ROWS ? `<p class="note">${names.length - MAX_ROWS} more scenarios not shown</p>` : '';
  return `<div class="tablewrap"><table class="matrix stack" id="matrix"><thead><tr><th>scenario</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>${more}`;
}

/**
 * Text whose lines break only between its words: a hyphenated name stays whole. A token longer
 * than any word (hostile text, a long path) may still break, so that it never widens the page.
 */
function words(text: string, t: (s: string) => string): string {
  return text
    .split(/(\s+)/)
    .map((part) => (part.trim() === '' || part.length > LONGEST_WORD ? t(part) : `<span class="w">${t(part)}</span>`))
    .join('');
}

function statusClass(status: string): string {
  return ['pass', 'fail', 'expected-fail', 'fixed', 'inconclusive', 'not-applicable'].includes(status) ? `s-${status}` : 's-other';
}

/** A flaky pass is neither green nor red. */
function cellClass(scenario: ReportScenario): string {
  return scenario.flaky && scenario.status === 'pass' ? 's-flaky' : statusClass(scenario.status);
}

function renderScenario(run: ReportRun, scenario: ReportScenario, r: number, s: number, t: (s: string) => string): string {
  const out = [`<section class="detail" id="d-${r}-${s}" hidden>`, `<h2>${t(scenario.name)} · ${t(cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name))}: ${t(outcomeWords(scenario))}</h2>`];
  if (scenario.reason) out.push(`<p class="reason">${t(scenario.reason)}</p>`);
  if (scenario.failedFirst) {
    const which = scenario.passedOnRetry && scenario.passedOnRetry > 1 ? `The first of ${scenario.passedOnRetry} runs that failed and then passed on their retry` : 'A run failed, then passed on its retry';
    out.push(`<p>${t(`${which}: ${scenario.failedFirst.reason}`)}. <span class="note">Flaky: not counted as a failure of the version (--strict counts it); --record keeps the failed run's capture in failed-first/.</span></p>`);
  }
  if (scenario.durationMs !== undefined) out.push(`<p class="note">${Math.round(scenario.durationMs)} ms</p>`);
  if (scenario.verdict !== undefined) out.push('<h3>Verdict</h3>', `<pre>${t(json(scenario.verdict))}</pre>`);
  out.push(`<p><button type="button" class="btn" data-show="drift-${r}">about this version</button></p>`);
  if (scenario.capture || scenario.parts) {
    out.push('<div class="round">', '<div><h3>Captured round</h3>', scenario.capture ? renderTimeline(scenario.capture, t) : '<p class="note">no capture</p>', '</div>');
    out.push('<div><h3>Content parts</h3>', scenario.parts ? renderParts(scenario.parts, t) : '<p class="note">no parts</p>', '</div>', '</div>');
  }
  out.push('</section>');
  return out.join('\n');
}

export function renderTimeline(capture: Capture, t: (s: string) => string): string {
  const header = capture.header;
  const out = [`<p class="note">${t(`${header.cli.name} ${header.cli.version} · ${header.argv.join(' ')}`)}</p>`, '<table class="timeline stack"><tbody>'];
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
  const out = [`<section class="detail" id="${id}" hidden>`, `<h2>Details · ${t(cliLabel(run.harness, run.cliVersion, run.channel, run.agent?.name))}</h2>`];
  const drift = run.drift;
  if (!drift) {
    out.push('<p class="note">nothing was collected of this version beyond its scenarios</p></section>');
    return out.join('\n');
  }
  const sent = drift.sent.failures;
  out.push(`<h3>What mwh sent (${drift.sent.checked} lines checked, ${sent.length} failures)</h3>`);
  if (sent.length > 0) {
    out.push(table(['scenario', 'message', 'problem', 'detail', 'line'], sent.map((f) => [f.scenario, f.message, f.problem, f.detail, f.line]), t));
  }
  const groups: [string, GapEntry[]][] = [
    ['Unknown events', drift.gaps.unknownEvents],
    ['Known lines failing their schema', drift.gaps.invalidLines],
    ['Unknown enum values', drift.gaps.unknownEnumValues],
    ['Unknown fields', drift.gaps.unknownFields],
  ];
  for (const [title, entries] of groups) {
    out.push(`<h3>${title} (${entries.length})</h3>`);
    if (entries.length > 0) out.push(table(['what', 'count', 'example'], entries.map((e) => [e.error ? `${e.key}: ${e.error}` : e.key, String(e.count), e.example]), t));
  }
  if (drift.surface.notes.length > 0) out.push('<h3>Notes</h3>', `<ul>${drift.surface.notes.map((n) => `<li class="note">${t(n)}</li>`).join('')}</ul>`);
  out.push('</section>');
  return out.join('\n');
}

/** A table of findings; a `line` column (a whole captured line) opens on demand. */
function table(columns: string[], rows: string[][], t: (s: string) => string): string {
  const shown = rows.slice(0, MAX_ROWS);
  const label = (i: number) => `data-label="${escapeText(columns[i]!)}"`;
  const cell = (text: string, i: number) =>
    columns[i] === 'example' || columns[i] === 'line' ? `<td ${label(i)}><details><summary>${columns[i]}</summary><pre>${t(text)}</pre></details></td>` : `<td ${label(i)}><pre class="prose">${t(text)}</pre></td>`;
  const body = shown.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
  const more = rows.length > shown.length ? `<p class="note">${rows.length - shown.length} more rows not shown</p>` : '';
  return `<table class="findings stack"><thead><tr>${columns.map((c) => `<th>${escapeText(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>${more}`;
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
export function showControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
