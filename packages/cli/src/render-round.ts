/** The round as a person wants to read it, and as the one JSON object `--json` promises. */
import { MAX_KEPT_TEXT_UNITS, RoundList, answersTurn, stringifyJson, summarizeRound, turnOf, type ContentPart, type Round, type Harness, type RoundSummary, type StreamKind, type Verdict } from '@mwh/protocol-core';
import { renderFailure } from '@mwh/harness-core/replay';
import type { Io } from './command-line.js';
import { mwhLine } from './mwh-line.js';
import { paint, safeText as safe, stripColours, type Paint } from './safe-text.js';

/**
 * The `--json` object of a round's parts as one string: for a round known to be short. With the
 * `kind` of file they were read from, as `mwh replay` prints it: its rounds listed too.
 */
export function renderRoundJson(harness: Harness, parts: ContentPart[], scenario?: unknown, kind?: StreamKind): string {
  let out = '';
  let file: FileJson | undefined;
  if (kind) {
    const rounds = new RoundList();
    for (const part of parts) rounds.add(part);
    file = { kind, rounds: rounds.list(), warnings: [] };
  }
  writeSummaryJson(harness, summarizeRound(parts), (text) => (out += text), scenario, file);
  return out;
}

/**
 * The object `--json` prints, handed to `write` a field (and an array's item) at a time: the
 * text, the reasoning and the verdict's message may each be tens of millions of characters,
 * escaped up to six times as many, and one string of all of them could not be made. `scenario`
 * is how a replayed capture stands against what it was recorded to show, when it says.
 */
export function writeSummaryJson(harness: Harness, summary: RoundSummary, write: (text: string) => void, scenario?: unknown, file?: FileJson): void {
  // Several rounds: the file's verdict is its worst round's, as the exit code is.
  const several = file !== undefined && file.rounds.length > 1;
  const verdict = several ? worstVerdict(file.rounds.map((round) => round.summary.verdict)) : summary.verdict;
  // Tool inputs and arguments are the CLI's: stringifyJson writes any depth of them. The stderr
  // tail loses its colours as on the terminal: JSON escapes keep them out of harm's way, but a
  // reader of the field wants the log's words, not `\u001b[2m`.
  const fields: [string, unknown][] = [
    ...(file ? [['kind', file.kind] as [string, unknown]] : []),
    ['harness', harness],
    ['verdict', verdictJson(verdict)],
    ['sessionId', summary.sessionId],
    // Several rounds' texts read as one with a blank line between turns, as a turn's messages do.
    ['text', several ? joinRounds(file.rounds, 'text') : summary.text],
    ['reasoning', several ? joinRounds(file.rounds, 'reasoning') : summary.reasoning],
    ['toolCalls', summary.toolCalls],
    ['toolResults', summary.toolResults],
    ['usage', summary.usage],
    ['unknownEvents', summary.unknownEvents],
  ];
  if (summary.mcpServers.length > 0) fields.push(['mcpServers', summary.mcpServers]);
  if (summary.cut) fields.push(['cut', summary.cut]);
  if (scenario !== undefined) fields.push(['scenario', scenario]);
  if (file) {
    // Each turn as its own round (the fields above fold them all), then what was said of the file.
    fields.push(['rounds', file.rounds.map(roundJson)]);
    fields.push(['warnings', [...summary.warnings, ...file.warnings.map((message) => ({ code: 'file', message }))]]);
  }
  let separator = '{';
  for (const [name, value] of fields) {
    write(`${separator}${JSON.stringify(name)}:`);
    separator = ',';
    if (!Array.isArray(value)) {
      write(stringifyJson(value ?? null)!);
      continue;
    }
    write('[');
    for (let i = 0; i < value.length; i++) write(`${i === 0 ? '' : ','}${stringifyJson(value[i]) ?? 'null'}`);
    write(']');
  }
  write('}');
}

/** What a replay's `--json` says of the file besides the folded round: its kind, its rounds, mwh's warnings about it. */
export interface FileJson {
  kind: StreamKind;
  rounds: readonly Round[];
  /** Sentences about the file itself (a cut-off last line, with its number). */
  warnings: readonly string[];
}


function joinRounds(rounds: readonly Round[], field: 'text' | 'reasoning'): string {
  return rounds
    .map((round) => round.summary[field])
    .filter((text) => text !== '')
    .join('\n\n');
}

function verdictJson(verdict: Verdict | null) {
  if (!verdict) return verdict;
  const json: { kind: string; message: string; rawMessage?: string; exitCode: number | null; stderrTail: string } = { kind: verdict.kind, message: verdict.message, exitCode: verdict.exitCode, stderrTail: stripColours(verdict.stderrTail) };
  // The error body the message was taken out of, as the CLI wrote it (codes, the parameter).
  if (verdict.rawMessage !== undefined) json.rawMessage = verdict.rawMessage;
  return json;
}

function roundJson({ summary, prompt }: Round) {
  return {
    verdict: verdictJson(summary.verdict),
    sessionId: summary.sessionId,
    ...(prompt !== undefined ? { prompt } : {}),
    text: summary.text,
    reasoning: summary.reasoning,
    toolCalls: summary.toolCalls,
    toolResults: summary.toolResults,
    usage: Object.keys(summary.usage).length > 0 ? summary.usage : null,
    warnings: summary.warnings,
  };
}

/**
 * The verdict that speaks for several rounds: the first that is not a success (each fails the
 * file alike, exit 1), else the last; null when no round has one (a transcript).
 */
export function worstVerdict(verdicts: readonly (Verdict | null)[]): Verdict | null {
  let last: Verdict | null = null;
  for (const verdict of verdicts) {
    if (verdict && verdict.kind !== 'success') return verdict;
    last = verdict ?? last;
  }
  return last;
}

/** `--json`'s object on stdout as it is written, and on stderr what it left out of a long round. */
export function printJson(harness: Harness, summary: RoundSummary, io: Pick<Io, 'stdout' | 'stderr'>, scenario?: unknown, file?: FileJson): void {
  writeSummaryJson(harness, summary, io.stdout, scenario, file);
  io.stdout('\n');
  const cut = cutSentence(summary);
  if (cut) io.stderr(mwhLine(cut));
}

/**
 * The sentence that says what `--json` left out of a round too long to keep whole, for stderr;
 * undefined when nothing was.
 */
export function cutSentence(summary: RoundSummary): string | undefined {
  const cut = summary.cut;
  if (!cut) return undefined;
  const said = [cut.text && `${cut.text} more of "text"`, cut.reasoning && `${cut.reasoning} more of "reasoning"`].filter(Boolean);
  return `warning: --json keeps the first ${MAX_KEPT_TEXT_UNITS} characters (UTF-16 units) of a round's text and of its reasoning: ${said.join(' and ')} were left out, as its "cut" field says.`;
}

const MAX_RESULT_LINES = 20;

/**
 * The round for a person, written part by part so a live round prints as it streams. Every
 * string that came from the CLI goes through safeText: a terminal sees no escape of its own.
 */
export class RoundPrinter {
  private readonly paint: Paint;
  private readonly locale: string | undefined;

  /** `locale`: the language of a failure's sentence (renderFailure's; `de*` is German). */
  constructor(options: { colour?: boolean; locale?: string } = {}) {
    this.paint = paint(options.colour ?? false);
    this.locale = options.locale;
  }

  // Deltas are written as they come; anything else starts on a line of its own.
  private inline: 'text' | 'reasoning' | undefined;
  private endsWithNewline = true;
  /** The exit-after-success warning already printed as a part: the verdict's is then not said again. */
  private warnedAfterSuccess: string | undefined;
  /** Lines not read in full, by why: an event this mwh lacks is not the same news as a broken line. */
  private readonly passedOver = { 'unknown-event': 0, 'not-json': 0, invalid: 0 };

  // The turn being printed (0 before anything of the first); whether nothing of it was printed yet,
  // whether it ended in its verdict (what comes next is the next turn's) and said its prompt.
  private turn = 0;
  private turnEmpty = true;
  private turnEnded = false;
  private prompted = false;

  write(part: ContentPart): string {
    const heading = this.turnHeading(part);
    return heading + this.writePart(part);
  }

  /**
   * A heading where a turn begins: each turn a file says begins (a transcript's prompt), and each
   * part after a turn's verdict (the next turn of a conversation). The first turn of a file that
   * says none begins with no heading: a file of one round reads as it always did.
   */
  private turnHeading(part: ContentPart): string {
    const turn = turnOf(part);
    if (turn) {
      let out = '';
      if (this.turn === 0 || !this.turnEmpty || this.turnEnded || (turn.prompt !== undefined && this.prompted)) out += this.nextTurn();
      if (turn.prompt !== undefined) {
        this.prompted = true;
        out += this.block(this.paint.bold(`› ${indent(clip(safe(turn.prompt.trim()))).trimStart()}`));
      }
      return out;
    }
    if (part.type === 'event') return '';
    let out = '';
    if (this.turn === 0) this.turn = 1;
    else if (this.turnEnded) out = this.nextTurn();
    // The session and an init line's MCP servers may come before the prompt a stdout echoes: of the same turn.
    if (answersTurn(part)) this.turnEmpty = false;
    if (part.type === 'finish') this.turnEnded = true;
    return out;
  }

  private nextTurn(): string {
    this.turn++;
    this.turnEmpty = true;
    this.turnEnded = false;
    this.prompted = false;
    return this.block(this.paint.dim(`── turn ${this.turn}`));
  }

  private writePart(part: ContentPart): string {
    switch (part.type) {
      case 'session':
        return this.block(this.paint.dim(`── session ${safe(part.sessionId)}${part.model ? ` (${safe(part.model)})` : ''}`));
      case 'text-delta':
        return this.delta('text', '', safe(part.text));
      case 'reasoning-delta':
        return this.delta('reasoning', '💭 ', safe(part.text));
      case 'tool-call':
        return this.block(nested(part, `${this.paint.bold(`▶ ${safe(part.toolName)}`)} ${safe(stringifyJson(part.input) ?? '')}  ${this.paint.dim(`[${safe(part.toolCallId)}]`)}`));
      case 'tool-result': {
        const output = part.output.trim() ? part.output.replace(/^\n+|\n+$/g, '') : '(no output)';
        const head = `◀ ${part.isError ? 'error' : 'result'} [${safe(part.toolCallId)}]`;
        return this.block(nested(part, `${part.isError ? this.paint.bad(head) : this.paint.dim(head)}\n${indent(clip(safe(output)))}`));
      }
      case 'question':
        return this.block(`? ${safe(part.text)}`);
      case 'mcp-server':
        // A failure is said by its warning; a server that started is worth a dim line.
        return part.status === 'failed' ? '' : this.block(this.paint.dim(`── MCP server ${safe(part.name)}: ${safe(part.status)}`));
      case 'warning':
        if (part.code === 'exit-after-success') this.warnedAfterSuccess = part.message;
        return this.block(`⚠ ${safe(part.code)}: ${safe(part.message)}`);
      case 'finish': {
        const v = part.verdict;
        if (v.kind !== 'success') return this.failure(v);
        // A success's message is the answer already shown above.
        let out = this.block(this.verdictLine(v));
        // The end of a round says a success's warning as a part; a verdict from elsewhere may not have.
        if (v.warning && v.warning !== this.warnedAfterSuccess) out += this.block(`⚠ ${safe(v.warning)}`);
        return out;
      }
      case 'unknown':
        // A line over the cap is no event this mwh lacks: it is said as what it is.
        if (part.reason === 'line-too-long') {
          const size = part.bytes !== undefined ? ` of at least ${mebibytes(part.bytes)}` : '';
          const cap = part.limit !== undefined ? `the ${mebibytes(part.limit)} cap` : 'the cap';
          return this.block(`⚠ line-too-long: a line${size} is over ${cap} for one line, passed over`);
        }
        this.passedOver[part.reason]++;
        return '';
      case 'usage':
      case 'event':
      // Text on a terminal cannot be taken back: the stream-abandoned warning that follows says so.
      case 'text-retract':
      case 'reasoning-retract':
        return '';
    }
  }

  end(): string {
    let out = this.lineBreak();
    this.inline = undefined;
    const counts = this.passedOver;
    const passed = [
      counts['unknown-event'] && plural(counts['unknown-event'], 'event', 'events') + ' this mwh does not know',
      counts['not-json'] && plural(counts['not-json'], 'line', 'lines') + ' not JSON',
    ].filter(Boolean);
    const said = [
      passed.length && `${passed.join('; ')}, passed over`,
      // Both protocol readers still read what can be trusted of a line failing its schema.
      counts.invalid && `${plural(counts.invalid, 'line', 'lines')} failing the schema or nested too deep to check, read only for what could be trusted`,
    ].filter(Boolean);
    if (said.length) out += `(${said.join('; ')})\n`;
    // Said once: a failure ends the round's text (failure()) before the caller's own end().
    this.passedOver['unknown-event'] = this.passedOver['not-json'] = this.passedOver.invalid = 0;
    return out;
  }

  /**
   * A failed round's end, told the way an application shows it: the verdict line, a sentence in
   * the reader's language, then the CLI's account, made safe for the terminal, its colours gone.
   * The one rendering of a live round and of its replay: the README promises they print alike.
   * The text streamed so far is above it already: it is not given again.
   */
  failure(v: Verdict): string {
    const shown = { ...v, stderrTail: stripColours(v.stderrTail) };
    const out = `${this.end()}${this.verdictLine(v)}\n\n${safe(renderFailure(shown, this.locale ? { locale: this.locale } : {}))}\n`;
    this.endsWithNewline = true;
    return out;
  }

  /** `── verdict: KIND (the CLI's exit)`, coloured by whether the round succeeded. */
  verdictLine(v: Verdict): string {
    // The CLI's exit, said as the CLI's: mwh's own exit code follows other rules (130 on Ctrl-C, 2 on bad input).
    const exit = v.signal ? `the CLI was ended by ${safe(v.signal)}` : v.exitCode === null ? 'no exit of the CLI recorded' : `the CLI exited with code ${v.exitCode}`;
    const line = `── verdict: ${safe(v.kind)} (${exit})`;
    return v.kind === 'success' ? this.paint.good(line) : this.paint.bad(line);
  }

  private delta(kind: 'text' | 'reasoning', prefix: string, text: string): string {
    if (this.inline !== kind) {
      // A run starts on a line of its own: the blank line the readers put before a later
      // message's text would only widen the gap under a tool call or the reasoning.
      text = text.replace(/^\n+/, '');
      if (text === '') return '';
    }
    const out = this.inline === kind ? text : this.lineBreak() + prefix + text;
    this.inline = kind;
    if (out) this.endsWithNewline = out.endsWith('\n');
    return out;
  }

  private block(line: string): string {
    const out = this.lineBreak() + line + '\n';
    this.inline = undefined;
    this.endsWithNewline = true;
    return out;
  }

  /** A newline where streamed text stopped mid-line, so the next block starts on its own. */
  private lineBreak(): string {
    return this.endsWithNewline ? '' : '\n';
  }
}

export function renderRoundText(parts: Iterable<ContentPart>, options: { colour?: boolean; locale?: string } = {}): string {
  const printer = new RoundPrinter(options);
  let out = '';
  for (const part of parts) out += printer.write(part);
  return out + printer.end();
}

function clip(text: string): string {
  const lines = text.split('\n');
  return lines.length <= MAX_RESULT_LINES ? text : [...lines.slice(0, MAX_RESULT_LINES), `… ${lines.length - MAX_RESULT_LINES} more lines`].join('\n');
}

function mebibytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB (${bytes} bytes)`;
}

function indent(text: string): string {
  return text.replace(/^/gm, '  ');
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A subagent's call or result, indented under the call that started the subagent. */
function nested(part: { parentToolCallId?: string }, text: string): string {
  return part.parentToolCallId === undefined ? text : indent(text);
}
