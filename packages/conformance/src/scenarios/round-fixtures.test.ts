// The recorded round fixtures (`pnpm fixtures:record-rounds`): captures of the catalogue's runs
// on the pinned and the oldest claimed versions, each replayed through harness-core as
// `mwh replay` does and judged by the record it carries, as the live run was.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayCapture } from '@mwh/harness-core';
import { HARNESSES, parseCapture, type ContentPart, type Verdict } from '@mwh/protocol-core';
import { CLAIMED_FROM, PINNED_VERSIONS } from '../sweep/cli-spec.js';
import { findRepoRoot } from '../support/repo-root.js';
import { roundScenarios } from '../kit/kits.js';
import { judgeCapture } from './scenario-record.js';

const root = join(findRepoRoot(), 'fixtures');
// Every CLI's pinned and oldest claimed version, once where they are one (gemini's).
const folders = HARNESSES.flatMap((harness) => [...new Set([PINNED_VERSIONS[harness], CLAIMED_FROM[harness]])].map((version) => ({ harness, version, dir: join(root, harness, version, 'rounds') })));

describe.each(folders)('fixtures/$harness/$version/rounds', ({ harness, version, dir }) => {
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.capture.jsonl')) : [];

  it('holds a capture of every scenario of the catalogue', () => {
    const missing = roundScenarios(harness).filter((scenario) => !files.includes(`${scenario.name}.capture.jsonl`));
    expect(missing.map((scenario) => scenario.name), 'run pnpm fixtures:record-rounds').toEqual([]);
  });

  it.each(files)('%s replays to what its run showed', async (file) => {
    const parsed = parseCapture(readFileSync(join(dir, file), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.header.cli.version).toBe(version);
    const parts: ContentPart[] = await replayCapture(parsed.value);
    const verdict = parts.findLast((part): part is Extract<ContentPart, { type: 'finish' }> => part.type === 'finish')!.verdict as Verdict;
    const judged = judgeCapture(parsed.value, { parts, verdict });
    expect(judged && { status: judged.status, failures: judged.failures, notSetUp: judged.notSetUp }).toEqual({ status: 'pass', failures: [], notSetUp: [] });
  });
});
