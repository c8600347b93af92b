/**
 * One `codex app-server` conversation of a scenario over a recorded process: protocol-codex's
 * CodexClient (keeping every notification, so no wait misses one that came before it) fed from
 * the CLI's stdout lines, with the kit's time bound on each wait.
 */
import { CodexClient, JsonRpcPeer, PeerClosedError } from '@mwh/protocol-codex';
import type { CodexNotification, PeerEvent, ThreadOptions, TurnOptions } from '@mwh/protocol-codex';
import type { ProcessIo } from '../recorder/capture-recorder.js';

export type { CodexNotification };
/** What a scenario passes to thread/start besides the cwd. */
export type CodexThreadOptions = Omit<ThreadOptions, 'cwd'>;

/** How the kit introduces itself in `initialize`. */
const KIT_CLIENT_INFO = { name: 'mwh-conformance', title: 'mwh conformance kit', version: '0.1.0' };

export class CodexConversation {
  readonly peer: JsonRpcPeer;
  readonly client: CodexClient;
  /** Server requests the peer answered and peer anomalies, for a scenario that checks them. */
  readonly events: PeerEvent[] = [];
  /** Settles when the CLI's stdout has closed and the peer with it. */
  readonly done: Promise<void>;

  constructor(io: ProcessIo) {
    this.peer = new JsonRpcPeer({
      // A broken pipe surfaces as the peer closing when stdout ends, and in the capture's exit.
      send: (line) => void io.write(`${line}\n`).catch(() => {}),
      onEvent: (event) => this.events.push(event),
    });
    this.client = new CodexClient(this.peer, { backlog: 'all' });
    this.done = this.pump(io);
  }

  /** Every notification, in order. */
  get notifications(): readonly CodexNotification[] {
    return this.client.notifications;
  }

  /** initialize with experimentalApi (needed for collaboration modes), then `initialized`. */
  async initialize(): Promise<Record<string, unknown>> {
    return (await this.client.initialize({ clientInfo: KIT_CLIENT_INFO })) as unknown as Record<string, unknown>;
  }

  /** thread/start; answers the new thread's id. */
  async startThread(cwd: string, options: CodexThreadOptions = {}): Promise<string> {
    return (await this.client.startThread({ cwd, ...options })).threadId;
  }

  /** turn/start with one text input; answers the turn id. */
  async startTurn(threadId: string, text: string, options: TurnOptions = {}): Promise<string> {
    return (await this.client.startTurn(threadId, text, options)).turnId;
  }

  /** The first notification `method` matching `predicate`, even if it came before the call. */
  async waitFor(method: string, predicate: (params: Record<string, unknown>) => boolean = () => true, timeoutMs = 20_000): Promise<Record<string, unknown>> {
    try {
      return await this.client.waitFor(method, predicate, AbortSignal.timeout(timeoutMs));
    } catch (error) {
      if (PeerClosedError.isInstance(error)) throw new Error(`codex closed its stdout before sending ${method}; it sent: ${this.methodsSeen()}`);
      if ((error as Error | undefined)?.name === 'TimeoutError') throw new Error(`codex sent no ${method} within ${timeoutMs} ms; it sent: ${this.methodsSeen()}`);
      throw error;
    }
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
    this.peer.close({});
  }

  private methodsSeen(): string {
    return [...new Set(this.notifications.map((n) => n.method))].join(', ') || 'nothing';
  }
}
