import { describe, expect, it } from 'vitest';
import { diffSurfaces, isEmptyDiff, type SurfaceChange } from './surface-diff.js';
import { describeChange } from './version-drift.js';
import { fixtureSurface, surface } from '../test-support/surfaces.js';

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

  describe('deferred tools', () => {
    const route = (tools: string[], deferred?: string[]) => ({ 'POST /v1/messages': { count: 1, headers: [], body: {}, tools, ...(deferred ? { deferred } : {}) } });
    const describe_ = (changes: SurfaceChange[]) => changes.map((c) => `${c.subject} ${c.item} ${c.kind}${c.kind === 'deferred' ? ` ${c.from}->${c.to}` : ''}`);

    it('a tool announced for search instead of offered is deferred, not removed; one gone from both is removed', () => {
      const a = surface({ harness: 'claude', cliVersion: '2.1.303', requests: route(['Bash', 'WebFetch', 'Gone'], []) });
      const b = surface({ harness: 'claude', cliVersion: '2.1.304', requests: route(['Bash', 'ToolSearch'], ['WebFetch', 'Monitor']) });
      expect(describe_(diffSurfaces(a, b).changes)).toEqual([
        'POST /v1/messages Monitor added',
        'POST /v1/messages ToolSearch added',
        'POST /v1/messages Gone removed',
        'POST /v1/messages WebFetch deferred offered->deferred',
      ]);
      expect(describe_(diffSurfaces(b, a).changes)).toContain('POST /v1/messages WebFetch deferred deferred->offered');
      // Deferred in both: nothing changed; dropped from the deferred list: removed.
      const c = surface({ harness: 'claude', cliVersion: '2.1.305', requests: route(['Bash', 'ToolSearch'], ['Monitor']) });
      expect(describe_(diffSurfaces(b, b).changes)).toEqual([]);
      expect(describe_(diffSurfaces(b, c).changes)).toEqual(['POST /v1/messages WebFetch removed']);
    });

    it('in a surface kept before mwh read the deferred list, a tool the CLI still lists and a tool search can find is deferred', () => {
      const tools = ['Bash', 'Task', 'WebFetch'];
      const a = surface({ harness: 'claude', cliVersion: '2.1.303', requests: route(['Agent', 'Bash', 'WebFetch']), invocation: { binary: null, help: {}, tools } });
      const b = surface({ harness: 'claude', cliVersion: '2.1.304', requests: route(['Agent', 'Bash', 'ToolSearch']), invocation: { binary: null, help: {}, tools: [...tools, 'ToolSearch'] } });
      expect(describe_(diffSurfaces(a, b).changes)).toEqual([
        'POST /v1/messages ToolSearch added',
        'POST /v1/messages WebFetch deferred offered->deferred',
        'tools ToolSearch added',
      ]);
      // Without a tool search, a tool that leaves the requests is gone from them.
      const c = { ...b, requests: route(['Agent', 'Bash']) };
      expect(describe_(diffSurfaces(a, c).changes)).toContain('POST /v1/messages WebFetch removed');
    });
  });

  describe('rename candidates', () => {
    it('a field removed and another added in the same place with the same type and content is one rename; what is below moved with it', () => {
      const a = surface({ harness: 'codex', cliVersion: '0.1.0', schema: { source: 'a', methods: {}, definitions: { Turn: { fields: { id: 'string', usage: 'object', 'usage.input': 'number', 'usage.output': 'number', note: 'string' }, enums: {} } } } });
      const b = surface({ harness: 'codex', cliVersion: '0.2.0', schema: { source: 'b', methods: {}, definitions: { Turn: { fields: { id: 'string', tokenUsage: 'object', 'tokenUsage.input': 'number', 'tokenUsage.output': 'number', remark: 'string', extra: 'string' }, enums: {} } } } });
      expect(diffSurfaces(a, b).changes.map(describeChange)).toEqual([
        'Turn: field extra added (string)',
        'Turn: field note removed',
        'Turn: field remark added (string)',
        'Turn: field usage renamed to tokenUsage (same shape)',
      ]);
    });

    it('a tool with the same input, a method with the same params, a definition or line type with the same fields', () => {
      const shapes = { Task: 'description,prompt,subagent_type', Agent: 'description,prompt,subagent_type', Bash: 'command' };
      const def = { fields: { threadId: 'string', turnId: 'string' }, enums: {} };
      const a = surface({
        harness: 'claude',
        cliVersion: '2.1.62',
        requests: { 'POST /v1/messages': { count: 1, headers: [], body: {}, tools: ['Bash', 'Task'], deferred: [], shapes } },
        schema: { source: 'a', methods: { ServerNotification: { 'turn/ended': 'TurnEnded' } }, definitions: { TurnEnded: def } },
        invocation: { binary: null, help: {}, tools: ['Bash', 'Task'] },
      });
      const b = surface({
        harness: 'claude',
        cliVersion: '2.1.63',
        requests: { 'POST /v1/messages': { count: 1, headers: [], body: {}, tools: ['Agent', 'Bash'], deferred: [], shapes } },
        schema: { source: 'b', methods: { ServerNotification: { 'turn/completed': 'TurnCompleted' } }, definitions: { TurnCompleted: def } },
        invocation: { binary: null, help: {}, tools: ['Agent', 'Bash'] },
      });
      expect(diffSurfaces(a, b).changes.map(describeChange)).toEqual([
        'POST /v1/messages: tool Task renamed to Agent (same shape)',
        'ServerNotification: method turn/ended renamed to turn/completed (same shape)',
        'definition TurnEnded renamed to TurnCompleted (same fields)',
        'tools: tool Task renamed to Agent (same shape)',
      ]);
      // Another input: a tool removed and another added, no rename.
      const other = { ...b, requests: { 'POST /v1/messages': { ...b.requests['POST /v1/messages']!, shapes: { ...shapes, Agent: 'prompt' } } } };
      expect(diffSurfaces(a, other).changes.map(describeChange)).toContain('POST /v1/messages: tool Task removed');
    });
  });

  it('a tool system/init lists by another name while the requests offer the same tools is relabelled (Claude Code 2.1.64: Agent listed as Task)', () => {
    const route = (tools: string[]) => ({ 'POST /v1/messages': { count: 1, headers: [], body: {}, tools, deferred: [], shapes: {} } });
    const a = surface({ harness: 'claude', cliVersion: '2.1.63', requests: route(['Agent', 'Bash']), invocation: { binary: null, help: {}, tools: ['Agent', 'Bash'] } });
    const b = surface({ harness: 'claude', cliVersion: '2.1.64', requests: route(['Agent', 'Bash', 'ToolSearch']), invocation: { binary: null, help: {}, tools: ['Bash', 'Task', 'ToolSearch'] } });
    expect(diffSurfaces(a, b).changes.map(describeChange)).toEqual(['POST /v1/messages: tool ToolSearch added', 'tools: tool ToolSearch added', 'tools: tool Agent renamed to Task (same shape)']);
    // A name the requests stop offering too is gone, not relabelled.
    const gone = { ...b, requests: route(['Bash', 'ToolSearch']) };
    expect(diffSurfaces(a, gone).changes.map(describeChange)).toContain('tools: tool Agent removed');
  });
});
