import { describe, expect, it } from 'vitest';
import { roundMcpServers } from './mcp-servers.js';

const stdio = (name: string) => ({ name, command: '/bin/true', args: [], env: [] });

describe('roundMcpServers', () => {
  it('keeps a server named __proto__ as a server, not as the prototype', () => {
    const out = roundMcpServers([stdio('__proto__'), stdio('other')])!;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'other']);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toMatchObject({ type: 'stdio', command: '/bin/true' });
    // harness-core copies them with a spread: the server stays a server.
    expect(Object.keys({ ...out })).toEqual(['__proto__', 'other']);
  });

  it('refuses a name given twice, naming it', () => {
    expect(() => roundMcpServers([stdio('a'), { type: 'http', name: 'a', url: 'http://127.0.0.1:1/', headers: [] }])).toThrow(/MCP server "a" is given twice/);
  });

  it('refuses SSE, with a long name bounded in the message', () => {
    const name = 'n'.repeat(10_000);
    let message = '';
    try {
      roundMcpServers([{ type: 'sse', name, url: 'http://127.0.0.1:1/', headers: [] }]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/is SSE/);
    expect(message.length).toBeLessThan(300);
  });

  it('refuses every server, in the sentence given, for a CLI that takes none; none given is no refusal', () => {
    expect(() => roundMcpServers([stdio('a')], 'This CLI takes no MCP servers.')).toThrow(/This CLI takes no MCP servers\./);
    expect(roundMcpServers([], 'This CLI takes no MCP servers.')).toBeUndefined();
  });
});
