import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startAcpAgent, type AcpAgentProcess } from './acp-agent-process.js';

/** Alive and not a zombie (a container's PID 1 may never reap an orphan). */
function isAlive(pid: number): boolean {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = text.slice(text.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Quoted for `/bin/sh -c`. */
const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function agent(script: string): AcpAgentProcess {
  return startAcpAgent({ command: `exec ${quoted(process.execPath)} -e ${quoted(script)}`, harness: 'claude', cwd: tmpdir(), env: { PATH: process.env.PATH ?? '' } });
}

function stdoutOf(proc: AcpAgentProcess): string {
  return proc.capture.chunks.filter((c) => c.stream === 'stdout').map((c) => new TextDecoder().decode(c.bytes)).join('');
}

function stderrOf(proc: AcpAgentProcess): string {
  return proc.capture.chunks.filter((c) => c.stream === 'stderr').map((c) => new TextDecoder().decode(c.bytes)).join('');
}

/** An agent that starts a CLI in a process group of its own, as harness-core's CliProcess does, and says its pid. */
const SPAWNS_DETACHED = `
  const { spawn } = require('node:child_process');
  const cli = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { detached: true, stdio: 'ignore' });
  process.stdout.write('cli ' + cli.pid + '\\n');
  setInterval(() => {}, 1 << 30);
`;

async function cliPid(proc: AcpAgentProcess): Promise<number> {
  // Read the stream so its chunks are recorded; the pid is on the first line.
  const reader = proc.output.getReader();
  while (!/cli \d+\n/.test(stdoutOf(proc))) {
    const { done } = await reader.read();
    if (done) break;
  }
  reader.releaseLock();
  const pid = Number(/cli (\d+)\n/.exec(stdoutOf(proc))?.[1]);
  expect(isAlive(pid)).toBe(true);
  return pid;
}

describe('startAcpAgent', () => {
  it('stop ends the CLI the agent started in a group of its own when the agent exits at SIGTERM', async () => {
    const proc = agent(SPAWNS_DETACHED);
    const pid = await cliPid(proc);
    await proc.stop(60_000);
    expect(isAlive(pid)).toBe(false);
  }, 30_000);

  it('stop kills the agent and its CLI\'s group after the grace when the agent ignores SIGTERM', async () => {
    const proc = agent(`process.on('SIGTERM', () => {}); ${SPAWNS_DETACHED}`);
    const pid = await cliPid(proc);
    await proc.stop(300);
    expect(proc.capture.exit?.signal).toBe('SIGKILL');
    expect(isAlive(pid)).toBe(false);
  }, 30_000);

  it('keeps the last bytes of a long stderr, and says how many went', async () => {
    const proc = agent(`process.stderr.write('x'.repeat(300 * 1024)); process.stderr.write('THE LAST WORDS\\n');`);
    await proc.exited;
    const stderr = stderrOf(proc);
    expect(stderr.endsWith('THE LAST WORDS\n')).toBe(true);
    expect(stderr).toMatch(/\[mwh: \d+ bytes of stderr left out\]/);
    expect(stderr.length).toBeLessThan(140 * 1024);
  }, 30_000);
});
