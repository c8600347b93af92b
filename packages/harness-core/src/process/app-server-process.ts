/**
 * The `codex app-server` process before anything speaks to it: spawned with its stdout held, so a
 * round starts it before protocol-codex (the JSON-RPC peer, the reader, the generated validators)
 * is loaded and hands it to AppServerConnection once it is, losing nothing codex wrote meanwhile.
 */
import { mkdir } from 'node:fs/promises';
import type { CodexInvocation } from '@mwh/protocol-codex/invocation';
import { CliProcess, type ProcessStream } from './process-runner.js';

export interface AppServerProcessOptions {
  /** The spawn: protocol-codex's `codexInvocation` of the round's options. */
  invocation: CodexInvocation;
  cwd: string;
  /**
   * Redacted from stderr as it is kept and from the stderr that goes into error messages
   * (before the tail is cut, so a cut cannot leave the end of one).
   */
  secrets?: readonly string[];
  idleTimeoutMs?: number;
  onIdle?: () => void;
  onChunk?: (stream: ProcessStream, bytes: Uint8Array) => void;
  exitGraceMs?: number;
}

/** Starts the app-server now, its stdout held until a connection reads it (`AppServerConnection.over`). */
export function spawnAppServer(options: AppServerProcessOptions): CliProcess {
  const { command, args, env } = options.invocation;
  return new CliProcess({
    command,
    args,
    env,
    cwd: options.cwd,
    holdStdout: true,
    ...(options.secrets ? { secrets: options.secrets } : {}),
    ...(options.exitGraceMs !== undefined ? { exitGraceMs: options.exitGraceMs } : {}),
    ...(options.idleTimeoutMs ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    ...(options.onIdle ? { onIdle: options.onIdle } : {}),
    ...(options.onChunk ? { onChunk: options.onChunk } : {}),
  });
}

/** CODEX_HOME must exist before codex starts (it exits otherwise); what is in it is kept. */
export async function ensureCodexHome(codexHome: string): Promise<void> {
  await mkdir(codexHome, { recursive: true, mode: 0o700 });
}
