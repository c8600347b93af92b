import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
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

  it('starts with one sentence per pair, then counts the rest; nothing mwh uses changed is exit 0', async () => {
    const io = collect();
    const code = await main(['drift', surfaceFolder([newer, older])], { ...io, cwd: '/' });
    expect(io.out.split('\n')[0]).toBe('claude 2.1.1 -> 2.1.2: nothing mwh reads or sends changed; 1 field added on system/init');
    expect(io.out).toContain('The rest, which touches nothing mwh reads or sends');
    expect(code).toBe(0);
  });

  it('names the changes that touch what mwh reads, and exits 1', async () => {
    const io = collect();
    const code = await main(['drift', surfaceFolder([newer, breaking])], { ...io, cwd: '/' });
    expect(io.out).toContain('What changed that mwh reads or sends');
    expect(io.out).toMatch(/reads +system\/init: field session_id removed/);
    expect(code).toBe(1);
  });

  it('--json is compact and states the same classification', async () => {
    const io = collect();
    await main(['drift', '--json', surfaceFolder([newer, breaking])], { ...io, cwd: '/' });
    const json = JSON.parse(io.out) as { drift: { sentence: string; reads: { text: string }[]; rest: { count: number } }[] };
    expect(json.drift).toHaveLength(1);
    expect(json.drift[0]!.reads.map((c) => c.text)).toEqual(['system/init: field session_id removed']);
    expect(json.drift[0]!.rest.count).toBe(0);
    expect(io.out.length).toBeLessThan(2000);
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
