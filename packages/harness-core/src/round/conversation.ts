/**
 * Several turns in one CLI process: Claude Code reading stream-json from an input it keeps open,
 * or one codex app-server thread. Each turn is a Round of its own (its parts, its verdict, its
 * cancel), so a consumer reads a turn exactly as it reads a round; the process stays between
 * turns, and a turn after the process went away starts another that resumes the session.
 * This module holds what both CLIs share; claude-conversation and codex-conversation drive them.
 */
import { randomUUID } from 'node:crypto';
import { addUsage, type Harness, type Usage, type UserImage, type Verdict } from '@mwh/protocol-core';
import { withConfigHome, type HomedOptions, type RoundOptions } from './round-options.js';
import { createRound, type Round, type RoundControl, type RoundOutput } from './round.js';
import { lockThread, threadLockKey, type ThreadLock } from './thread-lock.js';
import { cancelledBeforeStart } from '../verdict/verdict-causes.js';

/** A conversation is started with a round's options but for its message, images and signal, which are each turn's. */
export type ConversationOptions = Omit<RoundOptions, 'message' | 'images' | 'signal'>;

export interface TurnOptions {
  /** Images sent with the message. */
  images?: readonly UserImage[];
  /** Cancels this turn only: the CLI's turn is interrupted and the process kept for the next. */
  signal?: AbortSignal;
}

export interface Conversation {
  readonly harness: Harness;
  readonly threadKey: string;
  /**
   * Sends the next user message. Turns run one after the other: a message sent while a turn
   * runs waits for it. The history of the options goes with the first turn only.
   */
  send(message: string, options?: TurnOptions): Round;
  /**
   * Starts the CLI's process now, ahead of the first message, so that its start-up overlaps
   * what the caller does meanwhile (an editor setting up its session); the first `send` then
   * writes to it, and otherwise reads as it would have. Settles once the CLI is ready to take a
   * message (Claude Code answered the Agent SDK's `initialize`, and its context usage, which
   * builds the system prompt the first turn needs; codex answered `initialize` and the API key's
   * login and opened the thread, which the first turn goes on with and records), or the start
   * failed, or the process went away, or the idle bound passed (one bound for all the answers; the
   * default one when that is off): never rejects (the first turn tries again and says why). A
   * `send` meanwhile does not wait for the answers, only for the spawn. Takes the thread as a turn
   * does; does nothing after `close` or a second time.
   */
  start(): Promise<void>;
  /** The usage of every turn so far, summed: each model request counted once. */
  readonly usage: Usage;
  /**
   * Ends the CLI process, cancelling a turn that runs; later sends fail at once. The thread is
   * the conversation's until then: a round of the same thread waits for `close`.
   */
  close(): Promise<void>;
}

/** What one CLI does for a conversation: a turn on the live process, and the end of it. */
export interface ConversationDriver {
  /** Secrets every turn redacts, known before the process starts. */
  readonly secrets: Iterable<string>;
  turn(message: string, images: readonly UserImage[] | undefined, output: RoundOutput, control: RoundControl): Promise<Verdict>;
  /** Spawns the process the first turn then takes, settling once it is ready (Conversation.start); never rejects. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A driver whose module loads at the first turn: starting a conversation loads none of its CLI's
 * reading code. `secrets` are the ones the driver starts with (its CLI's light entry names the
 * variables); once it is loaded, its own, which grow by what its processes were found to carry.
 */
export function loadingDriver(secrets: Iterable<string>, load: () => Promise<ConversationDriver>): ConversationDriver {
  let loading: Promise<ConversationDriver> | undefined;
  let loaded: ConversationDriver | undefined;
  const driver = () =>
    (loading ??= load().then(
      (made) => (loaded = made),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    get secrets() {
      return loaded?.secrets ?? secrets;
    },
    turn: async (message, images, output, control) => (await driver()).turn(message, images, output, control),
    // Started ahead, the module loads now too: its loading overlaps the caller's as well.
    start: async () => {
      const made = await driver().catch(() => undefined);
      await made?.start();
    },
    // Nothing was loaded, so nothing was spawned: nothing to end.
    close: async () => {
      if (loading) await (await loading).close();
    },
  };
}

/** The verdict of a turn sent after `close`. */
function closedConversationVerdict(): Verdict {
  return { kind: 'failed', message: 'The conversation was closed; start a new one to go on.', exitCode: null, signal: null, stderrTail: '' };
}

export function createConversation(given: ConversationOptions, makeDriver: (options: HomedOptions) => ConversationDriver): Conversation {
  // The first turn's message stands in for the options' own: the driver reads each turn's from `turn`.
  const options = withConfigHome({ ...given, message: '' } as RoundOptions);
  const driver = makeDriver(options);
  let usage: Usage = {};
  let closed = false;
  // The thread is this conversation's from its first turn until `close`: a round or another
  // conversation of the thread waits, as it would for a round. Its own turns queue among themselves.
  let thread: ThreadLock | undefined;
  const turnsKey = `conversation:${randomUUID()}`;
  let starting: Promise<void> | undefined;
  const takeThread = () => (thread ??= lockThread(threadLockKey(options.harness, options.configHome, options.threadKey)));
  return {
    harness: options.harness,
    threadKey: options.threadKey,
    get usage() {
      return usage;
    },
    send(message, turn = {}) {
      return createRound({ ...options, lockKey: turnsKey, ...(turn.signal ? { signal: turn.signal } : {}) }, driver.secrets, async (output, control) => {
        if (closed) return closedConversationVerdict();
        const held = takeThread().ready;
        await new Promise<void>((resolve) => {
          void held.then(resolve);
          control.onStop(resolve);
        });
        if (control.stopRequested) return cancelledBeforeStart(control.signal.reason);
        if (closed) return closedConversationVerdict();
        const observer = output.observer;
        output.observer = (part) => {
          observer?.(part);
          if (part.type === 'usage') usage = addUsage(usage, part.usage);
        };
        return driver.turn(message, turn.images, output, control);
      });
    },
    start() {
      starting ??= (async () => {
        if (closed) return;
        await takeThread().ready;
        if (!closed) await driver.start();
      })();
      return starting;
    },
    async close() {
      closed = true;
      // Released whatever the close says: a close that failed (its module never loaded) must not
      // keep the thread's next conversation (a mode change, a reload) waiting for ever.
      try {
        await driver.close();
      } finally {
        thread?.release();
      }
    },
  };
}
