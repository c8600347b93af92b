/**
 * An Agent Client Protocol agent the kit checks: the user's command line started through the
 * shell in a process group of its own, its stdin and stdout the protocol's (newline-delimited
 * JSON-RPC), recorded byte-exact as a capture as they pass, so that the judge reads what the
 * agent wrote, not what a client library made of it. Stopping ends the whole group: the CLI the
 * agent started under it goes too, and no process outlives the scenario.
 */
import { spawn } from 'node:child_process';
import { captureHeader, type Capture, type CaptureChunk, type Harness } from '@mwh/protocol-core';

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
  /** Ends the process group (SIGTERM, then SIGKILL after `graceMs`) and resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/** The last bytes of stderr kept, in the capture: what an agent says when it dies is at the end. */
const STDERR_KEPT = 64 * 1024;

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
  child.stderr.on('data', (chunk: Buffer) => {
    // Past the bound only its count grows: the capture stays small whatever the agent logs.
    stderrBytes += chunk.length;
    if (stderrBytes <= STDERR_KEPT) record('stderr', chunk);
  });
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
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
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const groupGone = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 0);
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
    async stop(graceMs = 3_000) {
      if (child.exitCode === null && child.signalCode === null) child.stdin.end();
      signalGroup('SIGTERM');
      // The shell may be gone while the agent or its CLI lives on in the group: wait for the group.
      const deadline = performance.now() + graceMs;
      while (!groupGone() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (!groupGone()) signalGroup('SIGKILL');
      await exited;
      if (stderrBytes > STDERR_KEPT) record('stderr', new TextEncoder().encode(`\n[mwh: ${stderrBytes - STDERR_KEPT} more bytes of stderr left out]\n`));
    },
  };
}
