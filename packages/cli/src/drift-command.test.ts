import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import type { DriftJson } from '@mwh/conformance';
import { main } from './main.js';
import { surface, surfaceFolder } from './test-support/surfaces.js';

function collect() {
  const io = { out: '', err: '', stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

const line = (fields: Record<string, string>) => ({ count: 1, fields, values: {}, example: '{}' });

describe('mwh drift', () => {
  const older = surface({ harness: 'claude', cliVersion: '2.1.1', lines: { 'system/init': line({ session_id: 'string' }) } });
  const newer = surface({ harness: 'claude', cliVersion: '2.1.2', lines: { 'system/init': line({ session_id: 'string', extra: 'boolean' }) } });
  const breaking = surface({ harness: 'claude', cliVersion: '2.1.3', lines: { 'system/init': line({ extra: 'boolean' }) } });

  it('starts with the answer, then counts the rest and where every change is; nothing mwh uses changed is exit 0', async () => {
    const io = collect();
    const code = await main(['drift', surfaceFolder([newer, older])], { ...io, cwd: '/' });
    expect(io.out.split('\n')[0]).toBe('Drift: No change touches what mwh or its user reads or sends (1 pair); 1 other change touches nothing mwh uses.');
    expect(io.out).toContain('The rest touches nothing mwh reads or sends (counts; mwh drift --json lists every change):');
    expect(io.out).toContain('claude 2.1.1 -> 2.1.2: nothing mwh reads or sends changed; 1 field added on system/init');
    expect(code).toBe(0);
  });

  it('names every change that touches what mwh reads on its first lines, and exits 1', async () => {
    const io = collect();
    const code = await main(['drift', surfaceFolder([newer, breaking])], { ...io, cwd: '/' });
    expect(io.out.split('\n').slice(0, 3)).toEqual([
      'Drift: 1 change touches what mwh or its user reads or sends (in 1 of 1 pair); nothing else changed.',
      '  claude 2.1.2 -> 2.1.3',
      expect.stringMatching(/^ {4}reads +system\/init: field session_id removed {2}\[the reader reads/),
    ]);
    expect(code).toBe(1);
  });

  it('--json leads with the answer and every change touching mwh, then each pair and every change once', async () => {
    const io = collect();
    await main(['drift', '--json', surfaceFolder([older, newer, breaking])], { ...io, cwd: '/' });
    const json = JSON.parse(io.out) as { drift: DriftJson };
    expect(Object.keys(json.drift)).toEqual(['answer', 'touching', 'outcomes', 'pairs', 'changes']);
    expect(json.drift.touching.map((c) => [c.pair, c.impact, c.text])).toEqual([['2.1.2 -> 2.1.3', 'reads', 'system/init: field session_id removed']]);
    expect(json.drift.pairs.map((p) => p.counts)).toEqual([{ reads: 0, sends: 0, unused: 1 }, { reads: 1, sends: 0, unused: 0 }]);
    expect(json.drift.changes.map((c) => [c.text, c.in])).toEqual([['system/init: field extra added (boolean)', ['2.1.1 -> 2.1.2']], ['system/init: field session_id removed', ['2.1.2 -> 2.1.3']]]);
  });

  it('cuts nothing from a large drift: every one of 600 changes is in --json, each touching one named first', async () => {
    const fields = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`f${i}`, 'number']));
    const wide = surface({ harness: 'claude', cliVersion: '2.1.4', lines: { 'system/init': line({ extra: 'boolean', ...fields }) } });
    const io = collect();
    expect(await main(['drift', '--json', surfaceFolder([older, breaking, wide])], { ...io, cwd: '/' })).toBe(1);
    const json = JSON.parse(io.out) as { drift: DriftJson };
    expect(json.drift.changes.filter((c) => c.in.includes('2.1.3 -> 2.1.4'))).toHaveLength(600);
    expect(json.drift.touching).toHaveLength(1);
    const text = collect();
    await main(['drift', surfaceFolder([older, breaking, wide])], { ...text, cwd: '/' });
    expect(text.out.split('\n')[0]).toBe('Drift: 1 change touches what mwh or its user reads or sends (in 1 of 2 pairs); 601 other changes touch nothing mwh uses.');
  });

  it('the same version from two channels is one protocol: where the program lives is no change (exit 0)', async () => {
    const code = surface({ harness: 'claude', cliVersion: '2.1.332', invocation: { binary: '@anthropic-ai/claude-code: bin/claude.exe', help: {}, tools: [] } });
    const sdk = surface({ harness: 'claude', cliVersion: '2.1.332', channel: 'agent-sdk', invocation: { binary: '@anthropic-ai/claude-agent-sdk-linux-x64: claude', help: {}, tools: [] } });
    const io = collect();
    expect(await main(['drift', surfaceFolder([code, sdk])], { ...io, cwd: '/' })).toBe(0);
    expect(io.out).toBe('claude 2.1.332: the claude-code and agent SDK builds are the same protocol (where the program lives differs by channel and is no change); nothing else to compare.\n');
  });

  it('refuses the same version twice and a folder without surfaces, in one sentence (exit 2)', async () => {
    const dir = surfaceFolder([older]);
    const twice = collect();
    expect(await main(['drift', dir, join(dir, 'claude-2.1.1.surface.json')], { ...twice, cwd: '/' })).toBe(2);
    expect(twice.err).toContain('are both claude 2.1.1');
    const empty = collect();
    expect(await main(['drift', tempDirInTest('mwh-none-')], { ...empty, cwd: '/' })).toBe(2);
    expect(empty.err).toContain('holds no surface');
  });
});
