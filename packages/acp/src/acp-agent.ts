/**
 * The ACP agent: `session/new` and `session/load` map an ACP session to a harness-core thread
 * (its key `acp/<session id>`), each `session/prompt` is one round of the CLI resuming that
 * thread, its parts streamed as `session/update`s, its approvals asked of the client with
 * `session/request_permission`, `session/cancel` stopping it, and a round that fails answered
 * with a JSON-RPC error in harness-core's words. The CLI's process ends with each round, so a
 * cancel, or a client that goes away, leaves none behind.
 */
import { isAbsolute } from 'node:path';
import {
  agent,
  PROTOCOL_VERSION,
  RequestError,
  type AgentApp,
  type AgentContext,
  type InitializeResponse,
  type McpServer as AcpMcpServer,
  type PermissionOption,
  type SessionUpdate,
  type Stream,
} from '@agentclientprotocol/sdk';
import { environmentSecrets, startRound, type ApprovalDecision, type ApprovalRequest, type RoundCredential, type RoundOptions } from '@mwh/harness-core';
import type { Harness, McpServer } from '@mwh/protocol-core';
import { promptInput } from './prompt-input.js';
import { roundError } from './round-error.js';
import { defaultSessionsDir, SessionStore, type StoredSession } from './session-store.js';
import { toolCallView } from './tool-call-view.js';
import { UpdatePump } from './update-pump.js';

export const AGENT_VERSION = '0.1.0';

export interface AcpAgentOptions {
  harness: Harness;
  /** The CLI's program (a path): `mwh acp` finds it as `mwh run` does. */
  command: string;
  /** For captures and the agent's name when the CLI does not say. */
  cliVersion?: string;
  /** Arguments after the harness's own (codex `-c` overrides: a mock model provider). */
  args?: readonly string[];
  /** The environment the CLI starts from (`process.env`): its model base URL and key, its config home. */
  env?: Record<string, string | undefined>;
  /** `stored` by default, as `mwh run`; `environment` passes credential variables through (gateways, mocks). */
  credential?: RoundCredential;
  /** CLAUDE_CONFIG_DIR / CODEX_HOME to set; unset, the CLI uses its own. */
  configHome?: string;
  model?: string;
  /** Language of failure sentences: `de*` German, else English. */
  locale?: string;
  /** harness-core's idle bound (default 5 minutes); it does not count while the client decides on a permission. */
  idleTimeoutMs?: number;
  retryBoundMs?: number;
  /** Values never sent to the client, on top of the secret-looking variables of `env`. */
  secrets?: readonly string[];
  /** Where sessions are kept for `session/load` (default `$XDG_STATE_HOME/mwh/acp-sessions`). */
  sessionsDir?: string;
}

/** The permission options offered for every approval: the CLIs take a yes or a no for one call. */
const PERMISSION_OPTIONS: PermissionOption[] = [
  { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
  { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
];

/** The reason a cancelled round carries (its verdict's cause). */
const CANCELLED = 'the ACP client cancelled the prompt';
const DISCONNECTED = 'the ACP client disconnected';

interface LiveSession {
  stored: StoredSession;
  cwd: string;
  mcpServers: Record<string, McpServer> | undefined;
  /** The prompt that runs, if one does. */
  running?: { abort: AbortController; done: Promise<unknown> };
}

export interface AcpAgent {
  readonly app: AgentApp;
  /** Cancels every running prompt and resolves when their CLIs are gone. */
  stop(reason?: string): Promise<void>;
}

export function createAcpAgent(options: AcpAgentOptions): AcpAgent {
  const env = options.env ?? process.env;
  const store = new SessionStore(options.sessionsDir ?? defaultSessionsDir(env));
  const secrets = [...environmentSecrets(env), ...(options.secrets ?? [])];
  const sessions = new Map<string, LiveSession>();

  const base: Omit<RoundOptions, 'message' | 'threadKey' | 'cwd'> = {
    harness: options.harness,
    command: options.command,
    baseEnv: env,
    credential: options.credential ?? { type: 'stored' },
    ...(options.cliVersion ? { cliVersion: options.cliVersion } : {}),
    ...(options.args?.length ? { args: options.args } : {}),
    ...(options.configHome ? { configHome: options.configHome } : {}),
    ...(options.model ? { model: options.model } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.idleTimeoutMs !== undefined ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    ...(options.retryBoundMs !== undefined ? { retryBoundMs: options.retryBoundMs } : {}),
    ...(secrets.length ? { secrets } : {}),
  };

  const open = (stored: StoredSession, cwd: string, mcpServers: readonly AcpMcpServer[]): LiveSession => {
    const live: LiveSession = { stored, cwd, mcpServers: roundMcpServers(mcpServers) };
    sessions.set(stored.id, live);
    return live;
  };

  const prompt = async (client: AgentContext, live: LiveSession, blocks: Parameters<typeof promptInput>[0]) => {
    const { message, images } = promptInput(blocks);
    const abort = new AbortController();
    const sessionId = live.stored.id;
    for (const block of blocks) live.stored.record({ sessionUpdate: 'user_message_chunk', content: block });
    let answer = '';
    const pump = new UpdatePump(client, sessionId, (update: SessionUpdate) => {
      live.stored.record(update);
      if (update.sessionUpdate === 'agent_message_chunk' && update.content.type === 'text') answer += update.content.text;
    });
    const approve = async (request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalDecision> => {
      await pump.flushed();
      const view = toolCallView(request.toolName, request.input);
      const response = await client.request(
        'session/request_permission',
        {
          sessionId,
          toolCall: {
            toolCallId: request.toolCallId ?? `approval-${Date.now().toString(36)}`,
            title: view.title,
            kind: view.kind,
            status: 'pending',
            rawInput: request.input,
            ...(view.locations.length ? { locations: view.locations } : {}),
          },
          options: PERMISSION_OPTIONS,
        },
        // A cancel while the client decides tells it so; it then answers `cancelled`.
        { cancellationSignal: signal },
      );
      return response.outcome.outcome === 'selected' && response.outcome.optionId === 'allow' ? 'allow' : 'deny';
    };
    const round = startRound({
      ...base,
      message,
      ...(images.length ? { images } : {}),
      threadKey: live.stored.header.threadKey,
      cwd: live.cwd,
      history: live.stored.turns,
      ...(live.mcpServers ? { mcpServers: live.mcpServers } : {}),
      approve,
      signal: abort.signal,
    });
    const done = (async () => {
      await pump.run(round);
      return round.verdict;
    })();
    live.running = { abort, done };
    try {
      const verdict = await done;
      if (verdict.kind === 'success') {
        live.stored.remember({ role: 'user', text: message });
        live.stored.remember({ role: 'assistant', text: answer });
      }
      await live.stored.flush().catch(() => undefined);
      if (abort.signal.aborted) return { stopReason: 'cancelled' as const };
      if (verdict.kind !== 'success') throw roundError(verdict, options.locale);
      return { stopReason: 'end_turn' as const };
    } finally {
      live.running = undefined;
    }
  };

  const app = agent({ name: 'mwh' })
    .onRequest('initialize', ({ params }): InitializeResponse => ({
      // The client's version when this agent speaks it, else the one it speaks (ACP's negotiation).
      protocolVersion: Math.min(params.protocolVersion, PROTOCOL_VERSION),
      agentCapabilities: {
        loadSession: true,
        promptCapabilities: { image: true, audio: false, embeddedContext: false },
        mcpCapabilities: { http: true, sse: false },
      },
      authMethods: [],
      agentInfo: { name: `mwh-${options.harness}`, title: `mwh (${options.harness === 'claude' ? 'Claude Code' : 'Codex'}${options.cliVersion ? ` ${options.cliVersion}` : ''})`, version: AGENT_VERSION },
    }))
    .onRequest('session/new', async ({ params }) => {
      const cwd = absoluteCwd(params.cwd);
      const stored = await store.create(options.harness, cwd);
      open(stored, cwd, params.mcpServers);
      return { sessionId: stored.id };
    })
    .onRequest('session/load', async ({ params, client }) => {
      const cwd = absoluteCwd(params.cwd);
      if (sessions.get(params.sessionId)?.running) throw RequestError.invalidRequest(undefined, `session ${params.sessionId} has a prompt running.`);
      const loaded = await store.load(params.sessionId);
      if (!loaded) throw RequestError.sessionNotFound(params.sessionId);
      if (loaded.session.header.harness !== options.harness) {
        throw RequestError.invalidParams(undefined, `session ${params.sessionId} is a ${loaded.session.header.harness} session; this agent runs ${options.harness}.`);
      }
      open(loaded.session, cwd, params.mcpServers);
      // The conversation so far, as the client was sent it, before the answer (ACP's load).
      for (const update of loaded.updates) await client.notify('session/update', { sessionId: params.sessionId, update });
      return {};
    })
    .onRequest('session/prompt', async ({ params, client }) => {
      const live = sessions.get(params.sessionId);
      if (!live) throw RequestError.sessionNotFound(params.sessionId);
      if (live.running) throw RequestError.invalidRequest(undefined, `session ${params.sessionId} has a prompt running; cancel it or wait for its answer.`);
      return prompt(client, live, params.prompt);
    })
    .onNotification('session/cancel', ({ params }) => {
      sessions.get(params.sessionId)?.running?.abort.abort(new Error(CANCELLED));
    });

  return {
    app,
    async stop(reason = DISCONNECTED) {
      const running = [...sessions.values()].flatMap((live) => (live.running ? [live.running] : []));
      for (const { abort } of running) abort.abort(new Error(reason));
      await Promise.allSettled(running.map(({ done }) => done));
    },
  };
}

/**
 * Serves one client over `stream` until it goes away (stdin closed) or `signal` aborts, then
 * cancels what still runs and resolves once every CLI process is gone.
 */
export async function serveAcp(options: AcpAgentOptions, stream: Stream, signal?: AbortSignal): Promise<void> {
  const acp = createAcpAgent(options);
  const connection = acp.app.connect(stream);
  // A signal (mwh received SIGTERM) ends the connection as a client going away would.
  const close = () => connection.close();
  if (signal?.aborted) close();
  else signal?.addEventListener('abort', close, { once: true });
  try {
    await connection.closed.catch(() => undefined);
  } finally {
    signal?.removeEventListener('abort', close);
    await acp.stop();
  }
}

function absoluteCwd(cwd: string): string {
  if (!isAbsolute(cwd)) throw RequestError.invalidParams({ cwd }, 'cwd must be an absolute path.');
  return cwd;
}

/** The client's MCP servers in harness-core's form; SSE is not advertised, and refused. */
function roundMcpServers(servers: readonly AcpMcpServer[]): Record<string, McpServer> | undefined {
  if (servers.length === 0) return undefined;
  const out: Record<string, McpServer> = {};
  for (const server of servers) {
    if ('type' in server && server.type === 'sse') throw RequestError.invalidParams({ name: server.name }, `MCP server ${server.name} is SSE, which this agent does not take; give it over HTTP or stdio.`);
    if ('type' in server && server.type === 'http') {
      out[server.name] = { type: 'http', url: server.url, headers: Object.fromEntries(server.headers.map((h) => [h.name, h.value])) };
    } else {
      out[server.name] = { type: 'stdio', command: server.command, args: server.args, env: Object.fromEntries(server.env.map((v) => [v.name, v.value])) };
    }
  }
  return out;
}
