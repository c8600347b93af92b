import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CodexClient, PeerClosedError, codexInvocation } from '@mwh/protocol-codex';
import { AppServerConnection } from './codex-app-server.js';
import { CliProcess } from './process-runner.js';
import { findInstalledCli } from '../installed-clis.js';
import { FAKE_CLI } from '../test-support/fake-cli-path.js';
import { cleanEnv, scratchFor } from '../test-support/scratch.js';

const scratch = scratchFor('app-server', 'each');

/** An app-server that answers initialize, then dies on the next request, complaining on stderr. */
function dyingAppServer(secrets: string[], env: Record<string, string> = {}): Promise<AppServerConnection> {
  return AppServerConnection.start({
    invocation: codexInvocation({
      command: process.execPath,
      prefixArgs: [FAKE_CLI, 'codex-die-on-request'],
      configDir: scratch.configHome,
      baseEnv: cleanEnv(scratch.home),
      env,
    }),
    cwd: scratch.cwd,
    secrets,
  });
}

describe('AppServerConnection', () => {
  it('refuses, at once, a process it could never read: stdout not held, or read already', async () => {
    const plain = new CliProcess({ command: process.execPath, args: ['-e', ''], env: {}, cwd: scratch.cwd });
    expect(() => AppServerConnection.over(plain, {})).toThrow(/stdout is held and unread/);
    const held = new CliProcess({ command: process.execPath, args: ['-e', ''], env: {}, cwd: scratch.cwd, holdStdout: true });
    held.readStdout({ onStdout: () => {} });
    expect(() => AppServerConnection.over(held, {})).toThrow(/stdout is held and unread/);
    // Both ran and ended as if nothing had been tried on them.
    expect((await plain.done).exitCode).toBe(0);
    expect((await held.done).exitCode).toBe(0);
  });

  it('fails pending requests with the method, exit code and redacted stderr, also ones sent after stdout closed', async () => {
    const connection = await dyingAppServer(['sk-secret-1']);
    await new CodexClient(connection.peer).initialize({ clientInfo: { name: 'mwh-test', version: '0' } });
    const first = connection.peer.request('thread/start', {}).catch((e: unknown) => e);
    // Sent while stdout is already closed and stderr not yet written.
    await new Promise((r) => setTimeout(r, 100));
    const second = connection.peer.request('turn/start', {}).catch((e: unknown) => e);
    for (const [error, method] of [
      [await first, 'thread/start'],
      [await second, 'turn/start'],
    ] as const) {
      expect(PeerClosedError.isInstance(error)).toBe(true);
      const closed = error as PeerClosedError;
      expect(closed.method).toBe(method);
      expect(closed.exitCode).toBe(7);
      expect(closed.intentional).toBe(false);
      expect(closed.stderrTail).toContain('panicked: boom with [REDACTED]');
      expect(closed.message).toContain(`"${method}"`);
      expect(closed.message).toContain('exit code 7');
      expect(closed.message).not.toContain('sk-secret-1');
    }
    // After the close, a request fails at once with the same account.
    const late = (await connection.peer.request('thread/resume', {}).catch((e: unknown) => e)) as PeerClosedError;
    expect(late.exitCode).toBe(7);
  });

  it('redacts the stderr in an error before cutting it, so a cut through a secret leaves no piece of it', async () => {
    const secret = 'sk-long-SECRET-ABCDEFGHIJ';
    const panic = 'thread 1 panicked: boom with sk-secret-1\n';
    // The 4 KiB cut falls 12 bytes into the secret.
    const head = secret + 'y'.repeat(4096 + 12 - secret.length - panic.length);
    const connection = await dyingAppServer(['sk-secret-1', secret], { FAKE_STDERR_HEAD: head });
    await new CodexClient(connection.peer).initialize({ clientInfo: { name: 'mwh-test', version: '0' } });
    const error = (await connection.peer.request('thread/start', {}).catch((e: unknown) => e)) as PeerClosedError;
    expect(error.stderrTail).toContain('panicked: boom with [REDACTED]');
    expect(error.stderrTail).not.toContain(secret.slice(12));
    expect(error.message).not.toContain(secret.slice(12));
  });

  it('masks the start of a cut stderr that holds the end of a secret written in escapes', async () => {
    const secret = 'sk-long-SECRET-ABCDEFGHIJ';
    const escaped = `\\u0073${secret.slice(1)}`;
    const panic = 'thread 1 panicked: boom with sk-secret-1\n';
    // The 4 KiB cut takes `\u0` and leaves `073k-long-SECRET-ABCDEFGHIJ`.
    const head = escaped + 'y'.repeat(4096 + 3 - escaped.length - panic.length);
    const connection = await dyingAppServer(['sk-secret-1', secret], { FAKE_STDERR_HEAD: head });
    await new CodexClient(connection.peer).initialize({ clientInfo: { name: 'mwh-test', version: '0' } });
    const error = (await connection.peer.request('thread/start', {}).catch((e: unknown) => e)) as PeerClosedError;
    expect(error.stderrTail.startsWith('[REDACTED]yyy')).toBe(true);
    expect(error.stderrTail).not.toContain(secret.slice(3));
  });

  it('creates a missing CODEX_HOME, keeps what an existing one holds, and shuts down normally (real codex)', async () => {
    const codex = findInstalledCli('codex')!;
    const run = async () => {
      const connection = await AppServerConnection.start({
        invocation: codexInvocation({
          command: codex.command,
          prefixArgs: codex.prefixArgs,
          configDir: scratch.configHome,
          baseEnv: cleanEnv(scratch.home),
          useCliLogin: true,
        }),
        cwd: scratch.cwd,
      });
      const init = await new CodexClient(connection.peer).initialize({ clientInfo: { name: 'mwh-test', version: '0' } });
      expect(init.userAgent).toMatch(/0\.171\.0/);
      const pending = connection.peer.request('thread/list', {}).catch((e: unknown) => e);
      const result = await connection.shutdown();
      const outcome = await pending;
      if (outcome instanceof Error) expect((outcome as PeerClosedError).intentional).toBe(true);
      return result;
    };
    const first = await run();
    expect(first.signal).toBeNull();
    await writeFile(join(scratch.configHome, 'keep.txt'), 'mine');
    await mkdir(join(scratch.configHome, 'sessions'), { recursive: true });
    await run();
    expect(await readFile(join(scratch.configHome, 'keep.txt'), 'utf8')).toBe('mine');
  });
});
