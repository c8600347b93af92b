import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedCli } from '@mwh/conformance';
import { codexMockProviderArgs, errorResponse, startAnthropicMock, startResponsesMock, textMessage, textReply } from '@mwh/mock-servers';
import { REPEAT_MS } from './cancel-signals.js';
import { mwh, startMwh } from './test-support/mwh-process.js';
import { processesNaming } from './test-support/processes-naming.js';

// mwh as a process, the real CLIs behind it, loopback mocks in front of them.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(homedir(), '.cache-mwh-run-command-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Only node's folder on PATH: no claude or codex there. */
const bareEnv = () => ({ PATH: dirname(process.execPath), HOME: dir, NO_COLOR: '1' });

describe('mwh run as a process', () => {
  it.each([
    ['finds claude in the installed packages when it is not on PATH', []],
    ['runs a --command given as a bare name, found on PATH', ['--command', 'my-claude']],
  ])('%s', async (_, extra) => {
    const mock = await startAnthropicMock({ replies: [textMessage(['Found ', 'and ran.'])] });
    const bin = await mkdtemp(join(dir, 'bin-'));
    await symlink(installedCli('claude').command, join(bin, 'my-claude'));
    try {
      const run = startMwh(['run', '--harness', 'claude', ...extra, '--credential', 'environment', '--config-home', join(bin, 'claude-home'), 'Say something.'], {
        cwd: dir,
        env: { ...bareEnv(), PATH: `${bareEnv().PATH}:${bin}`, ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-mwh-found', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
      });
      const result = await run.done;
      // The line naming the program: the package's, whichever way it was found.
      expect(result.stderr).toMatch(new RegExp(`^mwh: claude ${installedCli('claude').version.replaceAll('.', '\\.')} from /\\S+\\n$`));
      expect(result.stdout).toContain('Found and ran.\n');
      expect(result.status).toBe(0);
    } finally {
      await mock.close();
    }
  });

  it("honours a project's .claude/settings.local.json, as claude does by itself (--setting-sources takes local)", async () => {
    const mock = await startAnthropicMock({ replies: [textMessage(['Local ', 'settings.'])] });
    const project = await mkdtemp(join(dir, 'project-'));
    await mkdir(join(project, '.claude'));
    // The model the local settings name reaches the model API only when the CLI read them.
    await writeFile(join(project, '.claude', 'settings.local.json'), JSON.stringify({ model: 'claude-from-local-settings' }));
    try {
      const run = startMwh(['run', '--harness', 'claude', '--credential', 'environment', '--config-home', join(project, 'claude-home'), 'Say something.'], {
        cwd: project,
        env: { ...bareEnv(), ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-mwh-local', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
      });
      const result = await run.done;
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('Local settings.');
      const models = mock.requests.filter((request) => request.path === '/v1/messages').map((request) => (request.body as { model?: string }).model);
      expect(models).toContain('claude-from-local-settings');
    } finally {
      await mock.close();
    }
  });

  it('records a codex round with --capture, as the READMEs show, and mwh replay shows it again', async () => {
    const mock = await startResponsesMock({ replies: [textReply('Recorded for replay.')] });
    try {
      const capture = join(dir, 'codex-round.jsonl');
      const cliArgs = codexMockProviderArgs(mock.url, {}, 'MWH_RUN_KEY');
      const run = startMwh(
        ['run', '--harness', 'codex', '--credential', 'environment', '--config-home', join(dir, 'codex-capture-home'), '--capture', capture, ...cliArgs.map((arg) => `--cli-arg=${arg}`), 'Say something.'],
        { cwd: dir, env: { ...bareEnv(), MWH_RUN_KEY: 'sk-mwh-capture-key' } },
      );
      const result = await run.done;
      expect(result.status, result.stderr).toBe(0);
      const replay = mwh(['replay', capture], { cwd: dir, env: bareEnv() });
      expect(replay.status, replay.stderr).toBe(0);
      expect(replay.stdout).toContain('Recorded for replay.\n── verdict: success');
    } finally {
      await mock.close();
    }
  });

  it('keeps no thread record with --no-thread-record, and with --no-thread-retry ends a thread codex lost resume-not-found, not started afresh', async () => {
    const mock = await startResponsesMock({ replies: [textReply('Unrecorded.'), textReply('Recorded.'), textReply('never sent')] });
    try {
      const cliArgs = codexMockProviderArgs(mock.url, {}, 'MWH_RUN_KEY').map((arg) => `--cli-arg=${arg}`);
      const home = join(dir, 'codex-thread-home');
      const run = (...args: string[]) => startMwh(['run', '--harness', 'codex', '--credential', 'environment', '--config-home', home, ...cliArgs, ...args], { cwd: dir, env: { ...bareEnv(), MWH_RUN_KEY: 'sk-mwh-thread-key' } }).done;
      const unrecorded = await run('--thread', 'unkept', '--no-thread-record', 'Hi.');
      expect(unrecorded.status, unrecorded.stderr).toBe(0);
      expect(existsSync(join(home, 'mwh', 'threads'))).toBe(false);
      const recorded = await run('--thread', 'kept', 'Hi.');
      expect(recorded.status, recorded.stderr).toBe(0);
      expect(readdirSync(join(home, 'mwh', 'threads'))).toHaveLength(1);
      // codex loses the thread (its rollouts gone): tried once, the round says so and sends nothing to the model.
      await rm(join(home, 'sessions'), { recursive: true, force: true });
      const lost = await run('--thread', 'kept', '--no-thread-retry', 'Again.');
      expect(lost.status).toBe(1);
      expect(lost.stdout).toContain('── verdict: resume-not-found');
      expect(mock.responseRequests()).toHaveLength(2);
      expect(readdirSync(join(home, 'mwh', 'threads'))).toHaveLength(0);
    } finally {
      await mock.close();
    }
  });

  it('runs codex through codex exec --json with --codex-mode exec, its capture replaying the same, and refuses the option where it means nothing', async () => {
    const mock = await startResponsesMock({ replies: [textReply('Answered by exec.')] });
    try {
      const capture = join(dir, 'codex-exec-round.jsonl');
      const cliArgs = codexMockProviderArgs(mock.url, {}, 'MWH_RUN_KEY');
      const run = startMwh(
        ['run', '--harness', 'codex', '--codex-mode', 'exec', '--credential', 'environment', '--config-home', join(dir, 'codex-exec-home'), '--capture', capture, ...cliArgs.map((arg) => `--cli-arg=${arg}`), 'Say something.'],
        { cwd: dir, env: { ...bareEnv(), MWH_RUN_KEY: 'sk-mwh-exec-key-123' } },
      );
      const result = await run.done;
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('Answered by exec.\n');
      expect(JSON.parse(readFileSync(capture, 'utf8').split('\n')[0]!)).toMatchObject({ harness: 'codex', outputMode: 'exec' });
      const replay = mwh(['replay', capture], { cwd: dir, env: bareEnv() });
      expect(replay.status, replay.stderr).toBe(0);
      expect(replay.stdout).toContain('Answered by exec.\n── verdict: success');
    } finally {
      await mock.close();
    }
    for (const [args, said] of [
      [['--harness', 'codex', '--codex-mode', 'rpc'], '--codex-mode must be app-server or exec, not "rpc".'],
      [['--harness', 'claude', '--codex-mode', 'exec'], '--codex-mode is for --harness codex.'],
    ] as const) {
      const refused = mwh(['run', ...args, 'hi'], { cwd: dir, env: bareEnv() });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toBe(`mwh: ${said}\n`);
    }
  });

  it('ends a codex that retries without progress after the retry bound, with a verdict that says what to do, and mwh replay says it again', async () => {
    // Every stream breaks after its headers; codex is allowed many retries, and the idle bound
    // is off: only the retry bound can end this round.
    const mock = await startResponsesMock({ replies: [], fallback: { kind: 'stream', output: [], ending: 'drop' } });
    try {
      const capture = join(dir, 'codex-retry.jsonl');
      const cliArgs = codexMockProviderArgs(mock.url, { 'model_providers.mock.stream_max_retries': '100', 'model_providers.mock.request_max_retries': '100' }, 'MWH_RUN_KEY');
      const run = startMwh(
        ['run', '--harness', 'codex', '--credential', 'environment', '--config-home', join(dir, 'codex-home'), '--idle-timeout', '0', '--retry-bound', '2', '--capture', capture, ...cliArgs.map((arg) => `--cli-arg=${arg}`), 'Hello?'],
        { cwd: dir, env: { ...bareEnv(), MWH_RUN_KEY: 'sk-mwh-retry-key' } },
      );
      const result = await run.done;
      expect(result.status, result.stderr).toBe(1);
      expect(result.stdout).toContain('── verdict: failed');
      expect(result.stdout).toMatch(/retried for [\d.]+ s without progress \(\d+ retry notices?\) and was stopped: it is offline or not signed in/);
      expect(result.stdout).toContain('codex login');
      expect(result.stdout).not.toContain('sk-mwh-retry-key');
      // The replay prints the same failure, up to the sign-in remedy, which only a live round can name.
      const failure = result.stdout.slice(result.stdout.indexOf('── verdict'), result.stdout.indexOf('\n→') + 1);
      expect(failure).toMatch(/^── verdict: failed[^]*retried for [\d.]+ s without progress/);
      const replay = mwh(['replay', capture], { cwd: dir, env: bareEnv() });
      expect(replay.status, replay.stderr).toBe(1);
      expect(replay.stdout.slice(replay.stdout.indexOf('── verdict'))).toBe(failure);
    } finally {
      await mock.close();
    }
  });

  it('names the sign-in remedy and the credential variable it removed when claude is not signed in', async () => {
    const mock = await startAnthropicMock({ replies: [textMessage(['never sent'])] });
    try {
      const run = startMwh(['run', '--harness', 'claude', '--config-home', join(dir, 'claude-signed-out'), 'Hi.'], {
        cwd: dir,
        env: { ...bareEnv(), ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-present-but-removed', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
      });
      const result = await run.done;
      expect(result.status, result.stderr).toBe(1);
      expect(result.stdout).toContain('── verdict: auth-required');
      expect(result.stdout).toContain('→ Sign in with `claude auth login` (or make a long-lived token with `claude setup-token`), or set ANTHROPIC_API_KEY and run mwh with --credential environment.\n');
      expect(result.stdout).toContain('→ ANTHROPIC_API_KEY is set here, but mwh run removes credential variables by default so the CLI uses its own login; add --credential environment to use it.\n');
      expect(result.stdout).not.toContain('sk-ant-present-but-removed');
    } finally {
      await mock.close();
    }
  });

  it('does not advise --credential environment to a user who gave it and whose key was refused', async () => {
    const mock = await startAnthropicMock({ replies: [], fallback: errorResponse(401) });
    try {
      const run = startMwh(['run', '--harness', 'claude', '--credential', 'environment', '--config-home', join(dir, 'claude-refused'), 'Hi.'], {
        cwd: dir,
        env: { ...bareEnv(), ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-refused-key', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
      });
      const result = await run.done;
      expect(result.status, result.stderr).toBe(1);
      expect(result.stdout).toContain('── verdict: auth-required');
      expect(result.stdout).toContain(
        '→ ANTHROPIC_API_KEY went to the CLI as set here (--credential environment): check that it is valid, or sign in with `claude auth login` and run mwh without --credential environment.\n',
      );
      expect(result.stdout).not.toMatch(/run mwh with --credential environment|add --credential environment/);
    } finally {
      await mock.close();
    }
  });

  it.each([
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)('cancels a codex round on %s, prints the verdict, exits %i, and leaves no codex running', async (signal, exitCode) => {
    // The model never answers: only the signal ends this round.
    const mock = await startResponsesMock({ replies: [], fallback: { kind: 'stall' } });
    try {
      const cliArgs = codexMockProviderArgs(mock.url, {}, 'MWH_RUN_KEY');
      const run = startMwh(['run', '--harness', 'codex', '--credential', 'environment', '--config-home', join(dir, `codex-${signal}`), ...cliArgs.map((arg) => `--cli-arg=${arg}`), 'Hello?'], {
        cwd: dir,
        env: { ...bareEnv(), MWH_RUN_KEY: 'sk-mwh-signal-key' },
      });
      // The turn started: codex asked the model.
      await until(() => mock.requests.length > 0);
      expect(processesNaming(mock.url).length).toBeGreaterThan(0);
      run.child.kill(signal);
      const result = await run.done;
      expect(result.status, result.stderr).toBe(exitCode);
      expect(result.stdout).toContain('── verdict: incomplete');
      // The sentence says the round was cancelled; mwh's own reason is not the CLI's report.
      expect(result.stdout).toContain('The answer was cancelled.');
      expect(result.stdout).not.toContain('mwh received');
      expect(processesNaming(mock.url)).toEqual([]);
    } finally {
      await mock.close();
    }
  });

  it('cancels the round through the kill ladder when its stdout closes, exits 141 with no stack, and leaves no process', async () => {
    // A stand-in claude (no real CLI can be made to run a tool on demand here): it starts a tool
    // in its own process group, as claude's Bash does, and ends that group only on SIGTERM; then
    // it streams text until stopped. The tool outlives a SIGKILL of claude's group.
    const { work, fake } = await standInClaude(
      'pipe-closed',
      `import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const tool = spawn('/bin/sh', ['-c', 'tail -f /dev/null; :'], { detached: true, stdio: 'ignore' });
writeFileSync('tool.pid', String(tool.pid));
process.on('SIGTERM', () => { try { process.kill(-tool.pid, 'SIGKILL'); } catch {} process.exit(143); });
${STREAM_START}
setInterval(() => line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'tick\\n' } } }), 50);
`,
    );
    const run = startMwh(['run', '--harness', 'claude', '--command', fake, '--cwd', work, '--config-home', join(work, 'home'), 'Hello?'], { cwd: work, env: bareEnv() });
    // As `| head -1`: the reader takes the first output and goes away.
    run.child.stdout!.once('data', () => run.child.stdout!.destroy());
    await until(() => existsSync(join(work, 'tool.pid')));
    const toolPid = Number(readFileSync(join(work, 'tool.pid'), 'utf8'));
    const result = await run.done;
    expect(result.status, result.stderr).toBe(141);
    expect(result.stderr).toBe(`mwh: claude from ${fake}\n`);
    await until(() => !running(toolPid));
    expect(processesNaming(fake)).toEqual([]);
  });

  it('on Ctrl-C prints the partial answer once and the cancel as its own sentence, not as what the CLI reported', async () => {
    const { work, fake } = await standInClaude(
      'one-sigint',
      `process.on('SIGTERM', () => process.exit(143));
${STREAM_START}
line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'partial answer' } } });
setInterval(() => {}, 1000);
`,
    );
    const run = startMwh(['run', '--harness', 'claude', '--command', fake, '--cwd', work, '--config-home', join(work, 'home'), 'Hello?'], { cwd: work, env: bareEnv() });
    await until(() => run.stdout().includes('partial answer'));
    run.child.kill('SIGINT');
    const result = await run.done;
    expect(result.status, result.stderr).toBe(130);
    expect(result.stdout.match(/partial answer/g)).toHaveLength(1);
    expect(result.stdout).toContain('The answer was cancelled. The CLI exited with code 143.');
    expect(result.stdout).not.toContain('mwh received');
  });

  it.each([
    ['cancelled by Ctrl-C', 'sigint', [] as string[]],
    ['ended by the idle bound', 'idle', ['--idle-timeout', '1']],
  ])('a round %s and the replay of its capture print the same failure block', async (_, name, extra) => {
    const { work, fake } = await standInClaude(
      `replayed-${name}`,
      `process.on('SIGTERM', () => process.exit(143));
${STREAM_START}
line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'partial answer' } } });
setInterval(() => {}, 1000);
`,
    );
    const capture = join(work, 'round.jsonl');
    const run = startMwh(['run', '--harness', 'claude', '--command', fake, '--cwd', work, '--config-home', join(work, 'home'), ...extra, '--capture', capture, 'Hello?'], {
      cwd: work,
      env: bareEnv(),
    });
    await until(() => run.stdout().includes('partial answer'));
    if (name === 'sigint') run.child.kill('SIGINT');
    const live = await run.done;
    const replay = mwh(['replay', capture], { cwd: work, env: bareEnv() });
    expect(replay.status, replay.stderr).toBe(1);
    const block = (stdout: string) => stdout.slice(stdout.indexOf('── verdict'));
    expect(block(live.stdout)).toContain(name === 'sigint' ? 'The answer was cancelled.' : '(the idle bound) and was stopped.');
    expect(block(replay.stdout)).toBe(block(live.stdout));
  });

  it('on a second Ctrl-C leaves at once with its output line ended and no empty capture file', async () => {
    // A stand-in claude that streams text without a line end and ignores the kill ladder's
    // SIGTERM, so the round is still ending when the second SIGINT comes.
    const { work, fake } = await standInClaude(
      'double-sigint',
      `process.on('SIGTERM', () => {});
process.on('SIGINT', () => {});
${STREAM_START}
line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'partial' } } });
setInterval(() => {}, 1000);
`,
    );
    const capture = join(work, 'double.jsonl');
    // Leaving at once, mwh never removes the round's scratch folder (claude-round.ts makes it in the
    // temp folder): TMPDIR puts it under `dir`, which afterAll removes, not in /tmp.
    const run = startMwh(['run', '--harness', 'claude', '--command', fake, '--cwd', work, '--config-home', join(work, 'home'), '--capture', capture, 'Hello?'], {
      cwd: work,
      env: { ...bareEnv(), TMPDIR: work },
    });
    try {
      await until(() => run.stdout().includes('partial'));
      run.child.kill('SIGINT');
      // Later than a launcher's copy of the first, which is not a second Ctrl-C (cancel-signals.ts).
      await new Promise((resolve) => setTimeout(resolve, REPEAT_MS + 200));
      run.child.kill('SIGINT');
      const result = await run.done;
      expect(result.status, result.stderr).toBe(130);
      expect(result.stdout.endsWith('partial\n')).toBe(true);
      expect(result.stderr).toBe(`mwh: claude from ${fake}\nmwh: left at once on a second signal; no capture was saved.\n`);
      expect(existsSync(capture)).toBe(false);
    } finally {
      for (const pid of processesNaming(fake)) process.kill(pid, 'SIGKILL');
    }
  });
});

/** A stand-in claude's start: it reads stdin, and its stream begins a message. */
const STREAM_START = `process.stdin.resume();
const line = (value) => process.stdout.write(JSON.stringify(value) + '\\n');
line({ type: 'system', subtype: 'init', session_id: 'stand-in', model: 'fake-model' });
line({ type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_1' } } });`;

/** A stand-in claude in a folder of its own under `dir`: no real CLI can be made to misbehave on demand. */
async function standInClaude(name: string, script: string): Promise<{ work: string; fake: string }> {
  const work = join(dir, name);
  await mkdir(work, { recursive: true });
  const fake = join(work, `${name}-claude.mjs`);
  await writeFile(fake, `#!/usr/bin/env node\n${script}`, { mode: 0o755 });
  return { work, fake };
}

/** Whether the process exists and is not a zombie waiting to be reaped. */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
