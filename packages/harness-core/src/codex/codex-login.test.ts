import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCodexDeviceLogin, storeCodexApiKey } from './codex-login.js';
import { CredentialStore } from '../secrets/credential-store.js';
import { HarnessError } from '../verdict/harness-errors.js';
import { findInstalledCli } from '../installed-clis.js';
import { fakeLoginOptions } from '../test-support/fake-cli-path.js';
import { pidsInCwd, within } from '../test-support/process-check.js';
import { cleanEnv, scratchFor } from '../test-support/scratch.js';

const scratch = scratchFor('codex-login', 'each');

const fake = (extra: Record<string, string> = {}) => fakeLoginOptions(scratch, 'codex-login', extra);

describe('codex device-code login', () => {
  it('real codex offline: creates CODEX_HOME, and the device-code request fails with codex own account', async () => {
    const codex = findInstalledCli('codex')!;
    const login = startCodexDeviceLogin({ configHome: scratch.configHome, command: codex.command, prefixArgs: codex.prefixArgs, cwd: scratch.cwd, baseEnv: cleanEnv(scratch.home) });
    const error = (await login.challenge.catch((e: unknown) => e)) as HarnessError;
    expect(HarnessError.isInstance(error)).toBe(true);
    expect(error.kind).toBe('failed');
    expect(error.message).toMatch(/account\/login\/start failed \(-32603\): failed to request device code/);
    await expect(login.completed).rejects.toBeDefined();
    await access(scratch.configHome);
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('shows the challenge at once and completes when codex reports the login, process kept alive until then', async () => {
    const login = startCodexDeviceLogin(fake());
    expect(await login.challenge).toEqual({ loginId: 'login-1', verificationUrl: 'https://auth.openai.com/codex/device', userCode: 'ABCD-1234' });
    expect(pidsInCwd(scratch.cwd).length).toBeGreaterThan(0);
    expect(await login.completed).toEqual({ success: true, error: null });
    expect(await readFile(join(scratch.configHome, 'auth.json'), 'utf8')).toContain('chatgpt');
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('completes when codex reports the login in the same read as the challenge', async () => {
    const login = startCodexDeviceLogin({ ...fake({ FAKE_LOGIN_SAME_CHUNK: '1' }), timeoutMs: 5000 });
    expect((await login.challenge).userCode).toBe('ABCD-1234');
    expect(await within(login.completed, 3000, 'the login')).toEqual({ success: true, error: null });
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('times out a codex that never shows a challenge, and ends it', async () => {
    const login = startCodexDeviceLogin({ ...fake({ FAKE_LOGIN_SILENT: '1' }), timeoutMs: 300 });
    const error = (await within(login.challenge.catch((e: unknown) => e), 5000, 'the challenge')) as HarnessError;
    expect(HarnessError.isInstance(error)).toBe(true);
    expect(error.kind).toBe('incomplete');
    expect(error.message).toContain('timed out');
    await expect(login.completed).rejects.toBeDefined();
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('creates a missing CODEX_HOME to run in when no cwd is given', async () => {
    const { cwd: _, ...inConfigHome } = fake();
    const login = startCodexDeviceLogin(inConfigHome);
    expect((await login.challenge).userCode).toBe('ABCD-1234');
    expect(await login.completed).toEqual({ success: true, error: null });
  });

  it('reports a refused login as auth-required', async () => {
    const login = startCodexDeviceLogin(fake({ FAKE_LOGIN_FAILS: '1' }));
    await login.challenge;
    const error = (await login.completed.catch((e: unknown) => e)) as HarnessError;
    expect(error.kind).toBe('auth-required');
    expect(error.message).toContain('access denied');
  });

  it('can be cancelled while the person has not approved yet', async () => {
    const login = startCodexDeviceLogin(fake({ FAKE_LOGIN_NEVER: '1' }));
    await login.challenge;
    await login.cancel();
    const error = (await login.completed.catch((e: unknown) => e)) as HarnessError;
    expect(error.kind).toBe('incomplete');
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('says not-started when codex is missing', async () => {
    const login = startCodexDeviceLogin({ ...fake(), command: '/nonexistent/codex' });
    expect(((await login.challenge.catch((e: unknown) => e)) as HarnessError).kind).toBe('not-started');
  });

  it('stores an API key for the first round', async () => {
    await storeCodexApiKey(scratch.configHome, 'sk-proj-123');
    expect(await new CredentialStore(scratch.configHome).read('openai-api-key')).toBe('sk-proj-123');
  });
});
