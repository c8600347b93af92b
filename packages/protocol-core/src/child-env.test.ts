import { describe, expect, it } from 'vitest';
import { childEnv } from './child-env.js';

describe('childEnv', () => {
  it('drops nesting variables and the named credentials, then sets the round variables', () => {
    const env = childEnv(
      { PATH: '/bin', CLAUDECODE: '1', CLAUDE_CODE_ENTRYPOINT: 'cli', OPENAI_API_KEY: 'sk', EMPTY: undefined },
      { remove: ['OPENAI_API_KEY'], set: { CODEX_HOME: '/h', OPENAI_API_KEY: 'mock' } },
    );
    expect(env).toEqual({ PATH: '/bin', CODEX_HOME: '/h', OPENAI_API_KEY: 'mock' });
  });
});
