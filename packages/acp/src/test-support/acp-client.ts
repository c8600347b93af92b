/**
 * The ACP SDK's client, as an editor would run it, connected to an agent: in process over a pair
 * of newline-delimited JSON streams, or to a spawned `mwh acp` over its stdio. It keeps every
 * update per session, answers permission requests by a policy, and keeps what it was asked.
 */
import { client, ndJsonStream, type AnyMessage, type ClientContext, type RequestPermissionRequest, type RequestPermissionResponse, type SessionUpdate, type Stream } from '@agentclientprotocol/sdk';
import { serveAcp, type AcpAgentOptions } from '../acp-agent.js';
import { schemaChecker, type SchemaProblems } from './schema-check.js';

export type PermissionPolicy = (request: RequestPermissionRequest) => RequestPermissionResponse | Promise<RequestPermissionResponse>;

export const allow: PermissionPolicy = () => ({ outcome: { outcome: 'selected', optionId: 'allow' } });
export const allowAlways: PermissionPolicy = ({ options }) => ({ outcome: { outcome: 'selected', optionId: options.find((option) => option.kind === 'allow_always')!.optionId } });
export const reject: PermissionPolicy = () => ({ outcome: { outcome: 'selected', optionId: 'reject' } });

export interface TestClient {
  agent: ClientContext;
  updates: Map<string, SessionUpdate[]>;
  permissions: RequestPermissionRequest[];
  /** Called with each update as it comes (after it is kept). */
  onUpdate: ((sessionId: string, update: SessionUpdate) => void) | undefined;
  policy: PermissionPolicy;
  /** Closes the connection; an in-process agent then stops, and `served` resolves. */
  close(): void;
  closed: Promise<void>;
}

export function connectClient(stream: Stream): TestClient {
  const updates = new Map<string, SessionUpdate[]>();
  const permissions: RequestPermissionRequest[] = [];
  const state = { onUpdate: undefined as TestClient['onUpdate'], policy: reject as PermissionPolicy };
  const app = client({ name: 'mwh-acp-test' })
    .onNotification('session/update', ({ params }) => {
      const list = updates.get(params.sessionId) ?? [];
      list.push(params.update);
      updates.set(params.sessionId, list);
      state.onUpdate?.(params.sessionId, params.update);
    })
    .onRequest('session/request_permission', ({ params }) => {
      permissions.push(params);
      return state.policy(params);
    });
  const connection = app.connect(stream);
  return {
    agent: connection.agent,
    updates,
    permissions,
    get onUpdate() {
      return state.onUpdate;
    },
    set onUpdate(value) {
      state.onUpdate = value;
    },
    get policy() {
      return state.policy;
    },
    set policy(value) {
      state.policy = value;
    },
    close: () => connection.close(),
    closed: connection.closed.catch(() => undefined),
  };
}

/**
 * An agent in this process and a client talking to it over a pair of byte streams; `schema`
 * holds what of the agent's messages broke the ACP schema or carried a control character.
 */
export function inProcessAgent(options: AcpAgentOptions): TestClient & { served: Promise<void>; schema: SchemaProblems } {
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  // The client closing its end is the agent's end of input, as stdin closing is for `mwh acp`.
  const gone = new AbortController();
  const wire = ndJsonStream(toClient.writable, toAgent.readable);
  const schema = schemaChecker();
  const sink = wire.writable.getWriter();
  const checked = new WritableStream<AnyMessage>({
    write(message) {
      schema.check(message);
      return sink.write(message);
    },
    close: () => sink.close(),
    abort: (reason) => sink.abort(reason),
  });
  const served = serveAcp(options, { readable: wire.readable, writable: checked }, gone.signal);
  const connection = connectClient(ndJsonStream(toAgent.writable, toClient.readable));
  const close = connection.close;
  return Object.assign(connection, {
    served,
    schema,
    close: () => {
      close();
      gone.abort();
    },
  });
}

/** The text of one kind of chunk in `updates`, joined. */
export function chunkText(updates: readonly SessionUpdate[] | undefined, kind: 'agent_message_chunk' | 'agent_thought_chunk' | 'user_message_chunk'): string {
  return (updates ?? []).map((u) => (u.sessionUpdate === kind && u.content.type === 'text' ? u.content.text : '')).join('');
}

export async function initialized(test: TestClient): Promise<void> {
  await test.agent.request('initialize', { protocolVersion: 1, clientCapabilities: {} });
}

/** The statuses one tool call went through, as the client was told them, in order. */
export function statuses(updates: readonly SessionUpdate[] | undefined, toolCallId: string): string[] {
  return (updates ?? []).flatMap((u) => ((u.sessionUpdate === 'tool_call' || u.sessionUpdate === 'tool_call_update') && u.toolCallId === toolCallId && u.status ? [u.status] : []));
}
