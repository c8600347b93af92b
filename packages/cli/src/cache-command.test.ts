import { existsSync } from 'node:fs';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliCache } from '@mwh/conformance';
import type { CacheEntryMeta } from '@mwh/conformance';
import { tempDir } from '../../../scripts/test-support/temp-dir.js';
import { main } from './main.js';

const KIB = 1024;

/** What each entry the tests make holds, as mwh conformance would have written it. */
function meta(name: string): CacheEntryMeta {
  const [kind, version] = name.split('@') as [string, string];
  const packages: Record<string, Pick<CacheEntryMeta, 'harness' | 'channel' | 'package'>> = {
    claude: { harness: 'claude', channel: 'claude-code', package: '@anthropic-ai/claude-code' },
    codex: { harness: 'codex', channel: 'codex', package: '@openai/codex' },
    // The SDK's 0.3.N has carried Claude Code 2.1.N: made-up entries follow it.
    'claude-agent-sdk': { harness: 'claude', channel: 'agent-sdk', package: '@anthropic-ai/claude-agent-sdk-linux-x64' },
  };
  return { ...packages[kind]!, cliVersion: kind === 'claude-agent-sdk' ? version.replace(/^0\.3\./, '2.1.') : version, packageVersion: version };
}

/** Entries as mwh conformance leaves them, each used a minute after the one before. */
async function fill(dir: string, names: string[]): Promise<CliCache> {
  let t = Date.parse('2026-12-05T09:00:00Z');
  const cache = new CliCache({ dir, now: () => new Date((t += 60_000)) });
  for (const name of names) {
    const lease = await cache.hold({
      name,
      meta: meta(name),
      install: async (into) => {
        await mkdir(join(into, 'node_modules'));
        await writeFile(join(into, 'node_modules', 'payload'), Buffer.alloc(100 * KIB, 1));
      },
    });
    await lease.release();
  }
  return cache;
}

async function mwh(env: Record<string, string>, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env });
  return { code, stdout, stderr };
}

describe('mwh cache', () => {
  const dir = tempDir('mwh-cache-command-');

  it('lists each version, least recently used first, with the total and the bound', async () => {
    await fill(dir.path, ['codex@0.154.0', 'claude@2.1.300', 'claude-agent-sdk@0.3.336']);
    const env = { MWH_CLI_CACHE_DIR: dir.path, MWH_CLI_CACHE_SIZE: '1GB' };
    const { code, stdout, stderr } = await mwh(env, 'cache', 'list');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('harness  version  channel            size       last used (UTC)   in use');
    expect(lines[2]).toMatch(/^codex    0\.154\.0  codex              1\d\d\.\d KiB  2026-12-05 09:01  -$/);
    expect(lines[4]).toMatch(/^claude   2\.1\.336  agent-sdk 0\.3\.336  /);
    expect(lines[6]).toMatch(new RegExp(`^\\d+\\.\\d KiB of 953\\.7 MiB in ${dir.path}$`));
    const json = JSON.parse((await mwh(env, 'cache', 'list', '--json')).stdout);
    expect(json).toMatchObject({ dir: dir.path, bound: 1e9 });
    expect(json.entries[2]).toMatchObject({ name: 'claude-agent-sdk@0.3.336', harness: 'claude', version: '2.1.336', channel: 'agent-sdk', package: '@anthropic-ai/claude-agent-sdk-linux-x64@0.3.336', inUse: false, pids: [] });
  });

  it('prunes the versions named, a harness, down to a size or all, and says what it removed', async () => {
    await fill(dir.path, ['codex@0.154.0', 'claude@2.1.300', 'claude-agent-sdk@0.3.300', 'codex@0.171.0', 'claude@2.1.332']);
    const env = { MWH_CLI_CACHE_DIR: dir.path };
    const named = await mwh(env, 'cache', 'prune', 'sdk:0.3.300', 'codex@0.171.0');
    expect(named.code).toBe(0);
    expect(named.stdout).toMatch(/^removed claude 2\.1\.300 \(agent-sdk 0\.3\.300\), 1\d\d\.\d KiB\nremoved codex 0\.171\.0 \(codex\), .*\nthe cache holds .* in 3 versions \(bound 4\.0 GiB\), in /);
    const both = await mwh(env, 'cache', 'prune', '--harness', 'claude', '--to', '0');
    expect(both.stdout.split('\n').filter((line) => line.startsWith('removed'))).toEqual([expect.stringMatching(/^removed claude 2\.1\.300 \(claude-code\)/), expect.stringMatching(/^removed claude 2\.1\.332 \(claude-code\)/)]);
    expect(await readdir(dir.path)).toEqual(['codex@0.154.0']);
    expect((await mwh(env, 'cache', 'prune', '--all')).stdout).toMatch(/^removed codex 0\.154\.0 .*\nthe cache holds 0 B in 0 versions/);
  });

  it('keeps a version a running mwh uses, and says so (exit 1 when it was named)', async () => {
    const cache = await fill(dir.path, ['codex@0.171.0']);
    const lease = await cache.hold({ name: 'codex@0.171.0', meta: meta('codex@0.171.0'), install: async () => undefined });
    const env = { MWH_CLI_CACHE_DIR: dir.path };
    const named = await mwh(env, 'cache', 'prune', '0.171.0');
    expect(named.code).toBe(1);
    expect(named.stdout).toContain(`kept codex 0.171.0 (codex): in use by mwh pid ${process.pid}\n`);
    expect((await mwh(env, 'cache', 'list')).stdout).toContain(`pid ${process.pid}`);
    expect((await mwh(env, 'cache', 'prune', '--all')).code).toBe(0);
    expect(existsSync(lease.dir)).toBe(true);
    await lease.release();
  });

  it('answers bad input with one sentence and exit 2, removing nothing', async () => {
    await fill(dir.path, ['codex@0.171.0']);
    // A folder of the user's, and a link to it named like an entry: neither is the cache's.
    const outside = join(dir.path, 'mine');
    await mkdir(outside, { recursive: true });
    await symlink(outside, join(dir.path, 'claude@9.9.9'));
    const env = { MWH_CLI_CACHE_DIR: dir.path };
    const cases: [string[], string][] = [
      [['cache'], 'mwh: cache needs list or prune; see mwh cache --help.\n'],
      [['cache', 'clean'], 'mwh: cache knows list and prune, not "clean"; see mwh cache --help.\n'],
      [['cache', 'prune', '0.171.0', '2.1.299'], 'mwh: No cached CLI is 2.1.299; mwh cache list shows what is cached.\n'],
      [['cache', 'prune', '9.9.9'], 'mwh: No cached CLI is 9.9.9; mwh cache list shows what is cached.\n'],
      [['cache', 'prune', '0.171.0', '--harness', 'claude'], 'mwh: No cached CLI is 0.171.0 for claude; mwh cache list shows what is cached.\n'],
      [['cache', 'prune', '--to', '2G'], 'mwh: --to must be a size such as 2GB, 1500MB, 4GiB or 0, not "2G".\n'],
      [['cache', 'prune', '--all', '--to', '1GB'], 'mwh: --all and --to say two different sizes; give one of them.\n'],
      [['cache', 'prune', '--all', '0.171.0'], 'mwh: Name VERSIONs, or give --all or --to, not both.\n'],
      [['cache', 'prune', '--harness', 'cursor'], 'mwh: --harness must be claude or codex or gemini, not "cursor".\n'],
      [['cache', 'list', '--all'], 'mwh: cache list takes only --json; see mwh cache --help.\n'],
    ];
    for (const [argv, sentence] of cases) expect(await mwh(env, ...argv)).toEqual({ code: 2, stdout: '', stderr: sentence });
    expect(await mwh({ ...env, MWH_CLI_CACHE_SIZE: 'big' }, 'cache', 'list')).toEqual({ code: 2, stdout: '', stderr: 'mwh: MWH_CLI_CACHE_SIZE must be a size such as 2GB, 1500MB, 4GiB or 0, not "big".\n' });
    expect((await readdir(dir.path)).sort()).toEqual(['claude@9.9.9', 'codex@0.171.0', 'mine']);
    expect(existsSync(outside)).toBe(true);
  });
});
