/** The round as a person wants to read it, and as the one JSON object `--json` promises. */
import { summarizeRound, type ContentPart, type Harness } from '@mwh/protocol-core';

export function renderRoundJson(harness: Harness, parts: ContentPart[]): string {
  const summary = summarizeRound(parts);
  const verdict = summary.verdict;
  return JSON.stringify({
    harness,
    verdict: verdict && { kind: verdict.kind, message: verdict.message, exitCode: verdict.exitCode, stderrTail: verdict.stderrTail },
    sessionId: summary.sessionId,
    text: summary.text,
    reasoning: summary.reasoning,
    toolCalls: summary.toolCalls,
    toolResults: summary.toolResults,
    usage: summary.usage,
    unknownEvents: summary.unknownEvents,
  });
}

const MAX_RESULT_LINES = 20;

export function renderRoundText(parts: ContentPart[]): string {
  const out: string[] = [];
  // Deltas are written as they come; anything else starts on a line of its own.
  let inline: 'text' | 'reasoning' | undefined;
  const block = (line: string) => {
    if (inline) out.push('\n');
    inline = undefined;
    out.push(line + '\n');
  };
  for (const part of parts) {
    switch (part.type) {
      case 'session':
        block(`── session ${part.sessionId}${part.model ? ` (${part.model})` : ''}`);
        break;
      case 'text-delta':
        if (inline !== 'text') {
          if (inline) out.push('\n');
          inline = 'text';
        }
        out.push(part.text);
        break;
      case 'reasoning-delta':
        if (inline !== 'reasoning') {
          if (inline) out.push('\n');
          out.push('💭 ');
          inline = 'reasoning';
        }
        out.push(part.text);
        break;
      case 'tool-call':
        block(`▶ ${part.toolName} ${JSON.stringify(part.input)}  [${part.toolCallId}]`);
        break;
      case 'tool-result':
        block(`◀ ${part.isError ? 'error' : 'result'} [${part.toolCallId}]\n${indent(clip(part.output.trim() ? part.output.replace(/^\n+|\n+$/g, '') : '(no output)'))}`);
        break;
      case 'question':
        block(`? ${part.text}`);
        break;
      case 'warning':
        block(`⚠ ${part.code}: ${part.message}`);
        break;
      case 'finish': {
        const v = part.verdict;
        const exit = v.signal ? `signal ${v.signal}` : `exit ${v.exitCode ?? 'unknown'}`;
        // A success's message is the answer already shown above; anything else is the CLI's account.
        block(`── verdict: ${v.kind} (${exit})${v.kind !== 'success' && v.message ? `\n${indent(v.message)}` : ''}`);
        if (v.warning) block(`⚠ ${v.warning}`);
        if (v.kind !== 'success' && v.stderrTail.trim()) block(`── stderr (tail)\n${indent(v.stderrTail.trimEnd())}`);
        break;
      }
      case 'usage':
      case 'event':
      case 'unknown':
        break;
    }
  }
  if (inline) out.push('\n');
  const unknown = parts.filter((p) => p.type === 'unknown').length;
  if (unknown) out.push(`(${unknown} event${unknown === 1 ? '' : 's'} this mwh does not know, passed over)\n`);
  return out.join('');
}

function clip(text: string): string {
  const lines = text.split('\n');
  return lines.length <= MAX_RESULT_LINES ? text : [...lines.slice(0, MAX_RESULT_LINES), `… ${lines.length - MAX_RESULT_LINES} more lines`].join('\n');
}

function indent(text: string): string {
  return text.replace(/^/gm, '  ');
}
