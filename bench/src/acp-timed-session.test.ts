import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { timedAcpSession } from './acp-timed-session.js';

const dir = mkdtempSync(join(tmpdir(), 'mwh-bench-acp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in ACP agent: answers initialize and session/new, and each prompt with one chunk after
 * `delay` ms; it starts a child of its own (`sleep`), as an agent starts its CLI, and holds
 * `ballast` bytes so its tree's memory is known to be above the sleep's alone.
 */
function standIn(options: { delay: number; ballast: number; exitOnClose: boolean }): string {
  const file = join(dir, `agent-${options.delay}-${options.exitOnClose}.cjs`);
  writeFileSync(
    file,
    `const child = require('node:child_process').spawn('sleep', ['30'], { stdio: 'ignore' });
require('node:fs').writeFileSync(${JSON.stringify(file + '.pid')}, String(child.pid));
const ballast = Buffer.alloc(${options.ballast}, 1);
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');
let pending = '';
process.stdin.setEncoding('utf8').on('data', (text) => {
  const lines = (pending + text).split('\\n');
  pending = lines.pop();
  for (const line of lines) {
    const m = JSON.parse(line);
    if (m.method === 'initialize') send({ id: m.id, result: { protocolVersion: 1, n: ballast.length } });
    else if (m.method === 'session/new') send({ id: m.id, result: { sessionId: 's1' } });
    else if (m.method === 'session/prompt') setTimeout(() => {
      send({ method: 'session/update', params: { sessionId: 's1', update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'hi' } } } });
      send({ id: m.id, result: { stopReason: 'end_turn' } });
    }, ${options.delay});
  }
});
process.stdin.on('end', () => { if (${options.exitOnClose}) { child.kill(); process.exit(0); } });
`,
  );
  return file;
}

function processState(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!;
  } catch {
    return 'gone';
  }
}

describe('timedAcpSession', () => {
  it('times the answers and the first chunks from the spawn, and samples the whole tree', { timeout: 30_000 }, async () => {
    const agent = standIn({ delay: 150, ballast: 64 * 1024 * 1024, exitOnClose: true });
    const timings = await timedAcpSession({ command: process.execPath, args: [agent], cwd: dir, env: { PATH: process.env.PATH ?? '' } }, ['a', 'b']);
    expect(timings.firstChunkMs).toBeGreaterThanOrEqual(140);
    expect(timings.secondFirstChunkMs).toBeGreaterThanOrEqual(140);
    expect(timings.firstChunkAt).toBeGreaterThan(timings.initializedAt + timings.firstChunkMs - 1);
    // A node process's start is tens of ms of CPU: counted, and the first chunk comes after initialize.
    expect(timings.cpuToFirstChunkMs).toBeGreaterThan(0);
    expect(timings.cpuToFirstChunkMs).toBeGreaterThanOrEqual(timings.cpuToInitializeMs);
    // node, its 64 MiB and the sleep under it.
    expect(timings.peakRssKiB).toBeGreaterThan(64 * 1024);
  });

  it('stops an agent that stays after its input closed, and what it started', { timeout: 30_000 }, async () => {
    const agent = standIn({ delay: 0, ballast: 1, exitOnClose: false });
    await timedAcpSession({ command: process.execPath, args: [agent], cwd: dir, env: { PATH: process.env.PATH ?? '' } }, ['a', 'b']);
    const sleeper = Number(readFileSync(`${agent}.pid`, 'utf8'));
    expect(sleeper).toBeGreaterThan(0);
    // Gone, or a zombie left to a PID 1 that does not reap (as in some containers).
    expect(processState(sleeper)).toMatch(/^(gone|Z)$/);
  });

  it('fails a run whose agent goes away, with what it said', async () => {
    await expect(timedAcpSession({ command: '/bin/sh', args: ['-c', 'echo gone >&2; exit 3'], cwd: dir, env: { PATH: process.env.PATH ?? '' } }, ['a', 'b'])).rejects.toThrow(/exited \(3\).*gone/);
  });
});
