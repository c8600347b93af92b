import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedTranscript, withTranscript, type ThreadTurn } from './transcript.js';

const turns: ThreadTurn[] = [
  { role: 'user', text: 'first question' },
  { role: 'assistant', text: 'first answer' },
  { role: 'user', text: 'second question' },
  { role: 'assistant', text: '  ' },
  { role: 'assistant', text: 'second answer' },
];

describe('boundedTranscript', () => {
  it('keeps every turn, oldest first, when they fit', () => {
    expect(boundedTranscript(turns)).toBe(
      'User: first question\n\nAssistant: first answer\n\nUser: second question\n\nAssistant: second answer',
    );
  });

  it('keeps the newest turns within the budget and says how many were left out', () => {
    const text = boundedTranscript(turns, 50);
    expect(text).toBe('(2 earlier turns omitted)\n\nUser: second question\n\nAssistant: second answer');
  });

  it('keeps the end of a newest turn that alone exceeds the budget', () => {
    const text = boundedTranscript([{ role: 'user', text: 'a'.repeat(500) + 'THE END' }], 100);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.startsWith('User: …')).toBe(true);
    expect(text.endsWith('THE END')).toBe(true);
  });

  it('is empty without history', () => {
    expect(boundedTranscript([])).toBe('');
    expect(withTranscript('hi', [])).toBe('hi');
    expect(withTranscript('hi', undefined)).toBe('hi');
  });

  it('never exceeds the budget (turn text only; the omission note is extra)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ role: fc.constantFrom('user' as const, 'assistant' as const), text: fc.string() })),
        fc.integer({ min: 65, max: 2000 }),
        (history, budget) => {
          const text = boundedTranscript(history, budget).replace(/^\(\d+ earlier turns? omitted\)\n\n/, '');
          expect(text.length).toBeLessThanOrEqual(budget);
        },
      ),
    );
  });
});

describe('withTranscript', () => {
  it('puts the transcript before the new message', () => {
    const text = withTranscript('third question', turns);
    expect(text.indexOf('first question')).toBeLessThan(text.indexOf('third question'));
    expect(text.endsWith('The new message:\n\nthird question')).toBe(true);
  });
});
