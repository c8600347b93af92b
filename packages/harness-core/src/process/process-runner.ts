/**
 * One CLI process, run so that no round can hang on it and none outlives it: spawned
 * detached (it leads its own process group, so its children can be ended with it), finished
 * on `close` with a short grace after `exit`, stdin faults caught and kept, stderr drained
 * into a rolling tail, an idle bound, and an escalating stop (ask, end stdin, SIGTERM,
 * SIGKILL to the group).
 */
import { timerDelay } from './timer-delay.js';
import { ChildProcess, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { TextTail, type ProcessOutcome } from '@mwh/protocol-core';
import { IdleTimer } from './idle-timer.js';
import { stderrRedactor, type ByteStreamRedactor } from '../secrets/secret-forms.js';

export type ProcessStream = 'stdin' | 'stdout' | 'stderr';

export interface CliProcessOptions {
  command: string;
  args: readonly string[];
  /** The whole environment of the child; nothing is inherited beyond it. */
  env: Record<string, string>;
  cwd: string;
  onStdout?: (chunk: Buffer) => void;
  onStderr?: (chunk: Buffer) => void;
  /** The CLI closed its stdout (it may still be running, and stderr may still be coming). */
  onStdoutEnd?: () => void;
  /**
   * Stdout is held, in order and with its end, until `readStdout` hands it to its reader: for a
   * round that spawns before its reader is loaded. `onStdout` and `onStdoutEnd` are not used then.
   */
  holdStdout?: boolean;
  /** Every chunk of every stream as it passes, for a capture. */
  onChunk?: (stream: ProcessStream, bytes: Uint8Array) => void;
  /** Ends the process when it writes nothing (stdout or stderr) for this long. 0 or absent: no bound. */
  idleTimeoutMs?: number;
  /** Called once when the idle bound fires; the caller decides how to stop. */
  onIdle?: () => void;
  /** How long to wait for the pipes to close after the process exited. */
  exitGraceMs?: number;
  stderrTailBytes?: number;
  /**
   * Redacted from stderr before it is kept, so the tail, cut anywhere, cannot start inside
   * one (the end of a secret matches nothing later). `onStderr` and `onChunk` see raw bytes.
   */
  secrets?: readonly string[];
}

type ErrorInfo = { name: string; message: string; code?: string };

export interface ProcessResult extends ProcessOutcome {
  pid: number | undefined;
  /** Total bytes written to stderr, of which `stderr` holds the tail. */
  stderrBytes: number;
  /** `grace`: something (a grandchild) still held a pipe after exit, and the pipes were cut. */
  closedBy: 'close' | 'grace' | 'spawn-error';
  durationMs: number;
  /**
   * A stream handler (`onStdout`, `onStderr`, `onStdoutEnd`, `onChunk`, for stdin too) threw: the process was
   * ended at once and the round fails with this as its cause, rather than the exception
   * escaping into the host process from a pipe's event handler.
   */
  handlerError?: ErrorInfo;
}

export interface StopSteps {
  /** Asks the CLI to stop in its own protocol (an interrupt); skipped when absent. */
  ask?: () => void;
  askGraceMs?: number;
  stdinGraceMs?: number;
  termGraceMs?: number;
}

export const DEFAULT_EXIT_GRACE_MS = 2000;

/** Who reads a process's stdout. */
export interface StdoutReader {
  onStdout: (chunk: Buffer) => void;
  /** The CLI closed its stdout. */
  onStdoutEnd?: () => void;
}

// Groups still running, ended if this process exits first: detached children would otherwise
// outlive it.
const liveGroups = new Set<number>();
let exitHookInstalled = false;
function trackGroup(pid: number): void {
  liveGroups.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const group of liveGroups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
}

export class CliProcess {
  readonly startedAt = performance.now();
  readonly done: Promise<ProcessResult>;
  private readonly subprocess: ReturnType<typeof startSubprocess>;
  // What a replay keeps of stderr too (protocol-core's TextTail): live and replayed tails agree.
  private readonly stderrTail: TextTail;
  private readonly stderrRedactor: ByteStreamRedactor | undefined;
  private stderrBytes = 0;
  private readonly idle: IdleTimer | undefined;
  private stdinError: ErrorInfo | undefined;
  private spawnError: ErrorInfo | undefined;
  private handlerError: ErrorInfo | undefined;
  private exitInfo: { code: number | null; signal: string | null } | undefined;
  private finished = false;
  private stdinEnded = false;
  private resolveDone!: (result: ProcessResult) => void;
  private readonly exitWaiters: (() => void)[] = [];
  // Stdout's reader, and while there is none what stdout brought: its chunks and whether it ended.
  private stdoutReader: StdoutReader | undefined;
  private heldStdout: Buffer[] = [];
  private heldStdoutEnd = false;

  constructor(private readonly options: CliProcessOptions) {
    this.stderrTail = new TextTail(options.stderrTailBytes);
    // Escaped forms too: CLIs log strings quoted (JSON, Rust's Debug).
    this.stderrRedactor = stderrRedactor(options.secrets);
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
    this.subprocess = startSubprocess(options);
    const child = this.subprocess;
    if (child.pid !== undefined) trackGroup(child.pid);
    const onIdle = options.onIdle;
    if (options.idleTimeoutMs && options.idleTimeoutMs > 0 && onIdle) {
      this.idle = new IdleTimer(options.idleTimeoutMs, onIdle);
    }

    if (!options.holdStdout) this.stdoutReader = { onStdout: (chunk) => options.onStdout?.(chunk), onStdoutEnd: () => options.onStdoutEnd?.() };
    child.stdout?.on('data', (chunk: Buffer) =>
      this.guard(() => {
        this.idle?.touch();
        options.onChunk?.('stdout', chunk);
        if (this.stdoutReader) this.stdoutReader.onStdout(chunk);
        else this.heldStdout.push(chunk);
      }),
    );
    child.stdout?.on('end', () =>
      this.guard(() => {
        if (this.stdoutReader) this.stdoutReader.onStdoutEnd?.();
        else this.heldStdoutEnd = true;
      }),
    );
    child.stderr?.on('data', (chunk: Buffer) =>
      this.guard(() => {
        this.idle?.touch();
        this.stderrBytes += chunk.length;
        this.stderrTail.push(this.stderrRedactor ? this.stderrRedactor.push(chunk) : chunk);
        options.onChunk?.('stderr', chunk);
        options.onStderr?.(chunk);
      }),
    );
    // Read errors on our ends of the pipes end the round like a close would; never unhandled.
    child.stdout?.on('error', () => {});
    child.stderr?.on('error', () => {});
    child.stdin?.on('error', (error: NodeJS.ErrnoException) => this.noteStdinError(error));

    child.on('error', (error: NodeJS.ErrnoException) => {
      // Before `spawn`, an error means the CLI never ran (ENOENT, EACCES).
      if (child.pid === undefined && !this.exitInfo) {
        this.spawnError = cwdFault(options.cwd, error) ?? errorInfo(error);
        this.finish('spawn-error');
      }
    });
    child.on('exit', (code, signal) => {
      this.exitInfo = { code, signal };
      this.idle?.stop();
      for (const waiter of this.exitWaiters.splice(0)) waiter();
      // A grandchild that inherited stdout can keep the pipe open forever: cut it after a grace.
      const grace = setTimeout(() => {
        if (this.finished) return;
        child.stdout?.destroy();
        child.stderr?.destroy();
        this.finish('grace');
      }, timerDelay(options.exitGraceMs ?? DEFAULT_EXIT_GRACE_MS));
      grace.unref();
    });
    child.on('close', () => this.finish('close'));
  }

  /**
   * Hands stdout to `reader` from now on (with `holdStdout`): what came before first, chunk by
   * chunk in order and then its end if it ended, under the same guard as a pipe's event, so a
   * reader that throws ends the process as it would have on the pipe. Held bytes are only ever
   * as many as the CLI wrote before the reader was there; a process that already finished is read
   * the same way (`done` has its outcome, the held stdout its bytes).
   */
  /** Whether `readStdout` can be called: stdout is held (`holdStdout`) and nothing reads it yet. */
  get stdoutUnread(): boolean {
    return this.stdoutReader === undefined;
  }

  readStdout(reader: StdoutReader): void {
    if (this.stdoutReader) throw new Error('stdout has a reader already');
    this.stdoutReader = reader;
    const held = this.heldStdout;
    this.heldStdout = [];
    for (const chunk of held) this.guard(() => reader.onStdout(chunk));
    if (this.heldStdoutEnd) this.guard(() => reader.onStdoutEnd?.());
  }

  get pid(): number | undefined {
    return this.subprocess.pid;
  }

  get exited(): boolean {
    return this.exitInfo !== undefined || this.spawnError !== undefined;
  }

  /** How the process exited, once it has (its pipes may still be open). */
  get exitStatus(): { code: number | null; signal: string | null } | undefined {
    return this.exitInfo;
  }

  /** Why the CLI could not be started, when it could not. */
  get spawnFailure(): ErrorInfo | undefined {
    return this.spawnError;
  }

  /** Why a stream handler failed, when one did; the process was ended then. */
  get handlerFailure(): ErrorInfo | undefined {
    return this.handlerError;
  }

  /** Holds the idle bound while the CLI waits on the harness (see IdleTimer.hold). */
  holdIdle(): () => void {
    return this.idle?.hold() ?? (() => {});
  }

  get idleFired(): boolean {
    return this.idle?.hasFired ?? false;
  }

  /** The stderr tail so far: with `secrets` redacted (a possible start of one at its end held back), else raw. */
  stderrText(): string {
    return this.stderrTail.current();
  }

  /**
   * Writes to stdin. Never throws and never rejects: a broken pipe is kept as `stdinError`
   * for the verdict, an `onChunk` that throws as `handlerError` (the process is ended); the
   * result says whether the bytes were accepted.
   */
  write(data: string | Uint8Array): Promise<boolean> {
    const stdin = this.subprocess.stdin;
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    // The caller's code (a capture sink) sees stdin here, outside any pipe's event: a throw
    // ends the process as one in a stream handler does, rather than leaving the caller's round
    // with a process it no longer watches.
    this.guard(() => this.options.onChunk?.('stdin', bytes));
    if (this.handlerError) return Promise.resolve(false);
    if (!stdin || stdin.destroyed || stdin.writableEnded || this.stdinEnded) {
      if (!this.stdinEnded) {
        this.noteStdinError(Object.assign(new Error('write after the stdin pipe closed'), { code: 'ERR_STREAM_DESTROYED' }));
      }
      return Promise.resolve(false);
    }
    return new Promise((resolve) => {
      try {
        stdin.write(bytes, (error) => {
          if (error) this.noteStdinError(error);
          resolve(!error);
        });
      } catch (error) {
        this.noteStdinError(error as NodeJS.ErrnoException);
        resolve(false);
      }
    });
  }

  endStdin(): void {
    if (this.stdinEnded) return;
    this.stdinEnded = true;
    try {
      this.subprocess.stdin?.end();
    } catch {
      // Already broken: nothing to end.
    }
  }

  /** Sends a signal to the whole process group; a group already gone is not an error. */
  signalGroup(signal: NodeJS.Signals): void {
    const pid = this.subprocess.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // ESRCH: the group is gone. Fall back to the leader alone in case it left the group.
      try {
        if (!this.exitInfo) process.kill(pid, signal);
      } catch {
        // Gone as well.
      }
    }
  }

  /**
   * Stops the CLI politely first: its own interrupt, then end of input, then SIGTERM, then
   * SIGKILL to the whole group, each step only if the previous one did not end it in time.
   */
  async stop(steps: StopSteps = {}): Promise<ProcessResult> {
    if (!this.exited && steps.ask) {
      try {
        steps.ask();
      } catch {
        // Asking is best effort; the next steps do not depend on it.
      }
      await this.exitWithin(steps.askGraceMs ?? 2000);
    }
    if (!this.exited) {
      this.endStdin();
      await this.exitWithin(steps.stdinGraceMs ?? 1000);
    }
    if (!this.exited) {
      this.signalGroup('SIGTERM');
      await this.exitWithin(steps.termGraceMs ?? 2000);
    }
    if (!this.exited) this.signalGroup('SIGKILL');
    return this.done;
  }

  /** Resolves when the process exited or after `ms`, whichever is first. */
  exitWithin(ms: number): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timerDelay(ms));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.exitWaiters.push(done);
    });
  }

  /**
   * The second wall: an exception in a pipe's event handler would be an uncaught exception of
   * the host process. It ends the process instead, and nothing more of its output is handled.
   */
  private guard(handle: () => void): void {
    if (this.handlerError) return;
    try {
      handle();
    } catch (error) {
      this.handlerError = errorInfo(error as NodeJS.ErrnoException);
      this.signalGroup('SIGKILL');
    }
  }

  private noteStdinError(error: NodeJS.ErrnoException): void {
    this.stdinError ??= errorInfo(error);
  }

  private finish(closedBy: ProcessResult['closedBy']): void {
    if (this.finished) return;
    this.finished = true;
    this.idle?.stop();
    for (const waiter of this.exitWaiters.splice(0)) waiter();
    if (this.stderrRedactor) this.stderrTail.push(this.stderrRedactor.flush());
    // No process outlives its round: whatever is left of the group (a grandchild) goes too.
    if (this.subprocess.pid !== undefined) {
      liveGroups.delete(this.subprocess.pid);
      try {
        process.kill(-this.subprocess.pid, 'SIGKILL');
      } catch {
        // The group is already gone, the usual case.
      }
    }
    const result: ProcessResult = {
      pid: this.subprocess.pid,
      exitCode: this.exitInfo?.code ?? null,
      signal: this.exitInfo?.signal ?? null,
      stderr: this.stderrTail.end(),
      stderrBytes: this.stderrBytes,
      closedBy,
      durationMs: performance.now() - this.startedAt,
    };
    if (this.stdinError) result.stdinError = this.stdinError;
    if (this.spawnError) result.spawnError = this.spawnError;
    if (this.handlerError) result.handlerError = this.handlerError;
    this.resolveDone(result);
  }
}

/**
 * Node's own spawn: execa's promise and stream bookkeeping cost this process about 2 ms of CPU a
 * round (a third of what a codex round through the harness spends over one by hand, measured by
 * swapping the two in the built code), and the events above are all this module reads.
 */
function startSubprocess(options: CliProcessOptions): ChildProcess {
  try {
    return spawn(options.command, [...options.args], {
      cwd: options.cwd,
      env: options.env,
      // Its own process group: SIGTERM/SIGKILL reach the CLI's children (a node wrapper's
      // native binary, a tool's shell) through kill(-pid).
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
  } catch (error) {
    // What spawn refuses before starting anything (a NUL byte in an argument or the
    // environment) ends the round as a CLI that is not there does: an `error` with no pid.
    const refused = new ChildProcess();
    process.nextTick(() => refused.emit('error', error));
    return refused;
  }
}

/**
 * Node's spawn blames the command for a cwd that is missing (`spawn /path/to/claude ENOENT`) or
 * a file (ENOTDIR): when the spawn failed and the cwd is the fault, the cause names the cwd.
 * Looked at only after a failed spawn, so a round that starts pays nothing for it.
 */
function cwdFault(cwd: string, error: NodeJS.ErrnoException): ErrorInfo | undefined {
  if (error?.code !== 'ENOENT' && error?.code !== 'ENOTDIR') return undefined;
  let isDirectory: boolean;
  try {
    isDirectory = statSync(cwd).isDirectory();
  } catch {
    return { name: 'Error', message: `The working directory ${cwd} does not exist.`, code: 'ENOENT' };
  }
  return isDirectory ? undefined : { name: 'Error', message: `The working directory ${cwd} is not a directory.`, code: 'ENOTDIR' };
}

function errorInfo(error: NodeJS.ErrnoException): ErrorInfo {
  return {
    name: error?.name ?? 'Error',
    message: error?.message ?? String(error),
    ...(typeof error?.code === 'string' ? { code: error.code } : {}),
  };
}
