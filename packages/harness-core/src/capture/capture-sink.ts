/**
 * Saving a live round in the capture format, so it can be replayed like a recorded fixture.
 * Every process of the round (a restarted round has two) becomes one capture. Secrets are
 * redacted from the recorded bytes on the way in, split-safe, because a capture leaves the
 * library like everything else: stdin carries the MCP bearer token to codex, for one (see
 * CaptureRedaction).
 */
import { captureHeader } from '@mwh/protocol-core';
import type { Capture, CaptureChunk, CaptureExit, CaptureHeader, CaptureStop, CaptureStream, ContentPart, Harness } from '@mwh/protocol-core';
import { CaptureRedaction } from './capture-redaction.js';
import type { ProcessResult } from '../process/process-runner.js';

export interface CaptureSink {
  /** A process of the round started. */
  begin(header: CaptureHeader): void;
  chunk(chunk: CaptureChunk): void;
  /**
   * The process ended; the capture begun last is complete. A promise (the capture being saved)
   * is waited for before the round's verdict settles; a throw or a rejection leaves the verdict
   * as the CLI's round made it and is said as a `capture-not-saved` warning part.
   */
  end(exit: CaptureExit): void | Promise<void>;
}

/** The code of the warning part that says a round's capture could not be saved. */
export const CAPTURE_NOT_SAVED = 'capture-not-saved';

export type CaptureWarning = Extract<ContentPart, { type: 'warning' }>;

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

  /** Settles once `onCapture` did, so a throw and a rejection of it reach the round alike. */
  async end(exit: CaptureExit): Promise<void> {
    if (!this.current) return;
    const capture = { ...this.current, exit };
    this.current = undefined;
    this.captures.push(capture);
    await this.onCapture?.(capture);
  }
}

export interface CaptureRecorderOptions {
  harness: Harness;
  cli: { name: string; version: string };
  argv: string[];
  env: Record<string, string>;
  secrets: readonly string[];
  /** A recorded scenario's name and what it does, for a fixture. */
  scenario?: string;
  description?: string;
  /** The CLI's output mode, when not its harness's default (codex: `exec`): the capture replays with that mode's reader. */
  outputMode?: string;
}

/** Records one process of a round into a sink. */
export class CaptureRecorder {
  private readonly header: CaptureHeader;
  private readonly redaction: CaptureRedaction;
  private readonly start = performance.now();
  private readonly write = (chunk: CaptureChunk) => this.sink.chunk(chunk);

  constructor(
    private readonly sink: CaptureSink,
    options: CaptureRecorderOptions,
  ) {
    this.redaction = new CaptureRedaction(options.harness, options.secrets);
    this.header = this.redaction.header(
      captureHeader({
        harness: options.harness,
        cli: options.cli,
        argv: options.argv,
        env: Object.keys(options.env).sort(),
        startedAt: new Date().toISOString(),
        ...(options.scenario !== undefined ? { scenario: options.scenario } : {}),
        ...(options.description !== undefined ? { description: options.description } : {}),
        ...(options.outputMode !== undefined ? { outputMode: options.outputMode } : {}),
      }),
    );
    sink.begin(this.header);
  }

  /** The CLI told its version mid-stream (claude's init line, codex's user agent). */
  set cliVersion(version: string) {
    this.header.cli.version = this.redaction.strings.redact(version);
  }

  chunk(stream: CaptureStream, bytes: Uint8Array): void {
    this.redaction.push(stream, bytes, this.now(), this.write);
  }

  /**
   * `stop` is what ended the round besides the CLI (see `captureStop`; its reason is redacted),
   * `intentional` that the harness ended the process on purpose: a replay reads both as live did.
   * Settles when the sink has the capture (its `end` settled); never rejects: a sink that threw
   * or rejected resolves to the warning the round says, since the CLI's round is over by now and
   * a capture that was not saved changes nothing of how it went.
   */
  async end(result: ProcessResult, { stop, intentional }: { stop?: CaptureStop | undefined; intentional?: boolean } = {}): Promise<CaptureWarning | undefined> {
    try {
      this.redaction.finish(this.now(), this.write);
      const exit: CaptureExit = { t: this.now(), code: result.exitCode, signal: result.signal };
      if (result.spawnError) exit.spawnError = result.spawnError;
      if (result.stdinError) exit.stdinError = result.stdinError;
      if (intentional !== undefined) exit.intentional = intentional;
      if (stop) exit.stop = stop;
      await this.sink.end(this.redaction.exit(exit));
      return undefined;
    } catch (error) {
      return { type: 'warning', code: CAPTURE_NOT_SAVED, message: `The capture of this round was not saved: ${errorText(error)}` };
    }
  }

  private now(): number {
    return performance.now() - this.start;
  }
}

/** The recorder of one process of a live round, or none when the round has no capture sink. */
export function roundRecorder(
  sink: CaptureSink | undefined,
  harness: Harness,
  cliVersion: string | undefined,
  invocation: { command: string; args: readonly string[]; env: Record<string, string> },
  secrets: readonly string[],
  outputMode?: string,
): CaptureRecorder | undefined {
  if (!sink) return undefined;
  return new CaptureRecorder(sink, {
    harness,
    cli: { name: harness, version: cliVersion ?? 'unknown' },
    argv: [invocation.command, ...invocation.args],
    env: invocation.env,
    secrets,
    ...(outputMode !== undefined ? { outputMode } : {}),
  });
}

/**
 * Waits for a recorder's end (`ended`, undefined without a capture) and says a capture the sink
 * could not take as its warning part through `output`; the round goes on as it went.
 */
export async function sayIfUnsaved(ended: Promise<CaptureWarning | undefined> | undefined, output: { emit(part: ContentPart): void }): Promise<void> {
  const warning = await ended;
  if (warning) output.emit(warning);
}

/** What a caller's error says, whatever it is: a getter that throws or a symbol must not fail the round. */
function errorText(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    return String(error);
  } catch {
    return 'an error that cannot be shown';
  }
}
