import { describe, expect, it } from 'vitest';
import { comparePair, describeChange, versionPairs } from './version-drift.js';
import type { CliSurface } from '../surface/cli-surface.js';
import { fixtureSurface, realSurface, surface } from '../test-support/surfaces.js';

const line = (fields: Record<string, string>) => ({ count: 1, fields, values: {}, example: '{}' });

describe('version drift', () => {
  it('a version compared with itself reports no drift', async () => {
    const pinned = await fixtureSurface('claude', '2.1.332');
    const pair = comparePair(pinned, pinned);
    expect(pair.changes).toEqual([]);
    expect(pair.outcomes).toEqual([]);
    expect(pair.sentence).toBe('2.1.332 -> 2.1.332: nothing mwh reads or sends changed; nothing else changed');
  });

  it('puts versions in version order and compares each with the next, one surface per version', () => {
    const pairs = versionPairs([
      surface({ harness: 'claude', cliVersion: '2.1.10' }),
      surface({ harness: 'codex', cliVersion: '0.171.0' }),
      surface({ harness: 'claude', cliVersion: '2.1.9', channel: 'agent-sdk' }),
      surface({ harness: 'claude', cliVersion: '2.1.9' }),
      surface({ harness: 'codex', cliVersion: '0.165.0' }),
    ]);
    expect(pairs.map((p) => `${p.harness} ${p.kind} ${p.from.version} ${p.to.version}`)).toEqual(['claude versions 2.1.9 2.1.10', 'codex versions 0.165.0 0.171.0']);
  });

  it('says when the claude-code and agent SDK builds of one version differ', () => {
    const code = surface({ harness: 'claude', cliVersion: '2.1.300', lines: { 'system/init': line({ session_id: 'string' }) }, invocation: { binary: 'a', help: {}, tools: [] } });
    const sdk = surface({ harness: 'claude', cliVersion: '2.1.300', channel: 'agent-sdk', lines: { 'system/init': line({ session_id: 'string', extra: 'boolean' }) }, invocation: { binary: 'b', help: {}, tools: [] } });
    const pairs = versionPairs([code, sdk]);
    expect(pairs.map((p) => p.sentence)).toEqual(['2.1.300: the claude-code and agent SDK builds differ: nothing mwh reads or sends changed; 1 field added on system/init']);
    expect(versionPairs([code, { ...sdk, lines: code.lines }])).toEqual([]);
  });

  it('leads with outcomes and what touches mwh, then counts the rest', () => {
    const a = surface({ harness: 'claude', cliVersion: '2.1.1', lines: { 'system/init': line({ session_id: 'string', a: 'string' }), result: line({}), assistant: line({}) } });
    const b = surface({
      harness: 'claude',
      cliVersion: '2.1.2',
      outcomes: { 'text-answer': { status: 'fail' } },
      lines: { 'system/init': line({ a: 'string', b: 'boolean', c: 'number' }), result: line({ d: 'string' }), assistant: line({ e: 'string' }) },
    });
    const pair = comparePair(a, b);
    expect(pair.sentence).toBe('2.1.1 -> 2.1.2: 1 scenario changed outcome (text-answer pass -> fail); 1 change to what mwh reads; 4 fields added on 3 line types');
    expect(pair.changes.filter((c) => c.impact === 'reads').map(describeChange)).toEqual(['system/init: field session_id removed']);
  });

  it('describes each kind of change in one line', () => {
    expect(describeChange({ area: 'schema', subject: 'v2.AskForApproval', what: 'enum', item: '', kind: 'values', added: ['x'], removed: ['untrusted'] })).toBe('v2.AskForApproval: enum +x -untrusted');
    expect(describeChange({ area: 'line', subject: 'result', what: 'field', item: 'usage', kind: 'retyped', from: 'object', to: 'null|object' })).toBe('result: field usage retyped: object -> null|object');
    expect(describeChange({ area: 'line', subject: 'system/x', what: 'line type', item: '', kind: 'added' })).toBe('line type system/x added');
    expect(describeChange({ area: 'invocation', subject: 'binary', what: 'program', item: '', kind: 'moved', from: 'p: a', to: 'p: b' })).toBe('program moved: p: a -> p: b');
  });

  it('where the program lives is the channel, not the protocol: never a change across channels or paths', () => {
    const code = surface({ harness: 'claude', cliVersion: '2.1.332', invocation: { binary: '@anthropic-ai/claude-code: bin/claude.exe', help: {}, tools: [] } });
    const sdk = surface({ harness: 'claude', cliVersion: '2.1.337', channel: 'agent-sdk', invocation: { binary: '@anthropic-ai/claude-agent-sdk-linux-x64: claude', help: {}, tools: [] } });
    expect(comparePair(code, sdk).changes).toEqual([]);
    expect(comparePair(code, { ...sdk, cliVersion: '2.1.332' }, 'channels').changes).toEqual([]);
    // Within one channel it is a move mwh must follow (CLI_LAYOUTS).
    const moved = { ...code, cliVersion: '2.1.333', invocation: { ...code.invocation, binary: '@anthropic-ai/claude-code: bin/claude' } };
    expect(comparePair(code, moved).changes.map((c) => `${c.impact} ${describeChange(c)}`)).toEqual(['sends program moved: @anthropic-ai/claude-code: bin/claude.exe -> @anthropic-ai/claude-code: bin/claude']);
  });

  describe('on real surfaces (fixtures/surfaces)', () => {
    const touching = (pair: ReturnType<typeof comparePair>) => pair.changes.filter((c) => c.impact !== 'unused').map(describeChange);

    it('Claude Code 2.1.304 defers 14 tools behind ToolSearch: deferred, nothing a reader must change', () => {
      const pair = comparePair(realSurface('claude-2.1.303'), realSurface('claude-2.1.304'));
      expect(touching(pair)).toEqual([]);
      const deferred = pair.changes.filter((c) => c.kind === 'deferred');
      expect(deferred).toHaveLength(14);
      expect(deferred.map((c) => c.item)).toContain('mcp__local__lookup');
      expect(pair.changes.filter((c) => c.kind === 'removed')).toEqual([]);
      // A surface kept before mwh read the deferred list: the tools system/init still lists tell the same.
      const older = (s: CliSurface) => ({ ...s, requests: Object.fromEntries(Object.entries(s.requests).map(([route, r]) => [route, { ...r, deferred: undefined }])) });
      const inferred = comparePair(older(realSurface('claude-2.1.303')), older(realSurface('claude-2.1.304')));
      expect(touching(inferred)).toEqual([]);
      expect(inferred.changes.filter((c) => c.kind === 'deferred').map((c) => c.item)).toEqual(deferred.map((c) => c.item));
    });

    it('Claude Code 2.1.63 renames the Task tool Agent (same input): one rename each where it is named, not a loss and a gain', () => {
      const pair = comparePair(realSurface('claude-2.1.62'), realSurface('claude-2.1.63'));
      expect(touching(pair)).toEqual(['POST /v1/messages: tool Task renamed to Agent (same shape)', 'tools: tool Task renamed to Agent (same shape)']);
      expect(pair.changes.filter((c) => c.item === 'Agent' || c.to === 'Agent').map((c) => c.kind)).toEqual(['renamed', 'renamed']);
    });

    it('Claude Code 2.1.332 from claude-code and from the agent SDK is one protocol: no change, no pair', () => {
      const code = realSurface('claude-2.1.332');
      const sdk = realSurface('claude-2.1.332-sdk');
      expect(code.invocation.binary).not.toBe(sdk.invocation.binary);
      expect(comparePair(code, sdk, 'channels').changes).toEqual([]);
      expect(versionPairs([code, sdk])).toEqual([]);
      // Across versions and channels, where the program lives is not compared either.
      expect(comparePair(realSurface('claude-2.1.304'), sdk).changes.filter((c) => c.subject === 'binary')).toEqual([]);
    });
  });
});
