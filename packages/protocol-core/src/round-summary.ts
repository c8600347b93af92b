/** Folds a round's content parts into the one object `mwh replay --json` prints. */
import { AnswerText } from './answer-text.js';
import type { ContentPart, Usage } from './content-part.js';
import type { Verdict } from './verdict.js';
import { addUsage } from './usage-sum.js';

export interface RoundSummary {
  sessionId: string | null;
  model: string | null;
  text: string;
  reasoning: string;
  /** `parentId`: the call that started the subagent this one was made in. */
  toolCalls: { id: string; name: string; arguments: unknown; parentId?: string }[];
  toolResults: { id: string; isError: boolean; output: string; parentId?: string }[];
  questions: string[];
  warnings: { code: string; message: string }[];
  /** Each MCP server's last state, by name, in the order they were first named. */
  mcpServers: { name: string; status: string; message?: string }[];
  usage: Usage;
  unknownEvents: number;
  verdict: Verdict | null;
  /**
   * Set when the text or the reasoning was longer than a summary keeps (MAX_KEPT_TEXT_UNITS):
   * the UTF-16 units left out at its end; `text` (or `reasoning`) is its start.
   */
  cut?: { text?: number; reasoning?: number };
}

export function summarizeRound(parts: Iterable<ContentPart>): RoundSummary {
  const summarizer = new RoundSummarizer();
  for (const part of parts) summarizer.add(part);
  return summarizer.summary();
}

/**
 * The summary folded part by part, for a caller that streams the parts (a replay of a 1 GiB
 * stream) and must not keep them. The text and the reasoning are kept up to their bound, and
 * what was left out is said in `cut`.
 */
export class RoundSummarizer {
  private readonly text = new AnswerText();
  private readonly reasoning = new AnswerText();
  private readonly fields: Omit<RoundSummary, 'text' | 'reasoning'> = {
    sessionId: null,
    model: null,
    toolCalls: [],
    toolResults: [],
    questions: [],
    warnings: [],
    mcpServers: [],
    usage: {},
    unknownEvents: 0,
    verdict: null,
  };
  private readonly mcpIndex = new Map<string, number>();

  add(part: ContentPart): void {
    const summary = this.fields;
    switch (part.type) {
      case 'session':
        summary.sessionId = part.sessionId;
        summary.model = part.model ?? summary.model;
        break;
      case 'text-delta':
        this.text.add(part.id, part.text);
        break;
      case 'reasoning-delta':
        this.reasoning.add(part.id, part.text);
        break;
      case 'text-retract':
        // Streamed text of an abandoned message is not part of the answer.
        this.text.retract(part.id, part.length);
        break;
      case 'reasoning-retract':
        this.reasoning.retract(part.id, part.length);
        break;
      case 'tool-call':
        summary.toolCalls.push({ id: part.toolCallId, name: part.toolName, arguments: part.input, ...nesting(part) });
        break;
      case 'tool-result':
        summary.toolResults.push({ id: part.toolCallId, isError: part.isError, output: part.output, ...nesting(part) });
        break;
      case 'usage':
        // Each usage part is one model request, so the round's usage is their sum.
        summary.usage = addUsage(summary.usage, part.usage);
        break;
      case 'question':
        summary.questions.push(part.text);
        break;
      case 'warning':
        summary.warnings.push({ code: part.code, message: part.message });
        break;
      case 'mcp-server': {
        const { name, status, message } = part;
        const server = message !== undefined ? { name, status, message } : { name, status };
        // By name through a map: a stream naming a million servers must not cost a search each.
        const index = this.mcpIndex.get(name);
        if (index !== undefined) summary.mcpServers[index] = server;
        else this.mcpIndex.set(name, summary.mcpServers.push(server) - 1);
        break;
      }
      case 'unknown':
        summary.unknownEvents++;
        break;
      case 'event':
        // Known events the content model has no part for are not unknown: they are not counted.
        break;
      case 'finish':
        summary.verdict = part.verdict;
        break;
    }
  }

  summary(): RoundSummary {
    const { sessionId, model, ...rest } = this.fields;
    const summary: RoundSummary = { sessionId, model, text: this.text.toString(), reasoning: this.reasoning.toString(), ...rest };
    if (this.text.cut !== 0 || this.reasoning.cut !== 0) {
      summary.cut = {};
      if (this.text.cut !== 0) summary.cut.text = this.text.cut;
      if (this.reasoning.cut !== 0) summary.cut.reasoning = this.reasoning.cut;
    }
    return summary;
  }
}

function nesting(part: { parentToolCallId?: string }): { parentId?: string } {
  return part.parentToolCallId !== undefined ? { parentId: part.parentToolCallId } : {};
}
