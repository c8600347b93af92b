import { describe, expect, it } from 'vitest';
import { captureOf } from '../test-support/captures.js';
import { geminiLineSurface, observeGemini } from './gemini-surface.js';

const t = '2026-12-07T00:00:00.000Z';
const capture = captureOf('gemini', [
  ['stdout', { type: 'init', timestamp: t, session_id: 's-1', model: 'gemini-2.5-flash' }],
  ['stdout', { type: 'message', timestamp: t, role: 'assistant', content: 'Hi', delta: true }],
  ['stdout', { type: 'thought', timestamp: t, content: 'a newer event' }],
  ['stdout', { type: 'tool_use', timestamp: t, tool_name: 'run_shell_command', parameters: {} }],
  ['stdout', 'not json'],
  ['stdout', { type: 'result', timestamp: t, status: 'success', stats: { total_tokens: 3 } }],
  ['stderr', 'noise'],
]);

describe("gemini's surface", () => {
  it('keys its stdout events by type, with their fields, a new event type included', () => {
    const lines = geminiLineSurface([capture]);
    expect(Object.keys(lines).sort()).toEqual(['init', 'message', 'result', 'thought', 'tool_use']);
    expect(Object.keys(lines.message!.fields)).toEqual(expect.arrayContaining(['role', 'content', 'delta']));
  });

  it("says which lines protocol-gemini's decoder does not know, or finds without a member the CLI declares required", () => {
    const gaps = observeGemini([capture]);
    expect(gaps.unknownEvents.map((gap) => gap.key)).toEqual(['thought']);
    // tool_use without its tool_id.
    expect(gaps.invalidLines.map((gap) => gap.key)).toEqual(['tool_use']);
  });
});
