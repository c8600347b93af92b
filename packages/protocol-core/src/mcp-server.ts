/**
 * An MCP server a round gives its CLI, in the two forms users configure for either CLI: a program
 * the CLI starts and speaks to over stdio, or a streamable HTTP endpoint.
 */
import type { ContentPart, McpServerStatus } from './content-part.js';

export type McpServer =
  | { type: 'stdio'; command: string; args?: readonly string[]; env?: Record<string, string> }
  | { type: 'http'; url: string; headers?: Record<string, string> };

/**
 * What of a server's configuration is a secret: header values (and the token of a bearer one)
 * and the values of the environment it is started with.
 */
export function mcpServerSecrets(server: McpServer): string[] {
  const values = Object.values((server.type === 'http' ? server.headers : server.env) ?? {});
  return values.flatMap((value) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(value)?.[1];
    return bearer ? [value, bearer] : [value];
  });
}

/**
 * The parts of an MCP server's new state, for either reader: its `mcp-server` part, and for a
 * failed start the `mcp-server-failed` warning a user who reads only warnings still sees.
 */
export function pushMcpServerState(out: ContentPart[], name: string, status: McpServerStatus, message?: string): void {
  out.push(message !== undefined ? { type: 'mcp-server', name, status, message } : { type: 'mcp-server', name, status });
  if (status !== 'failed') return;
  out.push({ type: 'warning', code: 'mcp-server-failed', message: `MCP server ${name} failed to start${message ? `: ${message}` : '.'}` });
}
