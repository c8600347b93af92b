import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentPart } from '@mwh/protocol-core';
import { claudeAuthStatus, isSubscriptionLogin, startClaudeLogin, storeClaudeToken } from './claude-login.js';
import { HarnessError } from '../verdict/harness-errors.js';
import { findInstalledCli } from '../installed-clis.js';
import { startRound } from '../start-round.js';
import { FAKE_CLI, fakeLoginOptions } from '../test-support/fake-cli-path.js';
import { pidsInCwd } from '../test-support/process-check.js';
import { cleanEnv, scratchFor } from '../test-support/scratch.js';

const scratch = scratchFor('claude-login', 'each');

const claude = () => findInstalledCli('claude')!.command;

describe('claude login against the real CLI (offline)', () => {
  it('reads an empty config home as not logged in', async () => {
    const status = await claudeAuthStatus({
      configHome: scratch.configHome,
      command: claude(),
      cwd: scratch.cwd,
      // A key in the parent environment must not count as a login.
      baseEnv: { ...cleanEnv(scratch.home), ANTHROPIC_API_KEY: 'sk-ant-parent' },
    });
    expect(status).toMatchObject({ loggedIn: false, authMethod: 'none' });
    expect(isSubscriptionLogin(status)).toBe(false);
  });

  it('shows the authorization page, takes the pasted code, and reports the failure without echoing the code', async () => {
    const login = startClaudeLogin({ configHome: scratch.configHome, command: claude(), cwd: scratch.cwd, baseEnv: cleanEnv(scratch.home) });
    expect(await login.authorizationUrl).toMatch(/^https:\/\/claude\.ai\/oauth\/authorize/);
    const error = await login.submitCode('code-XYZ-987#state-QRS').catch((e: unknown) => e);
    expect(HarnessError.isInstance(error)).toBe(true);
    const failure = error as HarnessError;
    expect(failure.kind).toBe('failed');
    expect(failure.verdict?.exitCode).toBe(1);
    expect(failure.message).toMatch(/claude auth login failed: .*log in/i);
    expect(JSON.stringify(failure.verdict)).not.toContain('code-XYZ-987');
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });
});

describe('claude login against a fake CLI', () => {
  const fake = (extra: Record<string, string> = {}) => fakeLoginOptions(scratch, 'claude-auth', extra);

  it('succeeds on exit zero and a fresh status confirming a subscription login', async () => {
    const login = startClaudeLogin(fake());
    expect(await login.authorizationUrl).toBe('https://claude.ai/oauth/authorize?code=true&state=st4te');
    const status = await login.submitCode('good-code#st4te\n');
    expect(status).toMatchObject({ loggedIn: true, authMethod: 'claude.ai', subscriptionType: 'max' });
  });

  it('does not trust exit zero alone', async () => {
    const login = startClaudeLogin(fake({ FAKE_LOGIN_LIES: '1' }));
    await login.authorizationUrl;
    const error = (await login.submitCode('good-code#st4te').catch((e: unknown) => e)) as HarnessError;
    expect(error.kind).toBe('failed');
    expect(error.message).toContain('reports no login');
  });

  it('fails on a wrong code, the code redacted', async () => {
    const login = startClaudeLogin(fake());
    const error = (await login.submitCode('wrong-code#st4te').catch((e: unknown) => e)) as HarnessError;
    expect(error.kind).toBe('failed');
    expect(error.message).toContain('invalid code [REDACTED]');
  });

  it('creates a missing config home (private) to run in, for the status and the login', async () => {
    const { cwd: _, ...inConfigHome } = fake();
    await expect(stat(scratch.configHome)).rejects.toThrow();
    expect(await claudeAuthStatus(inConfigHome)).toMatchObject({ loggedIn: false });
    expect((await stat(scratch.configHome)).mode & 0o777).toBe(0o700);
    await scratch.remove();
    const login = startClaudeLogin(inConfigHome);
    expect(await login.authorizationUrl).toBe('https://claude.ai/oauth/authorize?code=true&state=st4te');
    expect(await login.submitCode('good-code#st4te')).toMatchObject({ loggedIn: true, authMethod: 'claude.ai' });
  });

  it('says not-started when the config home cannot be created', async () => {
    // Under a regular file: ENOTDIR.
    await writeFile(join(scratch.root, 'a-file'), '');
    const login = startClaudeLogin({ ...fake(), configHome: join(scratch.root, 'a-file', 'config') });
    const error = (await login.authorizationUrl.catch((e: unknown) => e)) as HarnessError;
    expect(HarnessError.isInstance(error)).toBe(true);
    expect(error.kind).toBe('not-started');
    expect(((await login.submitCode('x#y').catch((e: unknown) => e)) as HarnessError).kind).toBe('not-started');
    await login.cancel();
  });

  it('can be cancelled while waiting for the code', async () => {
    const login = startClaudeLogin(fake());
    await login.authorizationUrl;
    await login.cancel();
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('stores a pasted token that later rounds use and redact', async () => {
    const token = 'sk-ant-oat01-pasted-TOKEN-5555';
    await storeClaudeToken(scratch.configHome, token);
    const parts: ContentPart[] = [];
    for await (const part of startRound({
      harness: 'claude',
      message: 'hi',
      threadKey: 'token-thread',
      cwd: scratch.cwd,
      configHome: scratch.configHome,
      command: FAKE_CLI,
      baseEnv: { ...cleanEnv(scratch.home), ANTHROPIC_API_KEY: 'sk-ant-machine-key' },
      env: { FAKE_MODE: 'print-env' },
    })) {
      parts.push(part);
    }
    const printed = parts.find((p) => p.type === 'unknown' && p.raw.includes('"env"')) as { raw: string };
    const env = (JSON.parse(printed.raw) as { env: Record<string, string> }).env;
    expect(env.CLAUDE_CODE_OAUTH_TOKEN).toBe('[REDACTED]');
    // The stored token is the credential: the machine's key must not override it.
    expect(env.ANTHROPIC_API_KEY).toBeUndefined();
    expect(env.CLAUDE_CONFIG_DIR).toBe(scratch.configHome);
    expect(JSON.stringify(parts)).not.toContain(token);
  });
});
