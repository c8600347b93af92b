import { checkedRange } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { CliCache } from './cli-cache.js';
import { planCli } from './cli-plan.js';
import type { PlanContext } from './cli-plan.js';
import { ConformanceSetupError } from './cli-spec.js';
import { NpmRegistry } from './npm-registry.js';
import { fakeNpm, plainVersions, sdkPlatformName, sdkVersions } from '../test-support/fake-npm.js';
import type { FakeRegistry } from '../test-support/fake-npm.js';

// The registry of 2026-12-05 in small: claude-code stops at 2.1.332, the SDK goes on to 2.1.336.
const REGISTRY: FakeRegistry = {
  packages: {
    '@anthropic-ai/claude-code': { latest: '2.1.332', versions: plainVersions('2.1.299', '2.1.300', '2.1.301', '2.1.303', '2.1.332') },
    '@anthropic-ai/claude-agent-sdk': {
      latest: '0.3.336',
      // 0.1.0 bundled a JavaScript CLI: no platform package, not a Claude Code of the SDK channel.
      versions: { '0.1.0': { claudeCodeVersion: '2.1.1', nativeBinary: false }, ...sdkVersions(300, 302), ...sdkVersions(332, 336) },
    },
    '@openai/codex': { latest: '0.171.0', versions: plainVersions('0.154.0', '0.155.0-alpha.1', '0.155.0', '0.156.0-linux-x64', '0.156.0', '0.171.0') },
    '@google/gemini-cli': { latest: '0.61.0', versions: plainVersions('0.60.0', '0.61.0-preview.0', '0.61.0-nightly.20261201.abc1234', '0.61.0', '0.62.0-preview.1') },
  },
};

describe('planning SPECs', () => {
  const dir = tempDir('mwh-cli-plan-');

  async function setUp(registry: FakeRegistry = REGISTRY) {
    const npm = await fakeNpm(dir.path, registry);
    const lines: string[] = [];
    const log = (line: string) => void lines.push(line);
    const context: PlanContext = { registry: new NpmRegistry({ npm: npm.npm, log }), cache: new CliCache({ dir: `${dir.path}/cache` }), log };
    const plan = async (harness: Harness, spec: string) => (await planCli(harness, spec, context)).map((p) => `${p.spec} -> ${p.channel} ${p.version}${p.install ? ` ${p.install.package}@${p.install.packageVersion}` : ''}`);
    const refusal = (harness: Harness, spec: string) =>
      planCli(harness, spec, context).then(
        () => 'planned',
        (error: unknown) => (ConformanceSetupError.isInstance(error) ? error.message : String(error)),
      );
    return { npm, lines, plan, refusal };
  }

  it('finds a bare Claude version in claude-code first, else in the SDK as the registry maps it', async () => {
    const { plan, lines } = await setUp();
    expect(await plan('claude', '2.1.300')).toEqual(['2.1.300 -> claude-code 2.1.300 @anthropic-ai/claude-code@2.1.300']);
    expect(await plan('claude', '2.1.334')).toEqual([`2.1.334 -> agent-sdk 2.1.334 ${sdkPlatformName()}@0.3.334`]);
    expect(lines.at(-1)).toBe(`Claude Code 2.1.334 is not in @anthropic-ai/claude-code; taking it from the agent SDK 0.3.334 (${sdkPlatformName()}@0.3.334)`);
    expect(await plan('claude', 'code:2.1.301')).toEqual(['code:2.1.301 -> claude-code 2.1.301 @anthropic-ai/claude-code@2.1.301']);
    expect(await plan('claude', 'sdk:0.3.301')).toEqual([`sdk:0.3.301 -> agent-sdk 2.1.301 ${sdkPlatformName()}@0.3.301`]);
  });

  it('takes the mapping from the registry, not from the numbers', async () => {
    const { plan } = await setUp({ ...REGISTRY, packages: { ...REGISTRY.packages, '@anthropic-ai/claude-agent-sdk': { latest: '0.4.0', versions: { '0.4.0': { claudeCodeVersion: '2.1.340' } } } } });
    expect(await plan('claude', '2.1.340')).toEqual([`2.1.340 -> agent-sdk 2.1.340 ${sdkPlatformName()}@0.4.0`]);
    expect(await plan('claude', 'latest')).toEqual([`latest -> agent-sdk 2.1.340 ${sdkPlatformName()}@0.4.0`]);
  });

  it('resolves latest to the newest Claude Code of either channel, and says which', async () => {
    const { plan, lines } = await setUp();
    expect(await plan('claude', 'latest')).toEqual([`latest -> agent-sdk 2.1.336 ${sdkPlatformName()}@0.3.336`]);
    expect(lines.at(-1)).toBe(`latest Claude Code is 2.1.336, from the agent SDK channel (${sdkPlatformName()}@0.3.336); @anthropic-ai/claude-code stops at 2.1.332`);
    expect(await plan('claude', 'code:latest')).toEqual(['code:latest -> claude-code 2.1.332 @anthropic-ai/claude-code@2.1.332']);
    expect(await plan('claude', 'sdk:latest')).toEqual([`sdk:latest -> agent-sdk 2.1.336 ${sdkPlatformName()}@0.3.336`]);
    expect(await plan('codex', 'latest')).toEqual(['latest -> codex 0.171.0 @openai/codex@0.171.0']);
  });

  it('expands a Claude range over both channels, each version of each its own CLI', async () => {
    const { plan, lines } = await setUp();
    expect(await plan('claude', '2.1.300..2.1.302')).toEqual([
      '2.1.300 -> claude-code 2.1.300 @anthropic-ai/claude-code@2.1.300',
      `sdk:0.3.300 -> agent-sdk 2.1.300 ${sdkPlatformName()}@0.3.300`,
      '2.1.301 -> claude-code 2.1.301 @anthropic-ai/claude-code@2.1.301',
      `sdk:0.3.301 -> agent-sdk 2.1.301 ${sdkPlatformName()}@0.3.301`,
      `sdk:0.3.302 -> agent-sdk 2.1.302 ${sdkPlatformName()}@0.3.302`,
    ]);
    expect(lines.at(-1)).toBe('2.1.300..2.1.302: 5 versions (2 from @anthropic-ai/claude-code, 3 from the agent SDK)');
    expect(await plan('claude', 'pinned..latest')).toHaveLength(6);
    expect(lines.at(-1)).toBe('pinned..latest (2.1.332..2.1.336): 6 versions (1 from @anthropic-ai/claude-code, 5 from the agent SDK)');
    expect(await plan('claude', 'code:2.1.300..latest')).toEqual(['2.1.300', '2.1.301', '2.1.303', '2.1.332'].map((v) => `${v} -> claude-code ${v} @anthropic-ai/claude-code@${v}`));
    expect((await plan('claude', 'sdk:0.3.335..latest')).map((line) => line.split(' ')[0])).toEqual(['sdk:0.3.335', 'sdk:0.3.336']);
    // checked: the newest version the committed sweep checked, where a watch of new releases starts.
    expect(await plan('claude', 'code:2.1.332..checked')).toEqual(['2.1.332 -> claude-code 2.1.332 @anthropic-ai/claude-code@2.1.332']);
    expect(lines.at(-1)).toBe(`code:2.1.332..checked (2.1.332..${checkedRange('claude').newest}): 1 version`);
    const codex = checkedRange('codex').newest;
    expect(await plan('codex', 'checked')).toEqual([`checked -> codex ${codex} @openai/codex@${codex}`]);
  });

  it('expands a codex range over its releases only', async () => {
    const { plan } = await setUp();
    expect((await plan('codex', '0.154.0..latest')).map((line) => line.split(' ')[0])).toEqual(['0.154.0', '0.155.0', '0.156.0', '0.171.0']);
  });

  it("expands a Gemini CLI range over its releases only (no nightly, no preview), from its own package and channel", async () => {
    const { plan, refusal } = await setUp();
    expect(await plan('gemini', '0.60.0..latest')).toEqual(['0.60.0 -> gemini-cli 0.60.0 @google/gemini-cli@0.60.0', '0.61.0 -> gemini-cli 0.61.0 @google/gemini-cli@0.61.0']);
    expect(await plan('gemini', 'latest')).toEqual(['latest -> gemini-cli 0.61.0 @google/gemini-cli@0.61.0']);
    expect(await refusal('gemini', 'code:0.61.0')).toMatch(/^--gemini code:0.61.0: code: and sdk: name Claude Code's two channels/);
    expect(await refusal('gemini', '0.62.0..0.62.5')).toBe('0.62.0..0.62.5 selects nothing: @google/gemini-cli has no release from 0.62.0 to 0.62.5 on the npm registry.');
  });

  it('asks the registry once per package in a run', async () => {
    const { plan, npm } = await setUp();
    for (const spec of ['latest', '2.1.300..latest', '2.1.334', 'sdk:0.3.333', 'code:latest']) await plan('claude', spec);
    await plan('codex', '0.154.0..latest');
    await plan('codex', '0.155.0');
    const views = (await npm.calls()).map((args) => args[1]);
    expect(views).toEqual(['@anthropic-ai/claude-code', '@anthropic-ai/claude-agent-sdk@>=0.0.0', '@openai/codex']);
  });

  it('refuses a backwards range, one that selects nothing, and what the registry lacks, in one sentence each', async () => {
    const { refusal } = await setUp();
    expect(await refusal('claude', '2.1.310..2.1.300')).toBe('2.1.310..2.1.300 runs backwards: 2.1.310 is newer than 2.1.300; write the older end first.');
    expect(await refusal('claude', '2.1.310..2.1.320')).toBe(
      '2.1.310..2.1.320 selects nothing: neither @anthropic-ai/claude-code nor @anthropic-ai/claude-agent-sdk has a Claude Code version from 2.1.310 to 2.1.320 on the npm registry.',
    );
    expect(await refusal('codex', '0.160.0..0.170.0')).toBe('0.160.0..0.170.0 selects nothing: @openai/codex has no release from 0.160.0 to 0.170.0 on the npm registry.');
    expect(await refusal('codex', 'latest..0.154.0')).toBe('latest..0.154.0 runs backwards: 0.171.0 is newer than 0.154.0; write the older end first.');
    expect(await refusal('claude', '2.1.320')).toBe('Claude Code 2.1.320 is in neither @anthropic-ai/claude-code nor @anthropic-ai/claude-agent-sdk on the npm registry.');
    expect(await refusal('claude', 'code:2.1.334')).toBe('@anthropic-ai/claude-code@2.1.334 is not on the npm registry.');
    expect(await refusal('claude', 'sdk:0.1.0')).toBe('@anthropic-ai/claude-agent-sdk@0.1.0 is not on the npm registry with a native Claude Code for this machine.');
    expect(await refusal('codex', '0.0.1')).toBe('@openai/codex@0.0.1 is not on the npm registry.');
    expect(await refusal('codex', 'sdk:latest')).toBe("--codex sdk:latest: code: and sdk: name Claude Code's two channels; give codex a version, latest, pinned or a range.");
  });

  it('says it is looking up, and why the look-up failed in the words of npm (offline)', async () => {
    const { refusal, lines } = await setUp({ ...REGISTRY, offline: true });
    expect(await refusal('codex', '0.160.0')).toBe(
      'the versions of @openai/codex could not be looked up on the npm registry (request to http://127.0.0.1:9/x failed, reason: connect ECONNREFUSED 127.0.0.1:9).',
    );
    expect(lines).toEqual(['looking up the versions of @openai/codex on the npm registry']);
  });
});
