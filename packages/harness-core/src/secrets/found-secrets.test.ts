import { describe, expect, it } from 'vitest';
import { environmentSecrets, MIN_FOUND_SECRET_LENGTH, secretLength } from './found-secrets.js';
import type { RoundOptions } from '../round/round-options.js';
import { roundSecrets } from '../round/round-secrets.js';

describe('found secrets', () => {
  it('leaves out values of secret-looking variables too short to be a key', () => {
    expect(environmentSecrets({ GITHUB_TOKEN: 'ghp_0123456789abcdef', API_KEY: 'x', PATH: '/usr/bin:/bin/long', SESSION: '1234567' })).toEqual(['ghp_0123456789abcdef']);
    expect(MIN_FOUND_SECRET_LENGTH).toBe(8);
  });

  it('counts characters (code points), not UTF-16 units', () => {
    // Four keys are eight UTF-16 units but four characters: no key by the 8-character rule.
    expect(environmentSecrets({ API_KEY: '🔑🔑🔑🔑', TOKEN: '🔑'.repeat(8) })).toEqual(['🔑'.repeat(8)]);
    expect([secretLength('🔑🔑🔑'), secretLength('abc'), secretLength('é'), secretLength('')]).toEqual([3, 3, 1, 0]);
  });

  it('leaves out credential variables too short to be a key, and keeps every secret the caller names', () => {
    const options = {
      credential: { type: 'environment' },
      baseEnv: { ANTHROPIC_API_KEY: 'x', CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat-0123456789' },
      env: { PROVIDER_KEY: 'short' },
      secrets: ['y'],
    } as unknown as RoundOptions;
    expect([...roundSecrets(options, ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'], ['PROVIDER_KEY'])].sort()).toEqual(['sk-ant-oat-0123456789', 'y']);
    const named = { credential: { type: 'api-key', apiKey: 'abc' }, baseEnv: {} } as unknown as RoundOptions;
    expect([...roundSecrets(named, ['ANTHROPIC_API_KEY'])]).toEqual(['abc']);
  });
});
