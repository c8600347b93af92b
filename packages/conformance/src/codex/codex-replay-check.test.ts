// The recorded Codex fixtures, replayed through @mwh/protocol-codex's reader: each must reach
// the verdict its scenario was recorded for.
import { readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCapture } from '@mwh/protocol-core';
import { installedCli } from '../sweep/cli-spec.js';
import { checkCodexReplay } from './codex-replay-check.js';
import { codexScenarios } from './codex-scenarios.js';
import { findRepoRoot } from '../support/repo-root.js';

const root = join(findRepoRoot(), 'fixtures', 'codex');
// Every version recorded, not only the pinned one: a reader that misreads an older version fails here.
const versions = readdirSync(root).filter((name) => /^\d+\.\d+\.\d+/.test(name));

describe('checkCodexReplay on the recorded fixtures', () => {
  it('has a recorded fixture for every scenario of the pinned codex', async () => {
    const files = (await readdir(join(root, installedCli('codex').version))).filter((name) => name.endsWith('.capture.jsonl')).sort();
    expect(files).toEqual(codexScenarios.map((s) => `${s.name}.capture.jsonl`).sort());
  });

  describe.each(versions)('fixtures/codex/%s', (version) => {
    const files = readdirSync(join(root, version)).filter((name) => name.endsWith('.capture.jsonl'));
    it.each(files)('replays %s to the verdict it was recorded for', async (file) => {
      const parsed = parseCapture(await readFile(join(root, version, file), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.value.header.cli.version).toBe(version);
      const scenario = codexScenarios.find((s) => `${s.name}.capture.jsonl` === file);
      expect(parsed.value.expect?.verdict).toBe(scenario!.expect.verdict);
      const { problems } = checkCodexReplay(parsed.value);
      expect(problems).toEqual([]);
    });
  });
});
