import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkedRange, outsideRangeWarning, rangePlace } from './checked-range.js';
import { startRound } from '../start-round.js';
import { collectRound } from '../test-support/collect-round.js';
import { fakeRoundOptions } from '../test-support/fake-cli-path.js';
import { scratchFor } from '../test-support/scratch.js';

describe('the checked range', () => {
  it('is the committed history: the file generated from it is not stale (pnpm gen in packages/harness-core)', async () => {
    // @ts-expect-error: the generator is a plain script, with no types.
    const { generated } = (await import('../../scripts/gen.mjs')) as { generated: string };
    expect(readFileSync(new URL('../generated/checked-versions.ts', import.meta.url), 'utf8')).toBe(generated);
  });

  it('places a version before, inside or after it', () => {
    const { claimedFrom, newest } = checkedRange('claude');
    expect(rangePlace('claude', claimedFrom)).toBe('inside');
    expect(rangePlace('claude', newest)).toBe('inside');
    expect(rangePlace('claude', '2.1.0')).toBe('older');
    expect(rangePlace('claude', '99.0.0')).toBe('newer');
    expect(rangePlace('claude', `${newest}-beta.1`)).toBe('inside');
    expect(rangePlace('codex', 'not a version')).toBe('unknown');
  });

  it('warns with the version, the newest checked one and the command that checks it', () => {
    const { newest } = checkedRange('codex');
    expect(outsideRangeWarning('codex', '9.0.0')).toEqual({
      type: 'warning',
      code: 'cli-version-unchecked',
      message: `Codex 9.0.0 is newer than the newest version mwh checked (${newest}); check it with: mwh conformance --codex 9.0.0`,
    });
    expect(outsideRangeWarning('claude', '2.0.1')?.type).toBe('warning');
    expect(outsideRangeWarning('claude', checkedRange('claude').newest)).toBeUndefined();
  });
});

describe('a round on a CLI outside the checked range', () => {
  const scratch = scratchFor('checked-range', 'each');
  const warnings = async (harness: 'claude' | 'codex', version: string) => {
    const env: Record<string, string> = { [harness === 'claude' ? 'FAKE_CLAUDE_VERSION' : 'FAKE_CODEX_VERSION']: version };
    const round = await collectRound(startRound(fakeRoundOptions(scratch, harness === 'claude' ? 'echo' : 'codex-turn', { harness, env })));
    expect(round.verdict.kind).toBe('success');
    return round.parts.filter((part) => part.type === 'warning' && part.code === 'cli-version-unchecked');
  };

  it.each(['claude', 'codex'] as const)('%s: carries one warning naming the version and the command that checks it; inside, none', async (harness) => {
    expect(await warnings(harness, '99.0.0')).toEqual([outsideRangeWarning(harness, '99.0.0')]);
    expect(await warnings(harness, checkedRange(harness).newest)).toEqual([]);
  });

  it('codex exec: the same warning, for the version the round was given (exec never says its own)', async () => {
    const execWarnings = async (cliVersion: string) => {
      const round = await collectRound(startRound(fakeRoundOptions(scratch, 'codex-exec', { harness: 'codex', codexMode: 'exec', cliVersion })));
      expect(round.verdict).toMatchObject({ kind: 'success', message: 'exec answer' });
      return round.parts.filter((part) => part.type === 'warning' && part.code === 'cli-version-unchecked');
    };
    expect(await execWarnings('99.0.0')).toEqual([outsideRangeWarning('codex', '99.0.0')]);
    expect(await execWarnings('0.100.0')).toEqual([outsideRangeWarning('codex', '0.100.0')]);
    expect(await execWarnings(checkedRange('codex').newest)).toEqual([]);
  });
});
