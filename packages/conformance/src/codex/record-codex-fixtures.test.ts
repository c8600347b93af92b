import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCapture } from '@mwh/protocol-core';
import { recordCodexFixtures } from './record-codex-fixtures.js';

describe('recordCodexFixtures', () => {
  it('writes one capture per scenario, ending with its expectation', async () => {
    const out = await mkdtemp(join(tmpdir(), 'mwh-codex-fixtures-'));
    try {
      const lines: string[] = [];
      const recorded = await recordCodexFixtures(out, { only: ['missing-codex-home'], log: (line) => lines.push(line) });
      const path = join(out, 'missing-codex-home.capture.jsonl');
      expect(recorded).toMatchObject({ harness: 'codex', dir: out, fixtures: [{ harness: 'codex', scenario: 'missing-codex-home', path, verdict: 'failed' }] });
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^failed +${path.replace(/[.]/g, '\\.')} \\(\\d+\\.\\d s\\)$`))]);
      const parsed = parseCapture(await readFile(path, 'utf8'));
      expect(parsed.ok && parsed.value.header).toMatchObject({ harness: 'codex', scenario: 'missing-codex-home', env: ['CODEX_HOME', 'HOME', 'MWH_MOCK_KEY', 'PATH'] });
      expect(parsed.ok && parsed.value.expect).toMatchObject({ verdict: 'failed', exitCode: 1, error: expect.stringMatching(/^Error: CODEX_HOME points to ".*", but that path does not exist$/) });
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('refuses a scenario name it does not know', async () => {
    await expect(recordCodexFixtures(undefined, { only: ['no-such-scenario'] })).rejects.toThrow('No codex scenario named no-such-scenario; known: text-deltas,');
  });
});
