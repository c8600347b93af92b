/** The round as a person wants to read it, and as the one JSON object `--json` promises. */
import { stringifyJson, summarizeRound, type ContentPart, type Harness } from '@mwh/protocol-core';

export function renderRoundJson(harness: Harness, parts: ContentPart[]): string {
  const summary = summarizeRound(parts);
  const verdict = summary.verdict;
  // Tool inputs and arguments are the CLI's: stringifyJson writes any depth of them.
  return stringifyJson({
    harness,
    verdict: verdict && { kind: verdict.kind, message: verdict.message, exitCode: verdict.exitCode, stderrTail: verdict.stderrTail },
    sessionId: summary.sessionId,
    text: summary.text,
    reasoning: summary.reasoning,
    toolCalls: summary.toolCalls,
    toolResults: summary.toolResults,
    usage: summary.usage,
    unknownEvents: summary.unknownEvents,
  })!;
}

const MAX_RESULT_LINES = 20;

/** The round for a person, written part by part so a live round prints as it streams. */
export class RoundPrinter {
  // Deltas are written as they come; anything else starts on a line of its own.
  private inline: 'text' | 'reasoning' | undefined;
  private endsWithNewline = true;
  private unknown = 0;

  write(part: ContentPart): string {
    switch (part.type) {
      case 'session':
        return this.block(`── session ${part.sessionId}${part.model ? ` (${part.model})` : ''}`);
      case 'text-delta':
        return this.delta('text', '', part.text);
      case 'reasoning-delta':
        return this.delta('reasoning', '💭 ', part.text);
      case 'tool-call':
        return this.block(`▶ ${part.toolName} ${stringifyJson(part.input) ?? ''}  [${part.toolCallId}]`);
      case 'tool-result': {
        const output = part.output.trim() ? part.output.replace(/^\n+|\n+$/g, '') : '(no output)';
        return this.block(`◀ ${part.isError ? 'error' : 'result'} [${part.toolCallId}]\n${indent(clip(output))}`);
      }
      case 'question':
        return this.block(`? ${part.text}`);
      case 'warning':
        return this.block(`⚠ ${part.code}: ${part.message}`);
      case 'finish': {
        const v = part.verdict;
        const exit = v.signal ? `signal ${v.signal}` : `exit ${v.exitCode ?? 'unknown'}`;
        // A success's message is the answer already shown above; anything else is the CLI's account.
        let out = this.block(`── verdict: ${v.kind} (${exit})${v.kind !== 'success' && v.message ? `\n${indent(v.message)}` : ''}`);
        if (v.warning) out += this.block(`⚠ ${v.warning}`);
        if (v.kind !== 'success' && v.stderrTail.trim()) out += this.block(`── stderr (tail)\n${indent(v.stderrTail.trimEnd())}`);
        return out;
      }
      case 'unknown':
        this.unknown++;
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
    if (this.unknown) out += `(${this.unknown} event${this.unknown === 1 ? '' : 's'} this mwh does not know, passed over)\n`;
    return out;
  }

  private delta(kind: 'text' | 'reasoning', prefix: string, text: string): string {
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

export function renderRoundText(parts: Iterable<ContentPart>): string {
  const printer = new RoundPrinter();
  let out = '';
  for (const part of parts) out += printer.write(part);
  return out + printer.end();
}

function clip(text: string): string {
  const lines = text.split('\n');
  return lines.length <= MAX_RESULT_LINES ? text : [...lines.slice(0, MAX_RESULT_LINES), `… ${lines.length - MAX_RESULT_LINES} more lines`].join('\n');
}

function indent(text: string): string {
  return text.replace(/^/gm, '  ');
}
