/**
 * Runs a real CLI once under a driver (which writes its stdin and reads its stdout) and
 * records every chunk of stdin, stdout and stderr, byte-exact and timed, as a capture.
 */
import { execa } from 'execa';
import { LineFramer } from '@mwh/protocol-core';
import type { Capture, CaptureChunk, CaptureExit, CaptureHeader, Harness } from '@mwh/protocol-core';

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
  const start = performance.now();
  const now = () => performance.now() - start;
  const chunks: CaptureChunk[] = [];
  const header: CaptureHeader = {
    type: 'header',
    format: 'mwh-capture',
    version: 1,
    harness: options.harness,
    cli: options.cli,
    argv: [options.argv0 ?? options.command, ...options.args],
    env: Object.keys(options.env).sort(),
    startedAt: new Date().toISOString(),
    ...(options.scenario ? { scenario: options.scenario } : {}),
    ...(options.description ? { description: options.description } : {}),
  };

  const child = execa(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    extendEnv: false,
    buffer: false,
    reject: false,
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'pipe',
    encoding: 'buffer',
    timeout: options.timeoutMs ?? 120_000,
    killSignal: 'SIGKILL',
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

  child.stdout?.on('data', (data: Buffer) => {
    chunks.push({ stream: 'stdout', t: now(), bytes: new Uint8Array(data) });
    for (const line of framer.push(data)) if (line.ok) lines.push(line.text);
    settleWaiters();
  });
  child.stdout?.on('close', () => {
    for (const line of framer.end()) if (line.ok) lines.push(line.text);
    stdoutClosed = true;
    settleWaiters();
  });
  child.stderr?.on('data', (data: Buffer) => chunks.push({ stream: 'stderr', t: now(), bytes: new Uint8Array(data) }));

  let stdinError: CaptureExit['stdinError'];
  const noteStdinError = (error: NodeJS.ErrnoException) => {
    stdinError ??= { name: error.name, message: error.message, ...(error.code ? { code: error.code } : {}) };
  };
  child.stdin?.on('error', noteStdinError);

  const closed = child.then(() => undefined);
  const io: ProcessIo = {
    write(data) {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      chunks.push({ stream: 'stdin', t: now(), bytes: new Uint8Array(bytes) });
      return new Promise((resolve, reject) => {
        const fail = (error: NodeJS.ErrnoException) => {
          noteStdinError(error);
          reject(error);
        };
        if (!child.stdin || child.stdin.destroyed) {
          return fail(Object.assign(new Error('write after the stdin pipe closed'), { code: 'ERR_STREAM_DESTROYED' }));
        }
        child.stdin.write(bytes, (error) => (error ? fail(error) : resolve()));
      });
    },
    endStdin() {
      child.stdin?.end();
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
      child.kill(signal);
    },
    closed,
  };

  let driverError: unknown;
  await options.drive(io).catch((error: unknown) => {
    driverError = error;
  });
  const result = await child;
  if (driverError && !stdinError && !result.failed) throw driverError;

  const exit: CaptureExit = {
    t: now(),
    code: typeof result.exitCode === 'number' ? result.exitCode : null,
    signal: result.signal ?? null,
  };
  if (stdinError) exit.stdinError = stdinError;
  const spawnCode = (result.cause as NodeJS.ErrnoException | undefined)?.code;
  if (result.exitCode === undefined && result.signal === undefined && result.cause) {
    const cause = result.cause as NodeJS.ErrnoException;
    exit.spawnError = { name: cause.name, message: cause.message, ...(spawnCode ? { code: spawnCode } : {}) };
  }
  return { header, chunks, exit };
}
