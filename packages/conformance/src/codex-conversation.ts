/**
 * The client side of one `codex app-server` conversation over a recorded process: a
 * JsonRpcPeer fed from the CLI's stdout lines, plus the few steps every scenario takes
 * (initialize, thread/start, turn/start) and waits on notifications that cannot miss one
 * that arrived before the wait began.
 */
import { JsonRpcPeer } from '@mwh/protocol-codex';
import type { PeerEvent } from '@mwh/protocol-codex';
import type { ProcessIo } from './capture-recorder.js';

export interface CodexNotification {
  method: string;
  params: Record<string, unknown>;
}

/** What a scenario passes to thread/start or thread/resume besides the cwd. */
export interface CodexThreadOptions {
  sandbox?: 'read-only' | 'workspace-write' | 'danger-full-access';
  approvalPolicy?: 'never' | 'on-request' | 'on-failure' | 'untrusted';
  developerInstructions?: string;
  config?: Record<string, unknown>;
}

interface Waiter {
  method: string;
  predicate: (params: Record<string, unknown>) => boolean;
  resolve: (params: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

export class CodexConversation {
  readonly peer: JsonRpcPeer;
  /** Every notification, in order; waits search it, so none is lost to a late wait. */
  readonly notifications: CodexNotification[] = [];
  /** Server requests the peer answered and peer anomalies, for a scenario that checks them. */
  readonly events: PeerEvent[] = [];
  private readonly waiters = new Set<Waiter>();
  private stdoutClosed = false;
  /** Settles when the CLI's stdout has closed and the peer with it. */
  readonly done: Promise<void>;

  constructor(io: ProcessIo) {
    this.peer = new JsonRpcPeer({
      // A broken pipe surfaces as the peer closing when stdout ends, and in the capture's exit.
      send: (line) => void io.write(`${line}\n`).catch(() => {}),
      onEvent: (event) => this.events.push(event),
    });
    this.peer.onNotification((method, params) => {
      this.notifications.push({ method, params: isObject(params) ? params : {} });
      this.settle();
    });
    this.done = this.pump(io);
  }

  /** initialize with experimentalApi (needed for collaboration modes), then `initialized`. */
  async initialize(clientName = 'mwh-conformance'): Promise<Record<string, unknown>> {
    const result = await this.peer.request<Record<string, unknown>>('initialize', {
      clientInfo: { name: clientName, title: 'mwh conformance kit', version: '0.1.0' },
      capabilities: { experimentalApi: true },
    });
    this.peer.notify('initialized');
    return result;
  }

  /** thread/start; answers the new thread's id. */
  async startThread(cwd: string, options: CodexThreadOptions = {}): Promise<string> {
    const result = await this.peer.request<{ thread: { id: string } }>('thread/start', { cwd, ...options });
    return result.thread.id;
  }

  /** turn/start with one text input; answers the turn id. */
  async startTurn(threadId: string, text: string, extra: Record<string, unknown> = {}): Promise<string> {
    const result = await this.peer.request<{ turn: { id: string } }>('turn/start', { threadId, input: [{ type: 'text', text }], ...extra });
    return result.turn.id;
  }

  /** The first notification `method` matching `predicate`, even if it came before the call. */
  waitFor(method: string, predicate: (params: Record<string, unknown>) => boolean = () => true, timeoutMs = 20_000): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`codex sent no ${method} within ${timeoutMs} ms; it sent: ${this.methodsSeen()}`));
      }, timeoutMs);
      const waiter: Waiter = {
        method,
        predicate,
        resolve: (params) => {
          clearTimeout(timer);
          resolve(params);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.waiters.add(waiter);
      this.settle();
    });
  }

  /** The turn from turn/completed. */
  async turnCompleted(timeoutMs?: number): Promise<{ status: string; error: { message: string } | null }> {
    const params = await this.waitFor('turn/completed', () => true, timeoutMs);
    return params.turn as { status: string; error: { message: string } | null };
  }

  /** The assistant text as streamed: every item/agentMessage/delta, in order. */
  streamedText(): string {
    return this.notifications
      .filter((n) => n.method === 'item/agentMessage/delta')
      .map((n) => String(n.params.delta ?? ''))
      .join('');
  }

  private async pump(io: ProcessIo): Promise<void> {
    for (let line = await io.nextLine(); line !== undefined; line = await io.nextLine()) this.peer.receive(line);
    this.stdoutClosed = true;
    this.peer.close({});
    this.settle();
  }

  private methodsSeen(): string {
    return [...new Set(this.notifications.map((n) => n.method))].join(', ') || 'nothing';
  }

  private settle(): void {
    for (const waiter of [...this.waiters]) {
      const found = this.notifications.find((n) => n.method === waiter.method && waiter.predicate(n.params));
      if (found) {
        this.waiters.delete(waiter);
        waiter.resolve(found.params);
      } else if (this.stdoutClosed) {
        this.waiters.delete(waiter);
        waiter.reject(new Error(`codex closed its stdout before sending ${waiter.method}; it sent: ${this.methodsSeen()}`));
      }
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
