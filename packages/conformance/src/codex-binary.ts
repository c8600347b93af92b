/**
 * Finds the native codex binary inside the installed @openai/codex package. The package's
 * `codex` launcher is a Node script that, on Node 20, spawns the binary as a child: a SIGKILL
 * to the launcher would orphan the real CLI with our pipes still open, so recordings run the
 * binary itself (the way the launcher does on Node 22, where it execve()s into it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface CodexBinary {
  /** What to spawn. */
  command: string;
  /** Arguments that precede the CLI's own (the launcher script when no binary was found). */
  prefixArgs: string[];
  /** The @openai/codex package version, e.g. "0.171.0". */
  version: string;
}

const TARGETS: Record<string, { triple: string; pkg: string }> = {
  'linux-x64': { triple: 'x86_64-unknown-linux-musl', pkg: '@openai/codex-linux-x64' },
  'linux-arm64': { triple: 'aarch64-unknown-linux-musl', pkg: '@openai/codex-linux-arm64' },
  'darwin-x64': { triple: 'x86_64-apple-darwin', pkg: '@openai/codex-darwin-x64' },
  'darwin-arm64': { triple: 'aarch64-apple-darwin', pkg: '@openai/codex-darwin-arm64' },
};

export function findCodexBinary(): CodexBinary {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@openai/codex/package.json');
  const version = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
  const target = TARGETS[`${process.platform}-${process.arch}`];
  if (target) {
    try {
      const platformManifest = createRequire(manifestPath).resolve(`${target.pkg}/package.json`);
      const binary = join(dirname(platformManifest), 'vendor', target.triple, 'bin', 'codex');
      if (existsSync(binary)) return { command: binary, prefixArgs: [], version };
    } catch {
      // No platform package for this machine: fall back to the launcher below.
    }
  }
  return { command: process.execPath, prefixArgs: [join(dirname(manifestPath), 'bin', 'codex.js')], version };
}
