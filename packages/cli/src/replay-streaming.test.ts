/**
 * `mwh replay` of a raw stdout streams: it prints as it reads, holds no whole file, and reads
 * hundreds of thousands of events without spreading them into arguments.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';

const line = (value: unknown) => JSON.stringify(value) + '\n';
const init = line({ type: 'system', subtype: 'init', session_id: 's-1', model: 'claude-test', tools: [] });
const answer = (id: string, text: string) => line({ type: 'assistant', message: { id, role: 'assistant', content: [{ type: 'text', text }] } });
const result = line({ type: 'result', subtype: 'success', is_error: false, result: 'done', session_id: 's-1' });

describe('mwh replay of a raw stdout', () => {
  it('prints the first answer before the rest of standard input has arrived', async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    let printed = '';
    let printedBeforeEnd = '';
    async function* stdin() {
      // More than the part read to recognise the stream, so the first answer is read on its own.
      yield new TextEncoder().encode(init + answer('m1', 'first answer') + ' '.repeat(300 * 1024) + '\n');
      printedBeforeEnd = await new Promise<string>((resolve) => setTimeout(() => resolve(printed), 50));
      release();
      await later;
      yield new TextEncoder().encode(answer('m2', 'second answer') + result);
    }
    const code = await main(['replay', '-'], { stdout: (t) => (printed += t), stderr: () => {}, stdin: stdin() });
    expect(code).toBe(0);
    expect(printedBeforeEnd).toContain('first answer');
    expect(printedBeforeEnd).not.toContain('second answer');
    expect(printed).toContain('second answer');
  });

  it('reads 300,000 events from a file without overflowing the stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mwh-replay-'));
    const file = join(dir, 'many.jsonl');
    writeFileSync(file, init + '{"type":"keep_alive"}\n'.repeat(300_000) + answer('m1', 'still here') + result);
    let stdout = '';
    const code = await main(['replay', file, '--json'], { stdout: (t) => (stdout += t), stderr: () => {} });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ text: 'still here', verdict: { kind: 'success' } });
  });
});
