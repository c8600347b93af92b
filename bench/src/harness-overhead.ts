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
import { claudeSessionId, startRound, type RoundOptions } from '@mwh/harness-core';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { startAnthropicMock, textMessage } from '@mwh/mock-servers';
import { formatSpread, type Row } from './bench-report.js';
import { interleave, spread, timeRatios } from './measure.js';

interface Setup {
  options: RoundOptions;
  env: Record<string, string>;
}

async function harnessRound(options: RoundOptions): Promise<string> {
  let verdict = 'none';
  for await (const part of startRound(options)) if (part.type === 'finish') verdict = part.verdict.kind;
  if (verdict !== 'success') throw new Error(`the harness round ended ${verdict}`);
  return verdict;
}

/** The CLI as the harness would start it for a round that resumes `threadKey`, run by hand. */
function directRound(setup: Setup, resume: boolean): Promise<number> {
  const { options } = setup;
  const invocation = claudeInvocation({
    command: options.command!,
    sessionId: claudeSessionId(options.threadKey),
    resume,
    permissionPromptTool: 'stdio',
    configDir: options.configHome,
    baseEnv: options.baseEnv!,
    env: setup.env,
    useCliLogin: false,
  });
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

export async function harnessOverhead(options: { smoke: boolean; runs: number; scratch: string }): Promise<Row[]> {
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
  const setupFor = (threadKey: string): Setup => ({
    options: {
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
    },
    env,
  });
  try {
    const resumed = setupFor('bench/harness/resumed');
    // The session both sides resume from here on.
    await harnessRound(resumed.options);
    const runs = options.smoke ? 1 : options.runs;
    const samples = await interleave(
      [
        { name: 'harness resumed', run: () => harnessRound(resumed.options) },
        { name: 'direct resumed', run: () => directRound(resumed, true) },
        { name: 'harness first', run: () => harnessRound(setupFor(`bench/harness/first-${thread++}`).options) },
        { name: 'direct first', run: () => directRound(setupFor(`bench/harness/first-${thread++}`), false) },
      ],
      runs,
    );
    const resumedRatio = spread(timeRatios(samples.get('direct resumed')!, samples.get('harness resumed')!, 'wallMs'));
    const firstRatio = spread(timeRatios(samples.get('direct first')!, samples.get('harness first')!, 'wallMs'));
    const direct = spread(samples.get('direct resumed')!.map((s) => s.wallMs));
    const benchmark = 'harness-overhead';
    return [
      { benchmark, what: `claude round (resumed session) via harness-core / direct spawn, wall (direct ${direct.median.toFixed(0)} ms)`, figure: formatSpread(resumedRatio, 'x'), target: '<= 1.05x', met: resumedRatio.median <= 1.05 },
      { benchmark, what: "claude thread's first round via harness-core / direct spawn, wall", figure: formatSpread(firstRatio, 'x'), target: '<= 1.05x', met: firstRatio.median <= 1.05 },
    ];
  } finally {
    await mock.close();
  }
}
