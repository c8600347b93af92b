/**
 * Replays a recorded Claude round through the reader exactly as a live round would run: the
 * stdout chunks as they were recorded, then the exit and stderr. A conversation's capture (one
 * process, several turns) replays as its turns: a user message written after the turn's
 * `result` begins the next turn, with a reader of its own, as harness-core's conversation reads it.
 * A raw stdout has no user messages to go by: there, the first line of the CLI's after a `result`
 * begins the next turn (a persistent `--input-format stream-json` session answers each message
 * with its own `result`).
 */
import { appendAll, asObject, exitOutcome, LineFramer, replayChunks, TextTail, turnStart, type Capture, type CaptureChunk, type CaptureExit, type ContentPart } from '@mwh/protocol-core';
import { ClaudeRoundReader, type ClaudeRoundReaderOptions } from './claude-round-reader.js';
import { StreamJsonDecoder, type DecodedLine } from './stream-json-decoder.js';

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
export class ClaudeCaptureReplay {
  private reader: ClaudeRoundReader;
  // One decoder for the whole stdout: a line is never split between two turns' readers.
  private readonly decoder: StreamJsonDecoder;
  private readonly stdin = new LineFramer();
  private readonly stderr = new TextTail();

  constructor(private readonly options: ClaudeReplayOptions = {}) {
    this.reader = new ClaudeRoundReader(options);
    this.decoder = new StreamJsonDecoder(options);
  }

  /** One recorded chunk; of stdin, only a user message after a turn's result changes anything. */
  chunk(chunk: CaptureChunk): ContentPart[] {
    const out: ContentPart[] = [];
    if (chunk.stream === 'stdout') {
      for (const line of this.decoder.push(chunk.bytes)) this.read(line, out);
    } else if (chunk.stream === 'stderr') {
      this.stderr.push(chunk.bytes);
    } else {
      // A line too long to keep (a message with large images) is known by its head.
      for (const line of this.stdin.push(chunk.bytes)) if (USER_MESSAGE.test(line.ok ? line.text : line.head)) this.nextTurn(out);
    }
    return out;
  }

  /** The recording ended, with its exit record if it has one: the last parts and the verdict. */
  end(exit: CaptureExit | undefined): ContentPart[] {
    const out: ContentPart[] = [];
    for (const line of this.decoder.end()) this.read(line, out);
    return appendAll(out, this.reader.finish(exitOutcome(exit, this.stderr.end())));
  }

  private read(line: DecodedLine, out: ContentPart[]): void {
    if (this.options.withoutClientLines && this.reader.resultRead && beginsTurn(line)) {
      this.nextTurn(out);
      out.push(turnStart(promptOf(line)));
    }
    appendAll(out, this.reader.accept(line));
  }

  private nextTurn(out: ContentPart[]): void {
    if (!this.reader.resultRead) return;
    // The turn before ended at its result while the process went on: its verdict has no exit.
    appendAll(out, this.reader.finish({ exitCode: null, signal: null, stderr: this.stderr.current() }));
    this.reader = new ClaudeRoundReader(this.options);
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
  if (line.kind !== 'event' || line.key !== 'user') return undefined;
  const content = asObject(line.message.message)?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content) || content.some((block) => asObject(block)?.type === 'tool_result')) return undefined;
  const texts = content.map((block) => asObject(block)?.text).filter((text): text is string => typeof text === 'string');
  return texts.length > 0 ? texts.join('\n') : undefined;
}
