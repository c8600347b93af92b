/**
 * Saving a live round in the capture format, so it can be replayed like a recorded fixture.
 * Every process of the round (a restarted round has two) becomes one capture. Secrets are
 * redacted from the recorded bytes on the way in, split-safe, because a capture leaves the
 * library like everything else: stdin carries the MCP bearer token to codex, for one.
 */
import { Redactor, REDACTED } from '@mwh/protocol-core';
import type { Capture, CaptureChunk, CaptureExit, CaptureHeader, CaptureStream, Harness, StreamRedactor } from '@mwh/protocol-core';
import type { ProcessResult } from './process-runner.js';

export interface CaptureSink {
  /** A process of the round started. */
  begin(header: CaptureHeader): void;
  chunk(chunk: CaptureChunk): void;
  /** The process ended; the capture begun last is complete. */
  end(exit: CaptureExit): void;
}

/** Collects whole captures in memory and hands each over once its process ended. */
export class CaptureCollector implements CaptureSink {
  readonly captures: Capture[] = [];
  private current: Capture | undefined;

  constructor(private readonly onCapture?: (capture: Capture) => void | Promise<void>) {}

  begin(header: CaptureHeader): void {
    this.current = { header, chunks: [] };
  }

  chunk(chunk: CaptureChunk): void {
    this.current?.chunks.push(chunk);
  }

  end(exit: CaptureExit): void {
    if (!this.current) return;
    const capture = { ...this.current, exit };
    this.current = undefined;
    this.captures.push(capture);
    void Promise.resolve(this.onCapture?.(capture)).catch(() => {});
  }
}

/**
 * Redacts secrets from bytes split anywhere, even inside a multi-byte character: the bytes are
 * read as latin1 (one character per byte) and the secrets as their UTF-8 bytes the same way.
 */
class ByteRedactor {
  private readonly stream: StreamRedactor;
  constructor(redactor: Redactor) {
    this.stream = redactor.stream();
  }
  push(bytes: Uint8Array): Uint8Array {
    return Buffer.from(this.stream.push(Buffer.from(bytes).toString('latin1')), 'latin1');
  }
  flush(): Uint8Array {
    return Buffer.from(this.stream.flush(), 'latin1');
  }
}

export interface CaptureRecorderOptions {
  harness: Harness;
  cli: { name: string; version: string };
  argv: string[];
  env: Record<string, string>;
  secrets: readonly string[];
}

/** Records one process of a round into a sink. */
export class CaptureRecorder {
  private readonly header: CaptureHeader;
  private readonly redactors = new Map<CaptureStream, ByteRedactor>();
  private readonly redactor: Redactor;
  private readonly start = performance.now();

  constructor(
    private readonly sink: CaptureSink,
    options: CaptureRecorderOptions,
  ) {
    this.redactor = new Redactor(options.secrets.map((s) => Buffer.from(s, 'utf8').toString('latin1')), REDACTED);
    this.header = {
      type: 'header',
      format: 'mwh-capture',
      version: 1,
      harness: options.harness,
      cli: { ...options.cli },
      // Secrets never go on a command line, but an override might carry one.
      argv: options.argv.map((arg) => this.redactor.redact(arg)),
      env: Object.keys(options.env).sort(),
      startedAt: new Date().toISOString(),
    };
    sink.begin(this.header);
  }

  /** The CLI told its version mid-stream (claude's init line, codex's user agent). */
  set cliVersion(version: string) {
    this.header.cli.version = version;
  }

  chunk(stream: CaptureStream, bytes: Uint8Array): void {
    let redactor = this.redactors.get(stream);
    if (!redactor) this.redactors.set(stream, (redactor = new ByteRedactor(this.redactor)));
    const out = this.redactor.empty ? new Uint8Array(bytes) : redactor.push(bytes);
    if (out.length) this.sink.chunk({ stream, t: this.now(), bytes: out });
  }

  end(result: ProcessResult): void {
    for (const [stream, redactor] of this.redactors) {
      const rest = redactor.flush();
      if (rest.length) this.sink.chunk({ stream, t: this.now(), bytes: rest });
    }
    const exit: CaptureExit = { t: this.now(), code: result.exitCode, signal: result.signal };
    if (result.spawnError) exit.spawnError = result.spawnError;
    if (result.stdinError) exit.stdinError = result.stdinError;
    this.sink.end(exit);
  }

  private now(): number {
    return performance.now() - this.start;
  }
}
