import { describe, expect, it } from 'vitest';
import { HARNESSES, type Harness } from '@mwh/protocol-core';
import { CHECKED_VERSIONS } from './generated/checked-versions.js';
import { PROTOCOLS } from './protocols.js';
import { REGISTRY, registrationOf } from './registry.js';

describe('REGISTRY', () => {
  it('registers every harness once, in the order of the names, with the description PROTOCOLS holds', () => {
    expect(REGISTRY.map((registration) => registration.cli.harness)).toEqual([...HARNESSES]);
    for (const registration of REGISTRY) {
      expect(registration.cli).toBe(PROTOCOLS[registration.cli.harness]);
      expect(registrationOf(registration.cli.harness)).toBe(registration);
      expect(registration.install.npmPackage).toBe(registration.cli.npmPackage);
      expect(registration.checkedRange).toEqual(CHECKED_VERSIONS[registration.cli.harness]);
    }
  });

  it('says why MCP servers given with a round are refused only for a CLI that refuses them (Gemini CLI), in a sentence', () => {
    expect(REGISTRY.filter((registration) => registration.mcpServersRefused !== undefined).map((registration) => registration.cli.harness)).toEqual(['gemini']);
    expect(registrationOf('gemini').mcpServersRefused).toMatch(/^Gemini CLI .+\.$/);
  });

  it("loads each registration's own protocol", async () => {
    for (const registration of REGISTRY) expect((await registration.loadProtocol()).harness).toBe(registration.cli.harness);
  });

  it("names each CLI's own package as a channel of its own, the origin of a program inside that package", () => {
    const channels = REGISTRY.map((registration) => registration.install.channel);
    expect(new Set(channels).size).toBe(REGISTRY.length);
    // Not the names of the other origins and channels.
    expect(channels.filter((channel) => ['agent-sdk', 'path', 'acp', 'other'].includes(channel))).toEqual([]);
    for (const { install } of REGISTRY) {
      expect(install.originOf(`/project/node_modules/${install.npmPackage}/${install.layouts[0]}`)).toBe(install.channel);
      expect(install.originOf('/usr/local/bin/some-program')).toBe('other');
    }
  });

  it('says a harness it does not know in a TypeError', () => {
    for (const name of ['aider', 'toString', undefined]) expect(() => registrationOf(name as Harness)).toThrow(new TypeError(`Unknown harness: ${String(name)}`));
  });

  it('gives a sign-in remedy that names a command, for any credential variables set', () => {
    for (const registration of REGISTRY) {
      for (const set of [[], registration.cli.credentialVariables.slice(0, 1)]) {
        for (const credential of ['stored', 'environment']) {
          const lines = registration.signIn.remedy(set, credential);
          expect(lines.length, registration.cli.harness).toBeGreaterThan(0);
          expect(lines.join(' '), registration.cli.harness).toMatch(/`[^`]+`/);
        }
      }
    }
  });
});
