/**
 * One ACP agent process driven as an editor drives it, timed from the spawn: `initialize` written
 * at once, `session/new` when it is answered, a prompt when that is, a second prompt when the
 * first is answered; the time of each answer and of each prompt's first `agent_message_chunk`.
 * A minimal newline-delimited JSON-RPC client of its own, not the SDK's, so the client's cost is
 * the same small one for every agent. The tree's resident memory is sampled throughout, and its
 * CPU time read at the answer to `initialize` and at the first chunk.
 */
import { spawn } from 'node:child_process';
import { TreeMemoryPeak, processTree } from './process-tree-usage.js';

export interface AcpAgentCommand {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

/** Milliseconds from the spawn (`*At`) or from the request (`*Ms`), and the tree's peak. */
export interface AcpTimings {
  initializedAt: number;
  sessionNewMs: number;
  firstChunkMs: number;
  firstChunkAt: number;
  secondFirstChunkMs: number;
  peakRssKiB: number;
  /** CPU time of the whole tree from the spawn to the answer to `initialize`, and to the first chunk. */
  cpuToInitializeMs: number;
  cpuToFirstChunkMs: number;
}

interface RpcMessage {
  id?: number | string;
  method?: string;
  params?: { update?: { sessionUpdate?: string } };
  result?: unknown;
  error?: unknown;
}

/** How long any one step may take before the run is given up (an agent that hangs fails the bench). */
const STEP_TIMEOUT_MS = 60_000;
/** An agent that does not exit once its input closed (both peers wait for a signal) is stopped after this. */
const EXIT_GRACE_MS = 1_500;

export async function timedAcpSession(agent: AcpAgentCommand, prompts: readonly [string, string]): Promise<AcpTimings> {
  const spawned = performance.now();
  const since = () => performance.now() - spawned;
  const child = spawn(agent.command, agent.args, { cwd: agent.cwd, env: agent.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  const memory = new TreeMemoryPeak(child.pid!);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
  let fail!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  const exited = new Promise<void>((resolve) =>
    child.on('close', (code, signal) => {
      resolve();
      fail(new Error(`the agent exited (${signal ?? code}) before the session ended: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    }),
  );
  child.on('error', (error) => fail(error));
  child.stdin.on('error', () => undefined);

  const answers = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let onChunk: (() => void) | undefined;
  const handle = (message: RpcMessage) => {
    if (message.method === 'session/update') {
      if (message.params?.update?.sessionUpdate === 'agent_message_chunk') onChunk?.();
    } else if (message.method !== undefined && message.id !== undefined) {
      // A request of the agent's (a permission, a file): the bench's prompts need none; refuse it.
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'not offered' } })}\n`);
    } else if (typeof message.id === 'number') {
      const answer = answers.get(message.id);
      answers.delete(message.id);
      if (message.error !== undefined) answer?.reject(new Error(`the agent answered with ${JSON.stringify(message.error).slice(0, 300)}`));
      else answer?.resolve(message.result);
    }
  };
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        handle(JSON.parse(line) as RpcMessage);
      } catch {
        fail(new Error(`the agent wrote a line that is not JSON: ${line.slice(0, 200)}`));
      }
    }
  });
  let nextId = 0;
  const within = <T>(promise: Promise<T>, what: string): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the agent did not answer ${what} in ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS)));
    return Promise.race([promise, failed, late]).finally(() => clearTimeout(timer));
  };
  const request = <T>(method: string, params: unknown): Promise<T> => {
    const id = nextId++;
    const answered = new Promise<T>((resolve, reject) => answers.set(id, { resolve: resolve as (result: unknown) => void, reject }));
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    return within(answered, method);
  };
  /** A prompt: the time to its first chunk from when it was sent, and from the spawn; resolves once answered. */
  const prompt = async (sessionId: string, text: string) => {
    const sent = performance.now();
    let chunkAt: number | undefined;
    let cpuMs = 0;
    onChunk = () => {
      if (chunkAt !== undefined) return;
      chunkAt = performance.now();
      cpuMs = memory.sample().cpuMs;
    };
    await request('session/prompt', { sessionId, prompt: [{ type: 'text', text }] });
    onChunk = undefined;
    if (chunkAt === undefined) throw new Error('the agent answered the prompt without an agent_message_chunk');
    return { ms: chunkAt - sent, at: chunkAt - spawned, cpuMs };
  };

  try {
    await request('initialize', { protocolVersion: 1, clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false }, clientInfo: { name: 'mwh-bench', version: '0.0.0' } });
    const initializedAt = since();
    const cpuToInitializeMs = memory.sample().cpuMs;
    const newSent = performance.now();
    const { sessionId } = await request<{ sessionId: string }>('session/new', { cwd: agent.cwd, mcpServers: [] });
    const sessionNewMs = performance.now() - newSent;
    const first = await prompt(sessionId, prompts[0]);
    const second = await prompt(sessionId, prompts[1]);
    memory.sample();
    return { initializedAt, sessionNewMs, firstChunkMs: first.ms, firstChunkAt: first.at, secondFirstChunkMs: second.ms, peakRssKiB: memory.peakKiB, cpuToInitializeMs, cpuToFirstChunkMs: first.cpuMs };
  } finally {
    memory.stop();
    await stop(child.pid!, exited, () => child.stdin.end());
  }
}

/** Input closed; then SIGTERM and SIGKILL to every process of the tree that is left, each in its group. */
async function stop(pid: number, exited: Promise<void>, closeInput: () => void): Promise<void> {
  const tree = processTree(pid);
  closeInput();
  const gone = (ms: number) => Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
  if (await gone(EXIT_GRACE_MS)) return;
  const signal = (name: NodeJS.Signals) => {
    for (const member of [...tree, ...processTree(pid)]) {
      try {
        process.kill(-member, name);
      } catch {
        try {
          process.kill(member, name);
        } catch {
          // Gone already.
        }
      }
    }
  };
  signal('SIGTERM');
  if (await gone(5_000)) return;
  signal('SIGKILL');
  await exited;
}
