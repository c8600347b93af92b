/**
 * Capturing a user's own invocation of a CLI: the command runs exactly as given, its stdin,
 * stdout and stderr pass through unchanged, and every byte is recorded in the capture format
 * that replay reads. Values of secret-looking variables are redacted from what is recorded.
 */
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { Harness } from '@mwh/protocol-core';
import { CaptureRecorder, type CaptureSink } from './capture-sink.js';
import { environmentSecrets } from '../secrets/found-secrets.js';

export interface CaptureCommandOptions {
  harness: Harness;
  command: string;
  args: readonly string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** Where the user's bytes come from and go to: passed through unchanged. */
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  sink: CaptureSink;
  /** More values to keep out of the capture. */
  secrets?: readonly string[];
  /** Signals for the command (the caller forwards the ones it receives). */
  onChild?: (kill: (signal: NodeJS.Signals) => void) => void;
}

export interface CaptureCommandResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  spawnError?: Error;
}

export function captureCommand(options: CaptureCommandOptions): Promise<CaptureCommandResult> {
  const env = Object.fromEntries(Object.entries(options.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const recorder = new CaptureRecorder(options.sink, {
    harness: options.harness,
    cli: { name: options.harness, version: 'unknown' },
    argv: [options.command, ...options.args],
    env,
    secrets: [...environmentSecrets(env), ...(options.secrets ?? [])],
  });
  return new Promise((resolve) => {
    const child = spawn(options.command, [...options.args], { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    options.onChild?.((signal) => child.kill(signal));
    let spawnError: Error | undefined;
    const onInput = (chunk: Buffer) => {
      recorder.chunk('stdin', chunk);
      if (child.stdin.writable) child.stdin.write(chunk);
    };
    const onInputEnd = () => child.stdin.end();
    options.stdin.on('data', onInput);
    options.stdin.once('end', onInputEnd);
    // A CLI that exits without reading all of its input is no failure of the capture.
    child.stdin.on('error', () => {});
    child.stdout.on('data', (chunk: Buffer) => {
      recorder.chunk('stdout', chunk);
      options.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      recorder.chunk('stderr', chunk);
      options.stderr.write(chunk);
    });
    child.once('error', (error) => (spawnError = error));
    // The recorder's end never rejects: the listener's promise cannot be an unhandled rejection.
    child.once('close', async (code, signal) => {
      options.stdin.off('data', onInput);
      options.stdin.off('end', onInputEnd);
      // The user's stdin is no longer wanted: it must not keep this process alive.
      options.stdin.pause();
      await recorder.end({
        exitCode: code,
        signal,
        ...(spawnError ? { spawnError: { name: spawnError.name, message: spawnError.message, ...((spawnError as NodeJS.ErrnoException).code ? { code: (spawnError as NodeJS.ErrnoException).code } : {}) } } : {}),
      } as Parameters<CaptureRecorder['end']>[0]);
      resolve({ exitCode: code, signal, ...(spawnError ? { spawnError } : {}) });
    });
  });
}
