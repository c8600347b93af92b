/**
 * One Claude round through harness-core against the loopback mock, against spawning the same
 * CLI directly with the same arguments and environment (built by the same `claudeInvocation`),
 * writing the same message and reading stdout to the end. Wall time, interleaved. The round
 * measured resumes a session that exists (one spawn); a thread's first round is shown too:
 * the harness starts an unrecorded session at once (one spawn), as the direct run does.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { claudeInvocation, encodeUserMessage } from '@mwh/protocol-claude';
import { claudeSessionId, type RoundOptions } from '@mwh/harness-core';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { startAnthropicMock, textMessage } from '@mwh/mock-servers';
import type { Row } from './bench-report.js';
import { harnessRound, harnessRoundSpawning, overheadRows, type SpawnShape } from './round-overhead.js';

/** The spawn harness-core's Claude round makes for these options (built by the same `claudeInvocation`). */
function directInvocation(options: RoundOptions, resume: boolean): SpawnShape {
  return claudeInvocation({
    command: options.command!,
    sessionId: claudeSessionId(options.threadKey),
    resume,
    permissionPromptTool: 'stdio',
    permissionMode: 'default',
    configDir: options.configHome,
    baseEnv: options.baseEnv!,
    env: options.env!,
    useCliLogin: false,
  });
}

/** The round by hand: the message written, stdout read to the end, the input ended at the result. */
function directRound(options: RoundOptions, resume: boolean): Promise<number> {
  const invocation = directInvocation(options, resume);
  return new Promise((resolve, reject) => {
    const child = spawn(invocation.command, invocation.args, { cwd: options.cwd, env: invocation.env, stdio: ['pipe', 'pipe', 'ignore'] });
    let bytes = 0;
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      bytes += text.length;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      // The turn's result ends the input, as any client of stream-json input must.
      if (lines.some(isResult)) child.stdin.end();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(bytes) : reject(new Error(`claude exited ${code}`))));
    child.stdin.write(encodeUserMessage(options.message));
  });
}

function isResult(line: string): boolean {
  if (!line.includes('"result"')) return false;
  try {
    return (JSON.parse(line) as { type?: unknown }).type === 'result';
  } catch {
    return false;
  }
}

export async function claudeHarnessOverhead(options: { smoke: boolean; runs: number; scratch: string }): Promise<Row[]> {
  const cli = findInstalledCli('claude', import.meta.url);
  if (!cli || cli.prefixArgs.length) throw new Error('the harness-overhead bench needs the native claude binary of @anthropic-ai/claude-code');
  const mock = await startAnthropicMock({ fallback: textMessage(['the ', 'answer ', 'is ', '42.']) });
  const dir = join(options.scratch, `harness-${randomBytes(4).toString('hex')}`);
  const home = join(dir, 'home');
  const cwd = join(dir, 'work');
  await mkdir(home, { recursive: true });
  await mkdir(cwd, { recursive: true });
  const env = {
    ANTHROPIC_BASE_URL: mock.url,
    ANTHROPIC_API_KEY: 'sk-ant-bench',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    CLAUDE_CODE_MAX_RETRIES: '0',
  };
  let thread = 0;
  const optionsFor = (threadKey: string): RoundOptions => ({
    harness: 'claude',
    message: 'answer briefly',
    threadKey,
    cwd,
    configHome: join(dir, 'config'),
    command: cli.command,
    baseEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8' },
    idleTimeoutMs: 120_000,
    credential: { type: 'environment' },
    env,
  });
  try {
    const resumed = optionsFor('bench/harness/resumed');
    // The session both sides resume from here on, started the way a thread's first round starts it.
    await harnessRoundSpawning(resumed, directInvocation(resumed, false));
    return await overheadRows(
      'claude',
      {
        harnessResumed: () => harnessRound(resumed),
        directResumed: () => directRound(resumed, true),
        harnessFirst: () => harnessRound(optionsFor(`bench/harness/first-${thread++}`)),
        directFirst: () => directRound(optionsFor(`bench/harness/first-${thread++}`), false),
      },
      options.smoke ? 1 : options.runs,
    );
  } finally {
    await mock.close();
  }
}
