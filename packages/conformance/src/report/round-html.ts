/**
 * One self-contained page for recorded rounds (`mwh replay --html`), a section per round, each
 * read as its user saw it: the verdict and why first, then the prompt where the file holds it,
 * the text, the reasoning, each tool call with its result (a subagent's under the call that
 * started it), questions and warnings; the round's own captured bytes folded at the end. The conformance page's frame, CSS and escaping: captured text
 * is hostile, everything is escaped and control characters are shown.
 */
import { redactCapture } from '@mwh/harness-core';
import { Redactor, summarizeRound, type Capture, type ContentPart, type RoundSummary, type Verdict } from '@mwh/protocol-core';
import { cliLabel } from '../sweep/cli-channel.js';
import { escapeText, renderPage, renderTimeline, showControls } from './report-html.js';

export interface RoundView {
  /** The round's own bytes (a file of several rounds: the lines read into this one), its header the file's. */
  capture: Capture;
  parts: readonly ContentPart[];
  /** How the round stands against the scenario it was recorded for; none when it was held to none. */
  judgement?: { scenario: string; status: string; reason: string };
  /** The user's words that began the turn, where the file holds them (a transcript, an echoed prompt). */
  prompt?: string;
}

export interface RoundsPageInput {
  title: string;
  rounds: readonly RoundView[];
  /** False for a file whose turns end in no verdict (a session transcript): said so, never "ends before it". */
  verdicts?: boolean;
  /** Values to remove from everything shown, like `mwh replay --redact`. */
  secrets?: readonly string[];
}

/** Past this, a list says how much it left out: a page should open, not hang the browser. */
const MAX_CALLS = 500;
const MAX_TEXT = 200_000;

const VERDICT_WORDS: Record<string, string> = {
  success: 'The round succeeded',
  failed: 'The round failed',
  incomplete: 'The round did not finish',
  'not-started': 'The round never started',
  'auth-required': 'The CLI needs the user to sign in',
  'resume-not-found': 'The session to resume was not found',
};

export function renderRoundsHtml(input: RoundsPageInput): string {
  const redactor = new Redactor(input.secrets ?? []);
  const t = (text: string) => escapeText(showControls(redactor.redact(text)));
  const summaries = input.rounds.map((round) => summarizeRound(round.parts));
  const out: string[] = [];
  if (input.rounds.length === 0) out.push('<section class="verdict warn" id="verdict"><p class="headline">No round to show</p></section>');
  // More than one round: the verdict of each, first, before the first round's details.
  else if (input.rounds.length > 1) {
    const lines = summaries.map((summary, index) => `<li><a href="#round-${index + 1}">${t(`Round ${index + 1}`)}</a>: ${t(verdictLine(summary.verdict, input.rounds[index]!.judgement, input.verdicts))}</li>`);
    const tone = summaries.some((summary, index) => roundTone(summary.verdict, input.rounds[index]!.judgement, input.verdicts) === 'bad') ? 'bad' : 'ok';
    out.push(`<section class="verdict ${tone}" id="verdict"><p class="headline">${input.rounds.length} rounds</p><ul class="facts">${lines.join('')}</ul></section>`);
  }
  input.rounds.forEach((round, index) => out.push(renderRound(round, summaries[index]!, index, input.rounds.length, input.verdicts, input.secrets ?? [], t)));
  return renderPage(input.title, out, t);
}

function renderRound(round: RoundView, summary: RoundSummary, index: number, count: number, verdicts: boolean | undefined, secrets: readonly string[], t: (s: string) => string): string {
  const { header } = round.capture;
  const label = cliLabel(header.harness, header.cli.version);
  const out = [`<section class="turn" id="round-${index + 1}">`];
  if (count > 1) out.push(`<h2>${t(`Round ${index + 1} of ${count} · ${label}`)}</h2>`);
  // The one round's verdict is the page's: it leads, as a conformance report's does.
  const tone = roundTone(summary.verdict, round.judgement, verdicts);
  out.push(`<div class="verdict ${tone}"${count === 1 ? ' id="verdict"' : ''}>`, `<p class="headline">${t(verdictLine(summary.verdict, round.judgement, verdicts))}</p>`);
  const why = [
    summary.verdict?.message && summary.verdict.kind !== 'success' ? `What the CLI said: ${summary.verdict.message}` : '',
    round.judgement?.reason ? `Why: ${round.judgement.reason}` : '',
    count === 1 ? label : '',
  ].filter(Boolean);
  if (why.length) out.push(`<ul class="facts">${why.map((line) => `<li>${t(line)}</li>`).join('')}</ul>`);
  out.push('</div>');

  if (round.prompt !== undefined) out.push('<h3>What the user asked</h3>', `<p class="said">${t(cut(round.prompt, 0))}</p>`);
  out.push('<h3>What the model said</h3>', summary.text ? `<p class="said">${t(cut(summary.text, summary.cut?.text))}</p>` : '<p class="note">No text.</p>');
  if (summary.reasoning) out.push('<h3>Reasoning</h3>', `<pre class="prose note">${t(cut(summary.reasoning, summary.cut?.reasoning))}</pre>`);
  if (summary.toolCalls.length) out.push(`<h3>Tool calls (${summary.toolCalls.length})</h3>`, renderCalls(summary, t));
  if (summary.questions.length) out.push('<h3>Questions asked</h3>', `<ul>${summary.questions.map((question) => `<li>${t(question)}</li>`).join('')}</ul>`);
  if (summary.warnings.length) out.push('<h3>Warnings</h3>', `<ul>${summary.warnings.map((warning) => `<li>${t(`${warning.message} (${warning.code})`)}</li>`).join('')}</ul>`);
  const facts = [
    summary.sessionId ? `session ${summary.sessionId}` : '',
    summary.model ? `model ${summary.model}` : '',
    summary.usage.inputTokens !== undefined || summary.usage.outputTokens !== undefined ? `${summary.usage.inputTokens ?? 0} tokens in, ${summary.usage.outputTokens ?? 0} out` : '',
    summary.unknownEvents ? `${summary.unknownEvents} lines mwh does not know` : '',
  ].filter(Boolean);
  if (facts.length) out.push(`<p class="note">${t(facts.join(' · '))}</p>`);
  // A secret streamed in pieces is whole only across the capture's lines: redacted as a whole first.
  const capture = secrets.length ? redactCapture(round.capture, secrets) : round.capture;
  out.push('<details><summary>What the CLI wrote and was sent, byte for byte</summary>', renderTimeline(capture, t), '</details>', '</section>');
  return out.join('\n');
}

/** Each call with its result under it; a subagent's calls under the call that started it. */
function renderCalls(summary: RoundSummary, t: (s: string) => string): string {
  const results = new Map(summary.toolResults.map((result) => [result.id, result]));
  const items = summary.toolCalls.slice(0, MAX_CALLS).map((call) => {
    const result = results.get(call.id);
    const input = json(call.arguments);
    return [
      `<div class="call${result?.isError ? ' error' : ''}${call.parentId ? ' nested' : ''}">`,
      `<p class="name">${t(call.name)}${call.parentId ? ' <span class="note">(in a subagent)</span>' : ''}</p>`,
      `<pre class="prose">${t(input)}</pre>`,
      result ? `<p class="note">${result.isError ? 'Result (an error):' : 'Result:'}</p><pre class="prose">${t(cut(result.output, 0))}</pre>` : '<p class="note">No result came back.</p>',
      '</div>',
    ].join('');
  });
  const more = summary.toolCalls.length > MAX_CALLS ? `<p class="note">${summary.toolCalls.length - MAX_CALLS} more calls not shown</p>` : '';
  return items.join('\n') + more;
}

function verdictLine(verdict: Verdict | null, judgement: RoundView['judgement'], verdicts = true): string {
  const said =
    verdict ? (VERDICT_WORDS[verdict.kind] ?? `The round ended: ${verdict.kind}`)
    : verdicts ? 'The round has no verdict (the capture ends before it)'
    : 'A transcript records what was said, not how a turn ended: no verdict';
  if (!judgement) return `${said}.`;
  const held = judgement.status === 'pass' ? 'passed' : judgement.status === 'fail' ? 'failed' : judgement.status === 'inconclusive' ? 'did not test anything (its situation never came about)' : judgement.status;
  return `${said}; scenario ${judgement.scenario} ${held}.`;
}

function roundTone(verdict: Verdict | null, judgement: RoundView['judgement'], verdicts = true): 'ok' | 'warn' | 'bad' {
  if (judgement) return judgement.status === 'pass' ? 'ok' : judgement.status === 'fail' ? 'bad' : 'warn';
  if (!verdict && !verdicts) return 'ok';
  return verdict?.kind === 'success' ? 'ok' : 'bad';
}

/** Long text shown up to a bound, saying what was left out. */
function cut(text: string, leftOut: number | undefined): string {
  const over = Math.max(0, text.length - MAX_TEXT);
  const shown = over ? text.slice(0, MAX_TEXT) : text;
  const more = over + (leftOut ?? 0);
  return more ? `${shown}… (${more} more characters)` : shown;
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
