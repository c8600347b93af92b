import type { Verdict } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { IDLE_CAUSE, idleBoundOf, idleVerdict } from './verdict-causes.js';

describe('idleVerdict', () => {
  const failed: Verdict = { kind: 'failed', message: 'The turn was interrupted.', exitCode: null, signal: 'SIGTERM', stderrTail: '' };

  it('names the bound in seconds, or in milliseconds below one second, never as "0 s"', () => {
    expect(idleVerdict(failed, 1500).message).toBe('The CLI wrote nothing for 1.5 s (the idle bound) and was stopped. The turn was interrupted.');
    expect(idleVerdict(failed, 40).cause).toEqual({ name: IDLE_CAUSE, message: 'The CLI wrote nothing for 40 ms (the idle bound) and was stopped.', boundMs: 40 });
  });

  it('carries the bound as a number, read back without reading its English sentence', () => {
    expect(idleBoundOf(idleVerdict(failed, 1500).cause)).toEqual({ amount: 1.5, unit: 's' });
    expect(idleBoundOf(idleVerdict(failed, 40).cause)).toEqual({ amount: 40, unit: 'ms' });
    expect(idleBoundOf({ name: IDLE_CAUSE, message: 'The CLI wrote nothing for 5 s (the idle bound) and was stopped.' })).toBeUndefined();
    expect(idleBoundOf({ name: 'AbortError', message: 'x', boundMs: 5000 })).toBeUndefined();
  });

  it('makes the round incomplete but keeps an answer the CLI gave before the bound', () => {
    expect(idleVerdict(failed, 5000).kind).toBe('incomplete');
    const success: Verdict = { kind: 'success', message: 'done', exitCode: 0, signal: null, stderrTail: '' };
    expect(idleVerdict(success, 5000)).toBe(success);
  });
});
