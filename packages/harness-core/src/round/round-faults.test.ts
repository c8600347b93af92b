/**
 * Faults no real CLI produces on demand, through the public round API with a fake CLI:
 * an exit before reading stdin, half a line then death, a hang, a grandchild holding stdout,
 * 10 MB of stderr, a CLI that is not there, an app-server that dies mid-request.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ClaudeRoundReader } from '@mwh/protocol-claude';
import { CodexRoundReader } from '@mwh/protocol-codex';
import { streamBytes, type CaptureStream } from '@mwh/protocol-core';
import { CaptureCollector, type CaptureSink } from '../capture/capture-sink.js';
import { HarnessError } from '../verdict/harness-errors.js';
import { replayCaptureNow } from '../test-support/replay-now.js';
import type { RoundOptions } from './round-options.js';
import { startRound } from '../start-round.js';
import { FAKE_CLI, fakeRoundOptions } from '../test-support/fake-cli-path.js';
import { groupMembers, isAlive, pidsInCwd, waitUntil, within } from '../test-support/process-check.js';
import { collectRound } from '../test-support/collect-round.js';
import { cleanEnv, scratchFor } from '../test-support/scratch.js';

const scratch = scratchFor('faults');

function fake(mode: string, extra: Partial<RoundOptions> = {}): RoundOptions {
  return fakeRoundOptions(scratch, mode, { threadKey: `fault/${mode}`, ...extra });
}

function replayedVerdict(collector: CaptureCollector) {
  const parts = replayCaptureNow(collector.captures[0]!);
  return parts.flatMap((p) => (p.type === 'finish' ? [p.verdict] : []))[0];
}

function run(options: RoundOptions) {
  return collectRound(startRound(options));
}

describe('round faults (fake CLIs)', () => {
  it('answers a normal round through the whole pipeline', async () => {
    const capture = new CaptureCollector();
    const secrets = ['sk-split-secret-42'];
    const { parts, verdict } = await run(fake('echo', { env: { FAKE_SUFFIX: ' and sk-split-secret-42' }, secrets, capture }));
    expect(verdict.kind).toBe('success');
    // The fake streams three characters per delta, so the secret arrives in pieces.
    expect(parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('')).toBe('hello and [REDACTED]');
    expect(verdict.message).toBe('hello and [REDACTED]');
    // The replay of its capture ends and redacts the round as the live round did.
    expect(replayCaptureNow(capture.captures[0]!, { secrets })).toEqual(parts);
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

  it('an exception while reading the output fails the round naming it, and never escapes into the host', async () => {
    const fault = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    for (const [harness, spy] of [
      ['claude', vi.spyOn(ClaudeRoundReader.prototype, 'accept').mockImplementationOnce(fault)],
      ['codex', vi.spyOn(CodexRoundReader.prototype, 'accept').mockImplementationOnce(fault)],
    ] as const) {
      const { verdict } = await run(fake(harness === 'claude' ? 'echo' : 'codex-turn', { harness, threadKey: `fault/handler-${harness}`, ...(harness === 'codex' ? { args: [] } : {}) }));
      spy.mockRestore();
      expect(verdict.kind).toBe('failed');
      expect(verdict.cause?.name).toBe('StreamHandlerError');
      expect(verdict.message).toContain('RangeError: Maximum call stack size exceeded');
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

  it('a cwd that is missing or a file is not-started with a cause naming the cwd, not the CLI, for both CLIs', async () => {
    const file = join(scratch.cwd, 'plain-file');
    await writeFile(file, 'not a folder');
    for (const harness of ['claude', 'codex'] as const) {
      for (const [cwd, code, says] of [
        [join(scratch.cwd, 'no-such-dir'), 'ENOENT', 'does not exist'],
        [file, 'ENOTDIR', 'is not a directory'],
      ] as const) {
        const { verdict } = await run(fake('echo', { harness, cwd, threadKey: `fault/cwd-${harness}-${code}` }));
        expect(verdict.kind).toBe('not-started');
        expect(verdict.cause).toMatchObject({ code, message: `The working directory ${cwd} ${says}.` });
        expect(verdict.cause?.message).not.toContain(FAKE_CLI);
      }
    }
  });

  it('an environment spawn refuses (a NUL byte in a value) is not-started, naming it, for both CLIs', async () => {
    for (const harness of ['claude', 'codex'] as const) {
      const { verdict } = await run(fake('echo', { harness, env: { FAKE_BROKEN: 'a\0b' } }));
      expect(verdict.kind).toBe('not-started');
      expect(verdict.cause?.code).toBe('ERR_INVALID_ARG_VALUE');
    }
  });

  it('an environment too large for exec (E2BIG, over 128 KiB in one value) is not-started, naming it', async () => {
    const { verdict } = await run(fake('echo', { env: { FAKE_HUGE: 'x'.repeat(200_000) } }));
    expect(verdict.kind).toBe('not-started');
    expect(verdict.cause?.code).toBe('E2BIG');
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
    const capture = new CaptureCollector();
    const { verdict, ms } = await run(fake('hang', { idleTimeoutMs: 400, capture }));
    expect(verdict.kind).toBe('incomplete');
    expect(verdict.cause?.name).toBe('IdleTimeoutError');
    expect(verdict.message).toContain('idle bound');
    expect(ms).toBeLessThan(8000);
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
    // The replay ends the round the same way, naming the same cause.
    expect(replayedVerdict(capture)).toEqual(verdict);
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
    const capture = new CaptureCollector();
    const { verdict } = await run(fake('hang', { harness: 'codex', idleTimeoutMs: 400, capture }));
    expect(verdict.kind).toBe('incomplete');
    expect(verdict.cause?.name).toBe('IdleTimeoutError');
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
    expect(replayedVerdict(capture)).toEqual(verdict);
  });

  it('a thread record that cannot be written fails the round with that error as its cause', async () => {
    const configHome = join(scratch.root, 'config-records-blocked');
    // A file where the records directory would be: mkdir fails, as EACCES would.
    await mkdir(join(configHome, 'mwh'), { recursive: true });
    await writeFile(join(configHome, 'mwh', 'threads'), 'not a directory');
    const { verdict } = await run(fake('codex-turn', { harness: 'codex', configHome, args: [] }));
    expect(verdict.kind).toBe('failed');
    expect(verdict.message).toMatch(/^The harness failed: /);
    expect(verdict.cause?.code).toMatch(/^(EEXIST|ENOTDIR)$/);
    expect(verdict.cause?.message).toContain('threads');
    expect(pidsInCwd(scratch.cwd)).toEqual([]);
  });

  it('redacts the codex credential variables of a kept environment and a provider key variable', async () => {
    const { parts } = await run(
      fake('print-env', {
        harness: 'codex',
        credential: { type: 'environment' },
        baseEnv: { ...cleanEnv(scratch.home), OPENAI_API_KEY: 'sk-base-openai-1111', CODEX_API_KEY: 'sk-base-codex-2222', GATEWAY_KEY: 'sk-gateway-4444' },
        args: ['-c', 'model_providers.mock.env_key="MWH_MOCK_KEY"', '--config', "model_providers.gw.env_key='GATEWAY_KEY'"],
        env: { MWH_MOCK_KEY: 'sk-mock-provider-3333' },
      }),
    );
    const printed = parts.find((p) => p.type === 'unknown' && p.raw.includes('"env"')) as { raw: string };
    const { env } = JSON.parse(printed.raw) as { env: Record<string, string> };
    expect(env).toMatchObject({ OPENAI_API_KEY: '[REDACTED]', CODEX_API_KEY: '[REDACTED]', MWH_MOCK_KEY: '[REDACTED]', GATEWAY_KEY: '[REDACTED]' });
    expect(JSON.stringify(parts)).not.toMatch(/sk-base-openai|sk-base-codex|sk-mock-provider|sk-gateway/);
  });

  it('does not redact a credential variable too short to be a key (ANTHROPIC_API_KEY=x would mask every x)', async () => {
    const { parts } = await run(
      fake('print-env', {
        harness: 'codex',
        credential: { type: 'environment' },
        baseEnv: { ...cleanEnv(scratch.home), OPENAI_API_KEY: 'x', CODEX_API_KEY: 'sk-base-codex-2222' },
        args: [],
      }),
    );
    const printed = parts.find((p) => p.type === 'unknown' && p.raw.includes('"env"')) as { raw: string };
    const { env } = JSON.parse(printed.raw) as { env: Record<string, string> };
    expect(env).toMatchObject({ OPENAI_API_KEY: 'x', CODEX_API_KEY: '[REDACTED]' });
  });

  it('a 64 KiB stderr tail cut through a secret keeps no piece of it', async () => {
    const secret = 'sk-tail-SECRET-0123456789';
    // The tail's first byte falls 14 bytes into the secret: its last 11 would lead the tail.
    const after = 64 * 1024 - (secret.length - 14);
    const { parts, verdict } = await run(
      fake('stderr-flood', { secrets: [secret], env: { FAKE_STDERR_HEAD: secret, FAKE_STDERR_BYTES: String(after - '\nTHE CLOSING DIAGNOSTIC\n'.length) } }),
    );
    expect(verdict.exitCode).toBe(1);
    expect(verdict.stderrTail.endsWith('THE CLOSING DIAGNOSTIC\n')).toBe(true);
    expect(verdict.stderrTail).not.toContain(secret.slice(14));
    expect(JSON.stringify(parts)).not.toContain(secret.slice(-8));
  });

  it('redacts secrets with quotes and backslashes from raw JSON lines and captures', async () => {
    const secret = 'pa"ss\\word-5150';
    const capture = new CaptureCollector();
    const { parts } = await run(fake('print-env', { secrets: [secret], capture, env: { SOME_PASSWORD: secret } }));
    const printed = parts.find((p) => p.type === 'unknown' && p.raw.includes('"env"')) as { raw: string };
    expect(printed.raw).toContain('"SOME_PASSWORD":"[REDACTED]"');
    const escaped = JSON.stringify(secret).slice(1, -1);
    const recorded = Buffer.from(streamBytes(capture.captures[0]!, 'stdout')).toString();
    expect(recorded).toContain('"SOME_PASSWORD":"[REDACTED]"');
    for (const text of [JSON.stringify(parts), recorded]) expect(text).not.toContain(escaped);
  });

  it('writes a round API key into CODEX_HOME (codex reads no key variable for its own provider), once per key', async () => {
    const configHome = join(scratch.root, 'config-round-key');
    const authKey = async () => (JSON.parse(await readFile(join(configHome, 'auth.json'), 'utf8')) as { OPENAI_API_KEY?: string }).OPENAI_API_KEY;
    const logins = async (apiKey: string) => {
      const capture = new CaptureCollector();
      const { verdict } = await run(fake('codex-turn', { harness: 'codex', configHome, args: [], capture, credential: { type: 'api-key', apiKey } }));
      expect(verdict.kind).toBe('success');
      return Buffer.from(streamBytes(capture.captures[0]!, 'stdin')).toString().split('"account/login/start"').length - 1;
    };
    expect(await logins('sk-round-key-AAAA1111')).toBe(1);
    expect(await authKey()).toBe('sk-round-key-AAAA1111');
    expect(await logins('sk-round-key-AAAA1111')).toBe(0);
    expect(await logins('sk-round-key-BBBB2222')).toBe(1);
    expect(await authKey()).toBe('sk-round-key-BBBB2222');
  });
});

describe('a capture sink that throws (caller code inside the round)', () => {
  const sinkScratch = scratchFor('sink-faults', 'each');

  /** A sink that throws at `where` (a method, or `chunk` of one stream) and records nothing. */
  function throwingSink(where: 'begin' | 'end' | CaptureStream): CaptureSink {
    const fail = (at: string) => {
      if (at === where) throw new Error(`sink ${at} bug`);
    };
    return { begin: () => fail('begin'), chunk: (chunk) => fail(chunk.stream), end: () => fail('end') };
  }

  for (const harness of ['claude', 'codex'] as const) {
    for (const where of ['begin', 'stdin', 'stdout', 'stderr'] as const) {
      it(`${harness}: a throw in ${where === 'begin' ? 'begin' : `chunk (${where})`} fails the round, and its process is gone when the verdict settles`, async () => {
        const round = startRound(
          fakeRoundOptions(sinkScratch, harness === 'claude' ? 'echo' : 'codex-turn', {
            harness,
            threadKey: `sink/${harness}/${where}`,
            capture: throwingSink(where),
            env: { FAKE_STDERR: 'a line of stderr\n' },
            ...(harness === 'codex' ? { args: [] } : {}),
          }),
        );
        const verdict = await within(round.verdict, 8000);
        const left = pidsInCwd(sinkScratch.cwd);
        for (const pid of left) process.kill(pid, 'SIGKILL');
        expect(left).toEqual([]);
        expect(verdict.kind).toBe('failed');
        expect(verdict.message).toContain(`sink ${where} bug`);
      });
    }
  }
});

describe('a capture that cannot be saved', () => {
  const saveScratch = scratchFor('capture-save', 'each');
  const secret = 'sk-disk-secret-8675309';
  const sinks: Record<string, () => CaptureSink> = {
    'a callback that throws': () =>
      new CaptureCollector(() => {
        throw new Error(`disk full at ${secret}`);
      }),
    'a callback that rejects': () => new CaptureCollector(async () => Promise.reject(new Error(`disk full at ${secret}`))),
    'a sink whose end throws': () => ({
      begin() {},
      chunk() {},
      end() {
        throw new Error(`disk full at ${secret}`);
      },
    }),
  };

  for (const harness of ['claude', 'codex'] as const) {
    for (const [how, sink] of Object.entries(sinks)) {
      it(`${harness}: ${how} leaves the verdict as the CLI's round made it and says so, redacted, in a warning`, async () => {
        const round = startRound(
          fakeRoundOptions(saveScratch, harness === 'claude' ? 'echo' : 'codex-turn', {
            harness,
            threadKey: `save/${harness}/${how}`,
            capture: sink(),
            secrets: [secret],
            ...(harness === 'codex' ? { args: [] } : {}),
          }),
        );
        const { parts, verdict } = await within(collectRound(round), 8000);
        expect(pidsInCwd(saveScratch.cwd)).toEqual([]);
        expect(verdict).toMatchObject({ kind: 'success', exitCode: 0 });
        expect(verdict.cause).toBeUndefined();
        const warnings = parts.filter((p) => p.type === 'warning');
        expect(warnings).toEqual([{ type: 'warning', code: 'capture-not-saved', message: 'The capture of this round was not saved: Error: disk full at [REDACTED]' }]);
        expect(parts.at(-2)).toEqual(warnings[0]);
        expect(JSON.stringify(parts)).not.toContain(secret);
      });
    }
  }
});
