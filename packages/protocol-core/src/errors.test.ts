import { describe, expect, it } from 'vitest';
import { LineTooLongError, MwhError } from './errors.js';

describe('MwhError markers', () => {
  it('every mwh error is an MwhError; a plain error or a look-alike object is not', () => {
    expect(MwhError.isInstance(new MwhError('x', 'y'))).toBe(true);
    expect(MwhError.isInstance(new LineTooLongError(10, 5))).toBe(true);
    expect(MwhError.isInstance(new Error('x'))).toBe(false);
    expect(MwhError.isInstance({ kind: 'line-too-long', name: 'LineTooLongError' })).toBe(false);
    expect(MwhError.isInstance(null)).toBe(false);
    expect(MwhError.isInstance('line-too-long')).toBe(false);
  });

  it('a subclass recognises only itself, never a sibling with the same kind', () => {
    const error = new LineTooLongError(10, 5);
    expect(LineTooLongError.isInstance(error)).toBe(true);
    expect(error.kind).toBe('line-too-long');
    expect(LineTooLongError.isInstance(new MwhError('line-too-long', 'same kind, other class'))).toBe(false);
  });
});
