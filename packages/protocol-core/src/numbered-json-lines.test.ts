import { describe, expect, it } from 'vitest';
import { isCutOffLine, NumberedJsonLines } from './numbered-json-lines.js';

const read = (text: string) => {
  const lines = new NumberedJsonLines();
  const first = lines.push(new TextEncoder().encode(text));
  const last = lines.end();
  return { lines: [...first, ...last.lines].map((line) => [line.line, line.kind]), cutOff: last.cutOff };
};

describe('NumberedJsonLines', () => {
  it('says a last line without its newline that began as JSON and is not whole is cut off, and leaves it out', () => {
    expect(read('{"a":1}\n{"b":')).toEqual({ lines: [[1, 'object']], cutOff: 2 });
    expect(read('{"a":1}\n{"b":2}')).toEqual({ lines: [[1, 'object'], [2, 'object']] });
    // Plain text (a debug line) and whole JSON of no object are no cut JSON: read as what they are.
    expect(read('{"a":1}\nplain')).toEqual({ lines: [[1, 'object'], [2, 'not-json']] });
    expect(read('{"a":1}\n[1,2]')).toEqual({ lines: [[1, 'object'], [2, 'not-object']] });
    // With its newline, a broken line is a line that is not JSON, not a cut one.
    expect(read('{"b":\n')).toEqual({ lines: [[1, 'not-json']] });
  });
});

describe('isCutOffLine', () => {
  it('is JSON begun and not whole, or begun and too long to look at', () => {
    expect(isCutOffLine('{"a":')).toBe(true);
    expect(isCutOffLine('  [1,')).toBe(true);
    expect(isCutOffLine('{"a":1}')).toBe(false);
    expect(isCutOffLine('Debugger attached.')).toBe(false);
    expect(isCutOffLine('{"a":"xxxx', true)).toBe(true);
    expect(isCutOffLine('plain', true)).toBe(false);
  });
});
