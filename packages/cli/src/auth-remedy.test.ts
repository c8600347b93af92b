import { describe, expect, it } from 'vitest';
import { RETRY_CAUSE } from '@mwh/harness-core';
import type { Verdict } from '@mwh/protocol-core';
import { authRemedy } from './auth-remedy.js';

const signedOut: Verdict = { kind: 'auth-required', message: 'Invalid API key', exitCode: 1, signal: null, stderrTail: '' };
const retrying: Verdict = { kind: 'failed', message: 'kept retrying', exitCode: null, signal: 'SIGTERM', stderrTail: '', cause: { name: RETRY_CAUSE, message: 'x' } };
const KEY = { ANTHROPIC_API_KEY: 'sk-ant-x' };

describe('authRemedy', () => {
  it('says nothing for a failure that is not about signing in, nor for a CLI stopped after it said it is offline', () => {
    expect(authRemedy('claude', { ...signedOut, kind: 'failed' }, KEY, 'stored')).toEqual([]);
    // The retry bound's finding as harness-core words it when the CLI's last notice said so (retry-bound.test.ts).
    const finding = 'The CLI retried for 14.5 s without progress (5 retry notices) and was stopped: it is offline (it said it is waiting for the network). Check the network connection.';
    expect(authRemedy('codex', { ...retrying, cause: { name: RETRY_CAUSE, message: finding } }, {}, 'stored')).toEqual([]);
    expect(authRemedy('codex', retrying, {}, 'stored')).not.toEqual([]);
  });

  it('claude, credential variables removed: sign in, or hand the variable over with --credential environment', () => {
    for (const credential of ['stored', 'cli-login']) {
      expect(authRemedy('claude', signedOut, {}, credential)).toEqual([
        'Sign in with `claude auth login` (or make a long-lived token with `claude setup-token`), or set ANTHROPIC_API_KEY and run mwh with --credential environment.',
      ]);
      expect(authRemedy('claude', retrying, KEY, credential)[1]).toBe(
        'ANTHROPIC_API_KEY is set here, but mwh run removes credential variables by default so the CLI uses its own login; add --credential environment to use it.',
      );
    }
  });

  it('claude with --credential environment: never tells the user to add it', () => {
    for (const env of [{}, KEY, { ...KEY, CLAUDE_CODE_OAUTH_TOKEN: 't' }]) {
      for (const verdict of [signedOut, retrying]) {
        const lines = authRemedy('claude', verdict, env, 'environment');
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(line).not.toMatch(/(run mwh|add) with --credential environment|add --credential environment/);
      }
    }
    expect(authRemedy('claude', signedOut, {}, 'environment')).toEqual([
      'Sign in with `claude auth login` (or make a long-lived token with `claude setup-token`), or set ANTHROPIC_API_KEY (--credential environment hands it to the CLI).',
    ]);
    expect(authRemedy('claude', signedOut, KEY, 'environment')).toEqual([
      'ANTHROPIC_API_KEY went to the CLI as set here (--credential environment): check that it is valid, or sign in with `claude auth login` and run mwh without --credential environment.',
    ]);
    expect(authRemedy('claude', signedOut, { ...KEY, ANTHROPIC_AUTH_TOKEN: 't' }, 'environment')[0]).toMatch(/^ANTHROPIC_API_KEY and ANTHROPIC_AUTH_TOKEN went .* that they are valid/);
  });

  it('codex, with any credential: its login, since its app-server reads no key from the environment', () => {
    for (const credential of ['stored', 'cli-login', 'environment']) {
      expect(authRemedy('codex', signedOut, {}, credential)).toEqual([
        'Sign in with `codex login`, or store an API key in its login: `printenv OPENAI_API_KEY | codex login --with-api-key`.',
      ]);
      expect(authRemedy('codex', retrying, { OPENAI_API_KEY: 'sk-x' }, credential)).toEqual([
        'Sign in with `codex login`.',
        'OPENAI_API_KEY is set here, but codex reads no credential from the environment for its own provider (--credential environment does not change that); store it in its login: `printenv OPENAI_API_KEY | codex login --with-api-key`.',
      ]);
      expect(authRemedy('codex', signedOut, { CODEX_ACCESS_TOKEN: 't' }, credential)[1]).toContain('`printenv CODEX_ACCESS_TOKEN | codex login --with-access-token`');
      for (const line of authRemedy('codex', signedOut, { OPENAI_API_KEY: 'sk-x' }, credential)) expect(line).not.toMatch(/(run mwh|add) with --credential environment|add --credential environment/);
    }
  });
});
