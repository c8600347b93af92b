/**
 * Runs a real CLI once under a driver (which writes its stdin and reads its stdout) and
 * records every chunk of stdin, stdout and stderr, byte-exact and timed, as a capture.
 */
import { CaptureCollector, CaptureRecorder } from '@mwh/harness-core';
import { CliProcess } from '@mwh/harness-core/internals';
import { LineFramer } from '@mwh/protocol-core';
import type { Capture, CaptureExit, Harness } from '@mwh/protocol-core';

export interface ProcessIo {
  /** Writes to the CLI's stdin; the bytes are recorded. Rejects when the pipe is broken. */
  write(data: string | Uint8Array): Promise<void>;
  endStdin(): void;
  /** The next complete stdout line matching `predicate`, or undefined once stdout closed. */
  nextLine(predicate?: (line: string) => boolean): Promise<string | undefined>;
  /** All stdout lines seen so far. */
  readonly lines: readonly string[];
  kill(signal?: NodeJS.Signals): void;
  /** Settles when the process has exited and its pipes have closed. */
  readonly closed: Promise<void>;
}

export interface RecordOptions {
  harness: Harness;
  cli: { name: string; version: string };
  command: string;
  /**
   * The command as the header names it; `command` by default. The recorders give the CLI's own
   * name: a binary's path says where this machine keeps its package store, nothing about the round.
   */
  argv0?: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  scenario?: string;
  description?: string;
  drive: (io: ProcessIo) => Promise<void>;
  /** The process is killed when it runs longer than this. */
  timeoutMs?: number;
}

export async function recordProcess(options: RecordOptions): Promise<Capture> {
  // harness-core's recorder, the one a user's round takes, with no secrets to redact: the kit
  // checks that its fake key never reaches a capture rather than hiding it.
  const collector = new CaptureCollector();
  const recorder = new CaptureRecorder(collector, {
    harness: options.harness,
    cli: options.cli,
    argv: [options.argv0 ?? options.command, ...options.args],
    env: options.env,
    secrets: [],
    ...(options.scenario ? { scenario: options.scenario } : {}),
    ...(options.description ? { description: options.description } : {}),
  });

  const framer = new LineFramer();
  const lines: string[] = [];
  const waiters: { predicate: (line: string) => boolean; from: number; resolve: (line: string | undefined) => void }[] = [];
  let stdoutClosed = false;
  const settleWaiters = () => {
    for (const waiter of [...waiters]) {
      const found = lines.slice(waiter.from).find(waiter.predicate);
      if (found !== undefined || stdoutClosed) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    }
  };
  let consumed = 0;

  // harness-core's process runner, the one a user's round takes: its own process group,
  // every chunk of every stream reported as it passes, stdin errors kept rather than thrown.
  const cli = new CliProcess({
    command: options.command,
    args: options.args,
    env: options.env,
    cwd: options.cwd,
    onChunk: (stream, bytes) => recorder.chunk(stream, bytes),
    onStdout: (data) => {
      for (const line of framer.push(data)) if (line.ok) lines.push(line.text);
      settleWaiters();
    },
    onStdoutEnd: () => {
      for (const line of framer.end()) if (line.ok) lines.push(line.text);
      stdoutClosed = true;
      settleWaiters();
    },
  });
  const timeout = setTimeout(() => cli.signalGroup('SIGKILL'), options.timeoutMs ?? 120_000);
  const done = cli.done.finally(() => clearTimeout(timeout));
  // A round that ends without closing stdout cleanly still releases every waiting driver.
  void done.then(() => {
    stdoutClosed = true;
    settleWaiters();
  });

  // A write after the process ended is refused after its result was taken: kept here too.
  let lateStdinError: CaptureExit['stdinError'];
  const io: ProcessIo = {
    async write(data) {
      if (await cli.write(data)) return;
      const error = Object.assign(new Error('write after the stdin pipe closed'), { code: 'ERR_STREAM_DESTROYED' });
      lateStdinError ??= { name: error.name, message: error.message, code: error.code };
      throw error;
    },
    endStdin() {
      cli.endStdin();
    },
    nextLine(predicate = () => true) {
      // Each call continues after the line the previous call returned.
      return new Promise((resolve) => {
        const from = consumed;
        waiters.push({
          predicate,
          from,
          resolve: (line) => {
            if (line !== undefined) consumed = lines.indexOf(line, from) + 1;
            resolve(line);
          },
        });
        settleWaiters();
      });
    },
    get lines() {
      return lines;
    },
    kill(signal = 'SIGTERM') {
      cli.signalGroup(signal);
    },
    closed: done.then(() => undefined),
  };

  let driverError: unknown;
  await options.drive(io).catch((error: unknown) => {
    driverError = error;
  });
  const result = await done;
  const failed = result.exitCode !== 0 || result.signal !== null || result.spawnError !== undefined;
  const stdinError = result.stdinError ?? lateStdinError;
  if (driverError && !stdinError && !failed) throw driverError;

  const warning = await recorder.end({ ...result, ...(stdinError ? { stdinError } : {}) });
  if (warning) throw new Error(warning.message);
  return collector.captures[0]!;
}
