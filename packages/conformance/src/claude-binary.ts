/**
 * Finds the native claude binary inside the installed @anthropic-ai/claude-code package and
 * asks it for its version. The package manager's `.bin/claude` is a shell shim that runs the
 * binary as a child: a signal sent to the shim would not reach the CLI, so recordings (which
 * kill the CLI mid-stream) run the binary itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { execa } from 'execa';

export interface ClaudeBinary {
  /** The native executable to spawn. */
  command: string;
  /** What `claude --version` says, e.g. "2.1.332". */
  version: string;
}

export async function findClaudeBinary(): Promise<ClaudeBinary> {
  const manifestPath = createRequire(import.meta.url).resolve('@anthropic-ai/claude-code/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : (manifest.bin?.claude ?? 'bin/claude.exe');
  const command = join(dirname(manifestPath), bin);
  return { command, version: await claudeVersion(command) };
}

/** The version the binary reports: `claude --version` prints "2.1.332 (Claude Code)". */
export async function claudeVersion(command: string): Promise<string> {
  const { stdout } = await execa(command, ['--version'], { timeout: 30_000, env: { PATH: process.env.PATH ?? '' }, extendEnv: false });
  const version = /\d+\.\d+\.\d+\S*/.exec(stdout)?.[0];
  if (!version) throw new Error(`claude --version printed no version: ${JSON.stringify(stdout.slice(0, 200))}`);
  return version;
}
