import { describe, expect, it } from 'vitest';
import { roundConfigHome } from './round-options.js';

describe('roundConfigHome', () => {
  it('gives the CLI the config home asked for, and otherwise none: mwh keeps its records where the CLI looks by itself', () => {
    expect(roundConfigHome({ harness: 'claude', cwd: '/w', configHome: '/c', baseEnv: { HOME: '/h' } })).toEqual({ dir: '/c', set: true });
    expect(roundConfigHome({ harness: 'claude', cwd: '/w', baseEnv: { HOME: '/h' } })).toEqual({ dir: '/h/.claude', set: false });
    expect(roundConfigHome({ harness: 'claude', cwd: '/w', baseEnv: { HOME: '/h', CLAUDE_CONFIG_DIR: '/mine' } })).toEqual({ dir: '/mine', set: false });
    expect(roundConfigHome({ harness: 'codex', cwd: '/w', baseEnv: { HOME: '/h' } })).toEqual({ dir: '/h/.codex', set: false });
    expect(roundConfigHome({ harness: 'codex', cwd: '/w', baseEnv: { HOME: '/h', CODEX_HOME: '/ch' } })).toEqual({ dir: '/ch', set: false });
    // What the CLI gets decides: `env` over `baseEnv`, and a relative path from the CLI's cwd.
    expect(roundConfigHome({ harness: 'codex', cwd: '/w', baseEnv: { HOME: '/h', CODEX_HOME: '/ch' }, env: { CODEX_HOME: '/x' } })).toEqual({ dir: '/x', set: false });
    expect(roundConfigHome({ harness: 'claude', cwd: '/w', baseEnv: { HOME: '/h', CLAUDE_CONFIG_DIR: 'cfg' } })).toEqual({ dir: '/w/cfg', set: false });
  });
});
