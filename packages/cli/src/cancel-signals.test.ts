import { describe, expect, it } from 'vitest';
import { CancelSignals, REPEAT_MS } from './cancel-signals.js';

describe('CancelSignals', () => {
  it('cancels on the first signal, takes a copy forwarded at once for the same one, and leaves on a later one', () => {
    let clock = 0;
    const seen: string[] = [];
    const signals = new CancelSignals((signal) => seen.push(`cancel ${signal}`), (first) => seen.push(`leave ${first}`), () => clock);
    signals.receive('SIGINT');
    clock = 5;
    // pnpm passing on the Ctrl-C the terminal sent to the whole group.
    signals.receive('SIGINT');
    expect(seen).toEqual(['cancel SIGINT']);
    clock = REPEAT_MS + 1;
    signals.receive('SIGTERM');
    expect(seen).toEqual(['cancel SIGINT', 'leave SIGINT']);
    expect(signals.received).toBe('SIGINT');
  });
});
