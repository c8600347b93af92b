/** What a round is started with: the same options for both CLIs. */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Harness, McpServer, UserImage } from '@mwh/protocol-core';
import type { ThreadOptions } from '@mwh/protocol-codex';
import type { CaptureSink } from '../capture/capture-sink.js';
import type { ThreadTurn } from './transcript.js';
import { protocolOf } from '../protocols.js';

/** The MCP server the CLI connects back to, acting as the user under their bearer token. */
export interface McpBackConnection {
  name: string;
  url: string;
  /** Sent as `Authorization: Bearer <token>`; a secret. */
  token: string;
}

/** A CLI's request for permission to run a tool, as `approve` is given it. */
export interface ApprovalRequest {
  /** The tool call it is about, as the round's `tool-call` part names it (Claude's tool use id, codex's item id), when the CLI says. */
  toolCallId?: string;
  /** Claude's tool name; codex's `shell`, `apply_patch` or `mcp` (an MCP tool). */
  toolName: string;
  /** What the tool would run with: Claude's tool input; codex's command and cwd, or its changes. */
  input: unknown;
  /** Why the CLI asks, in its words, when it says. */
  reason?: string;
}

export type ApprovalDecision = 'allow' | 'deny';

/**
 * Which credential the CLI runs with.
 * - `stored` (default): a credential stored with the login functions (a pasted Claude token,
 *   an OpenAI API key) when there is one, else the CLI's own login.
 * - `cli-login`: the CLI's own login in the config home; credential variables are removed
 *   from the child's environment so they cannot override it.
 * - `token` / `api-key`: this credential, for this round. For Claude it is only set in the
 *   child's environment. **For Codex an API key is written into CODEX_HOME** (auth.json,
 *   through codex's own `account/login/start`) and stays there, replacing that home's login:
 *   codex 0.171.0 reads no key variable for its own provider. A stored key is written the
 *   same way; either is written again whenever it differs from the key written last.
 * - `environment`: whatever the environment carries, untouched (gateways, tests).
 */
export type RoundCredential =
  | { type: 'stored' }
  | { type: 'cli-login' }
  | { type: 'token'; token: string }
  | { type: 'api-key'; apiKey: string }
  | { type: 'environment' };

export interface RoundOptions {
  harness: Harness;
  /** The new user message. */
  message: string;
  /** Images sent with the message (both CLIs), each base64 with its media type. */
  images?: readonly UserImage[];
  /**
   * Names the thread: the Claude session id and the Codex thread record derive from it. Rounds
   * of one thread (harness, config home, key) run one after the other in this process; across
   * processes or replicas, the caller must serialize them.
   */
  threadKey: string;
  /** Always the same directory for a thread: Claude keeps its sessions per working directory. */
  cwd: string;
  /**
   * The config home to give the CLI (CLAUDE_CONFIG_DIR or CODEX_HOME), where mwh keeps its thread
   * records and stored credentials too. Omitted, the CLI is given none (a variable in `baseEnv`
   * passes through) and finds its configuration as when run by hand: Claude Code reads
   * `~/.claude.json` only while CLAUDE_CONFIG_DIR is unset. mwh then keeps its records in the
   * home the CLI uses: that variable's folder, else `~/.claude` or `~/.codex`.
   */
  configHome?: string;
  /** The agent's instructions, appended to the CLI's own system prompt. */
  instructions?: string;
  mcp?: McpBackConnection;
  /**
   * MCP servers the CLI is given for the round, by name, on top of those its own configuration
   * has: Claude Code through `--mcp-config` (a file, mode 0600), codex through the thread's
   * config. Header and environment values are redacted like any secret. Their tools are asked
   * for like any other (autoApprove decides); a server that fails to start is a warning part.
   */
  mcpServers?: Record<string, McpServer>;
  /** More values to redact from everything the round hands out. */
  secrets?: readonly string[];
  /** Accept the CLI's permission and approval requests; declined otherwise. */
  autoApprove?: boolean;
  /**
   * Decides each permission and approval request instead of `autoApprove`: a person asked, an
   * editor's dialog. The CLI waits for the answer, and so does the idle bound (a CLI waiting on
   * it is not silent of its own accord). A throw, a rejection or a round stopped meanwhile
   * denies. The request's values are redacted as the round's parts are. `signal` is the
   * request's own: it aborts when the round stops, the CLI withdraws the request, or the turn
   * or the CLI's process ends; then the dialog can close, as nothing takes the answer.
   */
  approve?: (request: ApprovalRequest, signal: AbortSignal) => Promise<ApprovalDecision>;
  /** For texts the round writes itself (failures, questions): `de*` is German, else English. */
  locale?: string;
  /**
   * The round ends a CLI that writes nothing for this long. Default 5 minutes; 0 disables. Like
   * every time option here, a value past node's timers (2^31 - 1 ms, about 24.8 days) is clamped
   * to that, not refused: node would fire it after 1 ms.
   */
  idleTimeoutMs?: number;
  signal?: AbortSignal;
  /**
   * The round ends when the CLI spent this long in retry notices (no network, no valid
   * sign-in) without progress; retry notices would otherwise re-arm the idle bound forever.
   * Default 30 s; 0 disables.
   */
  retryBoundMs?: number;
  /**
   * Keep thread records (default true): which Claude session or codex thread the key runs in,
   * one small file per key under the config home. False reads and writes none: every codex
   * round starts a new thread, and a Claude key's later rounds find their session only through
   * the retry below (off too, they fail: the session id is taken).
   */
  threadRecords?: boolean;
  /**
   * Retry a thread's start once, unseen (default true): a Claude first round the CLI refused
   * for no cause of mwh's is run again as a resume of the key's session, and a resume the CLI
   * cannot find (a pruned session or rollout) starts the thread afresh with its transcript.
   * False tries once: the first attempt's verdict is the round's (`resume-not-found` for a lost
   * thread, whose record is forgotten).
   */
  threadRetry?: boolean;
  /** The thread's earlier turns, handed over as a bounded transcript when the CLI lost them. */
  history?: readonly ThreadTurn[];
  /** Characters of transcript at most. */
  transcriptBudget?: number;
  /**
   * How a codex round runs codex (codex only): `app-server` (the default), or `exec`, through
   * `codex exec --json` as scripts and codex's own SDK run it: one process a turn, a thread
   * continued with `codex exec resume`, the same verdicts, idle and retry bounds, redaction and
   * capture (whose header says `outputMode: "exec"`). exec asks for no approvals: its sandbox and
   * approval policy decide (`--sandbox`, `-c approval_policy=…` in `args`), so a round with
   * `approve` or `autoApprove` is refused (a `not-started` verdict whose cause is
   * `UnsupportedOptionError`) before codex starts. A conversation (`startConversation`) runs the app-server.
   */
  codexMode?: CodexMode;
  /**
   * codex only (app-server): the thread's approval policy and sandbox, given when its thread
   * starts and each time it is resumed. A `-c` override in `args` reaches a new thread only, as
   * codex keeps a resumed thread's own. (Claude Code's `--permission-mode` goes in `args`.)
   */
  codexPermissions?: Pick<ThreadOptions, 'approvalPolicy' | 'sandbox'>;
  /** The CLI executable; `claude` / `codex` on PATH by default. */
  command?: string;
  /** Arguments after the harness's own (e.g. codex `-c model_provider=…` overrides). */
  args?: readonly string[];
  /** Variables on top of the child's environment (ANTHROPIC_BASE_URL, a mock's key…). */
  env?: Record<string, string>;
  /** The environment the child starts from; `process.env` by default. */
  baseEnv?: Record<string, string | undefined>;
  credential?: RoundCredential;
  model?: string;
  /** Receives every process of the round in the capture format, secrets redacted. */
  capture?: CaptureSink;
  /** For the capture header when the CLI does not say. */
  cliVersion?: string;
  /** How long to wait for the pipes after the CLI exited (a grandchild may hold them). */
  exitGraceMs?: number;
}

/** The ways a codex round can run codex: its app-server (JSON-RPC), or `codex exec --json`. */
export type CodexMode = 'app-server' | 'exec';
export const CODEX_MODES: readonly CodexMode[] = ['app-server', 'exec'];

export const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60_000;

/** Where a round's config home is (`dir`), and whether the CLI is given it (`set`) or finds it by itself. */
export function roundConfigHome(options: Pick<RoundOptions, 'harness' | 'configHome' | 'baseEnv' | 'env' | 'cwd'>): { dir: string; set: boolean } {
  if (options.configHome) return { dir: options.configHome, set: true };
  // The environment the CLI gets (`env` on top of `baseEnv`); a relative path is the CLI's, from its cwd.
  const env = { ...(options.baseEnv ?? process.env), ...options.env };
  const { variable, folder } = protocolOf(options.harness).configHome;
  const moved = env[variable];
  return { dir: moved ? resolve(options.cwd, moved) : join(env.HOME || homedir(), folder), set: false };
}

/** A round's options once its config home is known (`roundConfigHome`): what the rounds run on. */
export type HomedOptions = RoundOptions & { configHome: string; setConfigHome: boolean };

/** The options with their config home known: the one given, or the CLI's own, which it is not told. */
export function withConfigHome(options: RoundOptions): HomedOptions {
  const home = roundConfigHome(options);
  return { ...options, configHome: home.dir, setConfigHome: home.set };
}

/** Every MCP server of a round, the back-connection with its bearer token among them; none as undefined. */
export function roundMcpServers(options: Pick<RoundOptions, 'mcp' | 'mcpServers'>): Record<string, McpServer> | undefined {
  const servers: Record<string, McpServer> = { ...options.mcpServers };
  if (options.mcp) servers[options.mcp.name] = { type: 'http', url: options.mcp.url, headers: { Authorization: `Bearer ${options.mcp.token}` } };
  return Object.keys(servers).length > 0 ? servers : undefined;
}
