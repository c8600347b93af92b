import { readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { UsageError } from './cli-error.js';
import { loadRoundInput } from './load-round-input.js';

/** This process's open file descriptors that name `path`. */
function openOn(path: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false;
    }
  }).length;
}

describe('loadRoundInput', () => {
  it('refuses a round too large for --html in one sentence, and closes the files it opened', async () => {
    const dir = tempDirInTest('mwh-load-');
    const line = `${JSON.stringify({ type: 'system', subtype: 'init', session_id: 's', model: 'm' })}\n`;
    writeFileSync(join(dir, 'out.jsonl'), line.repeat(64));
    writeFileSync(join(dir, 'err.txt'), 'boom\n');
    const source = { cwd: dir, stdin: (async function* () {})(), stderr: () => {} };
    const loading = loadRoundInput({ file: 'out.jsonl', stderrFile: 'err.txt', harness: 'claude' }, source, 1024);
    await expect(loading).rejects.toThrow(UsageError);
    await expect(loading).rejects.toThrow('out.jsonl with its --stderr err.txt is larger than the 0.0009765625 MiB a round may be for --html or --sanitize');
    // Closed (a close completes a moment after the stream's end), not left for the collector.
    await vi.waitFor(() => expect({ err: openOn(join(dir, 'err.txt')), out: openOn(join(dir, 'out.jsonl')) }).toEqual({ err: 0, out: 0 }));
  });

  it('reads a raw stdout whole with its stderr and exit code, as the streaming replay reads it', async () => {
    const dir = tempDirInTest('mwh-load-');
    writeFileSync(join(dir, 'out.jsonl'), '{"type":"system","subtype":"init","session_id":"s","model":"m"}\n');
    writeFileSync(join(dir, 'err.txt'), 'boom\n');
    const source = { cwd: dir, stdin: (async function* () {})(), stderr: () => {} };
    const { capture, kind } = await loadRoundInput({ file: 'out.jsonl', stderrFile: 'err.txt', exitCode: 3 }, source);
    expect(kind).toBe('claude-stdout');
    expect(capture.header.harness).toBe('claude');
    expect(capture.chunks.map((chunk) => chunk.stream)).toEqual(['stdout', 'stderr']);
    expect(capture.exit).toEqual({ t: 0, code: 3, signal: null });
    expect(capture.header.withoutClientLines).toBe(true);
    await vi.waitFor(() => expect(openOn(join(dir, 'err.txt'))).toBe(0));
  });
});
