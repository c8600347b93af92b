import { describe, expect, it } from 'vitest';
import { claudeInvocation } from './claude-invocation.js';

describe('claudeInvocation', () => {
  it('has the headless spawn shape: stream-json both ways, partial messages, resume, the MCP config as a file, user and project settings', () => {
    const inv = claudeInvocation({
      sessionId: '6f1c1c66-0000-5000-8000-000000000000',
      resume: true,
      appendSystemPrompt: 'Be brief.',
      allowedTools: ['mcp__mesh'],
      mcpServers: { mesh: { type: 'http', url: 'http://127.0.0.1:1/mcp', headers: { Authorization: 'Bearer tok-123' } } },
      mcpConfigPath: '/home/u/.mwh/mcp.json',
    });
    expect(inv.args).toEqual([
      '--print', '--verbose', '--input-format', 'stream-json', '--output-format', 'stream-json',
      '--include-partial-messages', '--resume', '6f1c1c66-0000-5000-8000-000000000000',
      '--append-system-prompt', 'Be brief.', '--allowedTools', 'mcp__mesh',
      '--mcp-config', '/home/u/.mwh/mcp.json', '--setting-sources', 'user,project,local',
    ]);
    expect(inv.command).toBe('claude');
  });

  it('starts a new session with --session-id', () => {
    const inv = claudeInvocation({ sessionId: 'abc', resume: false });
    expect(inv.args).toContain('--session-id');
    expect(inv.args).not.toContain('--resume');
  });

  it('keeps the MCP bearer token off the command line, in a 0600 file', () => {
    const inv = claudeInvocation({
      sessionId: 's',
      resume: false,
      mcpServers: { mesh: { type: 'http', url: 'http://x', headers: { Authorization: 'Bearer tok-123' } } },
      mcpConfigPath: '/tmp/mcp.json',
    });
    expect(inv.args.join(' ')).not.toContain('tok-123');
    expect(inv.files).toEqual([
      { path: '/tmp/mcp.json', mode: 0o600, contents: JSON.stringify({ mcpServers: { mesh: { type: 'http', url: 'http://x', headers: { Authorization: 'Bearer tok-123' } } } }) },
    ]);
    expect(inv.secrets).toEqual(expect.arrayContaining(['Bearer tok-123', 'tok-123']));
  });

  it('refuses MCP servers without a file to put them in', () => {
    expect(() => claudeInvocation({ sessionId: 's', resume: false, mcpServers: { m: { type: 'http', url: 'http://x' } } })).toThrow(/mcpConfigPath/);
  });

  it('removes the nesting marker always and credentials when the CLI login is used', () => {
    const baseEnv = { PATH: '/bin', CLAUDECODE: '1', ANTHROPIC_API_KEY: 'sk-1', HOME: '/h' };
    expect(claudeInvocation({ sessionId: 's', resume: false, baseEnv }).env).toEqual({ PATH: '/bin', ANTHROPIC_API_KEY: 'sk-1', HOME: '/h' });
    const inv = claudeInvocation({ sessionId: 's', resume: false, baseEnv, useCliLogin: true, configDir: '/c' });
    expect(inv.env).toEqual({ PATH: '/bin', HOME: '/h', CLAUDE_CONFIG_DIR: '/c' });
    expect(claudeInvocation({ sessionId: 's', resume: false, baseEnv }).secrets).toEqual(['sk-1']);
  });

  it('writes a stdio server as its command, arguments and environment; its environment values are secrets', () => {
    const invocation = claudeInvocation({ sessionId: 's', resume: false, mcpServers: { local: { type: 'stdio', command: 'node', args: ['server.js'], env: { API_KEY: 'key-1' } } }, mcpConfigPath: '/tmp/mcp.json' });
    expect(JSON.parse(invocation.files[0]!.contents)).toEqual({ mcpServers: { local: { type: 'stdio', command: 'node', args: ['server.js'], env: { API_KEY: 'key-1' } } } });
    expect(invocation.secrets).toContain('key-1');
    expect(invocation.args.join(' ')).not.toContain('server.js');
  });
});
