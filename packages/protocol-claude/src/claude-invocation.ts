/**
 * Round options → the exact spawn of the Claude Code CLI: argv, environment, and the files
 * the harness must write first. Pure: the caller (harness-core) writes the files and spawns.
 */
import { childEnv, mcpServerSecrets } from '@mwh/protocol-core';
import type { McpServer } from '@mwh/protocol-core';

/** An MCP server over streamable HTTP, as `mcpServers` took it before stdio servers. */
export type McpHttpServer = Extract<McpServer, { type: 'http' }>;

export interface ClaudeInvocationOptions {
  /** The executable; `claude` on PATH by default. */
  command?: string;
  /** The session's UUID: resumed when `resume` is true, else started with `--session-id`. */
  sessionId: string;
  resume: boolean;
  /** Appended to the CLI's own system prompt, which keeps its tool and MCP guidance. */
  appendSystemPrompt?: string;
  allowedTools?: string[];
  /** MCP servers, as `--mcp-config` takes them; headers and environments may hold secrets. */
  mcpServers?: Record<string, McpServer>;
  /** Where the harness writes the MCP config (mode 0600); required with `mcpServers`. */
  mcpConfigPath?: string;
  /**
   * `--setting-sources`: by default every source the CLI itself loads when not told (user,
   * project and local: a project's `.claude/settings.local.json` holds its permissions, hooks and
   * MCP servers); accepted as such from 2.1.269 on.
   */
  settingSources?: string[];
  /** `--include-partial-messages`; on by default so text streams token by token. */
  includePartialMessages?: boolean;
  /** `--permission-mode` (e.g. `bypassPermissions` for auto-approve, `default` to be asked). */
  permissionMode?: string;
  /** `--permission-prompt-tool stdio` makes the CLI ask the harness through `can_use_tool`. */
  permissionPromptTool?: 'stdio';
  model?: string;
  /** The user's own config home (`CLAUDE_CONFIG_DIR`): sessions and login live there. */
  configDir?: string;
  /** The environment the child inherits from; usually `process.env`. */
  baseEnv?: Record<string, string | undefined>;
  /** Variables to set on top, e.g. `ANTHROPIC_BASE_URL`. */
  env?: Record<string, string>;
  /**
   * The CLI's own login is used: credential variables are removed from the child's
   * environment so they cannot override it and so Claude can refresh its native login.
   */
  useCliLogin?: boolean;
  extraArgs?: string[];
}

export interface FileToWrite {
  path: string;
  contents: string;
  /** Unix permissions; 0o600 for anything holding a secret. */
  mode: number;
}

export interface ClaudeInvocation {
  command: string;
  args: string[];
  env: Record<string, string>;
  files: FileToWrite[];
  /** Every credential the spawn carries, for the redactor. */
  secrets: string[];
}

/** Variables through which a parent Claude Code session or a credential would leak in. */
export const CLAUDE_CREDENTIAL_VARIABLES = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_OAUTH_TOKEN'] as const;

/** What Claude Code loads when `--setting-sources` is not given (its own default, read from 2.1.332's source). */
const DEFAULT_SETTING_SOURCES = ['user', 'project', 'local'];

export function claudeInvocation(options: ClaudeInvocationOptions): ClaudeInvocation {
  const args = ['--print', '--verbose', '--input-format', 'stream-json', '--output-format', 'stream-json'];
  if (options.includePartialMessages !== false) args.push('--include-partial-messages');
  args.push(options.resume ? '--resume' : '--session-id', options.sessionId);
  if (options.model) args.push('--model', options.model);
  if (options.appendSystemPrompt) args.push('--append-system-prompt', options.appendSystemPrompt);
  if (options.allowedTools?.length) args.push('--allowedTools', options.allowedTools.join(','));
  if (options.permissionMode) args.push('--permission-mode', options.permissionMode);
  if (options.permissionPromptTool) args.push('--permission-prompt-tool', options.permissionPromptTool);

  const files: FileToWrite[] = [];
  const secrets: string[] = [];
  if (options.mcpServers && Object.keys(options.mcpServers).length > 0) {
    if (!options.mcpConfigPath) throw new TypeError('mcpConfigPath is required with mcpServers: the config can hold tokens and must not go on the command line.');
    const mcpServers = Object.fromEntries(Object.entries(options.mcpServers).map(([name, server]) => [name, claudeMcpEntry(server)]));
    for (const server of Object.values(options.mcpServers)) secrets.push(...mcpServerSecrets(server));
    files.push({ path: options.mcpConfigPath, contents: JSON.stringify({ mcpServers }), mode: 0o600 });
    // A path, never the JSON: `ps` shows a command line to every user of the machine.
    args.push('--mcp-config', options.mcpConfigPath);
  }
  args.push('--setting-sources', (options.settingSources ?? DEFAULT_SETTING_SOURCES).join(','));
  if (options.extraArgs) args.push(...options.extraArgs);

  const env = childEnv(options.baseEnv ?? {}, {
    remove: options.useCliLogin ? CLAUDE_CREDENTIAL_VARIABLES : [],
    set: { ...(options.env ?? {}), ...(options.configDir ? { CLAUDE_CONFIG_DIR: options.configDir } : {}) },
  });
  for (const name of CLAUDE_CREDENTIAL_VARIABLES) if (env[name]) secrets.push(env[name]);

  return { command: options.command ?? 'claude', args, env, files, secrets: [...new Set(secrets)] };
}

/** One server as Claude Code's `--mcp-config` has it. */
function claudeMcpEntry(server: McpServer): Record<string, unknown> {
  if (server.type === 'http') return { type: 'http', url: server.url, headers: server.headers ?? {} };
  return { type: 'stdio', command: server.command, args: [...(server.args ?? [])], env: server.env ?? {} };
}
