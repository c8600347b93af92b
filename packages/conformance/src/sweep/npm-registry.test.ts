import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { ConformanceSetupError } from '../support/conformance-setup-error.js';
import { NpmRegistry, npmCause } from './npm-registry.js';
import { fakeNpm, sdkPlatformName } from '../test-support/fake-npm.js';

describe('the npm registry', () => {
  const dir = tempDir('mwh-npm-registry-');

  it('reads a package with one version, and an SDK with one version, as npm prints them (not as lists)', async () => {
    const npm = await fakeNpm(dir.path, {
      packages: {
        '@openai/codex': { latest: '0.1.0', versions: { '0.1.0': {} } },
        '@anthropic-ai/claude-agent-sdk': { latest: '0.3.336', versions: { '0.3.336': { claudeCodeVersion: '2.1.336' } } },
      },
    });
    const registry = new NpmRegistry({ npm: npm.npm });
    expect(await registry.versions('@openai/codex')).toEqual({ versions: ['0.1.0'], latest: '0.1.0' });
    expect(await registry.sdkReleases()).toEqual({
      releases: [{ sdkVersion: '0.3.336', claudeCodeVersion: '2.1.336', platformPackage: { name: sdkPlatformName(), version: '0.3.336' } }],
      typed: [{ sdkVersion: '0.3.336', claudeCodeVersion: '2.1.336' }],
      latest: '0.3.336',
    });
    // Asked once each.
    await registry.versions('@openai/codex');
    expect((await npm.calls()).length).toBe(2);
  });

  it('says a package the registry does not have in one sentence', async () => {
    const npm = await fakeNpm(dir.path, { packages: {} });
    const failure = await new NpmRegistry({ npm: npm.npm }).versions('@openai/codex').catch((error: unknown) => error);
    expect(ConformanceSetupError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toBe('@openai/codex is not on the npm registry.');
    const missing = await new NpmRegistry({ npm: '/nonexistent/npm' }).versions('@openai/codex').catch((error: unknown) => error);
    expect((missing as Error).message).toBe('npm was not found on PATH, so the versions of @openai/codex cannot be looked up.');
  });

  it("gives npm's reason in its words, without codes or stack frames", () => {
    expect(npmCause('npm error code ECONNREFUSED\nnpm error errno ECONNREFUSED\nnpm error FetchError: request failed\nnpm error     at x (y.js:1:1)\n')).toBe('request failed');
    expect(npmCause('')).toBeUndefined();
  });
});
