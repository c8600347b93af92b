import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CliProcess } from './process-runner.js';
import { fakeCli } from '../test-support/fake-cli-path.js';
import { groupMembers, isAlive, waitUntil } from '../test-support/process-check.js';

const env = { PATH: process.env.PATH ?? '' };

function run(mode: string, extra: Partial<ConstructorParameters<typeof CliProcess>[0]> = {}) {
  const { command, args } = fakeCli(mode);
  const stdout: Buffer[] = [];
  const proc = new CliProcess({ command, args, env, cwd: tmpdir(), onStdout: (c) => stdout.push(c), ...extra });
  return { proc, stdout: () => Buffer.concat(stdout).toString('utf8') };
}

describe('CliProcess', () => {
  it('ends the process when a stream handler throws, and reports it instead of letting it escape', async () => {
    let calls = 0;
    const { proc } = run('echo', {
      onStdout: () => {
        calls++;
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    await proc.write(JSON.stringify({ type: 'user', message: { role: 'user', content: [{ type: 'text', text: 'hi' }] } }) + '\n');
    const result = await proc.done;
    expect(result.handlerError).toEqual({ name: 'RangeError', message: 'Maximum call stack size exceeded' });
    expect(proc.handlerFailure?.name).toBe('RangeError');
    // Nothing more of the output reaches a handler that failed.
    expect(calls).toBe(1);
  });

  it('runs a CLI, writes stdin and finishes on close with the exit code', async () => {
    const { proc, stdout } = run('echo');
    await proc.write(JSON.stringify({ type: 'user', message: { role: 'user', content: [{ type: 'text', text: 'hi' }] } }) + '\n');
    proc.endStdin();
    const result = await proc.done;
    expect(result).toMatchObject({ exitCode: 0, signal: null, closedBy: 'close' });
    expect(stdout()).toContain('"result":"hi"');
  });

  it('reports a CLI that cannot be started as a spawn error', async () => {
    const proc = new CliProcess({ command: '/nonexistent/claude', args: [], env, cwd: tmpdir() });
    expect(await proc.write('x\n')).toBe(false);
    const result = await proc.done;
    expect(result.closedBy).toBe('spawn-error');
    expect(result.spawnError?.code).toBe('ENOENT');
    expect(result.exitCode).toBeNull();
  });

  it('catches a broken pipe when the message is written while the CLI exits', async () => {
    const { proc } = run('exit-before-stdin', { env: { ...env, FAKE_DELAY_MS: '200' } });
    expect(await proc.write('x'.repeat(1024 * 1024))).toBe(false);
    const result = await proc.done;
    expect(result.stdinError?.code).toBe('EPIPE');
    expect(result.exitCode).toBe(3);
    expect(result.stderr).toContain('unknown option --bogus');
  });

  it('keeps the last 64 KiB of 10 MB of stderr', async () => {
    const { proc } = run('stderr-flood');
    proc.endStdin();
    const result = await proc.done;
    expect(result.exitCode).toBe(1);
    expect(result.stderrBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(Buffer.byteLength(result.stderr)).toBe(64 * 1024);
    expect(result.stderr.endsWith('THE CLOSING DIAGNOSTIC\n')).toBe(true);
  });

  it('does not hang on a grandchild that holds stdout, and ends the grandchild too', async () => {
    const lines: string[] = [];
    const { proc } = run('grandchild', { exitGraceMs: 300, onStdout: (c) => lines.push(c.toString()) });
    await proc.write(JSON.stringify({ type: 'user', message: { content: [{ type: 'text', text: 'x' }] } }) + '\n');
    proc.endStdin();
    const result = await proc.done;
    expect(result).toMatchObject({ exitCode: 0, closedBy: 'grace' });
    const grandchild = JSON.parse(lines.join('').split('\n')[0]!).pid as number;
    expect(await waitUntil(() => !isAlive(grandchild))).toBe(true);
    expect(await waitUntil(() => groupMembers(result.pid!).length === 0)).toBe(true);
  });

  it('ends a silent CLI at the idle bound', async () => {
    let idle = 0;
    const { proc } = run('hang', {
      idleTimeoutMs: 300,
      onIdle: () => {
        idle++;
        void proc.stop({ stdinGraceMs: 100, termGraceMs: 500 });
      },
    });
    const started = Date.now();
    const result = await proc.done;
    expect(idle).toBe(1);
    expect(proc.idleFired).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.signal).toBe('SIGTERM');
    expect(groupMembers(result.pid!)).toEqual([]);
  });

  it('escalates to SIGKILL for a CLI that ignores SIGTERM, asking first', async () => {
    let asked = 0;
    const { proc, stdout } = run('stubborn');
    await waitUntil(() => stdout().includes('init'));
    const result = await proc.stop({ ask: () => asked++, askGraceMs: 100, stdinGraceMs: 100, termGraceMs: 300 });
    expect(asked).toBe(1);
    expect(result.signal).toBe('SIGKILL');
    expect(result.stderr).toContain('ignoring SIGTERM');
    expect(isAlive(result.pid!)).toBe(false);
  });

  it('passes exactly the environment it is given and runs in the cwd', async () => {
    const { proc, stdout } = run('print-env', { env: { ...env, ONLY_THIS: '1' } });
    proc.endStdin();
    await proc.done;
    const printed = JSON.parse(stdout()) as { env: Record<string, string>; cwd: string };
    expect(printed.env.ONLY_THIS).toBe('1');
    expect(printed.env.HOME).toBeUndefined();
    expect(printed.cwd).toBe(tmpdir());
  });
});
