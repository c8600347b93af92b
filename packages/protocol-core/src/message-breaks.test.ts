import { describe, expect, it } from 'vitest';
import { MessageBreaks } from './message-breaks.js';

describe('MessageBreaks', () => {
  it('puts a blank line between two messages, counting the newlines the first one ended with', () => {
    const breaks = new MessageBreaks();
    expect(breaks.piece('a', 'update the docs')).toBe('update the docs');
    expect(breaks.piece('b', 'Done,')).toBe('\n\nDone,');
    expect(breaks.piece('b', ' all tests pass.\n')).toBe(' all tests pass.\n');
    expect(breaks.piece('c', 'One newline before.\n\n')).toBe('\nOne newline before.\n\n');
    expect(breaks.piece('d', 'x')).toBe('x');
    // A message going on after another one's text gets no break of its own in the middle.
    expect(breaks.piece('c', 'more')).toBe('more');
  });

  it('gives the first text of the answer no break', () => {
    expect(new MessageBreaks().piece('a', 'Hi')).toBe('Hi');
  });

  it("takes a message's break back with the last of its text, and the next message follows the text before", () => {
    const breaks = new MessageBreaks();
    breaks.piece('a', 'Running it.');
    expect(breaks.piece('b', 'Partial')).toBe('\n\nPartial');
    // The reader counts without the break: nothing of the text left, the break goes too.
    expect(breaks.retract('b', 'Partial'.length)).toBe('\n\nPartial'.length);
    expect(breaks.piece('c', 'The whole answer.\n')).toBe('\n\nThe whole answer.\n');
    // Some of c's text is left: its break stays, and what it now ends with is not known.
    expect(breaks.retract('c', ' answer.\n'.length)).toBe(' answer.\n'.length);
    expect(breaks.piece('d', 'Next.')).toBe('\n\nNext.');

    const first = new MessageBreaks();
    first.piece('a', 'Partial ');
    expect(first.retract('a', 8)).toBe(8);
    expect(first.piece('b', 'Whole.')).toBe('Whole.');
  });
});
