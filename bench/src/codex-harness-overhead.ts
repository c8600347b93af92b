/**
 * One codex round through harness-core against the loopback Responses mock, against spawning
 * the same `codex app-server` directly with the same arguments and environment and driving the
 * same requests by hand: initialize, initialized, the thread (resumed, or started and named),
 * turn/start, stdout read until `turn/completed`, then stdin closed and the exit waited for, as
 * the harness waits for it. Wall time, interleaved.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { codexInvocation, encodeNotification, encodeRequest, initializeParams, threadNameSetParams, threadResumeParams, threadStartParams, turnStartParams } from '@mwh/protocol-codex';
import type { RoundOptions } from '@mwh/harness-core';
import { CODEX_CLIENT_INFO, codexThreadName, findInstalledCli, ThreadRecordStore } from '@mwh/harness-core/internals';
import { codexMockProviderArgs, MOCK_KEY_ENV, startResponsesMock, textReply } from '@mwh/mock-servers';
import type { Row } from './bench-report.js';
import { harnessRound, harnessRoundSpawning, overheadRows, type SpawnShape } from './round-overhead.js';

/** The spawn harness-core's codex round makes for these options (built by the same `codexInvocation`). */
function directInvocation(options: RoundOptions): SpawnShape {
  return codexInvocation({
    command: options.command!,
    configDir: options.configHome!,
    baseEnv: options.baseEnv!,
    env: options.env!,
    useCliLogin: true,
    extraArgs: options.args!,
  });
}

/** The round by hand: the harness's requests, each sent once the one before is answered. */
async function directRound(options: RoundOptions, resumeThreadId: string | undefined): Promise<number> {
  const { command, args, env } = directInvocation(options);
  // CODEX_HOME must exist (codex exits otherwise), as the harness makes sure.
  await mkdir(options.configHome!, { recursive: true, mode: 0o700 });
  const child = spawn(command, args, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'ignore'] });
  let fail!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      resolve(code);
      // Settles nothing once the round is over; before that, a codex that went away fails it.
      fail(new Error(`codex app-server exited ${code} before the round ended`));
    }),
  );
  child.on('error', fail);
  const answers = new Map<number, (result: unknown) => void>();
  let completed!: () => void;
  const turnCompleted = new Promise<void>((resolve) => (completed = resolve));
  let bytes = 0;
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    bytes += text.length;
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line) continue;
      let message: { id?: unknown; method?: string; result?: unknown; error?: unknown };
      try {
        message = JSON.parse(line) as typeof message;
      } catch {
        fail(new Error(`codex wrote a line that is not JSON: ${line.slice(0, 200)}`));
        return;
      }
      if (message.method === 'turn/completed') completed();
      else if (message.method === undefined && typeof message.id === 'number') {
        if (message.error) fail(new Error(`codex answered request ${message.id} with ${JSON.stringify(message.error)}`));
        else answers.get(message.id)?.(message.result);
      }
    }
  });
  let id = 0;
  const request = <T>(method: string, params: unknown): Promise<T> => {
    const answered = new Promise<T>((resolve) => answers.set(id, resolve as (result: unknown) => void));
    child.stdin.write(`${encodeRequest(id++, method, params)}\n`);
    return Promise.race([answered, failed]);
  };
  await request('initialize', initializeParams({ clientInfo: CODEX_CLIENT_INFO }));
  child.stdin.write(`${encodeNotification('initialized')}\n`);
  let threadId = resumeThreadId;
  if (threadId) await request('thread/resume', threadResumeParams(threadId, { cwd: options.cwd }));
  else {
    threadId = (await request<{ thread: { id: string } }>('thread/start', threadStartParams({ cwd: options.cwd }))).thread.id;
    await request('thread/name/set', threadNameSetParams(threadId, codexThreadName(options.threadKey)));
  }
  await request('turn/start', turnStartParams(threadId, options.message));
  await Promise.race([turnCompleted, failed]);
  child.stdin.end();
  const code = await Promise.race([exited, failed]);
  if (code !== 0) throw new Error(`codex app-server exited ${code}`);
  return bytes;
}

export async function codexHarnessOverhead(options: { smoke: boolean; runs: number; scratch: string }): Promise<Row[]> {
  const cli = findInstalledCli('codex', import.meta.url);
  if (!cli || cli.prefixArgs.length) throw new Error('the harness-overhead bench needs the native codex binary of @openai/codex');
  const mock = await startResponsesMock({ replies: [], fallback: textReply('the answer is 42.', { deltas: ['the ', 'answer ', 'is ', '42.'] }) });
  const dir = join(options.scratch, `codex-harness-${randomBytes(4).toString('hex')}`);
  const home = join(dir, 'home');
  const cwd = join(dir, 'work');
  const configHome = join(dir, 'codex-home');
  await mkdir(home, { recursive: true });
  await mkdir(cwd, { recursive: true });
  let thread = 0;
  const optionsFor = (threadKey: string): RoundOptions => ({
    harness: 'codex',
    message: 'answer briefly',
    threadKey,
    cwd,
    configHome,
    command: cli.command,
    args: codexMockProviderArgs(mock.url),
    baseEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8' },
    idleTimeoutMs: 120_000,
    credential: { type: 'cli-login' },
    env: { [MOCK_KEY_ENV]: 'sk-bench' },
  });
  try {
    const resumed = optionsFor('bench/harness/resumed');
    // The thread both sides resume from here on: started and recorded by the harness.
    await harnessRoundSpawning(resumed, directInvocation(resumed));
    const threadId = await new ThreadRecordStore(configHome).read(resumed.threadKey);
    if (!threadId) throw new Error('the harness recorded no codex thread');
    return await overheadRows(
      'codex',
      {
        harnessResumed: () => harnessRound(resumed),
        directResumed: () => directRound(resumed, threadId),
        harnessFirst: () => harnessRound(optionsFor(`bench/harness/first-${thread++}`)),
        directFirst: () => directRound(optionsFor(`bench/harness/first-${thread++}`), undefined),
      },
      options.smoke ? 1 : options.runs,
    );
  } finally {
    await mock.close();
  }
}
