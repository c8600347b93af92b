import { describe, expect, it } from 'vitest';
import { CommandOutput } from './command-output.js';

describe('CommandOutput', () => {
  it('keeps each command’s deltas in order until taken, then forgets them', () => {
    const output = new CommandOutput();
    output.add('a', 'one ');
    output.add('b', 'other');
    output.add('a', 'two');
    expect(output.take('a')).toBe('one two');
    expect(output.take('a')).toBeUndefined();
    expect(output.take('b')).toBe('other');
  });

  it('keeps at most its bound of units in all, cut without splitting a surrogate pair, and room comes back once taken', () => {
    const output = new CommandOutput(5);
    output.add('a', 'abc');
    output.add('b', 'd😀e');
    output.add('a', 'more');
    expect(output.take('b')).toBe('d');
    // Room came back, but what follows a cut is never appended: 'abcm' then 'x' was never written.
    output.add('a', 'x');
    expect(output.take('a')).toBe('abcm');
    output.add('c', 'fghij');
    expect(output.take('c')).toBe('fghij');
  });

  it('keeps at most its bound of commands at once: a hostile stream starting many keeps nothing past it', () => {
    const output = new CommandOutput(1000, 2);
    for (const id of ['a', 'b', 'c']) output.add(id, id);
    expect([output.take('a'), output.take('b'), output.take('c')]).toEqual(['a', 'b', undefined]);
  });
});
