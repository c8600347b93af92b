import { describe, expect, it } from 'vitest';
import { GEMINI_CREDENTIAL_VARIABLES, geminiInvocation, geminiSettings } from './gemini-invocation.js';

describe('geminiInvocation', () => {
  it('runs one headless turn: stream-json, trust for this run, the prompt as one argument, one process', () => {
    const invocation = geminiInvocation({ message: '-rf is not a flag', baseEnv: { PATH: '/bin', CLAUDECODE: '1' } });
    expect(invocation.command).toBe('gemini');
    expect(invocation.args).toEqual(['--output-format', 'stream-json', '--skip-trust', '--prompt=-rf is not a flag']);
    expect(invocation.env).toEqual({ PATH: '/bin', GEMINI_CLI_NO_RELAUNCH: 'true' });
    expect(invocation.home).toBeUndefined();
    expect(invocation.settings).toBeUndefined();
  });

  it('passes the model, approval mode and session, a resume before a new id', () => {
    const args = geminiInvocation({ message: 'hi', model: 'gemini-2.5-flash', approvalMode: 'yolo', sessionId: 'new', skipTrust: false, extraArgs: ['--debug'], prefixArgs: ['bundle/gemini.js'] }).args;
    expect(args).toEqual(['bundle/gemini.js', '--output-format', 'stream-json', '--model', 'gemini-2.5-flash', '--approval-mode', 'yolo', '--session-id', 'new', '--debug', '--prompt=hi']);
    expect(geminiInvocation({ message: 'hi', sessionId: 'new', resumeSessionId: 'old' }).args).toContain('--resume');
    expect(geminiInvocation({ message: 'hi', sessionId: 'new', resumeSessionId: 'old' }).args).not.toContain('--session-id');
  });

  it('moves the home and hands over the settings an API key needs, keeping keys off the command line', () => {
    const invocation = geminiInvocation({ message: 'hi', configDir: '/tmp/h', apiKey: 'AIza-key', env: { GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:1' } });
    expect(invocation.env).toMatchObject({ GEMINI_CLI_HOME: '/tmp/h', GEMINI_API_KEY: 'AIza-key', GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:1' });
    expect(invocation.home).toBe('/tmp/h');
    expect(invocation.settings?.path).toBe('.gemini/settings.json');
    expect(JSON.parse(invocation.settings!.text)).toEqual({ security: { auth: { selectedType: 'gemini-api-key' } }, privacy: { usageStatisticsEnabled: false }, general: { maxAttempts: 1 } });
    expect(invocation.secrets).toEqual(['AIza-key']);
    expect(invocation.args.join(' ')).not.toContain('AIza-key');
    // Without a key the home is left to the CLI's own sign-in: no auth type is written into it.
    const keyless = geminiInvocation({ message: 'hi', configDir: '/tmp/h' });
    expect(keyless.home).toBe('/tmp/h');
    expect(keyless.settings).toBeUndefined();
  });

  it("removes credential variables when the CLI's own sign-in is used", () => {
    const baseEnv = Object.fromEntries(GEMINI_CREDENTIAL_VARIABLES.map((name) => [name, `${name}-value`]));
    expect(geminiInvocation({ message: 'hi', baseEnv, useCliLogin: true }).env).toEqual({ GEMINI_CLI_NO_RELAUNCH: 'true' });
    expect(geminiInvocation({ message: 'hi', baseEnv }).secrets).toHaveLength(GEMINI_CREDENTIAL_VARIABLES.length);
  });

  it('lets a scenario allow more attempts', () => {
    expect(JSON.parse(geminiSettings({ maxAttempts: 3 })).general).toEqual({ maxAttempts: 3 });
  });
});
