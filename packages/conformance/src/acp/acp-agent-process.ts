/**
 * An Agent Client Protocol agent the kit checks: the user's command line started through the
 * shell in a process group of its own, its stdin and stdout the protocol's (newline-delimited
 * JSON-RPC), recorded byte-exact as a capture as they pass, so that the judge reads what the
 * agent wrote, not what a client library made of it. Stopping ends the whole group: the CLI the
 * agent started under it goes too, and no process outlives the scenario.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { TextTail, captureHeader, type Capture, type CaptureChunk, type Harness } from '@mwh/protocol-core';

export interface AcpAgentProcessOptions {
  /** A command line, run by `/bin/sh -c`: `mwh acp --harness claude`, `npx claude-agent-acp`. */
  command: string;
  /** The CLI the agent drives, for the capture's header. */
  harness: Harness;
  cwd: string;
  /** The whole environment of the agent (nothing of mwh's own is added). */
  env: Record<string, string>;
}

export interface AcpAgentProcess {
  /** The agent's stdout as a web stream, for `ndJsonStream`; every chunk is recorded first. */
  readonly output: ReadableStream<Uint8Array>;
  /** The agent's stdin as a web stream; every chunk is recorded as it is written. */
  readonly input: WritableStream<Uint8Array>;
  /** The process's traffic so far; whole once `stop` resolved. */
  readonly capture: Capture;
  /** Resolves when the process has exited (its stdout closed). */
  readonly exited: Promise<void>;
  /**
   * Ends the process group and the groups of the agent's descendants (SIGTERM to the agent, then
   * SIGKILL to all after `graceMs`) and resolves once they are gone.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Stderr kept in the capture: its first bytes as they come, then its last ones, recorded when the
 * agent exits (what an agent says when it dies is at the end), and how many in between went.
 */
const STDERR_KEPT = 64 * 1024;

/**
 * How long a stopped agent gets before it is killed: more than harness-core's stop sequence of
 * the CLI under it (input closed, SIGTERM, SIGKILL: about 5 s), which a kill would cut short.
 */
const STOP_GRACE_MS = 8_000;

/** Parent pid and process group of each live process, read from /proc (Linux); empty elsewhere. */
function processTable(): Map<number, { ppid: number; pgrp: number }> {
  const table = new Map<number, { ppid: number; pgrp: number }>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return table;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; fields follow the last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z' || fields[0] === 'X') continue;
      table.set(Number(name), { ppid: Number(fields[1]), pgrp: Number(fields[2]) });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return table;
}

/** The process groups of `root`'s live descendants: a CLI spawned detached has its own. */
function descendantGroups(root: number): Set<number> {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const groups = new Set<number>();
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    for (const child of children.get(queue[i]!) ?? []) {
      queue.push(child);
      groups.add(table.get(child)!.pgrp);
    }
  }
  return groups;
}

export function startAcpAgent(options: AcpAgentProcessOptions): AcpAgentProcess {
  const started = performance.now();
  const at = () => Math.round((performance.now() - started) * 1000) / 1000;
  const capture: Capture = {
    header: captureHeader({
      harness: options.harness,
      cli: { name: 'acp agent', version: 'unknown' },
      argv: ['/bin/sh', '-c', options.command],
      env: Object.keys(options.env).sort(),
      startedAt: new Date().toISOString(),
    }),
    chunks: [],
  };
  const record = (stream: CaptureChunk['stream'], bytes: Uint8Array) => capture.chunks.push({ stream, t: at(), bytes: new Uint8Array(bytes) });
  const child = spawn('/bin/sh', ['-c', options.command], { cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  let stderrBytes = 0;
  // Past the first bytes, only the last are kept: the capture stays small whatever the agent logs.
  let laterStderr: { tail: TextTail; bytes: number } | undefined;
  child.stderr.on('data', (chunk: Buffer) => {
    if (!laterStderr && stderrBytes + chunk.length <= STDERR_KEPT) {
      stderrBytes += chunk.length;
      record('stderr', chunk);
      return;
    }
    laterStderr ??= { tail: new TextTail(STDERR_KEPT), bytes: 0 };
    laterStderr.tail.push(chunk);
    laterStderr.bytes += chunk.length;
  });
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      if (laterStderr) {
        const tail = new TextEncoder().encode(laterStderr.tail.end());
        const left = laterStderr.bytes - tail.length;
        if (left > 0) record('stderr', new TextEncoder().encode(`\n[mwh: ${left} bytes of stderr left out]\n`));
        record('stderr', tail);
      }
      capture.exit = { t: at(), code, signal };
      resolve();
    });
    // A shell that cannot start is an exit like any other: the client's requests then fail.
    child.once('error', () => resolve());
  });
  const output = new ReadableStream<Uint8Array>({
    start(controller) {
      child.stdout.on('data', (chunk: Buffer) => {
        record('stdout', chunk);
        controller.enqueue(new Uint8Array(chunk));
      });
      child.stdout.once('end', () => controller.close());
      child.stdout.once('error', (error) => controller.error(error));
    },
    cancel() {
      child.stdout.destroy();
    },
  });
  const input = new WritableStream<Uint8Array>({
    write(chunk) {
      record('stdin', chunk);
      return new Promise<void>((resolve, reject) => {
        if (!child.stdin.writable) return reject(new Error('the agent closed its stdin'));
        child.stdin.write(chunk, (error) => (error ? reject(error) : resolve()));
      });
    },
    close() {
      child.stdin.end();
    },
  });
  // A write to an agent that has gone is the client's failure to report, not an uncaught error.
  child.stdin.on('error', () => undefined);
  const signalGroup = (pgid: number, signal: NodeJS.Signals) => {
    try {
      process.kill(-pgid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const groupGone = (pgid: number) => {
    try {
      process.kill(-pgid, 0);
      return false;
    } catch {
      return true;
    }
  };
  return {
    output,
    input,
    capture,
    exited,
    async stop(graceMs = STOP_GRACE_MS) {
      const pid = child.pid;
      if (pid === undefined) return void (await exited);
      // The agent's group, and those of the CLIs it started detached (harness-core's CliProcess
      // gives each its own): known now, before the agent may exit and leave them orphaned.
      const groups = new Set([pid, ...descendantGroups(pid)]);
      if (child.exitCode === null && child.signalCode === null) child.stdin.end();
      signalGroup(pid, 'SIGTERM');
      // The shell may be gone while the agent or its CLI lives on: wait for every group, then
      // kill what is left, and whatever the agent started meanwhile.
      const deadline = performance.now() + graceMs;
      // A zombie left to a PID 1 that never reaps counts as gone: /proc says so, a signal 0 does not.
      const allGone = () => {
        const table = processTable();
        if (table.size === 0) return [...groups].every(groupGone);
        for (const { pgrp } of table.values()) if (groups.has(pgrp)) return false;
        return true;
      };
      let orphansTold = false;
      while (!allGone() && performance.now() < deadline) {
        for (const group of descendantGroups(pid)) groups.add(group);
        if (!orphansTold && groupGone(pid)) {
          // The agent is gone and left its CLIs behind: nobody else will stop them.
          orphansTold = true;
          for (const group of groups) signalGroup(group, 'SIGTERM');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const group of descendantGroups(pid)) groups.add(group);
      for (const group of groups) signalGroup(group, 'SIGKILL');
      await exited;
      // A SIGKILL lands at once, but /proc shows the end a moment later.
      for (let i = 0; i < 100 && !allGone(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
