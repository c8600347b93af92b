import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { checkedRange } from './installed/checked-range.js';
import { storeClaudeToken } from './claude/claude-login.js';
import { cliStatus } from './cli-status.js';
import { FAKE_CLI } from './test-support/fake-cli-path.js';

/** A PATH holding the fake CLI under the harness's name, and a HOME of its own. */
function onPath(name: string, env: Record<string, string> = {}) {
  const root = tempDirInTest('mwh-doctor-');
  const bin = join(root, 'bin');
  const home = join(root, 'home');
  mkdirSync(bin);
  mkdirSync(home);
  symlinkSync(FAKE_CLI, join(bin, name));
  return { home, env: { PATH: `${bin}:${process.env.PATH}`, HOME: home, FAKE_MODE: 'status', ...env } };
}

describe('cliStatus', () => {
  it('finds the program, its version, where it came from and that it is outside the checked range', async () => {
    const { env, home } = onPath('claude', { FAKE_VERSION: '99.0.0' });
    const status = await cliStatus('claude', { cwd: home, env });
    expect(status).toMatchObject({ found: true, version: '99.0.0', origin: 'other', place: 'newer', range: checkedRange('claude'), signedIn: { state: 'no' } });
  });

  it('inside the range and signed in: by the CLI, or by a token mwh stored (which comes first)', async () => {
    const inside = checkedRange('claude').newest;
    const { env, home } = onPath('claude', { FAKE_VERSION: inside, FAKE_LOGGED_IN: '1' });
    expect(await cliStatus('claude', { cwd: home, env })).toMatchObject({ place: 'inside', signedIn: { state: 'yes', how: 'claude.ai' } });
    await storeClaudeToken(join(home, '.claude'), 'sk-ant-oat01-doctor-token-123456');
    expect(await cliStatus('claude', { cwd: home, env })).toMatchObject({ signedIn: { state: 'yes', how: 'a token mwh stored' } });
  });

  it('reads codex login status by its exit and words', async () => {
    const signedIn = onPath('codex', { FAKE_VERSION: checkedRange('codex').claimedFrom, FAKE_LOGGED_IN: '1' });
    expect(await cliStatus('codex', { cwd: signedIn.home, env: signedIn.env })).toMatchObject({ place: 'inside', signedIn: { state: 'yes', how: 'ChatGPT (codex login)' } });
    // codex names the key by its last characters: mwh says which kind of login, never its words.
    const withKey = onPath('codex', { FAKE_VERSION: checkedRange('codex').claimedFrom, FAKE_LOGGED_IN: 'key' });
    const status = await cliStatus('codex', { cwd: withKey.home, env: withKey.env });
    expect(status).toMatchObject({ signedIn: { state: 'yes', how: 'an API key (codex login)' } });
    expect(JSON.stringify(status)).not.toContain('ABCDE');
    const signedOut = onPath('codex', { FAKE_VERSION: '0.1.0' });
    expect(await cliStatus('codex', { cwd: signedOut.home, env: signedOut.env })).toMatchObject({ place: 'older', signedIn: { state: 'no' } });
  });

  it('says when a CLI is not found, in the sentence mwh run would give', async () => {
    const status = await cliStatus('codex', { cwd: '/', env: { PATH: '/nonexistent' } });
    expect(status).toMatchObject({ found: false, error: expect.stringContaining('codex is neither on PATH nor installed') });
  });
});
