/**
 * The real pinned CLIs behind the agent, pointed at the loopback model mocks as harness-core's
 * own tests point them: Claude Code by ANTHROPIC_BASE_URL and a key in its environment, codex by
 * a mock model provider in `-c` overrides. Each test gets fresh HOME, config home, cwd and
 * sessions folder, outside /tmp (codex refuses a CODEX_HOME there).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { readdirSync, readlinkSync, readFileSync } from 'node:fs';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { codexMockProviderArgs, MOCK_KEY_ENV } from '@mwh/mock-servers';
import type { Harness } from '@mwh/protocol-core';
import type { AcpAgentOptions } from '../acp-agent.js';

export const MOCK_ANTHROPIC_KEY = 'sk-ant-mock-key-0123456789';
export const MOCK_OPENAI_KEY = 'sk-openai-mock-key-9876543210';

export interface Scratch {
  root: string;
  home: string;
  cwd: string;
  configHome: string;
  sessionsDir: string;
  remove(): Promise<void>;
}

export async function makeScratch(label: string): Promise<Scratch> {
  const root = join(homedir(), '.cache', `mwh-acp-test-${label}-${randomBytes(6).toString('hex')}`);
  const scratch = { root, home: join(root, 'home'), cwd: join(root, 'work'), configHome: join(root, 'config'), sessionsDir: join(root, 'sessions') };
  await mkdir(scratch.home, { recursive: true });
  await mkdir(scratch.cwd, { recursive: true });
  return { ...scratch, remove: () => rm(root, { recursive: true, force: true }) };
}

/** What runs the CLI: its program, and the environment and arguments that point it at the mock at `url`. */
export function cliAgainstMock(harness: Harness, scratch: Scratch, url: string): Pick<AcpAgentOptions, 'command' | 'cliVersion' | 'args' | 'env' | 'credential' | 'configHome'> {
  const cli = findInstalledCli(harness);
  if (!cli) throw new Error(`${harness} is not installed`);
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch.home, LANG: 'C.UTF-8' };
  if (harness === 'claude') {
    Object.assign(env, { ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: MOCK_ANTHROPIC_KEY, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' });
    return { command: cli.command, cliVersion: cli.version, env, credential: { type: 'environment' }, configHome: scratch.configHome };
  }
  env[MOCK_KEY_ENV] = MOCK_OPENAI_KEY;
  return { command: cli.command, cliVersion: cli.version, args: codexMockProviderArgs(url), env, credential: { type: 'cli-login' }, configHome: scratch.configHome };
}

/** Live processes whose working directory is `cwd`: the CLI a session runs there. */
export function pidsInCwd(cwd: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/cwd`) !== cwd) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      if (state !== 'Z' && state !== 'X') pids.push(Number(name));
    } catch {
      // Not ours, or gone.
    }
  }
  return pids;
}

/**
 * The CLIs this process started that run in `cwd` (an agent in this process): their children,
 * which a CLI starts and ends as it pleases (a shell, a tool's command), left out.
 */
export function clisInCwd(cwd: string): number[] {
  return pidsInCwd(cwd).filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
    } catch {
      return false;
    }
  });
}

/** The command lines (arguments joined by spaces) of the live processes in `cwd`: a tool's command among the CLI's. */
export function commandsInCwd(cwd: string): string[] {
  return pidsInCwd(cwd).flatMap((pid) => {
    try {
      return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')];
    } catch {
      return [];
    }
  });
}

export async function waitUntil(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}
