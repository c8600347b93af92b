/**
 * Turns what the user pointed `mwh replay` at into a capture: a capture file as it is, or a
 * raw stdout file (`claude ... > out.jsonl`) with the optional stdin, stderr and exit code.
 */
import { readFile } from 'node:fs/promises';
import { parseCapture, type Capture, type Harness } from '@mwh/protocol-core';
import { looksLikeClaudeStream } from '@mwh/protocol-claude';
import { looksLikeCodexStream } from '@mwh/protocol-codex';
import { UsageError } from './cli-error.js';

export interface RoundInput {
  file: string;
  harness?: Harness;
  stdinFile?: string;
  stderrFile?: string;
  exitCode?: number;
}

export async function loadRoundInput(input: RoundInput): Promise<Capture> {
  const bytes = await readInput(input.file);
  const text = Buffer.from(bytes).toString('utf8');
  if (/^\s*\{[^\n]*"format"\s*:\s*"mwh-capture"/.test(text)) {
    const parsed = parseCapture(text);
    if (!parsed.ok) throw new UsageError(`${input.file} is not a readable capture: ${parsed.error}.`);
    if (input.harness && input.harness !== parsed.value.header.harness) {
      throw new UsageError(`${input.file} is a ${parsed.value.header.harness} capture, not ${input.harness}.`);
    }
    return parsed.value;
  }
  const harness = input.harness ?? recognise(text);
  if (!harness) {
    throw new UsageError(`${input.file} is neither an mwh capture nor the stdout of claude or codex (give --harness if it is).`);
  }
  const chunks: Capture['chunks'] = [];
  if (input.stdinFile) chunks.push({ stream: 'stdin', t: 0, bytes: await readInput(input.stdinFile) });
  chunks.push({ stream: 'stdout', t: 0, bytes });
  if (input.stderrFile) chunks.push({ stream: 'stderr', t: 0, bytes: await readInput(input.stderrFile) });
  return {
    header: {
      type: 'header',
      format: 'mwh-capture',
      version: 1,
      harness,
      cli: { name: harness, version: 'unknown' },
      argv: [],
      env: [],
      startedAt: new Date(0).toISOString(),
    },
    chunks,
    // Without --exit-code the CLI is taken to have exited cleanly.
    exit: { t: 0, code: input.exitCode ?? 0, signal: null },
  };
}

function recognise(text: string): Harness | undefined {
  const head = text.slice(0, 256 * 1024);
  if (looksLikeClaudeStream(head)) return 'claude';
  if (looksLikeCodexStream(head)) return 'codex';
  return undefined;
}

async function readInput(file: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'there is no such file'
      : code === 'EISDIR' ? 'it is a directory'
      : code === 'EACCES' ? 'permission denied'
      : (error as Error).message;
    throw new UsageError(`Cannot read ${file}: ${why}.`);
  }
}
