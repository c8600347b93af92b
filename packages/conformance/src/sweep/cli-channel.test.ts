import { HARNESSES } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { AGENT_SDK_PACKAGE, CARRIERS, carrierOf, cliKey, cliLabel, sdkPlatformPackage } from './cli-channel.js';

describe('CLI channels', () => {
  const deps = {
    '@anthropic-ai/claude-agent-sdk-linux-x64': '0.3.336',
    '@anthropic-ai/claude-agent-sdk-linux-x64-musl': '0.3.336',
    '@anthropic-ai/claude-agent-sdk-darwin-arm64': '0.3.336',
  };

  it("picks the SDK platform package for the machine's platform, arch and libc, as the SDK names it", () => {
    expect(sdkPlatformPackage(deps, { platform: 'linux', arch: 'x64', musl: false })).toEqual({ name: '@anthropic-ai/claude-agent-sdk-linux-x64', version: '0.3.336' });
    expect(sdkPlatformPackage(deps, { platform: 'linux', arch: 'x64', musl: true })).toEqual({ name: '@anthropic-ai/claude-agent-sdk-linux-x64-musl', version: '0.3.336' });
    expect(sdkPlatformPackage(deps, { platform: 'darwin', arch: 'arm64', musl: false })?.name).toBe('@anthropic-ai/claude-agent-sdk-darwin-arm64');
    // An SDK without one for this machine (or before the SDK had native packages) has none.
    expect(sdkPlatformPackage(deps, { platform: 'linux', arch: 'arm64', musl: false })).toBeUndefined();
    expect(sdkPlatformPackage(undefined, { platform: 'linux', arch: 'x64', musl: false })).toBeUndefined();
  });

  it('names the SDK channel in labels and keys, the same version elsewhere alike', () => {
    expect(cliLabel('claude', '2.1.336', 'agent-sdk')).toBe('claude 2.1.336 (sdk)');
    expect(cliLabel('claude', '2.1.332', 'claude-code')).toBe('claude 2.1.332');
    expect(cliKey('claude', '2.1.336', 'agent-sdk')).toBe('claude-2.1.336-sdk');
    expect(cliKey('codex', '0.171.0', 'path')).toBe(cliKey('codex', '0.171.0', 'codex'));
  });

  it('knows the second channel of a CLI as data: the agent SDK carries Claude Code, and no other CLI has one', () => {
    expect(HARNESSES.filter((harness) => carrierOf(harness)).map((harness) => [harness, carrierOf(harness)!.npmPackage])).toEqual([['claude', AGENT_SDK_PACKAGE]]);
    // One carrier per CLI, each carrying a registered one, each with its own cache entry names.
    expect(new Set(CARRIERS.map((carrier) => carrier.harness)).size).toBe(CARRIERS.length);
    for (const carrier of CARRIERS) expect(HARNESSES).toContain(carrier.harness);
    for (const carrier of CARRIERS) expect(HARNESSES).not.toContain(carrier.entryName);
  });
});
