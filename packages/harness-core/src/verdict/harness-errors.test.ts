import { describe, expect, it } from 'vitest';
import { MwhError, type Verdict } from '@mwh/protocol-core';
import { HarnessError, assertSuccess } from './harness-errors.js';

const verdict = (kind: Verdict['kind'], extra: Partial<Verdict> = {}): Verdict => ({ kind, message: `${kind} happened`, exitCode: 1, signal: null, stderrTail: 'tail', ...extra });

describe('HarnessError', () => {
  it('stands for every verdict that is not an answer, with verdict and cause kept', () => {
    for (const kind of ['failed', 'incomplete', 'not-started', 'auth-required'] as const) {
      const error = HarnessError.fromVerdict(verdict(kind))!;
      expect(error.kind).toBe(kind);
      expect(error.verdict?.stderrTail).toBe('tail');
      expect(HarnessError.isInstance(error)).toBe(true);
      expect(MwhError.isInstance(error)).toBe(true);
      expect(error).toBeInstanceOf(Error);
    }
    expect(HarnessError.fromVerdict(verdict('success'))).toBeUndefined();
    expect(HarnessError.fromVerdict(verdict('resume-not-found'))?.kind).toBe('failed');
    const piped = HarnessError.fromVerdict(verdict('failed', { cause: { name: 'Error', message: 'write EPIPE', code: 'EPIPE' } }))!;
    expect((piped.cause as { code: string }).code).toBe('EPIPE');
  });

  it('is told apart from other errors across package copies', () => {
    expect(HarnessError.isInstance(new Error('x'))).toBe(false);
    expect(HarnessError.isInstance(new MwhError('failed', 'not a harness error'))).toBe(false);
    expect(HarnessError.isInstance(null)).toBe(false);
  });

  it('assertSuccess throws for failures only', () => {
    expect(() => assertSuccess(verdict('success'))).not.toThrow();
    expect(() => assertSuccess(verdict('auth-required'))).toThrow(HarnessError);
  });
});
