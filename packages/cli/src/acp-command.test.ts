import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, ndJsonStream, type SessionUpdate } from '@agentclientprotocol/sdk';
import { installedCli } from '@mwh/conformance';
import { isMainTurn, startAnthropicMock, textMessage } from '@mwh/mock-servers';
import { mwh, mwhBin } from './test-support/mwh-process.js';

// `mwh acp` as an editor starts it: its own process, the ACP SDK's client on its stdin and
// stdout, the real Claude Code behind it and the loopback Anthropic mock in front of that.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(homedir(), '.cache-mwh-acp-command-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Only node's folder on PATH: no claude there. */
const bareEnv = () => ({ PATH: dirname(process.execPath), HOME: dir, NO_COLOR: '1' });

/** Live processes standing in `cwd`, wherever they were re-parented. */
function pidsInCwd(cwd: string): number[] {
  return readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      return readlinkSync(`/proc/${name}/cwd`) === cwd && !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
    } catch {
      return false;
    }
  }).map(Number);
}

/** `mwh acp` for claude, its CLI pointed at the Anthropic mock at `url`, on pipes. */
function spawnAcp(url: string) {
  return spawn(
    process.execPath,
    [mwhBin, 'acp', '--harness', 'claude', '--command', installedCli('claude').command, '--credential', 'environment', '--config-home', join(dir, 'claude-home'), '--sessions-dir', join(dir, 'sessions')],
    {
      cwd: dir,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...bareEnv(), ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: 'sk-ant-mwh-acp-process', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
    },
  );
}

describe('mwh acp', () => {
  it.each([
    [[], /^mwh: acp needs --harness claude, codex or gemini\.\n$/],
    [['--harness', 'aider'], /^mwh: --harness must be claude, codex or gemini, not "aider"\.\n$/],
    [['--harness', 'claude', 'hello'], /^mwh: acp takes no message, not "hello": the editor sends the prompts\.\n$/],
    [['--harness', 'claude', '--credential', 'token'], /^mwh: --credential must be stored, cli-login or environment, not "token"\.\n$/],
  ])('refuses %j in one sentence, exit 2, nothing on stdout', (args, sentence) => {
    const result = mwh(['acp', ...args], { cwd: dir, env: bareEnv() });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(sentence);
  });

  it('serves a prompt over stdio, writes only ACP messages to stdout, and leaves no CLI when the editor goes away mid-answer', async () => {
    const side = { name: 'side', match: (r: Parameters<typeof isMainTurn>[0]) => !isMainTurn(r), reply: textMessage('side') };
    const mock = await startAnthropicMock({ routes: [side], replies: [textMessage(['Served ', 'over stdio.']), textMessage(['half ', 'of it'], { interrupt: { afterDeltas: 1, mode: 'stall' } })] });
    const cwd = join(dir, 'work');
    await mkdir(cwd, { recursive: true });
    // Spawned, not with startMwh: the client reads stdout as bytes, and the test keeps a copy.
    const child = spawnAcp(mock.url);
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', (status) => resolve(status)));
    const updates: SessionUpdate[] = [];
    try {
      let onUpdate: ((update: SessionUpdate) => void) | undefined;
      const app = client({ name: 'mwh-acp-process-test' }).onNotification('session/update', ({ params }) => {
        updates.push(params.update);
        onUpdate?.(params.update);
      });
      const connection = app.connect(ndJsonStream(Writable.toWeb(child.stdin!) as WritableStream<Uint8Array>, Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>));
      const init = await connection.agent.request('initialize', { protocolVersion: 1, clientCapabilities: {} });
      expect(init.agentInfo?.name).toBe('mwh-claude');
      const { sessionId } = await connection.agent.request('session/new', { cwd, mcpServers: [] });
      expect((await connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Say something.' }] })).stopReason).toBe('end_turn');
      expect(updates.map((u) => (u.sessionUpdate === 'agent_message_chunk' && u.content.type === 'text' ? u.content.text : '')).join('')).toBe('Served over stdio.');

      // The second answer hangs after its first piece: the editor closes the agent's stdin then.
      let running: number[] = [];
      const begun = new Promise<void>((resolve) => {
        onUpdate = (update) => {
          if (update.sessionUpdate !== 'agent_message_chunk' || running.length) return;
          running = pidsInCwd(cwd);
          resolve();
        };
      });
      const hanging = connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Go on.' }] }).catch((error: unknown) => error);
      await begun;
      expect(running.length).toBeGreaterThan(0);
      child.stdin!.end();
      const status = await exited;
      await hanging;
      expect(status, stderr).toBe(0);
      expect(pidsInCwd(cwd)).toEqual([]);
      // stdout was the protocol's: every line a JSON-RPC message.
      const lines = Buffer.concat(out).toString('utf8').split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
      expect(stderr).toMatch(/^mwh: acp agent for claude 2\.1\.332 from \S+\n/);
    } finally {
      child.kill('SIGKILL');
      await mock.close();
    }
  });

  it('stops gracefully when the editor stops reading its stdout mid-answer: exit 141, no CLI left', async () => {
    const side = { name: 'side', match: (r: Parameters<typeof isMainTurn>[0]) => !isMainTurn(r), reply: textMessage('side') };
    const mock = await startAnthropicMock({ routes: [side], replies: [textMessage(['half ', 'of it'], { interrupt: { afterDeltas: 1, mode: 'stall' } })] });
    const cwd = join(dir, 'work-epipe');
    await mkdir(cwd, { recursive: true });
    const child = spawnAcp(mock.url);
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', (status) => resolve(status)));
    try {
      let running: number[] = [];
      const begun = new Promise<void>((resolve) => {
        const app = client({ name: 'mwh-acp-epipe-test' }).onNotification('session/update', ({ params }) => {
          if (params.update.sessionUpdate !== 'agent_message_chunk' || running.length) return;
          running = pidsInCwd(cwd);
          resolve();
        });
        const connection = app.connect(ndJsonStream(Writable.toWeb(child.stdin!) as WritableStream<Uint8Array>, Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>));
        void (async () => {
          await connection.agent.request('initialize', { protocolVersion: 1, clientCapabilities: {} });
          const { sessionId } = await connection.agent.request('session/new', { cwd, mcpServers: [] });
          void connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Go on.' }] }).catch(() => undefined);
          await begun;
          // Nobody reads stdout any more; the answer to this (the prompt runs) is written into a closed pipe.
          child.stdout!.destroy();
          void connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text: 'Again.' }] }).catch(() => undefined);
        })().catch(() => undefined);
      });
      await begun;
      // The set-up: the CLI was running when stdout closed.
      expect(running.length).toBeGreaterThan(0);
      const status = await exited;
      expect(status, stderr).toBe(141);
      expect(pidsInCwd(cwd)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      await mock.close();
    }
  });
});
