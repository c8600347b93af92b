/**
 * Faults no real CLI produces on demand, through the public round API with a fake CLI:
 * an exit before reading stdin, half a line then death, a hang, a grandchild holding stdout,
 * 10 MB of stderr, a CLI that is not there, an app-server that dies mid-request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HarnessError } from './harness-errors.js';
import type { RoundOptions } from './round-options.js';
import { startRound } from './start-round.js';
import { FAKE_CLI } from './test-support/fake-cli-path.js';
import { groupMembers, isAlive, pidsInCwd, waitUntil } from './test-support/process-check.js';
import { collectRound } from './test-support/collect-round.js';
import { cleanEnv, makeScratch, type Scratch } from './test-support/scratch.js';

let scratch: Scratch;
beforeAll(async () => {
  scratch = await makeScratch('faults');
});
afterAll(async () => {
  await scratch.remove();
});

function fake(mode: string, extra: Partial<RoundOptions> = {}): RoundOptions {
  return {
    harness: 'claude',
    message: 'hello',
    threadKey: `fault/${mode}`,
    cwd: scratch.cwd,
    configHome: scratch.configHome,
    command: FAKE_CLI,
    baseEnv: cleanEnv(scratch.home),
    credential: { type: 'cli-login' },
    ...extra,
    env: { FAKE_MODE: mode, ...extra.env },
  };
}

function run(options: RoundOptions) {
  return collectRound(startRound(options));
}

describe('round faults (fake CLIs)', () => {
  it('answers a normal round through the whole pipeline', async () => {
    const { parts, verdict } = await run(fake('echo', { env: { FAKE_SUFFIX: ' and sk-split-secret-42' }, secrets: ['sk-split-secret-42'] }));
    expect(verdict.kind).toBe('success');
    // The fake streams three characters per delta, so the secret arrives in pieces.
    expect(parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('')).toBe('hello and [REDACTED]');
    expect(verdict.message).toBe('hello and [REDACTED]');
  });

  it('gives each CLI its config home, and neither nesting variables nor its credential variables from the parent', async () => {
    for (const harness of ['claude', 'codex'] as const) {
      const { parts } = await run(
        fake('print-env', { harness, baseEnv: { ...cleanEnv(scratch.home), CLAUDECODE: '1', ANTHROPIC_API_KEY: 'sk-parent-a', OPENAI_API_KEY: 'sk-parent-o' } }),
      );
      const printed = parts.find((p) => p.type === 'unknown' && p.raw.includes('"env"')) as { raw: string };
      const { env, cwd } = JSON.parse(printed.raw) as { env: Record<string, string>; cwd: string };
      expect(env.CLAUDECODE).toBeUndefined();
      // Each CLI's own credential variables: they would override the login in its config home.
      expect(env[harness === 'claude' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY']).toBeUndefined();
      expect(env[harness === 'claude' ? 'CLAUDE_CONFIG_DIR' : 'CODEX_HOME']).toBe(scratch.configHome);
      expect(cwd).toBe(scratch.cwd);
    }
  });

  it('a CLI that cannot be started is not-started', async () => {
    const { verdict } = await run(fake('echo', { command: '/nonexistent/claude' }));
    expect(verdict.kind).toBe('not-started');
    expect(verdict.cause?.code).toBe('ENOENT');
    expect(HarnessError.fromVerdict(verdict)?.kind).toBe('not-started');
    const codex = await run(fake('echo', { harness: 'codex', command: '/nonexistent/codex' }));
    expect(codex.verdict.kind).toBe('not-started');
  });

  it('an exit before reading stdin is failed, with the pipe fault as cause, the exit code and stderr', async () => {
    // Bigger than a pipe buffer, so the write cannot vanish into it.
    const { verdict } = await run(fake('exit-before-stdin', { message: 'x'.repeat(512 * 1024), env: { FAKE_DELAY_MS: '150' } }));
    expect(verdict.kind).toBe('failed');
    expect(verdict.exitCode).toBe(3);
    expect(verdict.cause?.code).toBe('EPIPE');
    expect(verdict.stderrTail).toContain('unknown option --bogus');
  });

  it('half a line then death ends the round with the half line kept and the signal named', async () => {
    const { parts, verdict } = await run(fake('half-line'));
    expect(verdict.signal).toBe('SIGKILL');
    expect(['failed', 'incomplete']).toContain(verdict.kind);
    expect(verdict.stderrTail).toContain('about to crash');
    expect(parts.some((p) => p.type === 'unknown' && p.raw === '{"type":"stream_ev')).toBe(true);
  });

  it('a CLI that writes nothing is ended at the idle bound, and the verdict names it', async () => {
    const { verdict, ms } = await run(fake('hang', { idleTimeoutMs: 400 }));
    expect(verdict.kind).toBe('failed');
    expect(verdict.cause?.name).toBe('IdleTimeoutError');
    expect(verdict.message).toContain('idle bound');
    expect(ms).toBeLessThan(8000);
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('a CLI that ignores SIGTERM is killed, and nothing is left', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { verdict } = await run(fake('stubborn', { signal: controller.signal }));
    expect(verdict.kind).toBe('incomplete');
    expect(verdict.signal).toBe('SIGKILL');
    expect(verdict.cause?.name).toBe('AbortError');
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('a grandchild holding stdout cannot hang the round, and does not outlive it', async () => {
    const { parts, verdict, ms } = await run(fake('grandchild', { exitGraceMs: 300 }));
    expect(verdict.kind).toBe('success');
    expect(ms).toBeLessThan(8000);
    const line = parts.find((p) => p.type === 'unknown' && p.raw.includes('"grandchild"'));
    const pid = (JSON.parse((line as { raw: string }).raw) as { pid: number }).pid;
    expect(await waitUntil(() => !isAlive(pid))).toBe(true);
    expect(groupMembers(pid)).toEqual([]);
  });

  it('keeps the last 64 KiB of 10 MB of stderr', async () => {
    const { verdict } = await run(fake('stderr-flood'));
    expect(verdict.kind).toBe('failed');
    expect(verdict.exitCode).toBe(1);
    expect(Buffer.byteLength(verdict.stderrTail)).toBeLessThanOrEqual(64 * 1024);
    expect(Buffer.byteLength(verdict.stderrTail)).toBeGreaterThan(60 * 1024);
    expect(verdict.stderrTail.endsWith('THE CLOSING DIAGNOSTIC\n')).toBe(true);
  });

  it('an app-server that dies mid-request names the method, the exit code and the redacted stderr', async () => {
    const { verdict } = await run(
      fake('codex-die-on-request', { harness: 'codex', secrets: ['sk-secret-1'], command: FAKE_CLI, args: [] }),
    );
    expect(verdict.kind).toBe('failed');
    expect(verdict.exitCode).toBe(7);
    expect(verdict.message).toContain('"thread/start"');
    expect(verdict.message).toContain('code 7');
    expect(verdict.stderrTail).toContain('panicked: boom with [REDACTED]');
    expect(JSON.stringify(verdict)).not.toContain('sk-secret-1');
  });

  it('an app-server that never answers is ended at the idle bound', async () => {
    const { verdict } = await run(fake('hang', { harness: 'codex', idleTimeoutMs: 400 }));
    expect(verdict.kind).toBe('failed');
    expect(verdict.cause?.name).toBe('IdleTimeoutError');
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });
});
