import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnswerText } from './answer-text.js';

describe('AnswerText', () => {
  it('appends deltas and takes a message’s tail back, leaving other messages’ text', () => {
    const answer = new AnswerText();
    answer.add('m1', 'Part');
    answer.add('m2', 'X');
    answer.add('m1', 'ial ');
    answer.retract('m1', 6);
    answer.add('m3', 'Whole');
    expect(answer.toString()).toBe('PaXWhole');
    answer.retract('m3', 100);
    expect(answer.toString()).toBe('PaX');
    expect(answer.cut).toBe(0);
  });

  // The whole answer, as an unbounded model builds it: runs of one message's text, a retract
  // trimming the runs of its message from the end.
  function model(steps: ({ add: string; text: string } | { retract: string; length: number })[]): string {
    const runs: { id: string; text: string }[] = [];
    for (const step of steps) {
      if ('add' in step) {
        const last = runs[runs.length - 1];
        if (last && last.id === step.add) last.text += step.text;
        else runs.push({ id: step.add, text: step.text });
      } else {
        let left = step.length;
        for (let i = runs.length - 1; i >= 0 && left > 0; i--) {
          if (runs[i]!.id !== step.retract) continue;
          const cut = Math.min(left, runs[i]!.text.length);
          runs[i]!.text = runs[i]!.text.slice(0, runs[i]!.text.length - cut);
          left -= cut;
        }
      }
    }
    return runs.map((run) => run.text).join('');
  }

  // Past its bound it kept concatenating: an answer of 600 M characters ended `mwh replay --json`
  // in 'Invalid string length'. At the bound, one below and one above, with retracts anywhere.
  it('keeps the answer’s start up to its bound and counts the rest, at, below and above the bound', () => {
    const step = fc.oneof(
      fc.record({ add: fc.constantFrom('a', 'b', 'c'), text: fc.string({ unit: 'binary', maxLength: 6 }) }),
      fc.record({ retract: fc.constantFrom('a', 'b', 'c'), length: fc.nat({ max: 8 }) }),
    );
    fc.assert(
      fc.property(fc.constantFrom(15, 16, 17), fc.array(step, { maxLength: 40 }), (limit, steps) => {
        const answer = new AnswerText(limit);
        for (const s of steps) {
          if ('add' in s) answer.add(s.add, s.text);
          else answer.retract(s.retract, s.length);
        }
        const whole = model(steps);
        const kept = answer.toString();
        expect(kept.length).toBeLessThanOrEqual(limit);
        expect(whole.startsWith(kept)).toBe(true);
        expect(kept.length + answer.cut).toBe(whole.length);
        // Every unit is kept while the answer fits.
        if (whole.length <= limit && answer.cut === 0) expect(kept).toBe(whole);
      }),
      { seed: 25, numRuns: 2000 },
    );
  });

  it('keeps exactly the bound of an answer that only grows, and no unit past it', () => {
    for (const [length, cut] of [[15, 0], [16, 0], [17, 1]] as const) {
      const answer = new AnswerText(16);
      for (let i = 0; i < length; i++) answer.add(i % 5 === 0 ? 'x' : 'y', 'z');
      expect([answer.toString().length, answer.cut]).toEqual([length - cut, cut]);
    }
  });
});
