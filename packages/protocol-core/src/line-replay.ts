/**
 * The skeleton every protocol's chunk replay shares: a recorded round fed through the reader a
 * live round uses, its stdout framed into lines once for the whole recording (a line is never
 * split between two turns' readers), the client's lines (stdin) framed likewise, the end of
 * stderr kept for the verdict, and a new reader for each turn a recording of several holds. A
 * protocol's replay supplies only what differs: what a line of stdout (and of stdin) means for the
 * turn going on, and how the recorded exit ends the last turn.
 */
import { appendAll } from './bounded.js';
import type { CaptureChunk, CaptureExit, ChunkReplay } from './capture.js';
import { exitOutcome } from './capture.js';
import type { ContentPart } from './content-part.js';
import { LineFramer, type FramedLine, type LineFramerOptions } from './line-framer.js';
import { TextTail } from './text-tail.js';
import type { ProcessOutcome } from './verdict.js';

/** What a replay needs of a round reader: its end (`LineRoundReader.finish`). */
export interface FinishingReader<End extends readonly unknown[]> {
  finish(...end: End): ContentPart[];
}

/** A process outcome that says whether the harness ended the process itself (codex's, gemini's). */
export type IntentionalOutcome = ProcessOutcome & { intentional: boolean };

export abstract class LineReplay<Reader extends FinishingReader<End>, End extends readonly unknown[]> implements ChunkReplay {
  /** The reader of the turn going on. */
  protected reader: Reader;
  private readonly stdout: LineFramer;
  // Only for a replay that reads the client's lines: another's never holds a line of stdin.
  private readonly stdin: LineFramer | undefined;
  protected readonly stderr = new TextTail();

  /** `clientLines`: the client's lines (stdin) say something the replay needs, and go to `sent`. */
  protected constructor(
    private readonly newReader: () => Reader,
    options: LineFramerOptions,
    clientLines = false,
  ) {
    this.reader = newReader();
    this.stdout = new LineFramer(options);
    this.stdin = clientLines ? new LineFramer() : undefined;
  }

  /** One line of the CLI's stdout, read into the turn it belongs to. */
  protected abstract read(framed: FramedLine, out: ContentPart[]): void;

  /** How the recorded exit (none when the recording was cut) ends the last turn. */
  protected abstract lastEnd(exit: CaptureExit | undefined): End;

  /** One line the client wrote (stdin), where the replay reads them (`clientLines`). */
  protected sent(_line: FramedLine, _out: ContentPart[]): void {}

  /** The recording's lines were all read: what the last turn still holds goes to `out` before its end. */
  protected readAll(_out: ContentPart[]): void {}

  chunk(chunk: CaptureChunk): ContentPart[] {
    const out: ContentPart[] = [];
    if (chunk.stream === 'stdout') {
      for (const framed of this.stdout.push(chunk.bytes)) this.read(framed, out);
    } else if (chunk.stream === 'stderr') {
      this.stderr.push(chunk.bytes);
    } else if (this.stdin) {
      for (const line of this.stdin.push(chunk.bytes)) this.sent(line, out);
    }
    return out;
  }

  /** The recording ended, with its exit record if it has one: the last parts and the verdict. */
  end(exit: CaptureExit | undefined): ContentPart[] {
    const out: ContentPart[] = [];
    if (this.stdin) for (const line of this.stdin.end()) this.sent(line, out);
    for (const framed of this.stdout.end()) this.read(framed, out);
    this.readAll(out);
    return appendAll(out, this.reader.finish(...this.lastEnd(exit)));
  }

  /**
   * The turn going on ends with `end` and a new reader reads what follows; returns the reader that
   * ended, for what the next turn takes of it.
   */
  protected newTurn(out: ContentPart[], ...end: End): Reader {
    const ended = this.reader;
    appendAll(out, ended.finish(...end));
    this.reader = this.newReader();
    return ended;
  }

  /** How a turn ended while its process went on (a conversation's next turn, a run appended after it): no exit of its own. */
  protected wentOn(): ProcessOutcome {
    return { exitCode: null, signal: null, stderr: this.stderr.current() };
  }

  /**
   * The recorded exit as the outcome of a CLI whose harness may end the process itself: none without
   * an exit record; `intentional` as the caller says, else as the record does.
   */
  protected recordedExit(exit: CaptureExit | undefined, intentional: boolean | undefined): IntentionalOutcome | null {
    if (!exit) return null;
    // The capture reader has checked the exit record, so `intentional` is a boolean or absent.
    return { ...exitOutcome(exit, this.stderr.end()), intentional: intentional ?? exit.intentional ?? false };
  }
}
