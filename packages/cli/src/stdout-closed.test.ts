import { describe, expect, it, vi } from 'vitest';
import { onStdoutClosed, reportStdoutClosed } from './stdout-closed.js';

describe('stdout closed', () => {
  it('tells the listeners present, and says whether there were any', () => {
    expect(reportStdoutClosed()).toBe(false);
    const listener = vi.fn();
    const stop = onStdoutClosed(listener);
    expect(reportStdoutClosed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    expect(reportStdoutClosed()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
