/**
 * A round as its consumer sees it: an async iterable of content parts, yielded as they arrive
 * and redacted, ending in `finish`; and the verdict as a promise that never rejects. The
 * machinery both harnesses share (redaction, holding back a failed attempt, the one finish)
 * lives here; claude-round and codex-round only drive their CLI.
 */
import { AnswerText, type ContentPart, type Harness, type PartSink, type Verdict } from '@mwh/protocol-core';
import { PartQueue } from './part-queue.js';
import { renderFailure } from '../verdict/render-failure.js';
import { RoundRedaction } from '../verdict/round-redaction.js';
import { DEFAULT_RETRY_BOUND_MS, OFFLINE_GRACE_MS, RetryBound, RetryBoundStop } from '../verdict/retry-bound.js';
import { lockThread, threadLockKey } from './thread-lock.js';
import { cancelledBeforeStart, harnessFailure } from '../verdict/verdict-causes.js';

/**
 * A round as its consumer sees it. Leaving the `for await` early (`break`, `return`, a throw)
 * cancels the round, as `cancel` would: nobody reads what it would still produce.
 */
export interface Round extends AsyncIterable<ContentPart> {
  readonly harness: Harness;
  readonly threadKey: string;
  /** The verdict, once the round ended and its processes are gone. Never rejects. */
  readonly verdict: Promise<Verdict>;
  /** The answer's text streamed so far, redacted, without text the CLI abandoned (a `text-retract`). */
  readonly text: string;
  /** Ends the round as the AbortSignal would. */
  cancel(reason?: string): void;
  /** Markdown for a person when the round failed (in the round's locale), else undefined. */
  failureMarkdown(): Promise<string | undefined>;
}

/** The producer's side of a round. */
export class RoundOutput {
  readonly queue = new PartQueue<ContentPart>();
  private redaction: RoundRedaction;
  private readonly secretSet = new Set<string>();
  private held: ContentPart[] | undefined;
  // Built as the round's summary builds its text: a retracted tail (an abandoned stream) is no part of it.
  private readonly streamedText = new AnswerText();
  private finished = false;
  private emitted = false;
  /** Where the redaction hands what it lets go: straight on, no array per part. */
  private readonly sink: PartSink = { push: (part) => this.pass(part) };
  /** Sees every part the CLI produced, held or not (the retry bound watches them). */
  observer: ((part: ContentPart) => void) | undefined;

  constructor(secrets: Iterable<string | undefined | null>) {
    for (const secret of secrets) if (secret) this.secretSet.add(secret);
    this.redaction = new RoundRedaction(this.secretSet);
  }

  /** Every value the round redacts. */
  get secrets(): string[] {
    return [...this.secretSet];
  }

  /**
   * Adds secrets learned while starting (a stored token read from disk). Allowed until the
   * first part is emitted, so no part ever went out under a weaker redactor.
   */
  addSecrets(secrets: Iterable<string | undefined | null>): void {
    const before = this.secretSet.size;
    for (const secret of secrets) if (secret) this.secretSet.add(secret);
    if (this.secretSet.size === before) return;
    if (this.emitted) throw new Error('Secrets must be known before the round streams anything.');
    this.redaction = new RoundRedaction(this.secretSet);
  }

  /** The answer's text so far, redacted, without what the reader retracted. */
  get text(): string {
    return this.streamedText.toString();
  }

  /** Parts from now on are held until `release` or `discard`: an attempt that may not count. */
  hold(): void {
    this.held ??= [];
  }

  get holding(): boolean {
    return this.held !== undefined;
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const part of held) this.emit(part);
  }

  /** Drops the held parts except those worth keeping (warnings). */
  discard(keep: (part: ContentPart) => boolean = (part) => part.type === 'warning'): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const part of held) if (keep(part)) this.emit(part);
  }

  emit(part: ContentPart): void {
    if (this.finished) return;
    this.emitted = true;
    this.observer?.(part);
    if (this.held) {
      this.held.push(part);
      return;
    }
    this.redaction.part(part, this.sink);
  }

  /**
   * Parts as a reader completed them. A `session` part says the CLI's conversation exists, so the
   * attempt counts: it releases what was held. Whether one came, for a round that retries an
   * attempt that never started.
   */
  emitAll(parts: readonly ContentPart[]): boolean {
    let session = false;
    for (const part of parts) {
      if (part.type === 'session') {
        session = true;
        if (this.held) this.release();
      }
      this.emit(part);
    }
    return session;
  }

  /** The last part: released held text first, then `finish` with the redacted verdict. */
  finish(verdict: Verdict): Verdict {
    if (this.held) this.release();
    const redacted = this.redaction.finish(verdict, this.sink);
    this.finished = true;
    this.queue.end();
    return redacted;
  }

  private pass(part: ContentPart): void {
    // A second finish redacts its verdict but passes nothing on.
    if (this.finished) return;
    if (part.type === 'text-delta') this.streamedText.add(part.id, part.text);
    else if (part.type === 'text-retract') this.streamedText.retract(part.id, part.length);
    this.queue.push(part);
  }
}

/**
 * How a driver learns that the round should stop. A stop can be asked for at any time, also
 * while the driver awaits something before its process exists: it checks `stopRequested`
 * before it spawns, and registers its stop with `onStop` right after.
 */
export interface RoundControl {
  readonly signal: AbortSignal;
  /** The round was asked to stop (signal, `cancel`, the consumer left): spawn nothing more. */
  readonly stopRequested: boolean;
  /**
   * Runs `stop` when the round is asked to stop, and at once when it already was (the request
   * came while the process was being set up). Returns the function that unregisters it.
   */
  onStop(stop: () => void): () => void;
}

/** Why a round stopped when its consumer left the loop early. */
const CONSUMER_LEFT = 'the consumer stopped reading';

/**
 * Builds a Round around a driver. The driver streams through `output` and returns the verdict;
 * a driver that throws (a bug, a file it could not write) ends the round failed, never with
 * an unhandled rejection. Rounds of one thread (harness, config home, thread key) run one after
 * the other in this process; a round cancelled while it waits never starts.
 */
export function createRound(
  init: { harness: Harness; threadKey: string; configHome?: string; locale?: string; signal?: AbortSignal; retryBoundMs?: number; lockKey?: string },
  secrets: Iterable<string | undefined | null>,
  drive: (output: RoundOutput, control: RoundControl) => Promise<Verdict>,
): Round {
  const output = new RoundOutput(secrets);
  const controller = new AbortController();
  // Listening before anything is awaited: an abort is never missed, however early it comes.
  let stopRequested = false;
  const stops = new Set<() => void>();
  let stopped!: () => void;
  const stopPromise = new Promise<void>((resolve) => (stopped = resolve));
  controller.signal.addEventListener(
    'abort',
    () => {
      stopRequested = true;
      stopped();
      for (const stop of [...stops]) stop();
    },
    { once: true },
  );
  const control: RoundControl = {
    signal: controller.signal,
    get stopRequested() {
      return stopRequested;
    },
    onStop(stop) {
      if (stopRequested) {
        stop();
        return () => {};
      }
      stops.add(stop);
      return () => stops.delete(stop);
    },
  };
  // Retry notices without progress for too long end the round as a cancel would; the reason
  // carries what the bound saw, so the driver's end of the round (and its capture) names it.
  // A bound the caller chose is kept whole; under the default, a CLI that says it is offline is given OFFLINE_GRACE_MS.
  const retries = new RetryBound(init.retryBoundMs ?? DEFAULT_RETRY_BOUND_MS, (exceeded) => controller.abort(new RetryBoundStop(exceeded)), Date.now, init.retryBoundMs === undefined ? OFFLINE_GRACE_MS : undefined);
  output.observer = (part) => retries.observe(part);
  const onAbort = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) controller.abort(init.signal.reason);
  else init.signal?.addEventListener('abort', onAbort, { once: true });

  const verdict = (async () => {
    const lock = lockThread(init.lockKey ?? threadLockKey(init.harness, init.configHome ?? '', init.threadKey));
    try {
      await Promise.race([lock.ready, stopPromise]);
      if (stopRequested) return output.finish(cancelledBeforeStart(controller.signal.reason));
      return output.finish(await drive(output, control));
    } catch (error) {
      return output.finish(harnessFailure(error));
    } finally {
      retries.stop();
      lock.release();
      init.signal?.removeEventListener('abort', onAbort);
    }
  })();
  const cancel = (reason?: string) => controller.abort(reason === undefined ? undefined : new Error(reason));

  return {
    harness: init.harness,
    threadKey: init.threadKey,
    verdict,
    get text() {
      return output.text;
    },
    cancel,
    async failureMarkdown() {
      const v = await verdict;
      if (v.kind === 'success') return undefined;
      return renderFailure(v, { ...(init.locale ? { locale: init.locale } : {}), streamedText: output.text });
    },
    [Symbol.asyncIterator]: () => cancellingIterator(output.queue[Symbol.asyncIterator](), () => cancel(CONSUMER_LEFT)),
  };
}

/** The queue's iterator, whose `return` and `throw` (a consumer leaving the loop) cancel the round. */
function cancellingIterator(inner: AsyncIterator<ContentPart>, cancel: () => void): AsyncIterableIterator<ContentPart> {
  return {
    next: () => inner.next(),
    async return(value?: unknown) {
      cancel();
      return inner.return ? inner.return(value) : { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      cancel();
      if (inner.throw) return inner.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
