/**
 * Round options → the exact spawn of `gemini --output-format stream-json`: argv, environment, the
 * home the harness must create first and the settings file it writes there. Pure: the caller
 * (harness-core) creates the home, writes the file and spawns.
 *
 * Headless gemini runs one turn a process (`-p`): a conversation goes on with `--resume <id>` in
 * the next process. Measured with 0.61.0: an API key in the environment alone is not enough (the
 * CLI exits 41, "Invalid auth method selected", unless a settings file names the auth type);
 * a folder not trusted exits 55 unless `--skip-trust`; usage statistics on make the CLI wait
 * about 4 s at exit for a host it cannot reach; without `-m` every turn first asks a router model
 * (`:generateContent`) which model to use.
 */
import { childEnv } from '@mwh/protocol-core';

/** The output format mwh reads: one JSON event a line. */
export const GEMINI_OUTPUT_FORMAT = 'stream-json';

/** How the CLI's tools are approved: `default` asks (headless: a call needing approval fails), `plan` is read-only. */
export type GeminiApprovalMode = 'default' | 'auto_edit' | 'yolo' | 'plan';

/** The variable that moves the CLI's home: its `.gemini` folder (settings, sessions, history) is under it. */
export const GEMINI_HOME_VARIABLE = 'GEMINI_CLI_HOME';
/** The folder under that home (or under HOME) the CLI keeps its settings and sessions in. */
export const GEMINI_CONFIG_FOLDER = '.gemini';

/**
 * Keeps gemini one process. By default its bin relaunches itself as a child Node process (for a
 * larger heap) and the parent ignores SIGINT, SIGTERM and SIGHUP: a signal to the pid a harness
 * spawned reaches nothing that runs the turn, and a kill of it leaves the child writing on.
 */
export const GEMINI_NO_RELAUNCH = { GEMINI_CLI_NO_RELAUNCH: 'true' } as const;

/** Credentials gemini reads from the environment. */
export const GEMINI_CREDENTIAL_VARIABLES = ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_CLOUD_ACCESS_TOKEN'] as const;

export interface GeminiInvocationOptions {
  /** The user message: the `--prompt` value (the CLI appends it to what stdin holds, if anything). */
  message: string;
  /** The executable; `gemini` on PATH by default. */
  command?: string;
  /** Arguments before the CLI's own (a launcher script). */
  prefixArgs?: readonly string[];
  /**
   * The home to set (`GEMINI_CLI_HOME`): the CLI's `.gemini` folder (settings, sessions) is made
   * under it. Omitted, none is set and gemini uses the user's own home.
   */
  configDir?: string;
  /** The environment the child inherits from; usually `process.env`. */
  baseEnv?: Record<string, string | undefined>;
  /** Variables to set on top, e.g. a mock's base URL (`GOOGLE_GEMINI_BASE_URL`). */
  env?: Record<string, string>;
  /** The CLI's own sign-in is used: credential variables are removed from the child's environment. */
  useCliLogin?: boolean;
  /** An API key for this round, handed over in GEMINI_API_KEY. */
  apiKey?: string;
  /** The model (`-m`): also spares the router request every turn makes without one. */
  model?: string;
  approvalMode?: GeminiApprovalMode;
  /** A session to continue (`--resume <id>`). */
  resumeSessionId?: string;
  /** A new session with this id (`--session-id <uuid>`), so the caller knows it before the CLI says it. */
  sessionId?: string;
  /**
   * Trust the working folder for this run (`--skip-trust`, the default): headless gemini exits
   * 55 in a folder it does not trust, and mwh runs where it is asked to.
   */
  skipTrust?: boolean;
  /** Arguments after the CLI's own. */
  extraArgs?: readonly string[];
}

export interface GeminiInvocation {
  command: string;
  args: string[];
  env: Record<string, string>;
  /** GEMINI_CLI_HOME when one is set, to be created (mode 0700, contents kept) before the spawn. */
  home?: string;
  /**
   * The settings file to write under `home` before the spawn (when one is set), relative to it:
   * the auth type an API key needs, and usage statistics off so the CLI exits when done.
   */
  settings?: { path: string; text: string };
  /** Every credential the spawn carries, for the redactor. */
  secrets: string[];
}

/**
 * The settings a harness-made home holds: an API key is used only when the settings name its auth
 * type (else exit 41); usage statistics off (else a wait at exit); no retries of a failed model
 * request beyond the first (10 by default, minutes of back-off), so an API error ends the round.
 */
export function geminiSettings(options: { maxAttempts?: number } = {}): string {
  const settings = {
    security: { auth: { selectedType: 'gemini-api-key' } },
    privacy: { usageStatisticsEnabled: false },
    general: { maxAttempts: options.maxAttempts ?? 1 },
  };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

export function geminiInvocation(options: GeminiInvocationOptions): GeminiInvocation {
  const args = [...(options.prefixArgs ?? []), '--output-format', GEMINI_OUTPUT_FORMAT];
  if (options.model !== undefined) args.push('--model', options.model);
  if (options.approvalMode !== undefined) args.push('--approval-mode', options.approvalMode);
  if (options.resumeSessionId !== undefined) args.push('--resume', options.resumeSessionId);
  else if (options.sessionId !== undefined) args.push('--session-id', options.sessionId);
  if (options.skipTrust ?? true) args.push('--skip-trust');
  // The prompt as one `--prompt=` argument: a message starting with `-` is never read as a flag.
  args.push(...(options.extraArgs ?? []), `--prompt=${options.message}`);
  const env = childEnv(options.baseEnv ?? {}, {
    remove: options.useCliLogin ? GEMINI_CREDENTIAL_VARIABLES : [],
    set: {
      ...GEMINI_NO_RELAUNCH,
      ...(options.env ?? {}),
      ...(options.configDir ? { [GEMINI_HOME_VARIABLE]: options.configDir } : {}),
      ...(options.apiKey !== undefined ? { GEMINI_API_KEY: options.apiKey } : {}),
    },
  });
  const secrets: string[] = [];
  for (const name of GEMINI_CREDENTIAL_VARIABLES) if (env[name]) secrets.push(env[name]);
  return {
    command: options.command ?? 'gemini',
    args,
    env,
    // The auth type the settings name is the API key's: a home without a key is left to the CLI's own sign-in.
    ...(options.configDir ? { home: options.configDir, ...(options.apiKey !== undefined ? { settings: { path: `${GEMINI_CONFIG_FOLDER}/settings.json`, text: geminiSettings() } } : {}) } : {}),
    secrets: [...new Set(secrets)],
  };
}
