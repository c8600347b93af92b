import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedRange, REGISTRY, storeClaudeToken } from '@mwh/harness-core';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { main } from './main.js';

/** The pinned CLIs on a PATH of their own, under a HOME nobody signed in to. */
function machine() {
  const root = tempDirInTest('mwh-doctor-');
  const bin = join(root, 'bin');
  const home = join(root, 'home');
  mkdirSync(bin);
  mkdirSync(home);
  for (const { cli, install } of REGISTRY) symlinkSync(findInstalledCli(cli.harness)!.command, join(bin, install.program));
  return { home, env: { PATH: `${bin}:/usr/bin:/bin`, HOME: home } };
}

async function mwh(env: Record<string, string>, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env, cwd: env.HOME });
  return { code, stdout, stderr };
}

describe('mwh doctor', () => {
  it('says each CLI, its version and package, that it is inside the checked range, and that nobody is signed in: exit 1', async () => {
    const { env } = machine();
    const { code, stdout, stderr } = await mwh(env, 'doctor');
    expect({ code, stderr }).toEqual({ code: 1, stderr: '' });
    const claude = checkedRange('claude');
    expect(stdout).toContain(`  version    2.1.332, from @anthropic-ai/claude-code\n  checked    inside the range mwh checked (${claude.claimedFrom} to ${claude.newest})\n  signed in  no\n  sign in    with \`claude auth login\` (or make a long-lived token with \`claude setup-token\`)\n`);
    expect(stdout).toMatch(/^Codex: .*\/codex\n {2}version {4}0\.171\.0, from @openai\/codex\n/m);
    expect(stdout).toContain('  signed in  no\n  sign in    with `codex login` (or store an API key in its login: `printenv OPENAI_API_KEY | codex login --with-api-key`)\n');
    const json = JSON.parse((await mwh(env, 'doctor', '--json')).stdout) as { clis: { harness: string; signIn?: string }[] };
    const gemini = checkedRange('gemini');
    expect(stdout).toMatch(new RegExp(`^Gemini CLI: .*/gemini\\.js\n {2}version {4}0\\.61\\.0, from @google/gemini-cli\n {2}checked {4}inside the range mwh checked \\(${gemini.claimedFrom} to ${gemini.newest}\\)\n {2}signed in {2}no\n`, 'm'));
    expect(json.clis.map((cli) => [cli.harness, cli.signIn?.split(' ')[0]])).toEqual([
      ['claude', 'claude'],
      ['codex', 'codex'],
      ['gemini', 'gemini'],
    ]);
  });

  it('is 0 once each is signed in; --json gives the same', async () => {
    const { env, home } = machine();
    await storeClaudeToken(join(home, '.claude'), 'sk-ant-oat01-doctor-token-123456');
    const { storeCodexApiKey } = await import('@mwh/harness-core');
    await storeCodexApiKey(join(home, '.codex'), 'sk-proj-doctor-key-123456');
    // Gemini CLI signed in with Google: its settings select it and its tokens are beside them.
    mkdirSync(join(home, '.gemini'));
    writeFileSync(join(home, '.gemini', 'settings.json'), '{"security":{"auth":{"selectedType":"oauth-personal"}}}');
    writeFileSync(join(home, '.gemini', 'oauth_creds.json'), '{}');
    const { code, stdout } = await mwh(env, 'doctor');
    expect(code).toBe(0);
    expect(stdout).toContain('signed in  yes (a token mwh stored)');
    expect(stdout).toContain('signed in  yes (an API key mwh stored)');
    expect(stdout).toContain('signed in  yes (Google login)');
    const json = JSON.parse((await mwh(env, 'doctor', '--json')).stdout) as { clis: { harness: string; place: string; signedIn: { state: string } }[] };
    expect(json.clis.map((cli) => [cli.harness, cli.place, cli.signedIn.state])).toEqual([
      ['claude', 'inside', 'yes'],
      ['codex', 'inside', 'yes'],
      ['gemini', 'inside', 'yes'],
    ]);
    expect(JSON.stringify(json)).not.toContain('doctor-token');
  });

  it('takes no arguments: one sentence, exit 2', async () => {
    const { code, stderr } = await mwh({ PATH: '/usr/bin' }, 'doctor', 'claude');
    expect(code).toBe(2);
    expect(stderr).toContain('doctor takes no arguments, not "claude"');
  });
});
