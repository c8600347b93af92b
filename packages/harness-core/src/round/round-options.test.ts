import { describe, expect, it } from 'vitest';
import { roundConfigHome, roundMcpServers } from './round-options.js';
import { roundSecrets } from './round-secrets.js';

describe('roundConfigHome', () => {
  it('gives the CLI the config home asked for, and otherwise none: mwh keeps its records where the CLI looks by itself', () => {
    expect(roundConfigHome({ harness: 'claude', cwd: '/w', configHome: '/c', baseEnv: { HOME: '/h' } })).toEqual({ dir: '/c', set: true });
    expect(roundConfigHome({ harness: 'claude', cwd: '/w', baseEnv: { HOME: '/h' } })).toEqual({ dir: '/h/.claude', set: false });
    expect(roundConfigHome({ harness: 'claude', cwd: '/w', baseEnv: { HOME: '/h', CLAUDE_CONFIG_DIR: '/mine' } })).toEqual({ dir: '/mine', set: false });
    // GEMINI_CLI_HOME names the home gemini's .gemini folder is in: the same home either way.
    expect(roundConfigHome({ harness: 'gemini', cwd: '/w', baseEnv: { HOME: '/h' } })).toEqual({ dir: '/h', set: false });
    expect(roundConfigHome({ harness: 'gemini', cwd: '/w', baseEnv: { HOME: '/h', GEMINI_CLI_HOME: '/h' } })).toEqual({ dir: '/h', set: false });
    expect(roundConfigHome({ harness: 'codex', cwd: '/w', baseEnv: { HOME: '/h' } })).toEqual({ dir: '/h/.codex', set: false });
    expect(roundConfigHome({ harness: 'codex', cwd: '/w', baseEnv: { HOME: '/h', CODEX_HOME: '/ch' } })).toEqual({ dir: '/ch', set: false });
    // What the CLI gets decides: `env` over `baseEnv`, and a relative path from the CLI's cwd.
    expect(roundConfigHome({ harness: 'codex', cwd: '/w', baseEnv: { HOME: '/h', CODEX_HOME: '/ch' }, env: { CODEX_HOME: '/x' } })).toEqual({ dir: '/x', set: false });
    expect(roundConfigHome({ harness: 'claude', cwd: '/w', baseEnv: { HOME: '/h', CLAUDE_CONFIG_DIR: 'cfg' } })).toEqual({ dir: '/w/cfg', set: false });
  });
});

describe('roundMcpServers', () => {
  it('gives the CLI the servers the round names and the back-connection with its bearer token; none as undefined', () => {
    expect(roundMcpServers({})).toBeUndefined();
    const servers = roundMcpServers({ mcp: { name: 'mesh', url: 'http://m/mcp', token: 'tok-1' }, mcpServers: { local: { type: 'stdio', command: 'node', args: ['s.js'], env: { KEY: 'k-1' } } } });
    expect(servers).toEqual({
      local: { type: 'stdio', command: 'node', args: ['s.js'], env: { KEY: 'k-1' } },
      mesh: { type: 'http', url: 'http://m/mcp', headers: { Authorization: 'Bearer tok-1' } },
    });
  });

  it("makes the servers' header and environment values secrets of the round, but not one too short to be a key", () => {
    const mcpServers = {
      a: { type: 'http', url: 'http://a', headers: { 'X-Key': 'header-secret-1', Authorization: 'Bearer bearer-token-1' } },
      b: { type: 'stdio', command: 'x', env: { KEY: 'env-secret-1', DEBUG: '1' } },
    } as const;
    const secrets = roundSecrets({ harness: 'claude', message: 'm', threadKey: 't', cwd: '/w', mcpServers }, []);
    expect([...secrets].sort()).toEqual(['Bearer bearer-token-1', 'bearer-token-1', 'env-secret-1', 'header-secret-1']);
  });
});
