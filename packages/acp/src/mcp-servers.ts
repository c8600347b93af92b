/**
 * The client's MCP servers (`session/new`, `session/load`) in harness-core's form, checked before
 * anything is made of them: SSE is not advertised and is refused, and so is a name given twice
 * (one would silently replace the other), and any server for a CLI that takes none with a round.
 * A name is a key of its own whatever it is: `__proto__` is a server's name, never the object's
 * prototype.
 */
import { RequestError, type McpServer as AcpMcpServer } from '@agentclientprotocol/sdk';
import type { McpServer } from '@mwh/protocol-core';

/** Characters of a client-given name in an error's message. */
const NAME_CHARS = 80;

/** `refused`: the sentence of a CLI that takes no servers with a round, which refuses any given. */
export function roundMcpServers(servers: readonly AcpMcpServer[], refused?: string): Record<string, McpServer> | undefined {
  if (servers.length === 0) return undefined;
  // Before a session opens whose every prompt would fail with it.
  if (refused !== undefined) throw RequestError.invalidParams(undefined, refused);
  const out: Record<string, McpServer> = {};
  const names = new Set<string>();
  for (const server of servers) {
    if ('type' in server && server.type === 'sse') throw RequestError.invalidParams({ name: server.name }, `MCP server ${shown(server.name)} is SSE, which this agent does not take; give it over HTTP or stdio.`);
    if (names.has(server.name)) throw RequestError.invalidParams({ name: server.name }, `MCP server ${shown(server.name)} is given twice; give each server a name of its own.`);
    names.add(server.name);
    const value: McpServer =
      'type' in server && server.type === 'http'
        ? { type: 'http', url: server.url, headers: Object.fromEntries(server.headers.map((h) => [h.name, h.value])) }
        : { type: 'stdio', command: server.command, args: server.args, env: Object.fromEntries(server.env.map((v) => [v.name, v.value])) };
    // Defined, not assigned: assigning `__proto__` would set the prototype.
    Object.defineProperty(out, server.name, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** A client-given string in a message, bounded. */
export function shown(text: string): string {
  return JSON.stringify(text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS)}…` : text);
}
