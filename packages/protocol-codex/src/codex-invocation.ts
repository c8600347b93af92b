/**
 * Round options → the exact spawn of `codex app-server`: argv, environment, and the home the
 * harness must create first. Pure: the caller (harness-core) creates the home and spawns.
 */
import { childEnv } from '@mwh/protocol-core';

export interface CodexInvocationOptions {
  /** The executable; `codex` on PATH by default. */
  command?: string;
  /** Arguments before `app-server` (a launcher script). */
  prefixArgs?: readonly string[];
  /**
   * The codex home to set (`CODEX_HOME`): login, sessions and config live there. Omitted, none is
   * set (one in `baseEnv` passes through) and codex finds its home as when run by hand.
   */
  configDir?: string;
  /** The environment the child inherits from; usually `process.env`. */
  baseEnv?: Record<string, string | undefined>;
  /** Variables to set on top, e.g. a mock provider's key. */
  env?: Record<string, string>;
  /**
   * The CLI's own login is used: credential variables are removed from the child's
   * environment so they cannot override the login in CODEX_HOME.
   */
  useCliLogin?: boolean;
  /** Arguments after `app-server`, e.g. `-c model_provider="mock"`. */
  extraArgs?: readonly string[];
}

export interface CodexInvocation {
  command: string;
  args: string[];
  env: Record<string, string>;
  /** CODEX_HOME when one is set, to be created (mode 0700, contents kept) before the spawn: codex exits when it is missing. */
  home?: string;
  /** Every credential the spawn carries, for the redactor. */
  secrets: string[];
}

/** Credentials codex reads from the environment ahead of its own login in CODEX_HOME. */
export const CODEX_CREDENTIAL_VARIABLES = ['OPENAI_API_KEY', 'CODEX_API_KEY', 'CODEX_ACCESS_TOKEN'] as const;

export function codexInvocation(options: CodexInvocationOptions): CodexInvocation {
  const extraArgs = options.extraArgs ?? [];
  const args = [...(options.prefixArgs ?? []), 'app-server', ...extraArgs];
  const env = childEnv(options.baseEnv ?? {}, {
    remove: options.useCliLogin ? CODEX_CREDENTIAL_VARIABLES : [],
    set: { ...(options.env ?? {}), ...(options.configDir ? { CODEX_HOME: options.configDir } : {}) },
  });
  const secrets: string[] = [];
  for (const name of [...CODEX_CREDENTIAL_VARIABLES, ...codexKeyVariables(extraArgs)]) if (env[name]) secrets.push(env[name]);
  return { command: options.command ?? 'codex', args, env, ...(options.configDir ? { home: options.configDir } : {}), secrets: [...new Set(secrets)] };
}

/**
 * The variables codex `-c model_providers.<id>.env_key=NAME` overrides in `args` name: the
 * provider's key is read from there (a mock's or a gateway's key), and never removed.
 */
export function codexKeyVariables(args: readonly string[] = []): string[] {
  const names: string[] = [];
  for (const arg of args) {
    const match = /^(?:-c|--config=?)?model_providers\.[^=]+\.env_key=(.+)$/.exec(arg);
    if (!match) continue;
    // A TOML string ("NAME" or 'NAME') or, as codex reads an unparsable value, the bare text.
    const name = match[1]!.trim().replace(/^(["'])(.*)\1$/, '$2');
    if (name) names.push(name);
  }
  return names;
}

export interface CodexExecInvocationOptions extends CodexInvocationOptions {
  /** The user message: the prompt argument, after `--` so that one starting with `-` is no flag. */
  message: string;
  /** A thread to continue (`codex exec resume <id>`); a new one otherwise. */
  resumeThreadId?: string;
  /** An API key for this round: codex exec reads it from CODEX_API_KEY, as codex's own SDK hands it over. */
  apiKey?: string;
}

/**
 * Round options → the spawn of `codex exec --json`, codex's other way to run one turn: the
 * message in its arguments, the events on stdout, no requests to answer (exec asks for no
 * approval: its sandbox and approval policy decide, `never` unless told otherwise). The stdin is
 * closed by the caller: exec reads more of the prompt from it when it is open.
 */
export function codexExecInvocation(options: CodexExecInvocationOptions): CodexInvocation {
  const base = codexInvocation(options);
  const extraArgs = options.extraArgs ?? [];
  const resume = options.resumeThreadId === undefined ? [] : ['resume', options.resumeThreadId];
  // Outside a git repository exec refuses to start unless told to go on; mwh runs where it is asked to.
  const args = [...(options.prefixArgs ?? []), 'exec', '--json', '--skip-git-repo-check', ...extraArgs, ...resume, '--', options.message];
  const env = options.apiKey === undefined ? base.env : { ...base.env, CODEX_API_KEY: options.apiKey };
  const secrets = options.apiKey === undefined ? base.secrets : [...new Set([...base.secrets, options.apiKey])];
  return { ...base, args, env, secrets };
}
