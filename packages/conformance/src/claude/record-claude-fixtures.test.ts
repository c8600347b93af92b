import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeCapture } from '@mwh/protocol-core';
import { recordClaudeFixtures } from './record-claude-fixtures.js';

// No scenario runs in these tests: the checks fail before any CLI would be spawned.
const binary = { command: '/nonexistent/claude', prefixArgs: [], version: '2.1.332' };

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('recordClaudeFixtures', () => {
  it('refuses a directory holding captures of another claude version', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mwh-fixtures-'));
    const capture = serializeCapture({
      header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'claude', cli: { name: 'claude', version: '2.1.300' }, argv: ['claude'], env: [], startedAt: new Date(0).toISOString() },
      chunks: [],
    });
    await writeFile(join(dir, 'text-streamed.capture.jsonl'), capture);
    await expect(recordClaudeFixtures(dir, { binary })).rejects.toThrow(/recorded with claude 2\.1\.300 and not 2\.1\.332: record into fixtures\/claude\/2\.1\.332/);
  });

  it('refuses a scenario name it does not know', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mwh-fixtures-'));
    await expect(recordClaudeFixtures(dir, { binary, only: ['no-such-scenario'] })).rejects.toThrow(/No claude scenario named no-such-scenario; known: text-streamed,/);
  });

  it('writes nothing for a run that departs from its scenario, and reports how', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mwh-fixtures-'));
    const lines: string[] = [];
    const recorded = await recordClaudeFixtures(dir, { binary, only: ['text-streamed'], log: (line) => lines.push(line) });
    expect(recorded.fixtures).toEqual([]);
    expect(recorded.differences.map((d) => d.scenario)).toEqual(['text-streamed']);
    expect(recorded.differences[0]!.problems[0]).toMatch(/^text-streamed: the CLI did not start/);
    expect(lines[0]).toMatch(/^DIFFERS +.*text-streamed\.capture\.jsonl \(\d+\.\d s\)$/);
    expect(lines[1]).toMatch(/^claude 2\.1\.332 text-streamed differs: text-streamed: the CLI did not start/);
    expect(await readdir(dir)).toEqual([]);
  });
});
