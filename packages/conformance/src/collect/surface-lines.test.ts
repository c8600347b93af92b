import { describe, expect, it } from 'vitest';
import { claudeLineSurface } from '../claude/claude-surface.js';
import { codexLineSurface } from '../codex/codex-surface.js';
import { captureOf } from '../test-support/captures.js';

describe('the lines of a surface', () => {
  it('Claude: per type/subtype, every field with its JSON types, the values that discriminate, one example', () => {
    const lines = claudeLineSurface([
      captureOf('claude', [
        ['stdout', { type: 'system', subtype: 'init', session_id: 's', tools: ['Bash'], modelUsage: { 'claude-x-1': { inputTokens: 1 } } }],
        ['stdout', { type: 'result', subtype: 'success', is_error: false, stop_reason: 'end_turn', usage: { input_tokens: 1 } }],
        ['stdout', { type: 'result', subtype: 'success', is_error: false, stop_reason: null, usage: null }],
        ['stdout', 'not json'],
        ['stdin', { type: 'user' }],
      ]),
    ]);
    expect(Object.keys(lines)).toEqual(['result/success', 'system/init']);
    expect(lines['result/success']).toMatchObject({ count: 2, fields: { is_error: 'boolean', stop_reason: 'null|string', subtype: 'string', type: 'string', usage: 'null|object', 'usage.input_tokens': 'number' }, values: { stop_reason: ['end_turn'], subtype: ['success'], type: ['result'] } });
    // A key that is not a name is data of a map.
    expect(lines['system/init']!.fields).toMatchObject({ 'modelUsage{}': 'object', 'modelUsage{}.inputTokens': 'number', 'tools[]': 'string' });
    expect(lines['system/init']!.example).toContain('"subtype":"init"');
  });

  it('codex: notifications and requests by method, answers as <method> result or error', () => {
    const lines = codexLineSurface([
      captureOf('codex', [
        ['stdin', { id: 1, method: 'thread/start', params: {} }],
        ['stdout', { id: 1, result: { thread: { id: 't' } } }],
        ['stdout', { method: 'turn/started', params: { turn: { id: 'u', status: 'inProgress' } } }],
        ['stdin', { id: 2, method: 'thread/resume', params: {} }],
        ['stdout', { id: 2, error: { code: -32600, message: 'no rollout' } }],
      ]),
    ]);
    expect(Object.keys(lines)).toEqual(['thread/resume error', 'thread/start result', 'turn/started']);
    expect(lines['turn/started']!.values).toEqual({ 'turn.status': ['inProgress'] });
    expect(lines['thread/resume error']!.fields).toEqual({ code: 'number', message: 'string' });
  });

  it('walks a line far deeper than the stack without overflowing, to a bounded depth', () => {
    const text = `{"type":"assistant","message":${'{"a":'.repeat(100_000)}{}${'}'.repeat(100_000)}}`;
    const capture = captureOf('claude', []);
    capture.chunks.push({ stream: 'stdout', t: 0, bytes: new TextEncoder().encode(`${text}\n`) });
    // JSON.parse itself copes with this depth; the walk stops at its bound.
    expect(Object.keys(claudeLineSurface([capture]).assistant!.fields)).toHaveLength(7);
  });
});
