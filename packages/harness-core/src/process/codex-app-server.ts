/**
 * One `codex app-server` process and the JSON-RPC peer over its stdio (the transport: what is
 * said over it is protocol-codex's CodexClient), shared by the round and the login. Creates the
 * CODEX_HOME it sets first (the CLI exits when it is missing), and turns an unexpected exit into
 * errors that name the outstanding method, the exit code and the redacted end of stderr: stderr
 * is drained for a bounded time before pending requests are failed, so the error carries the
 * CLI's own account rather than "output closed".
 */
import { timerDelay } from './timer-delay.js';
import { LineFramer, Redactor, tail, type FramedLine } from '@mwh/protocol-core';
import { JsonRpcPeer, parseServerLine, type NotificationHandler, type PeerEvent, type ServerLine } from '@mwh/protocol-codex';
import { ensureCodexHome, spawnAppServer, type AppServerProcessOptions } from './app-server-process.js';
import type { CliProcess, ProcessResult } from './process-runner.js';
import { withJsonForms } from '../secrets/secret-forms.js';

/** What the connection does with the app-server's lines, beside the process's own options. */
export interface AppServerConnectionOptions {
  /** Redacted from the stderr that goes into error messages (the process's secrets, usually). */
  secrets?: readonly string[];
  onNotification?: NotificationHandler;
  /**
   * Every line codex wrote, parsed (once: the peer acts on the same parse), before the peer acts
   * on it (a reader sees a response first). Blank lines are no messages and are not passed on.
   */
  onServerLine?: (line: ServerLine) => void;
  /** Every line the client wrote, so a reader can match responses to their requests. */
  onClientLine?: (line: string) => void;
  onPeerEvent?: (event: PeerEvent) => void;
  /** How long stderr is drained after stdout closed before pending requests fail. */
  stderrDrainMs?: number;
}

export interface AppServerOptions extends AppServerProcessOptions, AppServerConnectionOptions {}

/** Bytes of stderr that go into an error message: enough for the closing diagnostic. */
const ERROR_STDERR_BYTES = 4096;

export class AppServerConnection {
  readonly peer: JsonRpcPeer;
  readonly process: CliProcess;
  // Made when an error message first needs stderr: most rounds never do, and each redactor
  // compiles an automaton of the round's secrets.
  private redactor: Redactor | undefined;
  private shuttingDown = false;
  private peerClosed = false;

  private constructor(
    private readonly options: AppServerConnectionOptions,
    spawned: CliProcess,
  ) {
    const framer = new LineFramer();
    this.peer = new JsonRpcPeer({
      // Never throws: a request written after codex died stays outstanding until the close
      // below fails it with the exit code and stderr, rather than a bare broken pipe.
      send: (line) => {
        options.onClientLine?.(line);
        void this.process.write(`${line}\n`);
      },
      ...(options.onPeerEvent ? { onEvent: options.onPeerEvent } : {}),
    });
    if (options.onNotification) this.peer.onNotification(options.onNotification);
    this.process = spawned;
    // Read from a microtask on: the caller's own set-up (handlers on the peer) is in place before
    // the first line, which for a process made by `over` may have come already (it comes first, in order).
    queueMicrotask(() =>
      this.process.readStdout({
        onStdout: (chunk) => {
          for (const line of framer.push(chunk)) this.receive(line);
        },
        onStdoutEnd: () => {
          for (const line of framer.end()) this.receive(line);
          void this.closePeerWhenDrained();
        },
      }),
    );
    // A process that never started, or ended without closing stdout first, still fails its requests.
    void this.process.done.then(() => this.closePeerWhenDrained());
  }

  private receive(framed: FramedLine): void {
    const line = parseServerLine(framed);
    if (!line) return;
    this.options.onServerLine?.(line);
    if (line.ok || line.reason !== 'line-too-long') this.peer.receive(line);
  }

  /** Creates the CODEX_HOME it sets (keeping whatever is in it) and starts the app-server. */
  static async start(options: AppServerOptions): Promise<AppServerConnection> {
    if (options.invocation.home) await ensureCodexHome(options.invocation.home);
    return AppServerConnection.open(options);
  }

  /**
   * Starts the app-server now, in a CODEX_HOME that exists (`ensureCodexHome`): for a caller
   * that decides between the two whether to start at all.
   */
  static open(options: AppServerOptions): AppServerConnection {
    return new AppServerConnection(options, spawnAppServer(options));
  }

  /**
   * The connection over an app-server already started by `spawnAppServer` (its stdout held): for a
   * round that spawns codex before this module and protocol-codex are loaded. A process that
   * already exited is read as it would have been live. A process whose stdout is not held, or
   * has a reader already, throws here: the connection could never read it.
   */
  static over(process: CliProcess, options: AppServerConnectionOptions): AppServerConnection {
    // Checked now, not where stdout is first read (a microtask on), where it would be uncaught.
    if (!process.stdoutUnread) throw new Error('AppServerConnection.over needs a process whose stdout is held and unread (spawnAppServer, holdStdout).');
    return new AppServerConnection(options, process);
  }

  /** The redacted end of stderr so far: redacted first, then cut, so no secret is cut in two. */
  stderrTail(bytes = ERROR_STDERR_BYTES): string {
    this.redactor ??= new Redactor(withJsonForms(this.options.secrets ?? []));
    const whole = this.redactor.redact(this.process.stderrText());
    const cut = tail(whole, bytes);
    // The cut may fall inside a secret written in escapes the common forms do not match.
    return cut.length < whole.length ? this.redactor.redactCutStart(cut) : cut;
  }

  /**
   * Ends the conversation on purpose: input closed, then the stop sequence if codex lingers.
   * Requests still outstanding complete with an intentional close, not an exit error.
   */
  async shutdown(graceMs = 2000): Promise<ProcessResult> {
    this.shuttingDown = true;
    this.peer.close({ intentional: true });
    this.peerClosed = true;
    this.process.endStdin();
    await this.process.exitWithin(graceMs);
    return this.process.stop({ stdinGraceMs: 0, termGraceMs: 1000 });
  }

  get closing(): boolean {
    return this.shuttingDown;
  }

  private async closePeerWhenDrained(): Promise<void> {
    if (this.peerClosed) return;
    // stderr usually says why codex went away, and it can arrive after stdout closed: wait
    // (bounded) for the process to finish before failing what is outstanding. Requests made
    // meanwhile queue up and fail with the same account.
    await Promise.race([this.process.done, delay(this.options.stderrDrainMs ?? 1500)]);
    if (this.peerClosed) return;
    this.peerClosed = true;
    const exit = this.process.exitStatus;
    this.peer.close({
      exitCode: exit?.code ?? null,
      signal: exit?.signal ?? null,
      stderrTail: this.stderrTail(),
      intentional: this.shuttingDown,
    });
  }
}

export { ensureCodexHome };

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, timerDelay(ms)).unref());
}
