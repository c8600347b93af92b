/**
 * Signing a user in to Codex under their own CODEX_HOME: the ChatGPT device-code flow through
 * the app-server itself (the verification URL and user code come back at once; the same
 * process, kept alive, reports account/login/completed once the person approved, having
 * written auth.json itself), or an API key stored for the user's rounds.
 */
import { timerDelay } from '../process/timer-delay.js';
import { codexInvocation } from '@mwh/protocol-codex/invocation';
import type { DeviceCodeChallenge, LoginCompleted } from '@mwh/protocol-codex';
import type { AppServerConnection } from '../process/codex-app-server.js';
import { CODEX_CLIENT_INFO } from './codex-thread.js';
import { CredentialStore } from '../secrets/credential-store.js';
import { HarnessError, configHomeError } from '../verdict/harness-errors.js';

export interface CodexLoginOptions {
  /** The user's CODEX_HOME; created when missing. */
  configHome: string;
  command?: string;
  prefixArgs?: readonly string[];
  /** Arguments after `app-server`. */
  args?: readonly string[];
  /** Where the app-server runs; the config home by default. */
  cwd?: string;
  baseEnv?: Record<string, string | undefined>;
  env?: Record<string, string>;
  /** How long the person has to approve in the browser. Default 15 minutes; past 2^31 - 1 ms, clamped to that. */
  timeoutMs?: number;
}

export interface CodexDeviceLogin {
  /** The verification URL and user code to show; rejects with a HarnessError. */
  readonly challenge: Promise<DeviceCodeChallenge>;
  /**
   * Settles when codex reports the login's end (its process is gone by then): resolves on
   * success, rejects with a HarnessError (auth-required) otherwise.
   */
  readonly completed: Promise<LoginCompleted>;
  /** Cancels the login in codex and ends the process. */
  cancel(): Promise<void>;
}

const DEFAULT_LOGIN_TIMEOUT_MS = 15 * 60_000;

/** What a login talks to codex with: loaded when one starts, so harness-core's root loads none of protocol-codex's reading code. */
type CodexModules = typeof import('@mwh/protocol-codex') & typeof import('../process/codex-app-server.js');

async function loadCodex(): Promise<CodexModules> {
  const [protocol, connection] = await Promise.all([import('@mwh/protocol-codex'), import('../process/codex-app-server.js')]);
  return { ...protocol, ...connection };
}

export function startCodexDeviceLogin(options: CodexLoginOptions): CodexDeviceLogin {
  const invocation = codexInvocation({
    ...(options.command ? { command: options.command } : {}),
    ...(options.prefixArgs ? { prefixArgs: options.prefixArgs } : {}),
    ...(options.args ? { extraArgs: options.args } : {}),
    configDir: options.configHome,
    baseEnv: options.baseEnv ?? process.env,
    ...(options.env ? { env: options.env } : {}),
    useCliLogin: true,
  });
  const loading = loadCodex();
  const connecting = loading.then((codex) => codex.AppServerConnection.start({ invocation, cwd: options.cwd ?? options.configHome }));
  let loginId: string | undefined;
  let timer: NodeJS.Timeout | undefined;

  // From the moment the process runs: the completion can come in the same read as the
  // challenge (the client keeps it), and the time bound covers a codex that never shows a
  // challenge too.
  const started = connecting.then(async (connection) => {
    const codex = await loading;
    timer = setTimeout(() => void connection.shutdown(), timerDelay(options.timeoutMs ?? DEFAULT_LOGIN_TIMEOUT_MS));
    timer.unref();
    return { connection, codex, client: new codex.CodexClient(connection.peer, { backlog: ['account/login/completed'] }) };
  }, (error: unknown) => {
    throw configHomeError(options.configHome, error);
  });

  const challenge = (async () => {
    const { connection, client, codex } = await started;
    try {
      await client.initialize({ clientInfo: CODEX_CLIENT_INFO });
      const answer = await client.startDeviceCodeLogin();
      loginId = answer.loginId;
      return answer;
    } catch (error) {
      clearTimeout(timer);
      await connection.shutdown();
      throw loginError(error, connection, codex);
    }
  })();

  const completed = (async () => {
    await challenge;
    const { connection, client, codex } = await started;
    try {
      const outcome = await client.waitForLoginCompleted(loginId);
      if (!outcome.success) {
        throw new HarnessError('auth-required', `The Codex login did not complete: ${outcome.error ?? 'no reason given'}.`);
      }
      return outcome;
    } catch (error) {
      throw HarnessError.isInstance(error) ? error : loginError(error, connection, codex);
    } finally {
      clearTimeout(timer);
      await connection.shutdown();
    }
  })();
  // Callers may only await one of them.
  challenge.catch(() => {});
  completed.catch(() => {});

  return {
    challenge,
    completed,
    async cancel() {
      const { connection, client } = (await started.catch(() => undefined)) ?? {};
      if (!connection || !client) return;
      if (loginId && !connection.closing) await client.cancelLogin(loginId).catch(() => {});
      await connection.shutdown();
    },
  };
}

function loginError(error: unknown, connection: AppServerConnection, { PeerClosedError, JsonRpcError }: CodexModules): HarnessError {
  if (HarnessError.isInstance(error)) return error;
  const exit = connection.process.exitStatus;
  const stderrTail = connection.stderrTail();
  if (PeerClosedError.isInstance(error) && error.intentional) {
    return new HarnessError('incomplete', 'The Codex login was cancelled or timed out.', undefined, { cause: error });
  }
  const message = JsonRpcError.isInstance(error)
    ? `${error.method} failed (${error.code}): ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);
  const spawn = connection.process.spawnFailure;
  const kind = spawn ? 'not-started' : 'failed';
  return new HarnessError(
    kind,
    `The Codex login could not start: ${spawn ? spawn.message : message}`,
    { kind, message, exitCode: exit?.code ?? null, signal: exit?.signal ?? null, stderrTail, ...(spawn ? { cause: spawn } : {}) },
    { cause: error },
  );
}

/**
 * Stores an OpenAI API key for the user's rounds. The next round writes it into CODEX_HOME
 * through codex itself (account/login/start with type apiKey), which owns auth.json; a key
 * stored in place of another is written again.
 */
export async function storeCodexApiKey(configHome: string, apiKey: string): Promise<void> {
  await new CredentialStore(configHome).write('openai-api-key', apiKey);
}

export async function clearCodexApiKey(configHome: string): Promise<void> {
  await new CredentialStore(configHome).clear('openai-api-key');
}
