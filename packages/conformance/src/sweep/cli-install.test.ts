import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { cliContext, holdCli, resolveCli } from './cli-install.js';
import { planCli } from './cli-plan.js';
import { ConformanceSetupError } from './cli-spec.js';
import { fakeNpm, plainVersions, sdkPlatformName, sdkVersions } from '../test-support/fake-npm.js';
import type { FakeRegistry } from '../test-support/fake-npm.js';

const REGISTRY: FakeRegistry = {
  packages: {
    '@anthropic-ai/claude-code': { latest: '2.1.332', versions: plainVersions('2.1.300', '2.1.332') },
    '@anthropic-ai/claude-agent-sdk': { latest: '0.3.336', versions: { ...sdkVersions(300, 300), ...sdkVersions(335, 336), '0.3.337': { claudeCodeVersion: '2.1.337', reports: '2.1.338' } } },
    '@openai/codex': { latest: '0.171.0', versions: { ...plainVersions('0.154.0', '0.171.0'), '0.170.0': { broken: true } } },
  },
  payloadBytes: 4096,
};

describe('holding a CLI', () => {
  const dir = tempDir('mwh-cli-install-');

  async function setUp() {
    const npm = await fakeNpm(dir.path, REGISTRY);
    const lines: string[] = [];
    const options = { cacheDir: join(dir.path, 'cache'), npm: npm.npm, log: (line: string) => void lines.push(line) };
    return { npm, lines, options };
  }

  it('installs each channel into its own cache entry, runs the binary it holds, and reuses it without npm', async () => {
    const { npm, lines, options } = await setUp();
    const code = await resolveCli('claude', '2.1.300', options);
    expect(code).toMatchObject({ channel: 'claude-code', version: '2.1.300', package: '@anthropic-ai/claude-code@2.1.300', command: join(options.cacheDir, 'claude@2.1.300/node_modules/@anthropic-ai/claude-code/bin/claude.exe') });
    const sdk = await resolveCli('claude', 'sdk:0.3.300', options);
    expect(sdk).toMatchObject({ channel: 'agent-sdk', version: '2.1.300', spec: 'sdk:0.3.300', package: `${sdkPlatformName()}@0.3.300`, command: join(options.cacheDir, `claude-agent-sdk@0.3.300/node_modules/${sdkPlatformName()}/claude`) });
    const codex = await resolveCli('codex', '0.171.0', options);
    expect(codex).toMatchObject({ channel: 'codex', version: '0.171.0' });
    expect(existsSync(codex.command)).toBe(true);
    expect(lines.filter((line) => line.startsWith('installing'))).toEqual([
      `installing @anthropic-ai/claude-code@2.1.300 into ${options.cacheDir}`,
      `installing ${sdkPlatformName()}@0.3.300 into ${options.cacheDir}`,
      `installing @openai/codex@0.171.0 into ${options.cacheDir}`,
    ]);
    const before = (await npm.calls()).length;
    // Cached: neither a look-up nor an install.
    for (const spec of ['2.1.300', 'sdk:0.3.300', 'code:2.1.300']) expect((await resolveCli('claude', spec, { ...options, npm: '/nonexistent/npm' })).version).toBe('2.1.300');
    expect((await npm.calls()).length).toBe(before);
  });

  it('refuses an SDK binary that is not the Claude Code the registry said, and an install without its program', async () => {
    const { options } = await setUp();
    const wrong = await resolveCli('claude', 'sdk:0.3.337', options).catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(wrong)).toBe(true);
    expect((wrong as Error).message).toBe(`${sdkPlatformName()}@0.3.337 is said to carry Claude Code 2.1.337, but its claude reports 2.1.338.`);
    const broken = await resolveCli('codex', '0.170.0', options).catch((error: unknown) => error);
    expect((broken as Error).message).toMatch(/^@openai\/codex@0\.170\.0 was installed but holds no native binary in a known layout \(looked for .*vendor.*bin\/codex.* inside @openai\/codex\)\.$/);
    // Neither was kept.
    expect((await cliContext(options).cache.list()).entries).toEqual([]);
  });

  it('gives a range one version at a time, each held until released', async () => {
    const { options } = await setUp();
    const context = cliContext({ ...options, cacheSize: 0 });
    const plans = await planCli('claude', '2.1.332..latest', context);
    expect(plans.map((plan) => `${plan.channel} ${plan.version}`)).toEqual(['claude-code 2.1.332', 'agent-sdk 2.1.335', 'agent-sdk 2.1.336']);
    for (const plan of plans) {
      const held = await holdCli(plan, context);
      expect(existsSync(held.cli.command)).toBe(true);
      expect((await context.cache.list()).entries.map((entry) => entry.cliVersion)).toEqual([plan.version]);
      await held.release();
    }
    expect((await context.cache.list()).entries).toEqual([]);
  });
});
