/**
 * A conversation with Claude Code: one process reading stream-json from an input kept open, a
 * user message a turn, each turn ending at its `result` line (every turn has its own `system/init`
 * and `result`; the usage is per model request, so turns add up). The first turn starts the
 * process as a round would (resuming the thread's recorded session, else starting it under the
 * thread's session id with the transcript, each falling back to the other), and so does a turn
 * after the process went away. `start` spawns that first process ahead of the first turn and asks
 * it the Agent SDK's `initialize` (its answer says the CLI is up and reading), then, once that is
 * answered and no turn has begun, its context usage from local estimates (answering it builds the
 * system prompt and tool schemas the first turn would otherwise build), both within one idle
 * bound; the first turn then writes to it as it would to its own. A cancelled or idle turn is
 * interrupted with the CLI's own control request and the process kept; only one that does not
 * answer it is stopped.
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { DecodedLine } from '@mwh/protocol-claude';
import { encodeContextUsageSummary, encodeInitialize, encodeInterrupt, encodeUserMessage, type ClaudeInvocation } from '@mwh/protocol-claude/invocation';
import type { ContentPart, UserImage, Verdict } from '@mwh/protocol-core';
import { roundRecorder, sayIfUnsaved, type CaptureRecorder, type CaptureWarning } from '../capture/capture-sink.js';
import { OutsideRangeOnce, rangePlace } from '../installed/checked-range.js';
import { claudeCredentialEnv, claudeFilesDir, claudeRoundInvocation, claudeRoundSecrets, removeFilesDir } from './claude-round.js';
import { createConversation, type Conversation, type ConversationDriver, type ConversationOptions } from '../round/conversation.js';
import { isFoundSecret } from '../secrets/found-secrets.js';
import { RoundApprovals } from '../round/round-approvals.js';
import { IdleTimer } from '../process/idle-timer.js';
import { timerDelay } from '../process/timer-delay.js';
import { CliProcess, type ProcessResult } from '../process/process-runner.js';
import { endRound, roundStop } from '../verdict/round-end.js';
import { DEFAULT_IDLE_TIMEOUT_MS, type HomedOptions } from '../round/round-options.js';
import type { RoundControl, RoundOutput } from '../round/round.js';
import { claudeSessionId } from '../round/session-id.js';
import { CLAUDE_SESSION_RECORD_DIR, ThreadRecordStore } from '../round/thread-record-store.js';
import { withTranscript } from '../round/transcript.js';
import { cancelledBeforeStart, streamHandlerFailure } from '../verdict/verdict-causes.js';

/** How long an interrupted turn gets to write its `result` before the process is stopped. */
const INTERRUPT_GRACE_MS = 2000;

export function startClaudeConversation(options: ConversationOptions): Conversation {
  return createConversation(options, claudeConversationDriver);
}

/** The driver of a conversation's turns (harness-core's startConversation loads this module at the first turn). */
export function claudeConversationDriver(options: HomedOptions): ConversationDriver {
  return new ClaudeConversationDriver(options);
}

/** The turn that owns the process's output now. */
interface LiveTurn {
  touch(): void;
  line(line: DecodedLine): void;
  /** The process ended during the turn; `saved` settles once its capture is written. */
  exit(result: ProcessResult, saved: Promise<CaptureWarning | undefined> | undefined): void;
}

/** How a turn ended: at its `result`, or with the process (and its capture's saving). */
interface TurnEnd {
  exit?: ProcessResult;
  saved?: Promise<CaptureWarning | undefined> | undefined;
}

interface Live {
  proc: CliProcess;
  /** The reading code, loaded right after the spawn: it compiles while the CLI boots. */
  reading: Promise<typeof import('./claude-reading.js')>;
  recorder: CaptureRecorder | undefined;
  turn: LiveTurn | undefined;
  /** Takes a line that answers the harness, not a turn (its `initialize`): true when it did. */
  answered: ((line: DecodedLine) => boolean) | undefined;
  /** Settles once the process is gone and its files are removed. */
  ended: Promise<unknown>;
}

interface TurnResult {
  verdict: Verdict;
  /** The CLI showed the conversation (its init line): it exists from now on. */
  started: boolean;
  /** The process ended without a line of this turn. */
  unread?: boolean;
}

class ClaudeConversationDriver implements ConversationDriver {
  readonly secrets: Set<string>;
  private readonly sessionId: string;
  private readonly idleTimeoutMs: number;
  private readonly records: ThreadRecordStore;
  private credentialEnv: Promise<Record<string, string>> | undefined;
  private live: Live | undefined;
  private readonly versionWarning = new OutsideRangeOnce('claude');
  /** Closed: a process a turn was starting meanwhile is stopped as soon as it is there. */
  private closed = false;
  /** A process started ahead of the first turn (`start`), and whether it resumes the session. */
  private ready: { resume: boolean; live: Live } | undefined;
  private starting: Promise<void> | undefined;
  /** The process started ahead answered `initialize` and the context usage (or went away, or none was started). */
  private readying: Promise<void> | undefined;
  /** A turn began before `start` was called (its module still loading): that turn starts the process, `start` none. */
  private turned = false;
  /** A turn began: `start` asks nothing more of the process that turn takes. */
  private turnBegan = false;

  constructor(private readonly options: HomedOptions) {
    this.secrets = claudeRoundSecrets(options);
    this.sessionId = claudeSessionId(options.threadKey);
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.records = new ThreadRecordStore(options.configHome, CLAUDE_SESSION_RECORD_DIR, options.threadRecords !== false);
  }

  /** A stored token is read once, before any turn streams: it is a secret too. A read that failed is tried again by the next turn. */
  private credentials(): Promise<Record<string, string>> {
    return (this.credentialEnv ??= claudeCredentialEnv(this.options).catch((error: unknown) => {
      this.credentialEnv = undefined;
      throw error;
    }));
  }

  start(): Promise<void> {
    if (this.readying) return this.readying;
    // One bound (the default one when that is off) for all of `start`, counted from now: each
    // request waiting a bound of its own would hold a silent CLI's `start` twice as long.
    const bound = this.idleTimeoutMs > 0 && this.idleTimeoutMs !== Infinity ? this.idleTimeoutMs : DEFAULT_IDLE_TIMEOUT_MS;
    const deadline = Date.now() + bound;
    this.starting = (async () => {
      try {
        await this.credentials();
        // As the first turn would start it: resuming the session a record names, else a new one.
        const resume = (await this.records.read(this.options.threadKey)) === this.sessionId;
        if (!this.closed && !this.turned) this.ready = { resume, live: await this.spawn(resume, undefined) };
      } catch {
        // The first turn starts the process itself, and says what failed.
      }
    })();
    // A turn waits for the spawn only (`starting`); the caller of `start` for the CLI's answers too.
    return (this.readying = this.starting
      .then(async () => {
        const live = this.ready?.live;
        if (!live) return;
        // Unanswered, its handler stays: a late answer is still no part of the first turn.
        if (!(await this.asked(live, 'initialize', encodeInitialize, deadline))) return;
        // The first turn's own work, done while the caller sets up: Claude Code builds its system
        // prompt and tool schemas once a session, and answering this builds them (no API call).
        // Not asked once a turn began (its message would wait behind the answer), nor of a
        // version that ignores `detail` and counts every category with the API.
        if (this.turnBegan || this.ready?.live !== live || live.proc.exited || !this.buildsAhead()) return;
        await this.asked(live, 'context', encodeContextUsageSummary, deadline);
      })
      // Nothing of a start is its caller's to handle: the first turn tries again and says why.
      .catch(() => undefined));
  }

  /**
   * Claude Code below the claimed range may ignore `detail: "summary"` (2.1.257 added it) and
   * answer in full, a token-count call to the API per category; a version not known is asked.
   */
  private buildsAhead(): boolean {
    const version = this.options.cliVersion;
    return version === undefined || rangePlace('claude', version) !== 'older';
  }

  /**
   * Writes the control request `encode` makes and settles at its answer (true; Claude Code answers
   * `initialize` once it reads its input, and writes nothing else before a message), or false when
   * the process went away (`close` ends it: this never outlives the process) or `deadline` passed:
   * a CLI that is up but never answers must not hold `start`.
   */
  private asked(live: Live, name: string, encode: (requestId: string) => string, deadline: number): Promise<boolean> {
    const id = `mwh-${name}-${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    return new Promise<boolean>((resolve) => {
      live.answered = (line) => {
        if (line.kind !== 'event' || line.key !== 'control_response' || line.message.response.request_id !== id) return false;
        live.answered = undefined;
        resolve(true);
        return true;
      };
      timer = setTimeout(() => resolve(false), timerDelay(deadline - Date.now())).unref();
      void live.proc.done.then(() => resolve(false));
      void live.proc.write(encode(id));
    }).finally(() => clearTimeout(timer));
  }

  async turn(message: string, images: readonly UserImage[] | undefined, output: RoundOutput, control: RoundControl): Promise<Verdict> {
    this.turnBegan = true;
    if (!this.starting) this.turned = true;
    // A start under way ends first: its process takes this turn.
    await this.starting;
    output.addSecrets(Object.values(await this.credentials()));
    // The process started ahead has not read a turn: the first one starts on it as it would on its own (below).
    if (this.live && !this.live.proc.exited && this.live !== this.ready?.live) {
      const result = await this.run(this.live, message, images, output, control);
      // A process that went away before this turn (its exit not seen yet) read nothing of it: a new one takes it.
      if (!result.unread || control.stopRequested) return result.verdict;
    }

    const { options, records } = this;
    const transcript = () => withTranscript(message, options.history, options.transcriptBudget);
    const recorded = (await records.read(options.threadKey)) === this.sessionId;
    // Held until the CLI shows the conversation began: an attempt that did not may not count.
    output.hold();
    const first = await this.attempt(recorded, recorded ? message : transcript(), images, output, control);
    let result = first;
    if (!control.stopRequested && !first.started && options.threadRetry !== false) {
      // As a round does: a recorded session the CLI lost starts again with the transcript; a new
      // one refused for no cause of ours may meet a session under this id that no record names.
      const taken = !recorded && first.verdict.kind === 'failed' && first.verdict.cause === undefined && first.verdict.exitCode !== null;
      if (recorded && first.verdict.kind === 'resume-not-found') {
        output.discard();
        await records.forget(options.threadKey).catch(() => undefined);
        result = await this.attempt(false, transcript(), images, output, control);
      } else if (taken) {
        output.discard();
        const resumed = await this.attempt(true, message, images, output, control);
        if (resumed.verdict.kind !== 'resume-not-found') result = resumed;
      }
    }
    if (output.holding) output.release();
    // The conversation exists: a later process resumes it. A record not written costs a spawn, never the turn.
    if (result.started) await records.write(options.threadKey, this.sessionId).catch(() => undefined);
    return result.verdict;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting;
    const live = this.live;
    if (!live) return;
    // Ending the input ends the CLI; a turn still running ends with the process.
    if (!live.proc.exited) await live.proc.stop();
    await live.ended;
  }

  private async attempt(resume: boolean, message: string, images: readonly UserImage[] | undefined, output: RoundOutput, control: RoundControl): Promise<TurnResult> {
    if (control.stopRequested) return { verdict: cancelledBeforeStart(control.signal.reason), started: false };
    const { ready } = this;
    this.ready = undefined;
    if (ready && ready.resume === resume && !ready.live.proc.exited) {
      output.addSecrets(this.secrets);
      const result = await this.run(ready.live, message, images, output, control);
      // One that went away before this turn (its exit not seen yet) read nothing of it: a new one takes it.
      if (!result.unread || control.stopRequested) return result;
    }
    return this.run(await this.spawn(resume, output), message, images, output, control);
  }

  /** Spawns the CLI; `output` is the turn's that starts it, none for a start ahead of the first turn. */
  private async spawn(resume: boolean, output: RoundOutput | undefined): Promise<Live> {
    const { options } = this;
    // Only an attempt that failed to start leaves one behind; it goes before another comes.
    if (this.live && !this.live.proc.exited) await this.live.proc.stop();
    const dir = await claudeFilesDir(options);
    let recorder: CaptureRecorder | undefined;
    let invocation: ClaudeInvocation;
    let secrets: string[];
    try {
      invocation = claudeRoundInvocation(options, { sessionId: this.sessionId, resume, dir, credentialEnv: await this.credentialEnv! });
      // Found, not named, as a round's: too short a value is no key.
      for (const secret of invocation.secrets) if (isFoundSecret(secret)) this.secrets.add(secret);
      output?.addSecrets(this.secrets);
      secrets = output?.secrets ?? [...this.secrets, ...Object.values(await this.credentials())];
      recorder = roundRecorder(options.capture, 'claude', options.cliVersion, invocation, secrets);
      for (const file of invocation.files) await writeFile(file.path, file.contents, { mode: file.mode });
    } catch (error) {
      // The MCP config may hold a server's token: nothing of a start that failed stays on disk.
      await removeFilesDir(dir);
      throw error;
    }
    const proc = new CliProcess({
      command: invocation.command,
      args: invocation.args,
      env: invocation.env,
      cwd: options.cwd,
      secrets,
      ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
      // The bound is each turn's: a conversation between turns is silent by right.
      idleTimeoutMs: 0,
      holdStdout: true,
      onStderr: () => live.turn?.touch(),
      ...(recorder ? { onChunk: (stream, bytes) => recorder!.chunk(stream, bytes) } : {}),
    });
    const reading = import('./claude-reading.js');
    let decoder: InstanceType<Awaited<typeof reading>['StreamJsonDecoder']> | undefined;
    // What the CLI wrote meanwhile comes first, in order, then the rest as it comes. Code that
    // cannot load reads nothing: the process goes, and the turn fails with the load's error.
    const read = reading.then(
      ({ StreamJsonDecoder }) => {
        const lines = new StreamJsonDecoder();
        decoder = lines;
        proc.readStdout({
          onStdout: (chunk) => {
            live.turn?.touch();
            // Lines between turns (none are expected) belong to no turn's reader.
            for (const line of lines.push(chunk)) if (!live.answered?.(line)) live.turn?.line(line);
          },
        });
      },
      () => void proc.stop(),
    );
    const live: Live = {
      proc,
      reading,
      recorder,
      turn: undefined,
      answered: undefined,
      ended: proc.done.then(async (result) => {
        // The held stdout is read before the end is.
        await read;
        try {
          if (!result.handlerError && decoder) for (const line of decoder.end()) if (!live.answered?.(line)) live.turn?.line(line);
        } catch {
          // Outside the process's guard; the turn ends with the exit all the same, and nothing reaches the host.
        }
        const saved = recorder?.end(result);
        live.turn?.exit(result, saved);
        await Promise.allSettled([saved, removeFilesDir(dir)]);
      }),
    };
    this.live = live;
    if (this.closed) void proc.stop();
    return live;
  }

  /** One turn on a live process: the message written, the turn read until its `result` or the process's end. */
  private async run(live: Live, message: string, images: readonly UserImage[] | undefined, output: RoundOutput, control: RoundControl): Promise<TurnResult> {
    const { options } = this;
    if (control.stopRequested) return { verdict: cancelledBeforeStart(control.signal.reason), started: false };
    const { ClaudeRoundReader, harnessLine } = await live.reading;
    const reader = new ClaudeRoundReader();
    let started = false;
    const emit = (parts: readonly ContentPart[]) => {
      if (output.emitAll(parts)) started = true;
    };
    let ended!: (end: TurnEnd) => void;
    const end = new Promise<TurnEnd>((resolve) => (ended = resolve));
    let interrupted = false;
    const stop = () => {
      if (interrupted) return;
      interrupted = true;
      void live.proc.write(encodeInterrupt(`mwh-interrupt-${randomUUID()}`));
      // A CLI that does not end the turn when asked is stopped; the turn then ends with it.
      setTimeout(() => {
        if (live.turn === turn) void live.proc.stop();
      }, INTERRUPT_GRACE_MS).unref();
    };
    const idle = new IdleTimer(this.idleTimeoutMs, stop);
    const approvals = new RoundApprovals(options, () => output.secrets, control.signal);
    let unread = true;
    const turn: LiveTurn = {
      touch: () => idle.touch(),
      line: (line) => {
        unread = false;
        const seen = harnessLine(line, live.proc, approvals, () => idle.hold(), (version) => {
          if (live.recorder) live.recorder.cliVersion = version;
          const unchecked = this.versionWarning.warning(version);
          if (unchecked) output.emit(unchecked);
        });
        emit(reader.accept(line));
        if (seen === 'result') ended({});
      },
      exit: (exit, saved) => ended({ exit, saved }),
    };
    live.turn = turn;
    const unregister = control.onStop(stop);
    try {
      void live.proc.write(encodeUserMessage(message, images ? { images } : {}));
      const { exit, saved } = await end;
      live.turn = undefined;
      idle.stop();
      const stopped = roundStop(idle.hasFired, this.idleTimeoutMs, control.signal);
      if (exit) {
        await sayIfUnsaved(saved, output);
        if (exit.handlerError) return { verdict: streamHandlerFailure(exit.handlerError, { exitCode: exit.exitCode, signal: exit.signal, stderrTail: exit.stderr }), started };
        if (unread) return { verdict: reader.conclude(exit).verdict, started, unread };
      }
      // With no exit the process goes on: the turn's verdict is its `result`, with no exit to tell.
      const concluded = reader.conclude(exit ?? { exitCode: null, signal: null, stderr: live.proc.stderrText() });
      const last = endRound({ ...concluded, ...(stopped ? { stop: stopped } : {}) });
      emit(last.parts);
      return { verdict: last.verdict, started };
    } finally {
      // The turn is over: an approval the caller still decides has nobody to answer.
      approvals.end();
      unregister();
      idle.stop();
      if (live.turn === turn) live.turn = undefined;
    }
  }
}
