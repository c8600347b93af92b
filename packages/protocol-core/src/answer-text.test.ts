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
  });
});
