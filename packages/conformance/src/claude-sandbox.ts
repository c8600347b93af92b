/**
 * A fresh, empty HOME, CLAUDE_CONFIG_DIR and working directory for one scenario, so no run
 * sees the machine's own login, settings or shell profile (a `~/.bashrc` stalled the Bash tool).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ClaudeSandbox {
  root: string;
  home: string;
  configDir: string;
  /** The working directory; the CLI keeps its sessions per working directory. */
  cwd: string;
  dispose(): Promise<void>;
}

export async function createClaudeSandbox(): Promise<ClaudeSandbox> {
  const root = await mkdtemp(join(tmpdir(), 'mwh-claude-'));
  const home = join(root, 'home');
  const configDir = join(root, 'config');
  const cwd = join(root, 'work');
  await Promise.all([home, configDir, cwd].map((dir) => mkdir(dir, { recursive: true })));
  return { root, home, configDir, cwd, dispose: () => rm(root, { recursive: true, force: true }) };
}
