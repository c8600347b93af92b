/**
 * `mwh acp` under acpx, a headless ACP client other people use, as its own process: acpx starts
 * the agent this workspace builds (`--agent`), the agent the pinned CLI, the CLI the loopback
 * model mock. One prompt whose tool the CLI asks about, allowed by acpx's --approve-all.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { codexMockProviderArgs, isMainTurn, MOCK_KEY_ENV, startAnthropicMock, startResponsesMock, textMessage, textReply, toolUseMessage } from '@mwh/mock-servers';
import type { Harness } from '@mwh/protocol-core';
import { mwhBin } from './test-support/mwh-process.js';
import { processesIn, processesNaming } from './test-support/processes-naming.js';

const acpxBin = join(createRequire(import.meta.url).resolve('acpx/package.json'), '..', JSON.parse(readFileSync(createRequire(import.meta.url).resolve('acpx/package.json'), 'utf8')).bin.acpx as string);

interface Model {
  url: string;
  requests(): number;
  close(): Promise<void>;
}

/** The model asks for a command that writes the file (the CLI asks permission first), then says "Over.". */
async function startModel(harness: Harness, file: string): Promise<Model> {
  const command = `echo made > ${file} && cat ${file}`;
  if (harness === 'claude') {
    const mock = await startAnthropicMock({
      routes: [{ name: 'side', match: (r) => !isMainTurn(r), reply: textMessage('side') }],
      replies: [toolUseMessage([{ name: 'Bash', id: 'toolu_acpx', input: { command, description: 'make the file' } }]), textMessage('Over.')],
    });
    return { url: mock.url, requests: () => mock.messageRequests().filter(isMainTurn).length, close: () => mock.close() };
  }
  const mock = await startResponsesMock({
    replies: [
      { kind: 'stream', output: [{ type: 'function_call', name: 'exec_command', callId: 'call_acpx', arguments: { cmd: command, login: false, tty: false, sandbox_permissions: 'require_escalated', justification: 'The test asks.' } }] },
      textReply('Over.'),
    ],
  });
  return { url: mock.url, requests: () => mock.responseRequests().length, close: () => mock.close() };
}

function run(command: string, args: string[], options: { cwd: string; env: Record<string, string> }): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe.each(['claude', 'codex'] as const)('mwh acp --harness %s under acpx', (harness) => {
  let root: string;
  let model: Model | undefined;
  beforeEach(async () => {
    // Outside /tmp: codex refuses a CODEX_HOME there.
    root = join(homedir(), '.cache', `mwh-acpx-test-${harness}-${randomBytes(6).toString('hex')}`);
    await mkdir(join(root, 'home'), { recursive: true });
    await mkdir(join(root, 'work'), { recursive: true });
  });
  afterEach(async () => {
    await model?.close();
    model = undefined;
    await rm(root, { recursive: true, force: true });
  });

  it('answers a prompt, asks acpx before the tool runs and does it once allowed, and exits clean', { timeout: 120_000 }, async () => {
    const cwd = join(root, 'work');
    const file = 'acpx-made.txt';
    model = await startModel(harness, file);
    const cli = findInstalledCli(harness);
    if (!cli) throw new Error(`${harness} is not installed`);
    const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(root, 'home'), LANG: 'C.UTF-8', NO_COLOR: '1' };
    const agent = [process.execPath, mwhBin, 'acp', '--harness', harness, '--command', cli.command, '--config-home', join(root, 'config'), '--sessions-dir', join(root, 'sessions')];
    if (harness === 'claude') {
      Object.assign(env, { ANTHROPIC_BASE_URL: model.url, ANTHROPIC_API_KEY: 'sk-ant-mock-key-0123456789', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' });
      agent.push('--credential', 'environment');
    } else {
      env[MOCK_KEY_ENV] = 'sk-openai-mock-key-9876543210';
      agent.push('--credential', 'cli-login', ...codexMockProviderArgs(model.url).map((arg) => `--cli-arg=${arg}`));
    }
    const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
    const result = await run(process.execPath, [acpxBin, '--agent', agent.map(quote).join(' '), '--cwd', cwd, '--approve-all', '--format', 'json', 'exec', 'Make the file.'], { cwd, env });
    expect(result.status, result.stderr).toBe(0);
    // acpx gone, nothing it started is left: not the agent (its --config-home names root), not the CLI (it ran in cwd).
    expect(processesNaming(root)).toEqual([]);
    expect(processesIn(cwd)).toEqual([]);
    const messages = result.stdout.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as Record<string, unknown>);
    // acpx prints the messages both ways: the agent's (ours) and its own answers.
    expect(messages).toContainEqual(expect.objectContaining({ result: expect.objectContaining({ agentInfo: expect.objectContaining({ name: `mwh-${harness}` }) }) }));
    const asked = messages.find((m) => m.method === 'session/request_permission') as { id: number; params: { toolCall: { toolCallId: string } } } | undefined;
    expect(asked).toBeDefined();
    expect(messages).toContainEqual({ jsonrpc: '2.0', id: asked!.id, result: { outcome: { outcome: 'selected', optionId: 'allow' } } });
    const updates = messages.flatMap((m) => (m.method === 'session/update' ? [(m.params as { update: Record<string, unknown> }).update] : []));
    const statuses = updates.filter((u) => u.toolCallId === asked!.params.toolCall.toolCallId && u.status).map((u) => u.status);
    expect(statuses).toEqual(['pending', 'in_progress', 'completed']);
    expect(updates.filter((u) => u.sessionUpdate === 'agent_message_chunk').map((u) => (u.content as { text: string }).text).join('')).toBe('Over.');
    expect(messages).toContainEqual(expect.objectContaining({ result: { stopReason: 'end_turn' } }));
    expect(readFileSync(join(cwd, file), 'utf8')).toBe('made\n');
    expect(model.requests()).toBe(2);
    // The session is kept for session/load, as the agent keeps every session.
    expect(existsSync(join(root, 'sessions'))).toBe(true);
  });
});
