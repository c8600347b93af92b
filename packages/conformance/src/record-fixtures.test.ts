import { describe, expect, it } from 'vitest';
import { planRecording } from './record-fixtures.js';

describe('planRecording', () => {
  it('records every harness, Claude first, every scenario, when given nothing', () => {
    expect(planRecording([])).toEqual([{ harness: 'claude' }, { harness: 'codex' }, { harness: 'gemini' }]);
  });

  it('picks harnesses by name', () => {
    expect(planRecording(['codex'])).toEqual([{ harness: 'codex' }]);
    expect(planRecording(['codex', 'claude'])).toEqual([{ harness: 'claude' }, { harness: 'codex' }]);
  });

  it('records a named scenario for each picked harness that has one', () => {
    expect(planRecording(['stream-dropped'])).toEqual([
      { harness: 'claude', only: ['stream-dropped'] },
      { harness: 'codex', only: ['stream-dropped'] },
    ]);
    expect(planRecording(['api-retry', 'text-deltas'])).toEqual([
      { harness: 'claude', only: ['api-retry'] },
      { harness: 'codex', only: ['text-deltas'] },
    ]);
    expect(planRecording(['claude', 'stream-dropped'])).toEqual([{ harness: 'claude', only: ['stream-dropped'] }]);
  });

  it('refuses a name no picked harness has', () => {
    expect(() => planRecording(['no-such-scenario'])).toThrow('No claude or codex or gemini scenario is named no-such-scenario.');
    expect(() => planRecording(['codex', 'api-retry'])).toThrow('No codex scenario is named api-retry.');
  });
});
