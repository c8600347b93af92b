/**
 * Saving a live round in the capture format, so it can be replayed like a recorded fixture.
 * Every process of the round (a restarted round has two) becomes one capture. Secrets are
 * redacted from the recorded bytes on the way in, split-safe, because a capture leaves the
 * library like everything else: stdin carries the MCP bearer token to codex, for one.
 */
import { Redactor } from '@mwh/protocol-core';
import type { Capture, CaptureChunk, CaptureExit, CaptureHeader, CaptureStop, CaptureStream, Harness } from '@mwh/protocol-core';
import type { ProcessResult } from './process-runner.js';
import { ByteStreamRedactor, byteRedactor, withJsonForms } from './secret-forms.js';

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
  private readonly redactors = new Map<CaptureStream, ByteStreamRedactor>();
  private readonly redactor: Redactor;
  /** For the header's strings and the exit's error messages. */
  private readonly argvRedactor: Redactor;
  private readonly start = performance.now();

  constructor(
    private readonly sink: CaptureSink,
    options: CaptureRecorderOptions,
  ) {
    // The streams are JSON lines: a secret with a quote or backslash in it is escaped there.
    const secrets = withJsonForms(options.secrets);
    this.redactor = byteRedactor(secrets);
    const argvRedactor = (this.argvRedactor = new Redactor(secrets));
    this.header = {
      type: 'header',
      format: 'mwh-capture',
      version: 1,
      harness: options.harness,
      cli: { name: argvRedactor.redact(options.cli.name), version: argvRedactor.redact(options.cli.version) },
      // Secrets never go on a command line, but an override might carry one.
      argv: options.argv.map((arg) => argvRedactor.redact(arg)),
      env: Object.keys(options.env)
        .sort()
        .map((name) => argvRedactor.redact(name)),
      startedAt: new Date().toISOString(),
    };
    sink.begin(this.header);
  }

  /** The CLI told its version mid-stream (claude's init line, codex's user agent). */
  set cliVersion(version: string) {
    this.header.cli.version = this.argvRedactor.redact(version);
  }

  chunk(stream: CaptureStream, bytes: Uint8Array): void {
    let redactor = this.redactors.get(stream);
    if (!redactor) this.redactors.set(stream, (redactor = new ByteStreamRedactor(this.redactor)));
    const out = this.redactor.empty ? new Uint8Array(bytes) : redactor.push(bytes);
    if (out.length) this.sink.chunk({ stream, t: this.now(), bytes: out });
  }

  /**
   * `stop` is what ended the round besides the CLI (see `captureStop`; its reason is redacted),
   * `intentional` that the harness ended the process on purpose: a replay reads both as live did.
   */
  end(result: ProcessResult, { stop, intentional }: { stop?: CaptureStop | undefined; intentional?: boolean } = {}): void {
    for (const [stream, redactor] of this.redactors) {
      const rest = redactor.flush();
      if (rest.length) this.sink.chunk({ stream, t: this.now(), bytes: rest });
    }
    const exit: CaptureExit = { t: this.now(), code: result.exitCode, signal: result.signal };
    if (result.spawnError) exit.spawnError = this.argvRedactor.redactValue(result.spawnError);
    if (result.stdinError) exit.stdinError = this.argvRedactor.redactValue(result.stdinError);
    if (intentional !== undefined) exit.intentional = intentional;
    if (stop) exit.stop = stop.by === 'abort' && stop.reason !== undefined ? { by: 'abort', reason: this.argvRedactor.redact(stop.reason) } : stop;
    this.sink.end(exit);
  }

  private now(): number {
    return performance.now() - this.start;
  }
}
