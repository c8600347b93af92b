/**
 * The CLIs as installed from npm, resolved to the programs that do the work. The package
 * launchers add a process in between (a shell script for claude, a Node script for codex on
 * Node 20) that costs memory per round and sits between a signal and the CLI.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Harness } from '@mwh/protocol-core';

export interface InstalledCli {
  command: string;
  /** Arguments that go before the CLI's own (a launcher script when no binary was found). */
  prefixArgs: string[];
  version: string;
}

const CODEX_TARGETS: Record<string, { triple: string; pkg: string }> = {
  'linux-x64': { triple: 'x86_64-unknown-linux-musl', pkg: '@openai/codex-linux-x64' },
  'linux-arm64': { triple: 'aarch64-unknown-linux-musl', pkg: '@openai/codex-linux-arm64' },
  'darwin-x64': { triple: 'x86_64-apple-darwin', pkg: '@openai/codex-darwin-x64' },
  'darwin-arm64': { triple: 'aarch64-apple-darwin', pkg: '@openai/codex-darwin-arm64' },
};

/**
 * The installed CLI, resolved from `fromUrl` (a module URL or path inside a project that
 * depends on `@anthropic-ai/claude-code` / `@openai/codex`); undefined when it is not installed.
 */
export function findInstalledCli(harness: Harness, fromUrl: string = import.meta.url): InstalledCli | undefined {
  const require = createRequire(fromUrl);
  const pkg = harness === 'claude' ? '@anthropic-ai/claude-code' : '@openai/codex';
  let manifestPath: string;
  try {
    manifestPath = require.resolve(`${pkg}/package.json`);
  } catch {
    return undefined;
  }
  const version = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
  const root = dirname(manifestPath);
  if (harness === 'claude') {
    // The postinstall script puts the native binary here.
    const binary = join(root, 'bin', 'claude.exe');
    return existsSync(binary) ? { command: binary, prefixArgs: [], version } : undefined;
  }
  const target = CODEX_TARGETS[`${process.platform}-${process.arch}`];
  if (target) {
    try {
      const platformManifest = createRequire(manifestPath).resolve(`${target.pkg}/package.json`);
      const binary = join(dirname(platformManifest), 'vendor', target.triple, 'bin', 'codex');
      if (existsSync(binary)) return { command: binary, prefixArgs: [], version };
    } catch {
      // No platform package: the launcher below finds what it can.
    }
  }
  return { command: process.execPath, prefixArgs: [join(root, 'bin', 'codex.js')], version };
}
