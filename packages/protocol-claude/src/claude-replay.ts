/**
 * Replays a recorded Claude round through the reader exactly as a live round would run: the
 * stdout chunks as they were recorded, then the exit and stderr. A conversation's capture (one
 * process, several turns) replays as its turns: a user message written after the turn's
 * `result` begins the next turn, with a reader of its own, as harness-core's conversation reads it.
 * A raw stdout has no user messages to go by: there, the first line of the CLI's after a `result`
 * begins the next turn (a persistent `--input-format stream-json` session answers each message
 * with its own `result`).
 */
import { appendAll, asObject, exitOutcome, LineReplay, replayChunks, turnStart, type Capture, type CaptureExit, type ContentPart, type FramedLine, type ProcessOutcome } from '@mwh/protocol-core';
import { ClaudeRoundReader, INTERRUPT_LINE, type ClaudeRoundReaderOptions } from './claude-round-reader.js';
import { decodeClaudeLine, type DecodedLine } from './stream-json-decoder.js';

export interface ClaudeReplayOptions extends ClaudeRoundReaderOptions {
  /** A raw stdout replayed alone: a turn ends at its `result`, as no user message says where the next begins. */
  withoutClientLines?: boolean;
}

export function replayClaudeCapture(capture: Capture, options?: ClaudeReplayOptions): ContentPart[] {
  return replayChunks(new ClaudeCaptureReplay(options), capture);
}

/** A user message as the encoder writes it: its type first. */
const USER_MESSAGE = /^\{"type":"user"/;

/**
 * The same replay fed chunk by chunk, for a recording too large to hold (a 1 GiB stdout): it
 * keeps no more than the reader does, plus the end of stderr a live round keeps for the verdict.
 */
export class ClaudeCaptureReplay extends LineReplay<ClaudeRoundReader, [ProcessOutcome]> {
  // Of the turn going on, in a raw stdout: whether its prompt was said, whether its answer began.
  private prompted = false;
  private answered = false;

  constructor(private readonly options: ClaudeReplayOptions = {}) {
    super(() => new ClaudeRoundReader(options), options, true);
  }

  protected override lastEnd(exit: CaptureExit | undefined): [ProcessOutcome] {
    return [exitOutcome(exit, this.stderr.end())];
  }

  /** Of stdin, only a user message after a turn's result changes anything. */
  protected override sent(line: FramedLine, out: ContentPart[]): void {
    // A line too long to keep (a message with large images) is known by its head.
    if (USER_MESSAGE.test(line.ok ? line.text : line.head)) this.nextTurn(out);
  }

  protected override read(framed: FramedLine, out: ContentPart[]): void {
    const line = decodeClaudeLine(framed);
    if (!line) return;
    if (this.options.withoutClientLines) {
      if (!this.reader.resultRead && this.answered && line.kind === 'event' && line.key === 'system/init') this.cutOff(line, out);
      if (this.reader.resultRead && beginsTurn(line)) {
        this.nextTurn(out);
        const prompt = promptOf(line);
        out.push(turnStart(prompt));
        this.prompted = prompt !== undefined;
      } else if (!this.prompted && !this.answered) {
        // The prompt a stdout echoes (--replay-user-messages) after its init line, before any answer.
        const prompt = promptOf(line);
        if (prompt !== undefined) out.push(turnStart(prompt));
        this.prompted = prompt !== undefined;
      }
      if (line.kind === 'event' && (line.key === 'assistant' || line.key === 'result' || line.key.startsWith('stream_event/'))) this.answered = true;
    }
    appendAll(out, this.reader.accept(line));
  }

  /**
   * Another run's init line before the turn going on wrote its result: that run was cut off (killed,
   * or its stdout cut) and the file goes on with another process's output. Its turn ends here,
   * incomplete, with a warning that says where; the init begins the next.
   */
  private cutOff(init: Extract<DecodedLine, { kind: 'event' }>, out: ContentPart[]): void {
    const session = (init.message as { session_id?: unknown }).session_id;
    const next = typeof session === 'string' ? `another run's init line (session ${session})` : "another run's init line";
    out.push({ type: 'warning', code: 'cut-off', message: `The run stopped before its result line: ${next} follows what it wrote, so its turn ends there, incomplete.` });
    this.newTurn(out, this.wentOn());
    this.prompted = this.answered = false;
    out.push(turnStart());
  }

  private nextTurn(out: ContentPart[]): void {
    if (!this.reader.resultRead) return;
    // The turn before ended at its result while the process went on: its verdict has no exit.
    this.newTurn(out, this.wentOn());
    this.prompted = this.answered = false;
  }
}

/**
 * The lines a turn's output starts with. Others after a result (a rate limit, a status, the
 * harness's exchange with the CLI) may still be the turn's: they begin nothing, so a one-turn
 * stdout with a line after its result is not read as two turns.
 */
function beginsTurn(line: DecodedLine): boolean {
  return line.kind === 'event' && (line.key === 'system/init' || line.key === 'user' || line.key === 'assistant' || line.key.startsWith('stream_event/'));
}

/** The user's words, where the CLI echoes the message that began the turn (`--replay-user-messages`). */
function promptOf(line: DecodedLine): string | undefined {
  // The CLI's own user lines are none: a compaction's summary (isSynthetic), an interrupt's notice, a local command's output.
  if (line.kind !== 'event' || line.key !== 'user' || (line.message as { isSynthetic?: unknown }).isSynthetic === true) return undefined;
  const content = asObject(line.message.message)?.content;
  let prompt: string | undefined;
  if (typeof content === 'string') prompt = content;
  else if (Array.isArray(content) && !content.some((block) => asObject(block)?.type === 'tool_result')) {
    const texts = content.map((block) => asObject(block)?.text).filter((text): text is string => typeof text === 'string');
    if (texts.length > 0) prompt = texts.join('\n');
  }
  return prompt === undefined || INTERRUPT_LINE.test(prompt) || LOCAL_COMMAND_TEXT.test(prompt) ? undefined : prompt;
}

/** A local command's output, as the CLI writes it in a user line: `<local-command-stdout>Compacted </local-command-stdout>`. */
const LOCAL_COMMAND_TEXT = /^\s*<local-command-/;
