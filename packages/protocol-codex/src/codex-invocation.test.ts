import { describe, expect, it } from 'vitest';
import { codexExecInvocation, codexInvocation, codexKeyVariables } from './codex-invocation.js';

describe('codexInvocation', () => {
  it('spawns `codex app-server` with the launcher before it and the extra arguments after it', () => {
    const inv = codexInvocation({ configDir: '/c' });
    expect([inv.command, ...inv.args]).toEqual(['codex', 'app-server']);
    const launched = codexInvocation({ command: 'node', prefixArgs: ['codex.js'], extraArgs: ['-c', 'model_provider="mock"'], configDir: '/c' });
    expect([launched.command, ...launched.args]).toEqual(['node', 'codex.js', 'app-server', '-c', 'model_provider="mock"']);
    expect(launched.home).toBe('/c');
  });

  it('removes the nesting marker always and credentials when the CLI login is used; CODEX_HOME is the config dir', () => {
    const baseEnv = { PATH: '/bin', CLAUDECODE: '1', OPENAI_API_KEY: 'sk-1', CODEX_HOME: '/elsewhere' };
    const kept = codexInvocation({ configDir: '/c', baseEnv });
    expect(kept.env).toEqual({ PATH: '/bin', OPENAI_API_KEY: 'sk-1', CODEX_HOME: '/c' });
    expect(kept.secrets).toEqual(['sk-1']);
    const login = codexInvocation({ configDir: '/c', baseEnv, useCliLogin: true, env: { CODEX_API_KEY: 'sk-2' } });
    expect(login.env).toEqual({ PATH: '/bin', CODEX_API_KEY: 'sk-2', CODEX_HOME: '/c' });
    expect(login.secrets).toEqual(['sk-2']);
    // No config dir: none is set, the user's own passes through, and there is no home to make.
    const unset = codexInvocation({ baseEnv: { PATH: '/bin' } });
    expect([unset.env, 'home' in unset]).toEqual([{ PATH: '/bin' }, false]);
    expect(codexInvocation({ baseEnv }).env.CODEX_HOME).toBe('/elsewhere');
  });

  it("counts a provider's key variable as a secret, and keeps it even with the CLI login", () => {
    const inv = codexInvocation({
      configDir: '/c',
      baseEnv: { MOCK_KEY: 'sk-mock' },
      useCliLogin: true,
      extraArgs: ['-c', 'model_providers.mock.env_key="MOCK_KEY"'],
    });
    expect(inv.env.MOCK_KEY).toBe('sk-mock');
    expect(inv.secrets).toEqual(['sk-mock']);
  });
});

describe('codexKeyVariables', () => {
  it('reads the env_key of every provider override, quoted or bare', () => {
    expect(
      codexKeyVariables([
        '-c',
        'model_providers.mock.env_key="MOCK_KEY"',
        "--config=model_providers.gw.env_key='GW_KEY'",
        'model_providers.bare.env_key=BARE',
        'model_provider="mock"',
      ]),
    ).toEqual(['MOCK_KEY', 'GW_KEY', 'BARE']);
    expect(codexKeyVariables()).toEqual([]);
  });
});

describe('codexExecInvocation', () => {
  it('spawns `codex exec --json` with the message after --, a resume when asked, and a round key as CODEX_API_KEY', () => {
    const fresh = codexExecInvocation({ prefixArgs: ['launcher.js'], extraArgs: ['-c', 'model="m"'], message: '-starts with a dash', baseEnv: { CODEX_API_KEY: 'sk-env-1234567890', PATH: '/bin' }, useCliLogin: true, configDir: '/h' });
    expect(fresh.args).toEqual(['launcher.js', 'exec', '--json', '--skip-git-repo-check', '-c', 'model="m"', '--', '-starts with a dash']);
    expect(fresh.env).toEqual({ PATH: '/bin', CODEX_HOME: '/h' });
    expect(fresh.secrets).toEqual([]);
    const resumed = codexExecInvocation({ message: 'again', resumeThreadId: 't-1', apiKey: 'sk-round-1234567890', baseEnv: {}, useCliLogin: true });
    expect(resumed.args).toEqual(['exec', '--json', '--skip-git-repo-check', 'resume', 't-1', '--', 'again']);
    expect(resumed.env.CODEX_API_KEY).toBe('sk-round-1234567890');
    expect(resumed.secrets).toEqual(['sk-round-1234567890']);
  });
});
