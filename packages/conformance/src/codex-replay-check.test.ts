// The recorded Codex fixtures, replayed through @mwh/protocol-codex's reader: each must reach
// the verdict its scenario was recorded for.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCapture } from '@mwh/protocol-core';
import { findCodexBinary } from './codex-binary.js';
import { checkCodexReplay } from './codex-replay-check.js';
import { codexScenarios } from './codex-scenarios.js';
import { findRepoRoot } from './repo-root.js';

describe('checkCodexReplay on the recorded fixtures', () => {
  const dir = join(findRepoRoot(), 'fixtures', 'codex', findCodexBinary().version);

  it('has a recorded fixture for every scenario of the pinned codex', async () => {
    const files = (await readdir(dir)).filter((name) => name.endsWith('.capture.jsonl')).sort();
    expect(files).toEqual(codexScenarios.map((s) => `${s.name}.capture.jsonl`).sort());
  });

  it.each(codexScenarios.map((s) => s.name))('replays %s to the verdict it was recorded for', async (name) => {
    const parsed = parseCapture(await readFile(join(dir, `${name}.capture.jsonl`), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.expect?.verdict).toBe(codexScenarios.find((s) => s.name === name)!.expect.verdict);
    const { problems } = checkCodexReplay(parsed.value);
    expect(problems).toEqual([]);
  });
});
