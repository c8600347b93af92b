import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findInstalledCli } from './installed-cli.js';

describe('findInstalledCli', () => {
  it('finds the native binaries of the pinned CLIs', () => {
    const claude = findInstalledCli('claude');
    const codex = findInstalledCli('codex');
    expect(claude?.version).toBe('2.1.332');
    expect(codex?.version).toBe('0.171.0');
    expect(existsSync(claude!.command)).toBe(true);
    expect(codex!.command.endsWith('/codex')).toBe(true);
  });
});
