/**
 * The ACP agent: `session/new` and `session/load` map an ACP session to a harness-core thread
 * (its key `acp/<session id>`) and start a conversation of the CLI on it, answering once the CLI
 * is ready to take a message (within a bound), as Zed's adapters do; the first session may take
 * a CLI started ahead at `initialize` in the agent's own folder, while the client set up, when it
 * opens with exactly what that CLI was started with. Each `session/prompt` is one turn of that conversation
 * (one CLI process across prompts), its parts streamed as `session/update`s, its approvals asked
 * of the client with `session/request_permission`, `session/cancel` interrupting it, and a turn
 * that fails answered with a JSON-RPC error in harness-core's words. A session whose mode or
 * model changes gets a new conversation resuming the thread; a process that went away between
 * prompts is started again, resuming, by the next turn. The agent ends every conversation's
 * process when the client goes away, so none is left behind.
 */
import { randomUUID } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import {
  agent,
  PROTOCOL_VERSION,
  RequestError,
  type AgentApp,
  type AgentContext,
  type ContentBlock,
  type InitializeResponse,
  type PermissionOption,
  type SessionUpdate,
  type Stream,
} from '@agentclientprotocol/sdk';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  environmentSecrets,
  protocolOf,
  registrationOf,
  startConversation,
  type ApprovalDecision,
  type ApprovalRequest,
  type Conversation,
  type ConversationOptions,
  type RoundCredential,
  type ThreadTurn,
} from '@mwh/harness-core';
import { Redactor, type ContentPart, type Harness, type McpServer, type Usage } from '@mwh/protocol-core';
import { initializeFirst } from './initialize-first.js';
import { roundMcpServers, shown } from './mcp-servers.js';
import { plainOutput } from './plain-text.js';
import { promptInput } from './prompt-input.js';
import { roundError } from './round-error.js';
import { configOptions, initialSettings, modelChoices, modeState, roundSettings, withSetting, type SessionSettings } from './session-config.js';
import { defaultSessionsDir, sessionThreadKey, SessionStore, type StoredSession } from './session-store.js';
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
  /**
   * The folder the agent runs in (`mwh acp` gives its own): at `initialize` a CLI is started
   * there ahead of the first session, which takes it when it opens in that folder with no MCP
   * servers (what the CLI was started with), else it is ended. Unset, none is started ahead.
   */
  cwd?: string;
  /**
   * How long `session/new` and `session/load` wait for the session's CLI to be ready before
   * answering anyway (default 10 s): a CLI that fails or hangs is told of by the first prompt.
   */
  readyBoundMs?: number;
}

/**
 * The permission options offered for an approval: the CLIs take a yes or a no for one call;
 * "always" is the agent's, remembered for the session: that tool is not asked about again in it.
 */
const permissionOptions = (toolName: string): PermissionOption[] => [
  { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
  { optionId: 'allow-always', name: `Always allow ${toolName.length > 60 ? `${toolName.slice(0, 60)}…` : toolName} in this session`, kind: 'allow_always' },
  { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
];

/** The reason a cancelled round carries (its verdict's cause). */
const CANCELLED = 'the ACP client cancelled the prompt';
const DISCONNECTED = 'the ACP client disconnected';
/** ACP's "resource not found", as RequestError.sessionNotFound, but the client's id bounded and a message of ours. */
const SESSION_NOT_FOUND = -32002;
const ID_CHARS = 80;
const notFound = (id: string, message: string) => new RequestError(SESSION_NOT_FOUND, message, { sessionId: id.length > ID_CHARS ? `${id.slice(0, ID_CHARS)}…` : id });
/**
 * Sessions held open at once: past it the least recently used idle ones are let go (a client
 * loads one again from its file with `session/load`), so a client making sessions without end
 * does not grow the agent without end.
 */
export const MAX_LIVE_SESSIONS = 64;
/**
 * CLI processes kept running at once (one per session, a few hundred MiB each for Claude Code):
 * past it the least recently used idle session's is ended, and its next prompt starts it again,
 * resuming the conversation.
 */
export const MAX_LIVE_CLIS = 4;
/** How long a session's opening waits for its CLI to be ready, unless told. */
const READY_BOUND_MS = 10_000;

/** A CLI started ahead of the first session, with the thread it would have, for it to take. */
interface Spare {
  id: string;
  cwd: string;
  /** The list the conversation was given as its history: the session's turns once taken. */
  turns: ThreadTurn[];
  conversation: Conversation;
  /** The session that took it: its prompts answer the CLI's approvals. */
  owner?: LiveSession;
  /** Ends it when no session took it within the idle bound. */
  idle: ReturnType<typeof setTimeout> | undefined;
}

interface LiveSession {
  stored: StoredSession;
  cwd: string;
  mcpServers: Record<string, McpServer> | undefined;
  settings: SessionSettings;
  /** Tools the client allowed always in this session (by the CLI's tool name). */
  allowed: Set<string>;
  /** The slash commands the client was last sent (as JSON). */
  commands?: string;
  /** The prompt that runs, if one does. */
  running?: { abort: AbortController; done: Promise<unknown> };
  /** The CLI's conversation: its process kept across prompts, started with the session's settings. */
  conversation?: Conversation;
  /** Who answers the CLI's approval requests: the running prompt. */
  approve?: (request: ApprovalRequest, signal: AbortSignal) => Promise<ApprovalDecision>;
}

export interface AcpAgent {
  readonly app: AgentApp;
  /** Cancels every running prompt, ends every session's CLI, and resolves when their processes are gone. */
  stop(reason?: string): Promise<void>;
}

export function createAcpAgent(options: AcpAgentOptions): AcpAgent {
  const env = options.env ?? process.env;
  const store = new SessionStore(options.sessionsDir ?? defaultSessionsDir(env));
  const secrets = [...environmentSecrets(env), ...(options.secrets ?? [])];
  // The prompt as the session keeps it: redacted as the round redacts what the client is sent.
  const redactor = new Redactor(secrets);
  /** Live sessions, the least recently used first. */
  const sessions = new Map<string, LiveSession>();
  /** Sessions a `session/load` is reading or replaying: no prompt or other load meanwhile. */
  const loading = new Set<string>();
  /** Models the CLI said it runs, offered as choices from then on. */
  const reported = new Set<string>();
  const models = () => modelChoices(options.harness, options.model, reported);
  /** A session's settings as the client may see them now: a value no longer offered is the default again. */
  const current = (settings: SessionSettings | undefined): SessionSettings => {
    const start = initialSettings(options.model);
    if (!settings) return start;
    let kept = start;
    for (const [id, value] of [['mode', settings.mode], ['model', settings.model]] as const) {
      try {
        kept = withSetting(options.harness, kept, models(), id, value);
      } catch {
        // Offered no more: the default stands.
      }
    }
    return kept;
  };
  /** Why the CLI takes no MCP servers with a round, in harness-core's sentence; undefined when it takes them. */
  const mcpRefused = registrationOf(options.harness).mcpServersRefused;
  const sessionConfig = (live: LiveSession) => ({ configOptions: configOptions(options.harness, live.settings, models()), modes: modeState(options.harness, live.settings) });

  const base: Omit<ConversationOptions, 'threadKey' | 'cwd'> = {
    harness: options.harness,
    command: options.command,
    baseEnv: env,
    credential: options.credential ?? { type: 'stored' },
    ...(options.cliVersion ? { cliVersion: options.cliVersion } : {}),
    ...(options.args?.length ? { args: options.args } : {}),
    ...(options.configHome ? { configHome: options.configHome } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.idleTimeoutMs !== undefined ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    ...(options.retryBoundMs !== undefined ? { retryBoundMs: options.retryBoundMs } : {}),
    ...(secrets.length ? { secrets } : {}),
  };

  /** The session opened (again, by a load): its CLI starts now (or is the one started ahead, `taken`). */
  const open = (stored: StoredSession, cwd: string, mcpServers: Record<string, McpServer> | undefined, taken?: Spare): LiveSession => {
    // A client that went away while its session/new or session/load awaited: stop() has ended
    // every CLI it could see, and one started now would be nobody's.
    if (stopped) throw new Error('The client went away before the session opened.');
    const live: LiveSession = { stored, cwd, mcpServers, settings: current(stored.settings), allowed: new Set() };
    const previous = sessions.get(stored.id);
    // A loaded session replaces its earlier self: the thread is the new conversation's once the old one is closed.
    if (previous) void endConversation(previous);
    mostRecent(live);
    evictIdle(stored.id);
    if (taken) {
      taken.owner = live;
      live.conversation = taken.conversation;
      capClis();
    } else converse(live);
    return live;
  };

  /**
   * Answers once the session's CLI is ready to take a message, as the peers answer once theirs is
   * up: the first prompt then goes to a CLI that reads it. Bounded: a CLI that fails or hangs
   * lets the session open all the same, and its first prompt says what went wrong.
   */
  const ready = async (live: LiveSession): Promise<void> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.readyBoundMs ?? READY_BOUND_MS)));
    try {
      await Promise.race([live.conversation?.start(), bound]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** The session is the most recently used: `sessions` keeps them oldest first, which eviction and the CLI cap take first. */
  const mostRecent = (live: LiveSession) => {
    sessions.delete(live.stored.id);
    sessions.set(live.stored.id, live);
  };

  /** Lets go of the least recently used sessions with nothing running past MAX_LIVE_SESSIONS (never `opened`, the one opening). */
  const evictIdle = (opened: string) => {
    for (const [id, live] of sessions) {
      if (sessions.size <= MAX_LIVE_SESSIONS) return;
      if (!live.running && !loading.has(id) && id !== opened) {
        sessions.delete(id);
        void endConversation(live);
      }
    }
  };

  /** Conversations being closed: the agent stops only once their processes are gone. */
  const ending = new Set<Promise<void>>();
  /** The client went away (stop): no session opens and no CLI starts after it. */
  let stopped = false;
  const endConversation = (live: LiveSession): Promise<void> => {
    const conversation = live.conversation;
    live.conversation = undefined;
    return conversation ? closing(conversation) : Promise.resolve();
  };
  const closing = (conversation: Conversation): Promise<void> => {
    const closed = conversation.close().catch(() => undefined);
    ending.add(closed);
    void closed.then(() => ending.delete(closed));
    return closed;
  };

  /** The conversation of a thread as a session with these settings, cwd and servers has it. */
  const conversationOf = (
    threadKey: string,
    cwd: string,
    sessionSettings: SessionSettings,
    history: ThreadTurn[],
    mcpServers: Record<string, McpServer> | undefined,
    approve: NonNullable<LiveSession['approve']>,
  ): Conversation => {
    const settings = roundSettings(options.harness, sessionSettings);
    return startConversation({
      ...base,
      ...(settings.args?.length || options.args?.length ? { args: [...(options.args ?? []), ...(settings.args ?? [])] } : {}),
      ...(settings.codexPermissions ? { codexPermissions: settings.codexPermissions } : {}),
      ...(settings.model ? { model: settings.model } : {}),
      threadKey,
      cwd,
      // The session's own list, kept as prompts end: a CLI that lost the conversation is given what it holds then.
      history,
      ...(mcpServers ? { mcpServers } : {}),
      approve,
    });
  };

  /**
   * The CLI started ahead (at the first `initialize`, in the agent's folder), as a new session
   * there with no MCP servers and the starting settings would start it, under a thread given out
   * now. Ended when no session took it within the idle bound, at the first session that does not
   * take it, and when the client goes away.
   */
  let spare: Spare | undefined;
  let spared = false;
  const startSpare = () => {
    if (spared || stopped || options.cwd === undefined) return;
    spared = true;
    const id = randomUUID();
    const turns: ThreadTurn[] = [];
    // The spare, once made: the session that takes it (its owner) answers the CLI's approvals.
    let ahead: Spare | undefined;
    const conversation = conversationOf(sessionThreadKey(id), options.cwd, current(undefined), turns, undefined, (request, signal) => ahead?.owner?.approve?.(request, signal) ?? Promise.resolve('deny'));
    const made: Spare = { id, cwd: options.cwd, turns, conversation, idle: undefined };
    ahead = made;
    const idleMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    if (idleMs > 0) {
      made.idle = setTimeout(() => {
        if (spare === made) void endSpare();
      }, idleMs);
      made.idle.unref();
    }
    spare = made;
    void made.conversation.start();
  };
  /**
   * Spares a session/new took and has not yet given an owner (`open`), while it compares folders
   * and makes the session's file: stop() ends them, so none outlives a client gone meanwhile.
   */
  const adopting = new Set<Spare>();
  /**
   * The CLI started ahead, for a new session opening in `cwd` with these servers: undefined (and
   * it is ended) unless it was started with just those. One returned stays in `adopting` until
   * session/new has given it an owner or ended it.
   */
  const takeSpare = async (cwd: string, mcpServers: Record<string, McpServer> | undefined): Promise<Spare | undefined> => {
    const made = spare;
    if (!made) return undefined;
    spare = undefined;
    clearTimeout(made.idle);
    // Before the first await: from here until it has an owner it is no longer `spare`.
    adopting.add(made);
    if (mcpServers === undefined && (await sameFolder(cwd, made.cwd)) && !stopped) return made;
    adopting.delete(made);
    void closing(made.conversation);
    return undefined;
  };
  const endSpare = (): Promise<void> => {
    const made = spare;
    spare = undefined;
    if (!made) return Promise.resolve();
    clearTimeout(made.idle);
    return closing(made.conversation);
  };

  /**
   * The session's conversation, started now with its settings (the agent's --model only where a
   * session starts: its `default` is the CLI's own); past MAX_LIVE_CLIS the least recently used
   * idle session's ends. Its approvals go to the prompt that runs.
   */
  const converse = (live: LiveSession): Conversation => {
    const conversation = conversationOf(live.stored.header.threadKey, live.cwd, live.settings, live.stored.turns, live.mcpServers, (request, signal) => live.approve?.(request, signal) ?? Promise.resolve('deny'));
    live.conversation = conversation;
    capClis();
    void conversation.start();
    return conversation;
  };

  /** Past MAX_LIVE_CLIS the least recently used idle sessions' CLIs end (the newest kept). */
  const capClis = () => {
    let kept = 0;
    for (const other of [...sessions.values()].reverse()) {
      if (!other.conversation) continue;
      if (++kept > MAX_LIVE_CLIS && !other.running) void endConversation(other);
    }
  };

  const prompt = async (client: AgentContext, live: LiveSession, blocks: Parameters<typeof promptInput>[0]) => {
    const { message, images } = promptInput(blocks);
    const abort = new AbortController();
    const sessionId = live.stored.id;
    for (const block of blocks) live.stored.record({ sessionUpdate: 'user_message_chunk', content: redactedBlock(redactor, block) });
    const pump = new UpdatePump(client, sessionId, (update: SessionUpdate) => live.stored.record(update), () => abort.signal.aborted);
    const approve = async (request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalDecision> => {
      await pump.flushed();
      if (request.toolCallId) pump.asking(request.toolCallId);
      const decision = live.allowed.has(request.toolName) ? 'allow' : await ask(request, signal);
      if (decision === 'allow' && request.toolCallId && !signal.aborted) await pump.started(request.toolCallId);
      return decision;
    };
    const ask = async (request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalDecision> => {
      const view = toolCallView(request.toolName, request.input);
      const response = await client.request(
        'session/request_permission',
        {
          sessionId,
          toolCall: {
            toolCallId: request.toolCallId ?? `approval-${randomUUID()}`,
            title: view.title,
            kind: view.kind,
            status: 'pending',
            rawInput: request.input,
            ...(view.locations.length ? { locations: view.locations } : {}),
          },
          options: permissionOptions(request.toolName),
        },
        // A cancel while the client decides tells it so; it then answers `cancelled`.
        { cancellationSignal: signal },
      );
      const chosen = response.outcome.outcome === 'selected' ? response.outcome.optionId : undefined;
      if (chosen === 'allow-always') live.allowed.add(request.toolName);
      return chosen === 'allow' || chosen === 'allow-always' ? 'allow' : 'deny';
    };
    let ended = false;
    try {
      live.approve = approve;
      const round = (live.conversation ?? converse(live)).send(message, { ...(images.length ? { images } : {}), signal: abort.signal });
      let failure: { error: unknown } | undefined;
      const done = (async () => {
        try {
          await pump.run(watched(round, live));
          if (abort.signal.aborted) await pump.endCancelled();
        } catch (error) {
          // The client is gone (an update could not be sent) or sending failed: the pump has
          // cancelled the round; the abort says so to the rest of it. Its verdict never rejects.
          failure = { error };
          abort.abort(new Error(DISCONNECTED, { cause: error }));
        }
        return round.verdict;
      })();
      live.running = { abort, done };
      const verdict = await done;
      ended = true;
      if (verdict.kind === 'success' && !failure) {
        live.stored.remember({ role: 'user', text: redactor.redact(message) });
        // The round's own text: without what the CLI took back, the retract marker or a question.
        live.stored.remember({ role: 'assistant', text: round.text });
      }
      await live.stored.flush().catch((error: unknown) => {
        try {
          process.stderr.write(`mwh: session ${sessionId} could not be written, a session/load will not replay this prompt: ${error instanceof Error ? error.message : String(error)}\n`);
        } catch {
          // stderr gone as well: nothing more to tell.
        }
      });
      if (failure) throw RequestError.internalError(undefined, `the prompt's updates could not be sent, so its round was cancelled: ${failure.error instanceof Error ? failure.error.message : String(failure.error)}`);
      if (abort.signal.aborted) return { stopReason: 'cancelled' as const };
      if (verdict.kind !== 'success') throw roundError(verdict, options.locale);
      return { stopReason: 'end_turn' as const };
    } finally {
      // Any failure before the turn ended (send threw, a bug): the turn stops with it.
      if (!ended) abort.abort(new Error('the prompt failed'));
      live.running = undefined;
      live.approve = undefined;
    }
  };

  const app = agent({ name: 'mwh' })
    .onRequest('initialize', ({ params }): InitializeResponse => {
      const answer: InitializeResponse = {
      // The client's version when this agent speaks it, else the one it speaks (ACP's negotiation).
      protocolVersion: negotiated(params.protocolVersion),
      agentCapabilities: {
        loadSession: true,
        promptCapabilities: { image: true, audio: false, embeddedContext: true },
        // Not offered by a CLI that takes no MCP servers with a round (Gemini CLI): session/new refuses them.
        ...(mcpRefused === undefined ? { mcpCapabilities: { http: true, sse: false } } : {}),
      },
      authMethods: [],
      agentInfo: { name: `mwh-${options.harness}`, title: `mwh (${protocolOf(options.harness).title}${options.cliVersion ? ` ${options.cliVersion}` : ''})`, version: AGENT_VERSION },
      };
      // Negotiated: a client this agent can serve sets up a session next, while the CLI starts.
      startSpare();
      return answer;
    })
    .onRequest('session/new', async ({ params }) => {
      const cwd = await workingDirectory(params.cwd);
      // Checked before the file is made: a refused server leaves no session behind.
      const mcpServers = roundMcpServers(params.mcpServers, mcpRefused);
      const taken = await takeSpare(cwd, mcpServers);
      let live: LiveSession;
      try {
        live = open(await store.create(options.harness, cwd, taken), cwd, mcpServers, taken);
      } catch (error) {
        if (taken) void closing(taken.conversation);
        throw error;
      } finally {
        // Owned by the session now, or being ended.
        if (taken) adopting.delete(taken);
      }
      await ready(live);
      return { sessionId: live.stored.id, ...sessionConfig(live) };
    })
    .onRequest('session/load', async ({ params, client }) => {
      const id = params.sessionId;
      // Marked before the first await: a prompt or another load of this session meanwhile is refused.
      if (loading.has(id)) throw RequestError.invalidRequest(undefined, `session ${shown(id)} is being loaded; wait for that session/load to answer.`);
      if (sessions.get(id)?.running) throw RequestError.invalidRequest(undefined, `session ${shown(id)} has a prompt running; cancel it or wait for its answer.`);
      const mcpServers = roundMcpServers(params.mcpServers, mcpRefused);
      loading.add(id);
      try {
        const cwd = await workingDirectory(params.cwd);
        const loaded = await store.load(id);
        if (!loaded) throw notFound(id, `session ${shown(id)} is not found here.`);
        if (loaded.session.header.harness !== options.harness) {
          throw RequestError.invalidParams(undefined, `session ${shown(id)} is a ${loaded.session.header.harness} session; this agent runs ${options.harness}.`);
        }
        // The CLI started ahead was for a new session.
        void endSpare();
        const live = open(loaded.session, cwd, mcpServers);
        // The conversation so far, as the client was sent it, before the answer (ACP's load).
        for (const update of loaded.updates) await client.notify('session/update', { sessionId: id, update });
        await ready(live);
        return sessionConfig(live);
      } finally {
        loading.delete(id);
      }
    })
    .onRequest('session/prompt', async ({ params, client }) => {
      const id = params.sessionId;
      if (loading.has(id)) throw RequestError.invalidRequest(undefined, `session ${shown(id)} is being loaded; send the prompt once session/load has answered.`);
      const live = sessions.get(id);
      if (!live) throw notFound(id, `session ${shown(id)} is not open here; session/load it first.`);
      if (live.running) throw RequestError.invalidRequest(undefined, `session ${shown(id)} has a prompt running; cancel it or wait for its answer.`);
      mostRecent(live);
      return prompt(client, live, params.prompt);
    })
    .onRequest('session/set_config_option', async ({ params }) => {
      const live = choosing(params.sessionId);
      await choose(live, withSetting(options.harness, live.settings, models(), params.configId, params.value));
      return { configOptions: sessionConfig(live).configOptions };
    })
    .onRequest('session/set_mode', async ({ params, client }) => {
      const live = choosing(params.sessionId);
      await choose(live, withSetting(options.harness, live.settings, models(), 'mode', params.modeId));
      // The same choice as a config option: a client following those sees it too.
      await client.notify('session/update', { sessionId: live.stored.id, update: { sessionUpdate: 'config_option_update', configOptions: sessionConfig(live).configOptions } });
      return {};
    })
    .onNotification('session/cancel', ({ params }) => {
      sessions.get(params.sessionId)?.running?.abort.abort(new Error(CANCELLED));
    });

  /** A session whose settings may change now: open, and with no prompt running (its round runs with what it had). */
  function choosing(id: string): LiveSession {
    const live = sessions.get(id);
    if (loading.has(id)) throw RequestError.invalidRequest(undefined, `session ${shown(id)} is being loaded; change its settings once session/load has answered.`);
    if (!live) throw notFound(id, `session ${shown(id)} is not open here; session/load it first.`);
    if (live.running) throw RequestError.invalidRequest(undefined, `session ${shown(id)} has a prompt running; change its settings once the prompt has answered.`);
    return live;
  }

  /**
   * The settings from the next prompt on. A CLI runs with its mode and model from its start, so a
   * change the CLI sees ends the session's conversation and starts another with it, resuming the
   * thread (the thread's lock orders the two processes), while the client goes on.
   */
  async function choose(live: LiveSession, settings: SessionSettings): Promise<void> {
    const before = JSON.stringify(roundSettings(options.harness, live.settings));
    live.settings = settings;
    live.stored.choose(settings);
    if (JSON.stringify(roundSettings(options.harness, settings)) !== before && live.conversation) {
      // As a prompt makes it: the cap ends the oldest idle CLIs, not this new one.
      mostRecent(live);
      void endConversation(live);
      converse(live);
    }
    await live.stored.flush();
  }

  /**
   * The round's parts as they come, each model the CLI says it runs kept as a choice, its slash
   * commands passed on only when they differ from what the session was last sent, and its context
   * window given what is in it where the CLI says only its size.
   */
  async function* watched(parts: AsyncIterable<ContentPart>, live: LiveSession): AsyncGenerator<ContentPart, void, undefined> {
    let lastUsage: Usage | undefined;
    // Claude Code says only the window's size, at its result line, before the usage of the
    // requests that line settles: held until the next part that is no usage (or the end), what is
    // in it is then the last request's tokens (its input excludes the cached).
    let window: ContentPart | undefined;
    const filled = (held: ContentPart): ContentPart => {
      if (!lastUsage) return held;
      const { inputTokens = 0, cachedInputTokens = 0, cacheCreationInputTokens = 0, outputTokens = 0 } = lastUsage;
      return { ...held, data: { ...((held as { data?: object }).data ?? {}), used: inputTokens + cachedInputTokens + cacheCreationInputTokens + outputTokens } } as ContentPart;
    };
    for await (const part of parts) {
      if (part.type === 'usage') lastUsage = part.usage;
      else if (window) {
        yield filled(window);
        window = undefined;
      }
      if (part.type === 'event' && part.name === 'context-window' && (part.data as { used?: unknown } | null)?.used === undefined) {
        window = part;
        continue;
      }
      if (part.type === 'session' && part.model && part.model.length <= 200) reported.add(part.model);
      if (part.type === 'event' && part.name === 'slash-commands') {
        const commands = JSON.stringify(part.data);
        if (commands === live.commands) continue;
        live.commands = commands;
      }
      yield part;
    }
    if (window) yield filled(window);
  }

  return {
    app,
    async stop(reason = DISCONNECTED) {
      stopped = true;
      const running = [...sessions.values()].flatMap((live) => (live.running ? [live.running] : []));
      for (const { abort } of running) abort.abort(new Error(reason));
      await Promise.allSettled(running.map(({ done }) => done));
      // Then every CLI: those kept for the next prompt, the one started ahead (also while a session/new takes it), and those already being ended.
      for (const live of sessions.values()) void endConversation(live);
      void endSpare();
      for (const made of adopting) void closing(made.conversation);
      adopting.clear();
      // Until none is left: a conversation ended while these were awaited is awaited too.
      while (ending.size > 0) await Promise.allSettled([...ending]);
    },
  };
}

/**
 * Serves one client over `stream` until it goes away (stdin closed) or `signal` aborts, then
 * cancels what still runs and resolves once every CLI process is gone.
 */
export async function serveAcp(options: AcpAgentOptions, stream: Stream, signal?: AbortSignal): Promise<void> {
  const acp = createAcpAgent(options);
  const connection = acp.app.connect(plainOutput(initializeFirst(stream)));
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

/** The session's cwd: an absolute path to a directory that exists, else invalid params with a sentence. */
async function workingDirectory(cwd: string): Promise<string> {
  const said = shown(cwd);
  if (!isAbsolute(cwd)) throw RequestError.invalidParams({ cwd: JSON.parse(said) as string }, `cwd ${said} is not an absolute path; give the session's folder as one.`);
  const found = await stat(cwd).catch(() => undefined);
  if (!found) throw RequestError.invalidParams({ cwd: JSON.parse(said) as string }, `cwd ${said} does not exist; give a folder that does.`);
  if (!found.isDirectory()) throw RequestError.invalidParams({ cwd: JSON.parse(said) as string }, `cwd ${said} is not a folder; give the session's folder.`);
  return cwd;
}

/** The same folder by its real path (links resolved); a path that cannot be resolved is no match. */
async function sameFolder(a: string, b: string): Promise<boolean> {
  if (a === b) return true;
  const [ra, rb] = await Promise.all([realpath(a).catch(() => undefined), realpath(b).catch(() => undefined)]);
  return ra !== undefined && ra === rb;
}

/** The client's version when this agent speaks it, else the one it speaks (ACP's negotiation); none below 1. */
function negotiated(version: number): number {
  if (!Number.isInteger(version) || version < 1) throw RequestError.invalidParams({ protocolVersion: version }, 'protocolVersion must be a whole number of 1 or more.');
  return Math.min(version, PROTOCOL_VERSION);
}

/** A prompt block as the session file keeps it: its text, and any link, redacted. */
function redactedBlock(redactor: Redactor, block: ContentBlock): ContentBlock {
  if (redactor.empty) return block;
  switch (block.type) {
    case 'text':
      return { ...block, text: redactor.redact(block.text) };
    case 'resource_link':
      return { ...block, uri: redactor.redact(block.uri), name: redactor.redact(block.name), ...(block.title ? { title: redactor.redact(block.title) } : {}), ...(block.description ? { description: redactor.redact(block.description) } : {}) };
    case 'image':
      return block.uri ? { ...block, uri: redactor.redact(block.uri) } : block;
    case 'resource': {
      const { resource } = block;
      const uri = redactor.redact(resource.uri);
      return { ...block, resource: 'text' in resource && typeof resource.text === 'string' ? { ...resource, uri, text: redactor.redact(resource.text) } : { ...resource, uri } };
    }
    default:
      // promptInput refused the others before anything was recorded.
      return block;
  }
}
