/**
 * The reader of one round of `gemini --output-format stream-json` (init to result) into the
 * shared content parts, ending with the verdict once the process outcome is known: the same parts
 * and verdict model as the other CLIs' rounds. Stateful and pure: feed it the CLI's stdout
 * (`push`, or `accept` for lines `decodeGeminiLine` decoded), then `finish`: protocol-core's
 * `LineRoundReader`, with gemini's decode, read step and verdict. Nothing it reads can make it
 * throw.
 *
 * gemini streams an answer as `message` events of role `assistant` with `delta: true`, and writes
 * no message ids: the text between two tool events is one message (`m0`, `m1`, …), and the
 * answer is the last one's text, as the CLI's own JSON output gives it. The user's prompt comes
 * back as a `message` of role `user`, which is no part of the answer. A tool call the CLI could
 * not run (not registered: a tool needing approval in headless mode, which the CLI leaves out of
 * the model's list) is a failed tool result and a warning, while the round itself goes on.
 */
import { LineRoundReader, MAX_KEPT_TEXT_UNITS, MessageBreaks, RecentSet, appendAll, field, fittingLength, stringField, type ContentPart, type FramedLine, type LineFramerOptions, type Usage, type Verdict } from '@mwh/protocol-core';
import { decodeGeminiLine, type GeminiEvent, type GeminiLine } from './gemini-event.js';
import { toGeminiUsage } from './gemini-usage.js';
import { decideGeminiVerdict, type GeminiProcessOutcome, type GeminiRoundFacts } from './gemini-verdict.js';

export type GeminiRoundReaderOptions = LineFramerOptions;

/** The tool_result error type of a call the CLI has no tool for (one needing approval, in headless mode). */
export const TOOL_NOT_REGISTERED = 'tool_not_registered';

export class GeminiRoundReader extends LineRoundReader<GeminiLine, [outcome?: GeminiProcessOutcome | null]> {
  private session: string | null = null;
  private started = false;
  private result: GeminiRoundFacts['result'] = null;
  private lastError: string | null = null;
  private usage: Usage | null = null;
  /** The message text goes to; a tool event ends it. */
  private message = 0;
  private messageOpen = false;
  /** The last message's text, kept up to MAX_KEPT_TEXT_UNITS, and the units past it. */
  private lastText = '';
  private lastCut = 0;
  private readonly breaks = new MessageBreaks<number>();
  // Tool calls shown already: a repeated line shows nothing again.
  private readonly called = new RecentSet<string>();
  private readonly done = new RecentSet<string>();

  constructor(options: GeminiRoundReaderOptions = {}) {
    super(options);
  }

  /** The session id init gave, once it came. */
  get sessionId(): string | null {
    return this.session;
  }

  /** The result came: what comes after it is another run's. */
  get isTurnEnded(): boolean {
    return this.result !== null;
  }

  protected override decode(framed: FramedLine): GeminiLine | undefined {
    return decodeGeminiLine(framed);
  }

  protected override decide(_out: ContentPart[], outcome: GeminiProcessOutcome | null = null): Verdict {
    return decideGeminiVerdict(this.facts(), outcome);
  }

  /** The facts the verdict is decided from, as read so far. */
  facts(): GeminiRoundFacts {
    const resultText = this.lastCut === 0 ? this.lastText : `${this.lastText}… (${this.lastCut} more characters not kept)`;
    return { result: this.result, lastError: this.lastError, started: this.started, resultText, usage: this.usage };
  }

  protected override read(line: GeminiLine, out: ContentPart[]): void {
    if (!line.ok) {
      out.push(line.part);
      return;
    }
    this.event(line, out);
  }

  private event(line: GeminiEvent, out: ContentPart[]): void {
    const event = line.event;
    // The codec let no event through without its required members of their kinds.
    switch (line.type) {
      case 'init': {
        this.started = true;
        const id = event.session_id as string;
        if (id === this.session) return;
        this.session = id;
        out.push({ type: 'session', sessionId: id, model: event.model as string });
        return;
      }
      case 'message': {
        if (event.role !== 'assistant') return;
        const text = event.content as string;
        if (text === '') return;
        if (!this.messageOpen) {
          this.messageOpen = true;
          this.lastText = '';
          this.lastCut = 0;
        }
        this.keep(text);
        out.push({ type: 'text-delta', id: `m${this.message}`, text: this.breaks.piece(this.message, text) });
        return;
      }
      case 'tool_use': {
        this.endMessage();
        const id = event.tool_id as string;
        if (this.called.has(id)) return;
        this.called.add(id);
        out.push({ type: 'tool-call', toolCallId: id, toolName: event.tool_name as string, input: event.parameters });
        return;
      }
      case 'tool_result': {
        this.endMessage();
        const id = event.tool_id as string;
        if (this.done.has(id)) return;
        this.done.add(id);
        const error = field(event, 'error');
        const errorMessage = stringField(error, 'message');
        const isError = event.status !== 'success';
        // Success carries its output only for some tools (0.61.0: a shell command's, not a directory listing's).
        const output = stringField(event, 'output') ?? (isError ? errorMessage : undefined) ?? '';
        out.push({ type: 'tool-result', toolCallId: id, output, isError });
        if (stringField(error, 'type') === TOOL_NOT_REGISTERED) {
          out.push({ type: 'warning', code: 'tool-unavailable', message: `The CLI could not run a tool call (a tool needing approval is not offered in headless mode): ${errorMessage ?? output}` });
        }
        return;
      }
      case 'error': {
        const message = event.message as string;
        if (event.severity === 'error') this.lastError = message;
        out.push({ type: 'warning', code: event.severity === 'error' ? 'gemini-error' : 'gemini-warning', message });
        return;
      }
      case 'result': {
        this.endMessage();
        const stats = field(event, 'stats');
        const duration = field(stats, 'duration_ms');
        const durationMs = typeof duration === 'number' && Number.isFinite(duration) ? duration : null;
        if (event.status === 'success') this.result = { status: 'success', durationMs };
        else {
          const error = field(event, 'error');
          this.result = { status: 'error', errorType: stringField(error, 'type'), message: stringField(error, 'message') ?? this.lastError ?? 'The turn failed.', durationMs };
        }
        const usage = toGeminiUsage(stats);
        if (usage) {
          this.usage = usage;
          out.push({ type: 'usage', usage });
        }
        return;
      }
    }
  }

  /** A tool event ends the message text went to: text after it is the next message's. */
  private endMessage(): void {
    if (!this.messageOpen) return;
    this.messageOpen = false;
    this.message++;
  }

  private keep(text: string): void {
    if (this.lastCut === 0 && this.lastText.length + text.length <= MAX_KEPT_TEXT_UNITS) {
      this.lastText += text;
      return;
    }
    const kept = this.lastCut === 0 ? fittingLength(text, MAX_KEPT_TEXT_UNITS - this.lastText.length) : 0;
    if (kept > 0) this.lastText += text.slice(0, kept);
    this.lastCut += text.length - kept;
  }
}

/** Reads a whole gemini stream-json stdout (one round) at once: its parts, ending with the verdict. */
export function readGeminiStream(chunks: Iterable<Uint8Array>, outcome: GeminiProcessOutcome | null, options?: GeminiRoundReaderOptions): ContentPart[] {
  const reader = new GeminiRoundReader(options);
  const parts: ContentPart[] = [];
  for (const chunk of chunks) appendAll(parts, reader.push(chunk));
  return appendAll(parts, reader.finish(outcome));
}
