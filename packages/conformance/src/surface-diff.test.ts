import { describe, expect, it } from 'vitest';
import { diffSurfaces, isEmptyDiff } from './surface-diff.js';
import { fixtureSurface, surface } from './test-support/surfaces.js';

describe('diffSurfaces', () => {
  it('finds nothing between a surface and itself', async () => {
    for (const [harness, version] of [['claude', '2.1.332'], ['claude', '2.1.269'], ['codex', '0.171.0']] as const) {
      const s = await fixtureSurface(harness, version);
      expect(isEmptyDiff(diffSurfaces(s, s)), `${harness} ${version}`).toBe(true);
      expect(isEmptyDiff(diffSurfaces(s, structuredClone(s)))).toBe(true);
    }
  });

  it('lists line types, fields (with their types) and values that came, went or changed', () => {
    const line = (fields: Record<string, string>, values: Record<string, string[]> = {}) => ({ count: 1, fields, values, example: '{}' });
    const a = surface({ harness: 'claude', cliVersion: '2.1.1', lines: { 'system/init': line({ session_id: 'string', model: 'string' }), 'system/gone': line({}) } });
    const b = surface({ harness: 'claude', cliVersion: '2.1.2', lines: { 'system/init': line({ session_id: 'string', model: 'null|string', cwd: 'string' }, { subtype: ['init'] }), 'system/new': line({}) } });
    const { changes, outcomes } = diffSurfaces(a, b);
    expect(outcomes).toEqual([]);
    expect(changes.map((c) => [c.subject, c.what, c.item, c.kind, c.from ?? c.added ?? '', c.to ?? ''])).toEqual([
      ['system/gone', 'line type', '', 'removed', '', ''],
      ['system/init', 'field', 'cwd', 'added', '', 'string'],
      ['system/init', 'field', 'model', 'retyped', 'string', 'null|string'],
      ['system/init', 'values', 'subtype', 'values', ['init'], ''],
      ['system/new', 'line type', '', 'added', '', ''],
    ]);
  });

  it('compares requests, the protocol description and the invocation; outcomes apart', () => {
    const help = (flags: Record<string, string>, choices: Record<string, string[]>, required: string[]) => ({ 'claude --help': { flags, choices, required, commands: [] } });
    const a = surface({
      harness: 'claude',
      cliVersion: '2.1.1',
      outcomes: { 'text-answer': { status: 'pass' } },
      requests: { 'POST /v1/messages': { count: 2, headers: ['x-api-key'], body: { stream: 'boolean' }, tools: ['Bash', 'Read'] } },
      schema: { source: 'a', methods: { messages: { 'system/init': 'system/init' } }, definitions: { 'system/init': { fields: { tools: 'string[]' }, enums: {} } } },
      invocation: { binary: 'p: bin/claude.exe', help: help({ '--verbose': '', '--model': '<model>' }, { '--permission-mode': ['default', 'plan'] }, []), tools: ['Bash'] },
    });
    const b = surface({
      harness: 'claude',
      cliVersion: '2.1.2',
      outcomes: { 'text-answer': { status: 'fail', reason: 'no text' } },
      requests: { 'POST /v1/messages': { count: 9, headers: ['x-api-key'], body: { stream: 'boolean' }, tools: ['Shell', 'Read'] } },
      schema: { source: 'b', methods: { messages: {} }, definitions: {} },
      invocation: { binary: 'p: claude', help: help({ '--model': '<name>' }, { '--permission-mode': ['plan'] }, ['--verbose']), tools: ['Shell'] },
    });
    const diff = diffSurfaces(a, b);
    expect(diff.outcomes).toEqual([{ scenario: 'text-answer', from: 'pass', to: 'fail', reason: 'no text' }]);
    expect(diff.changes.map((c) => `${c.area} ${c.subject} ${c.what} ${c.item} ${c.kind}`)).toEqual([
      'request POST /v1/messages tool Shell added',
      'request POST /v1/messages tool Bash removed',
      'schema messages method system/init removed',
      'schema system/init definition  removed',
      'invocation binary program  moved',
      'invocation tools tool Shell added',
      'invocation tools tool Bash removed',
      'invocation claude --help flag --model retyped',
      'invocation claude --help flag --verbose removed',
      'invocation claude --help choices --permission-mode values',
      'invocation claude --help required flag --verbose added',
    ]);
    // Two channels of one version live in two packages: not a move.
    expect(diffSurfaces(a, b, { ignoreBinary: true }).changes.some((c) => c.subject === 'binary')).toBe(false);
  });

  it('does not call a line type gone when the other run did not run the scenario that makes it', () => {
    const line = { count: 1, fields: {}, values: {}, example: '' };
    const a = surface({ harness: 'codex', cliVersion: '0.1.0', scenarios: ['a', 'b'], lines: { x: line, y: line } });
    const b = surface({ harness: 'codex', cliVersion: '0.2.0', scenarios: ['a'], lines: { x: line } });
    const diff = diffSurfaces(a, b);
    expect(diff.changes).toEqual([]);
    expect(diff.notes).toEqual(['the two runs did not run the same scenarios (b): lines and requests only one of them could make are not compared']);
  });
});
