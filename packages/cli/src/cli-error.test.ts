import { describe, expect, it } from 'vitest';
import { MwhError } from '@mwh/protocol-core';
import { JsonRpcError } from '@mwh/protocol-codex';
import { HarnessError } from '@mwh/harness-core';
import { UsageError } from './cli-error.js';

describe('UsageError', () => {
  it('is recognised as itself and as an mwh error', () => {
    const error = new UsageError('--cwd needs a folder.');
    expect(UsageError.isInstance(error)).toBe(true);
    expect(MwhError.isInstance(error)).toBe(true);
    expect(error.kind).toBe('usage');
  });

  // Were any mwh error a usage error, `mwh` would print a codex fault as the user's mistake and exit 2.
  it('does not take another mwh error for a usage error', () => {
    expect(UsageError.isInstance(new JsonRpcError('turn/start', { code: -32600, message: 'refused' }))).toBe(false);
    expect(UsageError.isInstance(new HarnessError('failed', 'the round failed'))).toBe(false);
    expect(UsageError.isInstance(new MwhError('usage', 'same kind, other class'))).toBe(false);
    expect(UsageError.isInstance(new Error('plain'))).toBe(false);
  });
});
