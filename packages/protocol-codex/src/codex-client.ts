/**
 * The client side of one app-server conversation over a JsonRpcPeer: initialize, open a thread
 * (resume, or start and name it), start a turn, interrupt it, log in, and wait for a
 * notification. Each step is one or two requests; what streams in between belongs to the
 * CodexRoundReader. The harness's rounds and logins and the conformance kit's scenarios all
 * talk to codex through this one class.
 */
import {
  deviceCodeLoginParams,
  initializeParams,
  threadNameSetParams,
  threadResumeParams,
  threadStartParams,
  turnInterruptParams,
  turnStartParams,
  type InitializeOptions,
  type ThreadOptions,
  type TurnOptions,
} from './client-messages.js';
import { isRecord } from '@mwh/protocol-core';
import { JSON_RPC_INVALID_REQUEST, JsonRpcError, PeerClosedError, isResumeNotFound, type PeerCloseReason } from './json-rpc-error.js';
import type { JsonRpcPeer } from './json-rpc-peer.js';
import type { ClientResponse } from './protocol-messages.js';

type Peer = Pick<JsonRpcPeer, 'request' | 'notify' | 'onNotification' | 'onClose'>;

export interface OpenedThread {
  threadId: string;
  model: string | null;
  /** True when an existing thread was resumed. */
  resumed: boolean;
  /** True when a resume was asked for and the CLI had no rollout, so a new thread started. */
  resumeNotFound: boolean;
}

export interface OpenThreadOptions extends ThreadOptions {
  /** The thread this conversation ran in before, if any. */
  resumeThreadId?: string | null;
  /** Set on a thread that starts (not on a resumed one). */
  name?: string;
  /**
   * Overrides for a thread started because the resume found no rollout, e.g. developer
   * instructions that carry the earlier turns as a bounded transcript.
   */
  afterResumeNotFound?: ThreadOptions;
}

export interface DeviceCodeChallenge {
  loginId: string;
  verificationUrl: string;
  userCode: string;
}

export interface LoginCompleted {
  success: boolean;
  error: string | null;
}

export interface CodexNotification {
  method: string;
  params: Record<string, unknown>;
}

export interface CodexClientOptions {
  /**
   * The notifications kept so that a wait begun after one arrived still finds it: every one
   * (a scenario that inspects them all), or those of the methods named. None by default: a
   * round streams to its reader, and keeping its deltas would grow with the round.
   */
  backlog?: 'all' | readonly string[];
}

interface Waiter {
  method: string;
  accept: (params: Record<string, unknown>) => boolean;
  resolve: (params: Record<string, unknown>) => void;
  reject: (error: unknown) => void;
}

export class CodexClient {
  /** The notifications kept (see `backlog`), in order. */
  readonly notifications: CodexNotification[] = [];
  // Each notification ends one wait at most: a second turn's wait for turn/completed must not
  // find the first turn's in the backlog.
  private readonly taken = new WeakSet<CodexNotification>();
  private readonly waiters = new Set<Waiter>();
  private closed: PeerCloseReason | undefined;
  private readonly keeps: (method: string) => boolean;

  constructor(
    readonly peer: Peer,
    options: CodexClientOptions = {},
  ) {
    const { backlog = [] } = options;
    this.keeps = backlog === 'all' ? () => true : (method) => backlog.includes(method);
    // Registered now, not when a wait begins: a notification in the same chunk as the response
    // that preceded it is handled before the caller's next step.
    peer.onNotification((method, params) => {
      const notification = { method, params: isRecord(params) ? params : {} };
      if (this.keeps(method)) this.notifications.push(notification);
      for (const waiter of this.waiters) {
        if (waiter.method !== method || !waiter.accept(notification.params)) continue;
        this.waiters.delete(waiter);
        this.taken.add(notification);
        waiter.resolve(notification.params);
        break;
      }
    });
    peer.onClose((reason) => {
      for (const waiter of this.waiters) waiter.reject(new PeerClosedError(waiter.method, reason));
      this.waiters.clear();
      this.closed = reason;
    });
  }

  /** `initialize`, then the `initialized` notification the server waits for. */
  async initialize(options: InitializeOptions): Promise<ClientResponse<'initialize'>> {
    const response = await this.peer.request<ClientResponse<'initialize'>>('initialize', initializeParams(options));
    this.peer.notify('initialized');
    return response;
  }

  async startThread(options: ThreadOptions & { name?: string } = {}): Promise<OpenedThread> {
    const response = await this.peer.request<ClientResponse<'thread/start'>>('thread/start', threadStartParams(options));
    const threadId = response.thread.id;
    // The name is cosmetic (for a person browsing with `codex resume`), never a key.
    if (options.name) await this.peer.request('thread/name/set', threadNameSetParams(threadId, options.name));
    return { threadId, model: response.model ?? null, resumed: false, resumeNotFound: false };
  }

  async resumeThread(threadId: string, options: ThreadOptions = {}): Promise<OpenedThread> {
    const response = await this.peer.request<ClientResponse<'thread/resume'>>('thread/resume', threadResumeParams(threadId, options));
    return { threadId: response.thread.id, model: response.model ?? null, resumed: true, resumeNotFound: false };
  }

  /** Resumes when there is a thread to resume; starts afresh when there is none or it is gone. */
  async openThread(options: OpenThreadOptions = {}): Promise<OpenedThread> {
    const { resumeThreadId, name, afterResumeNotFound, ...thread } = options;
    if (resumeThreadId) {
      try {
        return await this.resumeThread(resumeThreadId, thread);
      } catch (error) {
        if (!isResumeNotFound(error)) throw error;
        const started = await this.startThread({ ...thread, ...afterResumeNotFound, ...(name ? { name } : {}) });
        return { ...started, resumeNotFound: true };
      }
    }
    return this.startThread({ ...thread, ...(name ? { name } : {}) });
  }

  async startTurn(threadId: string, text: string, options: TurnOptions = {}): Promise<{ turnId: string }> {
    const response = await this.peer.request<ClientResponse<'turn/start'>>('turn/start', turnStartParams(threadId, text, options));
    return { turnId: response.turn.id };
  }

  async interruptTurn(threadId: string, turnId: string): Promise<void> {
    await this.peer.request('turn/interrupt', turnInterruptParams(threadId, turnId));
  }

  /** Hands an API key to codex, which writes it to its auth.json in its own format. */
  async loginWithApiKey(apiKey: string): Promise<void> {
    await this.peer.request('account/login/start', { type: 'apiKey', apiKey });
  }

  /** Starts the ChatGPT device-code login; the same process later raises account/login/completed. */
  async startDeviceCodeLogin(): Promise<DeviceCodeChallenge> {
    const response = await this.peer.request<ClientResponse<'account/login/start'>>('account/login/start', deviceCodeLoginParams());
    if (response.type !== 'chatgptDeviceCode') {
      throw new JsonRpcError('account/login/start', {
        code: JSON_RPC_INVALID_REQUEST,
        message: `Expected a device-code challenge, got a login of type ${JSON.stringify(response.type)}`,
      });
    }
    return { loginId: response.loginId, verificationUrl: response.verificationUrl, userCode: response.userCode };
  }

  async cancelLogin(loginId: string): Promise<void> {
    await this.peer.request('account/login/cancel', { loginId });
  }

  /** account/login/completed (of `loginId`, when the CLI names one). Keep it in the backlog to not miss an early one. */
  async waitForLoginCompleted(loginId?: string, signal?: AbortSignal): Promise<LoginCompleted> {
    const params = await this.waitFor('account/login/completed', (p) => !loginId || typeof p.loginId !== 'string' || p.loginId === loginId, signal);
    return { success: params.success === true, error: typeof params.error === 'string' ? params.error : null };
  }

  /**
   * The first notification of `method` that `accept` takes and no wait took before, from the
   * backlog or to come. Rejects
   * with a PeerClosedError naming the method when the peer closes first, and with the signal's
   * reason when it aborts (a clock is the caller's), so a wait never hangs.
   */
  waitFor(method: string, accept: (params: Record<string, unknown>) => boolean = () => true, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const kept = this.notifications.find((n) => n.method === method && !this.taken.has(n) && accept(n.params));
    if (kept) {
      this.taken.add(kept);
      return Promise.resolve(kept.params);
    }
    if (this.closed) return Promise.reject(new PeerClosedError(method, this.closed));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const abort = () => {
        this.waiters.delete(waiter);
        reject(signal!.reason);
      };
      const waiter: Waiter = {
        method,
        accept,
        resolve: (params) => {
          signal?.removeEventListener('abort', abort);
          resolve(params);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', abort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', abort, { once: true });
      this.waiters.add(waiter);
    });
  }
}
