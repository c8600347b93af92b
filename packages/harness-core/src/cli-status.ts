/**
 * What `mwh doctor` says of each CLI, without a model request: the program a round would run
 * (found as `locateCli` finds it), its version and where it came from, whether mwh checked that
 * version, and whether the user is signed in (a credential mwh stored, or the CLI's own login).
 */
import { realpathSync } from 'node:fs';
import type { Harness } from '@mwh/protocol-core';
import { checkedRange, rangePlace, type CheckedRange } from './installed/checked-range.js';
import { claudeAuthStatus } from './claude/claude-login.js';
import { CredentialStore } from './secrets/credential-store.js';
import { locateCli, type LocateOptions } from './installed/installed-cli.js';
import { CliProcess } from './process/process-runner.js';
import { roundConfigHome } from './round/round-options.js';
import { timerDelay } from './process/timer-delay.js';

/** Where a CLI came from: its own npm package, the agent SDK's (Claude Code), or something else. */
export type CliOrigin = 'claude-code' | 'agent-sdk' | 'codex' | 'other';

export interface SignedIn {
  state: 'yes' | 'no' | 'unknown';
  /** How (`a token mwh stored`, `claude.ai`, `ChatGPT (codex login)`), or why unknown. */
  how?: string;
}

export type CliStatus =
  | { harness: Harness; found: false; error: string }
  | {
      harness: Harness;
      found: true;
      command: string;
      /** Undefined when the program printed none. */
      version?: string;
      origin: CliOrigin;
      /** Where the version stands against what mwh checked, and that range. */
      place: ReturnType<typeof rangePlace>;
      range: CheckedRange;
      signedIn: SignedIn;
    };

export interface CliStatusOptions extends LocateOptions {
  /** How long each command the CLI is asked (`--version`, its login status) may take. Default 30 s. */
  timeoutMs?: number;
}

const COMMAND_TIMEOUT_MS = 30_000;

export async function cliStatus(harness: Harness, options: CliStatusOptions): Promise<CliStatus> {
  const located = locateCli(harness, options);
  if (!located.ok) return { harness, found: false, error: located.error };
  const env = { ...(options.env ?? process.env) };
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
  const { command } = located.value;
  const version = located.value.version ?? versionIn((await runBriefly(command, ['--version'], env, options.cwd, timeoutMs)).stdout);
  return {
    harness,
    found: true,
    command,
    ...(version ? { version } : {}),
    origin: originOf(harness, command),
    place: version ? rangePlace(harness, version) : 'unknown',
    range: checkedRange(harness),
    signedIn: await signedIn(harness, command, env, options.cwd, timeoutMs),
  };
}

function versionIn(text: string): string | undefined {
  return /\d+\.\d+\.\d+[^\s)]*/.exec(text)?.[0];
}

function originOf(harness: Harness, command: string): CliOrigin {
  let path = command;
  try {
    path = realpathSync(command);
  } catch {
    // A program that moved away since it was found: its path as found tells as much.
  }
  if (harness === 'codex') return path.includes('/@openai/codex') ? 'codex' : 'other';
  if (path.includes('/@anthropic-ai/claude-agent-sdk')) return 'agent-sdk';
  return path.includes('/@anthropic-ai/claude-code') ? 'claude-code' : 'other';
}

/** As a round with the default credential would run: a credential mwh stored first, else the CLI's own login. */
async function signedIn(harness: Harness, command: string, env: Record<string, string | undefined>, cwd: string, timeoutMs: number): Promise<SignedIn> {
  const home = roundConfigHome({ harness, cwd, baseEnv: env });
  const stored = await new CredentialStore(home.dir).read(harness === 'claude' ? 'claude-oauth-token' : 'openai-api-key').catch(() => undefined);
  if (stored) return { state: 'yes', how: harness === 'claude' ? 'a token mwh stored' : 'an API key mwh stored' };
  if (harness === 'claude') {
    try {
      const status = await claudeAuthStatus({ command, baseEnv: env, cwd });
      // A method's name (`claude.ai`, `oauth_token`), shown only when it looks like one.
      return status.loggedIn ? { state: 'yes', ...(/^[\w.-]{1,40}$/.test(status.authMethod) ? { how: status.authMethod } : {}) } : { state: 'no' };
    } catch (error) {
      return { state: 'unknown', how: error instanceof Error ? error.message : String(error) };
    }
  }
  // `codex login status` exits 0 signed in, 1 not, and says how on either stream.
  const status = await runBriefly(command, ['login', 'status'], env, cwd, timeoutMs);
  const said = `${status.stdout}\n${status.stderr}`.split('\n').find((line) => /logged in/i.test(line));
  // Never its words: codex names an API key by its last characters.
  if (status.exitCode === 0) return { state: 'yes', how: said && /api key/i.test(said) ? 'an API key (codex login)' : said && /chatgpt/i.test(said) ? 'ChatGPT (codex login)' : 'codex login' };
  if (status.exitCode === 1 && said) return { state: 'no' };
  return { state: 'unknown', how: status.spawnError ?? `codex login status ${status.exitCode === null ? 'did not finish' : `exited with ${status.exitCode}`}` };
}

/** Runs a short command of the CLI with nothing on its stdin, for at most `timeoutMs`. */
async function runBriefly(command: string, args: string[], env: Record<string, string | undefined>, cwd: string, timeoutMs: number) {
  const chunks: Buffer[] = [];
  const proc = new CliProcess({ command, args, env: definedOnly(env), cwd, onStdout: (chunk) => void chunks.push(chunk) });
  proc.endStdin();
  const timer = setTimeout(() => void proc.stop({ stdinGraceMs: 0, termGraceMs: 1000 }), timerDelay(timeoutMs));
  const result = await proc.done;
  clearTimeout(timer);
  return { stdout: Buffer.concat(chunks).toString('utf8'), stderr: result.stderr, exitCode: result.exitCode, ...(result.spawnError ? { spawnError: result.spawnError.message } : {}) };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value;
  return out;
}
