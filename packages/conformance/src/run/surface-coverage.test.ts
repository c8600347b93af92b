import { describe, expect, it } from 'vitest';
import { PINNED_VERSIONS } from '../sweep/cli-spec.js';
import { coverageSentence, surfaceCoverage } from './surface-coverage.js';
import { fixtureSurface, surface } from '../test-support/surfaces.js';

const line = (values: Record<string, string[]> = {}) => ({ count: 1, fields: {}, values, example: '{}' });

describe('surfaceCoverage', () => {
  it('counts the kinds seen against those mwh reads or answers and those the CLI declares, a kind reached by one under it', () => {
    const claude = surface({
      harness: 'claude',
      cliVersion: '2.1.332',
      lines: { 'system/init': line(), 'result/success': line(), control_request: line({ 'request.subtype': ['can_use_tool'] }), 'stream_event/message_start': line() },
      schema: { source: 'sdk.d.ts', methods: { messages: { 'system/init': '', 'result/success': '', 'result/error_max_turns': '', stream_event: '', keep_alive: '' } }, definitions: {} },
    });
    const coverage = surfaceCoverage(claude);
    expect(coverage.seen).toEqual(['control_request/can_use_tool', 'result/success', 'stream_event/message_start', 'system/init']);
    // `result` (every result the reader reads) is reached by result/success.
    expect(coverage.handled.unreached).not.toContain('result');
    expect(coverage.handled.unreached).toContain('assistant');
    expect(coverage.handled.unreached).not.toContain('control_request/can_use_tool');
    expect(coverage.declared).toEqual({ total: 5, reached: 3, unreached: ['keep_alive', 'result/error_max_turns'] });
  });

  it('says the figure, then as many of the kinds not reached as asked and how many more', () => {
    const kinds = { total: 10, reached: 7, unreached: ['a', 'b', 'c'] };
    expect(coverageSentence(kinds, 'mwh reads')).toBe('7 of 10 kinds mwh reads (70%)');
    expect(coverageSentence(kinds, 'mwh reads', 2)).toBe('7 of 10 kinds mwh reads (70%); not reached: a, b, … 1 more');
    expect(coverageSentence(kinds, 'mwh reads', Infinity)).toBe('7 of 10 kinds mwh reads (70%); not reached: a, b, c');
  });

  it("leaves codex's answers to mwh's requests out, and says when the CLI's description was not read", () => {
    const codex = surface({ harness: 'codex', cliVersion: '0.171.0', lines: { 'thread/start result': line(), 'turn/completed': line(), 'item/fileChange/requestApproval': line() } });
    const coverage = surfaceCoverage(codex);
    expect(coverage.seen).toEqual(['item/fileChange/requestApproval', 'turn/completed']);
    expect(coverage.handled.unreached).not.toContain('item/fileChange/requestApproval');
    expect(coverage.declared).toBeNull();
  });

  // The committed captures of the pinned versions reach every kind a reader handles: a kind
  // added to a reader needs a scenario that makes it.
  it.each(['claude', 'codex'] as const)('the %s fixtures of the pinned version reach every kind mwh reads or answers', async (harness) => {
    const coverage = surfaceCoverage(await fixtureSurface(harness, PINNED_VERSIONS[harness], true));
    expect(coverage.handled.unreached).toEqual([]);
  });
});
