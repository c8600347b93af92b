/**
 * The client side of one app-server conversation over a JsonRpcPeer: initialize, open a thread
 * (resume, or start and name it), start a turn, interrupt it, log in. Each helper is one or two
 * requests; what streams in between belongs to the CodexRoundReader.
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
import { JSON_RPC_INVALID_REQUEST, JsonRpcError, PeerClosedError, isResumeNotFound } from './json-rpc-error.js';
import type { JsonRpcPeer } from './json-rpc-peer.js';
import type { ClientResponse } from './protocol-messages.js';

type Peer = Pick<JsonRpcPeer, 'request' | 'notify' | 'onNotification' | 'onClose'>;

/** `initialize`, then the `initialized` notification the server waits for. */
export async function initializeCodex(peer: Peer, options: InitializeOptions): Promise<ClientResponse<'initialize'>> {
  const response = await peer.request<ClientResponse<'initialize'>>('initialize', initializeParams(options));
  peer.notify('initialized');
  return response;
}

export interface OpenedThread {
  threadId: string;
  model: string | null;
  /** True when an existing thread was resumed. */
  resumed: boolean;
  /** True when a resume was asked for and the CLI had no rollout, so a new thread started. */
  resumeNotFound: boolean;
}

export async function startThread(peer: Peer, options: ThreadOptions & { name?: string } = {}): Promise<OpenedThread> {
  const response = await peer.request<ClientResponse<'thread/start'>>('thread/start', threadStartParams(options));
  const threadId = response.thread.id;
  // The name is cosmetic (for a person browsing with `codex resume`), never a key.
  if (options.name) await peer.request('thread/name/set', threadNameSetParams(threadId, options.name));
  return { threadId, model: response.model ?? null, resumed: false, resumeNotFound: false };
}

export async function resumeThread(peer: Peer, threadId: string, options: ThreadOptions = {}): Promise<OpenedThread> {
  const response = await peer.request<ClientResponse<'thread/resume'>>('thread/resume', threadResumeParams(threadId, options));
  return { threadId: response.thread.id, model: response.model ?? null, resumed: true, resumeNotFound: false };
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

/** Resumes when there is a thread to resume; starts afresh when there is none or it is gone. */
export async function openThread(peer: Peer, options: OpenThreadOptions = {}): Promise<OpenedThread> {
  const { resumeThreadId, name, afterResumeNotFound, ...thread } = options;
  if (resumeThreadId) {
    try {
      return await resumeThread(peer, resumeThreadId, thread);
    } catch (error) {
      if (!isResumeNotFound(error)) throw error;
      const started = await startThread(peer, { ...thread, ...afterResumeNotFound, ...(name ? { name } : {}) });
      return { ...started, resumeNotFound: true };
    }
  }
  return startThread(peer, { ...thread, ...(name ? { name } : {}) });
}

export async function startTurn(peer: Peer, threadId: string, text: string, options: TurnOptions = {}): Promise<{ turnId: string }> {
  const response = await peer.request<ClientResponse<'turn/start'>>('turn/start', turnStartParams(threadId, text, options));
  return { turnId: response.turn.id };
}

export async function interruptTurn(peer: Peer, threadId: string, turnId: string): Promise<void> {
  await peer.request('turn/interrupt', turnInterruptParams(threadId, turnId));
}

export interface DeviceCodeChallenge {
  loginId: string;
  verificationUrl: string;
  userCode: string;
}

/** Starts the ChatGPT device-code login; the same process later raises account/login/completed. */
export async function startDeviceCodeLogin(peer: Peer): Promise<DeviceCodeChallenge> {
  const response = await peer.request<ClientResponse<'account/login/start'>>('account/login/start', deviceCodeLoginParams());
  if (response.type !== 'chatgptDeviceCode') {
    throw new JsonRpcError('account/login/start', {
      code: JSON_RPC_INVALID_REQUEST,
      message: `Expected a device-code challenge, got a login of type ${JSON.stringify(response.type)}`,
    });
  }
  return { loginId: response.loginId, verificationUrl: response.verificationUrl, userCode: response.userCode };
}

/**
 * Resolves with the first notification of `method` that `accept` takes; rejects with a
 * PeerClosedError naming the method if the peer closes first, so a waiter never hangs.
 */
export function waitForNotification<T = unknown>(
  peer: Peer,
  method: string,
  accept: (params: T) => boolean = () => true,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      offNotification();
      offClose();
    };
    const offNotification = peer.onNotification((m, params) => {
      if (m !== method || !accept(params as T)) return;
      stop();
      resolve(params as T);
    });
    // Registered second: a peer that is already closed calls this at once.
    const offClose = peer.onClose((reason) => {
      offNotification();
      reject(new PeerClosedError(method, reason));
    });
  });
}

export interface LoginCompleted {
  success: boolean;
  error: string | null;
}

/** Waits for account/login/completed (of `loginId`, when the CLI names one). */
export async function waitForLoginCompleted(peer: Peer, loginId?: string): Promise<LoginCompleted> {
  const params = await waitForNotification<{ success?: unknown; error?: unknown; loginId?: unknown }>(
    peer,
    'account/login/completed',
    (p) => !loginId || typeof p?.loginId !== 'string' || p.loginId === loginId,
  );
  return { success: params?.success === true, error: typeof params?.error === 'string' ? params.error : null };
}
