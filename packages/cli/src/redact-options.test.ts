import { describe, expect, it } from 'vitest';
import { secretsToRedact } from './redact-options.js';

async function warnings(values: Parameters<typeof secretsToRedact>[0], env: Record<string, string> = {}) {
  let stderr = '';
  const secrets = await secretsToRedact(values, { env, cwd: '/', stderr: (t) => void (stderr += t) });
  return { secrets, stderr };
}

describe('secretsToRedact', () => {
  it('warns of a value shorter than 8 characters, counting characters, not UTF-16 units', async () => {
    expect(await warnings({ redact: ['🔑🔑🔑'] })).toEqual({
      secrets: ['🔑🔑🔑'],
      stderr: 'mwh: warning: a --redact value is only 3 characters long; it is masked wherever it occurs, inside words too.\n',
    });
    // Eight UTF-16 units, four characters: short by the rule mwh applies to values it finds.
    expect((await warnings({ redact: ['🔑🔑🔑🔑'] })).stderr).toBe('mwh: warning: a --redact value is only 4 characters long; it is masked wherever it occurs, inside words too.\n');
    expect((await warnings({ 'redact-env': ['K'] }, { K: 'é' })).stderr).toBe('mwh: warning: the value of --redact-env K is only 1 character long; it is masked wherever it occurs, inside words too.\n');
    expect((await warnings({ redact: ['🔑'.repeat(8), 'eight ch'] })).stderr).toBe('');
  });
});
