/**
 * Signing a user in to Claude Code under their own config home: the browser login driven over
 * plain pipes (`claude auth login --claudeai`; the CLI owns PKCE and checks code and state),
 * trusted only on exit zero and a fresh `claude auth status --json` that confirms a
 * subscription login; or a pasted token, stored for the user's rounds.
 */
import { timerDelay } from '../process/timer-delay.js';
import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { CLAUDE_CREDENTIAL_VARIABLES } from '@mwh/protocol-claude/invocation';
import { childEnv } from '@mwh/protocol-core';
import type { Verdict } from '@mwh/protocol-core';
import { Redactor } from '@mwh/protocol-core';
import { CredentialStore } from '../secrets/credential-store.js';
import { HarnessError, configHomeError } from '../verdict/harness-errors.js';
import { CliProcess, type ProcessResult } from '../process/process-runner.js';

export interface ClaudeLoginOptions {
  /** The user's CLAUDE_CONFIG_DIR, where the CLI keeps the login. */
  configHome: string;
  /** The claude executable; `claude` on PATH by default. */
  command?: string;
  /** Where the CLI runs; the config home (created when missing) by default. */
  cwd?: string;
  baseEnv?: Record<string, string | undefined>;
  env?: Record<string, string>;
  /** How long the whole login may take, the person's browser visit included. Default 15 minutes; past 2^31 - 1 ms, clamped to that. */
  timeoutMs?: number;
}

export interface ClaudeAuthStatus {
  loggedIn: boolean;
  /** `claude.ai` for a subscription login; `oauth_token`, `api_key`, `none`… otherwise. */
  authMethod: string;
  subscriptionType?: string | null;
  email?: string | null;
  /** The whole JSON the CLI printed. */
  raw: Record<string, unknown>;
}

export interface ClaudeBrowserLogin {
  /** The authorization page to open; rejects with a HarnessError when the CLI fails first. */
  readonly authorizationUrl: Promise<string>;
  /**
   * Hands the CLI the code the page showed (including `#state`) and waits for it to finish.
   * Resolves with the confirmed status; rejects with a HarnessError otherwise.
   */
  submitCode(code: string): Promise<ClaudeAuthStatus>;
  /** Ends the login process; nothing is stored. */
  cancel(): Promise<void>;
}

const DEFAULT_LOGIN_TIMEOUT_MS = 15 * 60_000;
const STATUS_TIMEOUT_MS = 30_000;
const URL_PATTERN = /https:\/\/\S+/;

/** Whether a status says the user is signed in with a Claude subscription (not a key or token). */
export function isSubscriptionLogin(status: ClaudeAuthStatus): boolean {
  return status.loggedIn && status.authMethod === 'claude.ai';
}

/**
 * The environment of an auth command: the config home given (none: the CLI's own, as when run by
 * hand, since setting it makes Claude Code keep another configuration file), and no credential
 * that would override it.
 */
function authEnv(options: ClaudeStatusOptions): Record<string, string> {
  return childEnv(options.baseEnv ?? process.env, {
    remove: CLAUDE_CREDENTIAL_VARIABLES,
    set: { ...(options.env ?? {}), ...(options.configHome ? { CLAUDE_CONFIG_DIR: options.configHome } : {}) },
  });
}

/** What `claudeAuthStatus` takes: a login's options, the config home optional. */
export type ClaudeStatusOptions = Omit<ClaudeLoginOptions, 'configHome'> & { configHome?: string };

/**
 * Starts an auth command. The config home is created first (private, contents kept): it is the
 * default working directory, and a user's first login is when it does not exist yet.
 */
async function authProcess(options: ClaudeStatusOptions, args: string[], onStdout?: (text: string) => void, timeoutMs?: number): Promise<CliProcess> {
  if (options.configHome) {
    try {
      await mkdir(options.configHome, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw configHomeError(options.configHome, error);
    }
  }
  const proc = new CliProcess({
    command: options.command ?? 'claude',
    args,
    env: authEnv(options),
    cwd: options.cwd ?? options.configHome ?? homedir(),
    ...(onStdout ? { onStdout: (chunk) => onStdout(chunk.toString('utf8')) } : {}),
  });
  if (timeoutMs) {
    const timer = setTimeout(() => void proc.stop({ stdinGraceMs: 500, termGraceMs: 1000 }), timerDelay(timeoutMs));
    timer.unref();
    void proc.done.then(() => clearTimeout(timer));
  }
  return proc;
}

function loginFailure(message: string, result: ProcessResult, redactor: Redactor): HarnessError {
  const verdict: Verdict = {
    kind: result.spawnError ? 'not-started' : 'failed',
    message: redactor.redact(message),
    exitCode: result.exitCode,
    signal: result.signal,
    stderrTail: redactor.redact(result.stderr),
    ...(result.spawnError ? { cause: result.spawnError } : result.stdinError ? { cause: result.stdinError } : {}),
  };
  return HarnessError.fromVerdict(verdict)!;
}

/** Runs `claude auth status --json` and reads it; the CLI exits 1 when nobody is logged in. */
export async function claudeAuthStatus(options: ClaudeStatusOptions): Promise<ClaudeAuthStatus> {
  let stdout = '';
  const proc = await authProcess(options, ['auth', 'status', '--json'], (text) => (stdout += text), STATUS_TIMEOUT_MS);
  proc.endStdin();
  const result = await proc.done;
  let raw: unknown;
  try {
    raw = JSON.parse(stdout);
  } catch {
    throw loginFailure(`claude auth status printed no status${result.spawnError ? `: ${result.spawnError.message}` : '.'}`, result, new Redactor([]));
  }
  const status = raw as Record<string, unknown>;
  return {
    loggedIn: status.loggedIn === true,
    authMethod: typeof status.authMethod === 'string' ? status.authMethod : 'none',
    ...(status.subscriptionType !== undefined ? { subscriptionType: status.subscriptionType as string | null } : {}),
    ...(status.email !== undefined ? { email: status.email as string | null } : {}),
    raw: status,
  };
}

/** Starts `claude auth login --claudeai`; the CLI prints the page to open and waits for the code. */
export function startClaudeLogin(options: ClaudeLoginOptions): ClaudeBrowserLogin {
  let stdout = '';
  let codeSent = false;
  let resolveUrl!: (url: string) => void;
  let rejectUrl!: (error: unknown) => void;
  const authorizationUrl = new Promise<string>((resolve, reject) => {
    resolveUrl = resolve;
    rejectUrl = reject;
  });
  // A caller that only submits a code must not see an unhandled rejection.
  authorizationUrl.catch(() => {});
  const starting = authProcess(
    options,
    ['auth', 'login', '--claudeai'],
    (text) => {
      stdout += text;
      const match = URL_PATTERN.exec(stdout);
      if (match && /\s/.test(stdout.slice(match.index + match[0].length, match.index + match[0].length + 1))) resolveUrl(match[0]);
    },
    options.timeoutMs ?? DEFAULT_LOGIN_TIMEOUT_MS,
  );
  starting.then(
    (proc) =>
      void proc.done.then((result) => {
        const match = URL_PATTERN.exec(stdout);
        if (match) resolveUrl(match[0]);
        else rejectUrl(loginFailure('claude auth login ended before it showed an authorization page.', result, new Redactor([])));
      }),
    // A config home that cannot be created fails the login at once; `submitCode` rethrows it.
    rejectUrl,
  );

  return {
    authorizationUrl,
    async submitCode(code: string) {
      const trimmed = code.trim();
      // The code is a credential until it is spent: never echo it.
      const redactor = new Redactor([trimmed, ...trimmed.split('#')]);
      if (codeSent) throw new TypeError('The code was already submitted for this login.');
      codeSent = true;
      const proc = await starting;
      await proc.write(`${trimmed}\n`);
      proc.endStdin();
      const result = await proc.done;
      if (result.exitCode !== 0) {
        const said = lastLine(result.stderr) ?? lastLine(stdout) ?? 'no reason given';
        throw loginFailure(`claude auth login failed: ${said}`, result, redactor);
      }
      // Exit zero is not enough: only a fresh status proves a subscription login is in place.
      const status = await claudeAuthStatus(options);
      if (!isSubscriptionLogin(status)) {
        throw loginFailure(
          `claude auth login exited normally, but claude auth status reports ${status.loggedIn ? `a ${status.authMethod} login` : 'no login'}, not a Claude subscription.`,
          result,
          redactor,
        );
      }
      return status;
    },
    async cancel() {
      const proc = await starting.catch(() => undefined);
      await proc?.stop({ stdinGraceMs: 500, termGraceMs: 1000 });
    },
  };
}

/**
 * Stores a pasted token (`claude setup-token`) for the user's rounds, which then run with
 * CLAUDE_CODE_OAUTH_TOKEN set and the token redacted from everything they hand out.
 */
export async function storeClaudeToken(configHome: string, token: string): Promise<void> {
  await new CredentialStore(configHome).write('claude-oauth-token', token);
}

export async function clearClaudeToken(configHome: string): Promise<void> {
  await new CredentialStore(configHome).clear('claude-oauth-token');
}

function lastLine(text: string): string | undefined {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.at(-1);
}
