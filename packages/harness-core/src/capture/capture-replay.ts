/**
 * A recorded round replayed chunk by chunk through its harness's reader and the live end of a
 * round, so `mwh replay` of a capture of any size holds no more than the reader and redactor do.
 */
import { appendAll, type CaptureChunk, type CaptureExit, type ChunkReplay, type CliProtocol, type ContentPart, type StreamKind } from '@mwh/protocol-core';
import { RoundEnder } from '../verdict/round-end.js';
import { stderrRedactor, type ByteStreamRedactor } from '../secrets/secret-forms.js';

export interface ReplayOptions {
  /** Values to mask in every part and in the verdict. */
  secrets?: readonly string[];
}

export interface CaptureReplayOptions extends ReplayOptions {
  /**
   * A codex recording has no client lines (a raw stdout replayed alone): its responses are read
   * by their shape. Off by default: a capture holds the client's lines, and a response to a
   * request nobody sent (a stray or forged id) changes nothing, whatever the recording's size.
   */
  withoutClientLines?: boolean;
  /** A capture's recording of another output mode of the CLI's (its header's `outputMode`; codex: `exec`). */
  outputMode?: string;
  /**
   * What the recording is, when it is a raw file of one of the protocol's kinds (a session
   * transcript, say): read by that kind's reader. A capture, or a kind not named, is read as the
   * CLI's stdout, in its header's output mode.
   */
  kind?: StreamKind;
}

/**
 * The replay of one recording, fed its chunks in recorded order, then its exit: the warning, the
 * idle, retry or cancel cause the exit recorded, the redaction, as the live round had them.
 */
export class CaptureReplay implements ChunkReplay {
  private readonly replay: ChunkReplay;
  private readonly ender: RoundEnder;
  private readonly stderr: ByteStreamRedactor | undefined;
  // The time of the last stderr chunk, which what the stderr redactor still holds at the end is given.
  private stderrAt: number | undefined;

  /**
   * `protocol` is the capture's (`loadProtocol(header.harness)`, which loads only that protocol
   * package: a replay needs no other).
   */
  constructor(protocol: CliProtocol, { secrets = [], withoutClientLines, outputMode, kind }: CaptureReplayOptions = {}) {
    const options = withoutClientLines === undefined ? {} : { withoutClientLines };
    const reader = protocol.streamKinds.find((known) => known.kind === kind);
    this.replay = reader ? reader.replay(options) : protocol.captureReplay({ ...options, ...(outputMode === undefined ? {} : { outputMode }) });
    this.ender = new RoundEnder(secrets);
    this.stderr = stderrRedactor(secrets);
  }

  chunk(chunk: CaptureChunk): ContentPart[] {
    // Stderr is redacted as a live round redacts it, before the reader cuts the verdict's tail
    // of it: a tail cut after the redaction began inside a secret and showed its end.
    if (chunk.stream === 'stderr' && this.stderr) {
      this.stderrAt = chunk.t;
      chunk = { ...chunk, bytes: this.stderr.push(chunk.bytes) };
    }
    return this.ender.push(this.replay.chunk(chunk));
  }

  /** The recording ended, with its exit record if it has one (the last, when it has several). */
  end(exit: CaptureExit | undefined): ContentPart[] {
    const out: ContentPart[] = [];
    if (this.stderr && this.stderrAt !== undefined) {
      const rest = this.stderr.flush();
      if (rest.length) appendAll(out, this.ender.push(this.replay.chunk({ stream: 'stderr', t: this.stderrAt, bytes: rest })));
    }
    if (exit?.stop) this.ender.stop = exit.stop;
    appendAll(out, this.ender.push(this.replay.end(exit)));
    return this.ender.flush(out);
  }
}
