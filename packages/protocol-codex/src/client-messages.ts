/**
 * The params of every message the harness sends, as pure functions. Names and shapes follow
 * the 0.171.0 schema: the `config` overlay is the CLI's config.toml as JSON, so its keys are
 * snake_case (`mcp_servers`, `http_headers`); the CLI ignores camelCase there.
 */
import { imageDataUrl, type McpServer, type UserImage } from '@mwh/protocol-core';
import type {
  AskForApproval,
  InitializeParams,
  LoginAccountParams,
  ReasoningSummary,
  SandboxMode,
  ThreadResumeParams,
  ThreadSetNameParams,
  ThreadStartParams,
  TurnInterruptParams,
  TurnStartParams,
} from './generated/codex-types.js';

export interface ClientInfo {
  name: string;
  version: string;
  title?: string;
}

export interface InitializeOptions {
  clientInfo: ClientInfo;
  /** Opt into experimental methods and fields; the harness sets it (default true). */
  experimentalApi?: boolean;
}

export function initializeParams(options: InitializeOptions): InitializeParams {
  const clientInfo: InitializeParams['clientInfo'] = { name: options.clientInfo.name, version: options.clientInfo.version };
  if (options.clientInfo.title !== undefined) clientInfo.title = options.clientInfo.title;
  return { clientInfo, capabilities: { experimentalApi: options.experimentalApi ?? true } };
}

/** An MCP server as a thread takes it: a program over stdio, or streamable HTTP. */
export type McpServerConfig = McpServer;

export interface ThreadOptions {
  cwd?: string;
  sandbox?: SandboxMode;
  approvalPolicy?: AskForApproval;
  developerInstructions?: string;
  model?: string;
  /** Becomes `config.mcp_servers`, applied to this thread only. */
  mcpServers?: Record<string, McpServerConfig>;
  /** Any further config.toml keys (snake_case), merged under the `mcp_servers` built above. */
  config?: Record<string, unknown>;
}

/** The `config` overlay: config.toml as JSON, snake_case. */
export function threadConfigOverlay(options: Pick<ThreadOptions, 'mcpServers' | 'config'>): Record<string, unknown> | undefined {
  const overlay: Record<string, unknown> = { ...options.config };
  if (options.mcpServers && Object.keys(options.mcpServers).length > 0) {
    const servers: Record<string, unknown> = {};
    for (const [name, server] of Object.entries(options.mcpServers)) {
      servers[name] = codexMcpEntry(server);
    }
    overlay.mcp_servers = servers;
  }
  return Object.keys(overlay).length > 0 ? overlay : undefined;
}

/** One server as codex's config.toml has it under `mcp_servers`. */
function codexMcpEntry(server: McpServer): Record<string, unknown> {
  if (server.type === 'http') return server.headers ? { url: server.url, http_headers: { ...server.headers } } : { url: server.url };
  return { command: server.command, args: [...(server.args ?? [])], ...(server.env ? { env: { ...server.env } } : {}) };
}

function threadCommon(options: ThreadOptions): ThreadStartParams {
  const params: ThreadStartParams = {};
  if (options.cwd !== undefined) params.cwd = options.cwd;
  if (options.sandbox !== undefined) params.sandbox = options.sandbox;
  if (options.approvalPolicy !== undefined) params.approvalPolicy = options.approvalPolicy;
  if (options.developerInstructions !== undefined) params.developerInstructions = options.developerInstructions;
  if (options.model !== undefined) params.model = options.model;
  const config = threadConfigOverlay(options);
  if (config) params.config = config;
  return params;
}

export function threadStartParams(options: ThreadOptions = {}): ThreadStartParams {
  return threadCommon(options);
}

/**
 * Resuming sends only the new message later; `excludeTurns` keeps the CLI from echoing the whole
 * history back in the response.
 */
export function threadResumeParams(threadId: string, options: ThreadOptions = {}): ThreadResumeParams {
  return { threadId, ...threadCommon(options), excludeTurns: true };
}

export function threadNameSetParams(threadId: string, name: string): ThreadSetNameParams {
  return { threadId, name };
}

export interface TurnOptions {
  /** Reasoning summaries to stream (default 'auto'). */
  summary?: ReasoningSummary;
  /** A collaboration mode for this turn (e.g. plan), where the version has them. */
  collaborationMode?: TurnStartParams['collaborationMode'];
  /** Images sent with the text, before it, as `data:` URLs. */
  images?: readonly UserImage[];
}

export function turnStartParams(threadId: string, text: string, options: TurnOptions = {}): TurnStartParams {
  const images = (options.images ?? []).map((image) => ({ type: 'image' as const, url: imageDataUrl(image) }));
  const params: TurnStartParams = { threadId, input: [...images, { type: 'text', text }], summary: options.summary ?? 'auto' };
  if (options.collaborationMode) params.collaborationMode = options.collaborationMode;
  return params;
}

export function turnInterruptParams(threadId: string, turnId: string): TurnInterruptParams {
  return { threadId, turnId };
}

/** The ChatGPT device-code flow: the answer carries the verification URL and the user code. */
export function deviceCodeLoginParams(): LoginAccountParams {
  return { type: 'chatgptDeviceCode' };
}
