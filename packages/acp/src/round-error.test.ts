import { describe, expect, it } from 'vitest';
import type { Verdict } from '@mwh/protocol-core';
import { roundError } from './round-error.js';

const ended: Verdict = {
  kind: 'failed',
  message: 'codex app-server exited with code 0 while "initialize" was outstanding.',
  exitCode: 0,
  signal: null,
  stderrTail: '',
  unexplained: true,
};

describe('roundError', () => {
  it("says a CLI that ended without an account of its own ended, and tells the client the text is not the CLI's", () => {
    const error = roundError(ended);
    expect(error.code).toBe(-32603);
    expect(error.message).toBe('The assistant CLI ended before it answered. codex app-server exited with code 0 while "initialize" was outstanding.');
    const data = error.data as { verdict: Record<string, unknown>; markdown: string };
    expect(data.verdict.unexplained).toBe(true);
    expect(data.markdown).toContain('How it ended:');
  });

  it('leaves the mark out of a verdict whose text is the CLI\'s', () => {
    const data = roundError({ ...ended, message: 'API Error: 500 boom', unexplained: undefined }).data as { verdict: Record<string, unknown>; markdown: string };
    expect('unexplained' in data.verdict).toBe(false);
    expect(data.markdown).toContain('What the CLI reported:');
  });
});
