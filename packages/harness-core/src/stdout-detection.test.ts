// Every registered CLI's recorded stdout (each capture under fixtures/<harness>/) fed to every
// registered CLI's stdout detector: only its own claims it, so which CLI a file is never depends
// on the order the registry is asked in, nor on a third CLI's lines looking like JSON too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCapture, streamBytes } from '@mwh/protocol-core';
import { REGISTRY } from './registry.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
/** As much of a file as `mwh replay` looks at to tell its kind. */
const HEAD_BYTES = 256 * 1024;

function* captures(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* captures(path);
    else if (entry.name.endsWith('.capture.jsonl')) yield path;
  }
}

/** The head of a capture's stdout, or undefined when the CLI wrote no JSON line there (it never started, say). */
function stdoutHead(path: string): string | undefined {
  const parsed = parseCapture(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
  const head = new TextDecoder().decode(streamBytes(parsed.value, 'stdout').subarray(0, HEAD_BYTES));
  return /^\s*\{/m.test(head) ? head : undefined;
}

/**
 * A stand-in third CLI speaking its own stream-json (Gemini CLI's headless events: init, message
 * deltas, a tool call and its result, the result with its stats): a JSON-lines stdout with a
 * `type` on every line, a session id and a result, that is no registered CLI's.
 */
const THIRD_CLI = [
  { type: 'init', timestamp: '2026-12-07T10:00:00.000Z', session_id: 'c0ffee00-0000-4000-8000-000000000001', model: 'gemini-2.5-flash' },
  { type: 'message', timestamp: '2026-12-07T10:00:00.100Z', role: 'user', content: 'say hello' },
  { type: 'tool_use', timestamp: '2026-12-07T10:00:00.200Z', tool_name: 'run_shell_command', tool_id: 'run_shell_command-1', parameters: { command: 'echo hello' } },
  { type: 'tool_result', timestamp: '2026-12-07T10:00:00.300Z', tool_id: 'run_shell_command-1', status: 'success', output: 'hello' },
  { type: 'message', timestamp: '2026-12-07T10:00:00.400Z', role: 'assistant', content: 'hello', delta: true },
  { type: 'error', timestamp: '2026-12-07T10:00:00.450Z', severity: 'warning', message: 'loop detected' },
  { type: 'result', timestamp: '2026-12-07T10:00:00.500Z', status: 'success', stats: { total_tokens: 12, input_tokens: 8, output_tokens: 4, duration_ms: 500, tool_calls: 1 } },
]
  .map((line) => `${JSON.stringify(line)}\n`)
  .join('');

describe('stdout detection across the registry', () => {
  it("claims each registered CLI's recorded stdout by that CLI's detector alone", async () => {
    const detectors = await Promise.all(REGISTRY.map(async (registration) => ({ harness: registration.cli.harness, protocol: await registration.loadProtocol() })));
    let fed = 0;
    for (const registration of REGISTRY) {
      const own = registration.cli.harness;
      for (const path of captures(join(FIXTURES, own))) {
        const head = stdoutHead(path);
        if (head === undefined) continue;
        fed++;
        const claims = detectors.filter(({ protocol }) => protocol.looksLikeStream(head)).map(({ harness }) => harness);
        expect(claims, path.slice(FIXTURES.length)).toEqual([own]);
      }
    }
    // Each CLI's fixtures were fed, not a folder found empty.
    expect(fed).toBeGreaterThan(100 * REGISTRY.length);
  });

  it("claims nothing of a third CLI's stream-json", async () => {
    for (const registration of REGISTRY) {
      const protocol = await registration.loadProtocol();
      expect(protocol.looksLikeStream(THIRD_CLI), registration.cli.harness).toBe(false);
      for (const kind of protocol.streamKinds) expect(kind.looksLike(THIRD_CLI), kind.kind).toBe(false);
    }
  });
});
