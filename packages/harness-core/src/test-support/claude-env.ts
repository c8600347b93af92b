/** Options that run the real claude CLI against the Anthropic mock in a scratch directory. */
import { findInstalledCli } from '../installed-clis.js';
import type { RoundOptions } from '../round/round-options.js';
import type { AnthropicMock } from './mocks.js';
import { cleanEnv, type Scratch } from './scratch.js';

export const MOCK_ANTHROPIC_KEY = 'sk-ant-mock-key-0123456789';

export function claudeMockOptions(scratch: Scratch, mock: AnthropicMock): Pick<RoundOptions, 'command' | 'cwd' | 'configHome' | 'baseEnv' | 'env' | 'credential'> {
  const claude = findInstalledCli('claude');
  if (!claude) throw new Error('claude is not installed');
  return {
    command: claude.command,
    cwd: scratch.cwd,
    configHome: scratch.configHome,
    baseEnv: cleanEnv(scratch.home),
    credential: { type: 'environment' },
    env: {
      ANTHROPIC_BASE_URL: mock.url,
      ANTHROPIC_API_KEY: MOCK_ANTHROPIC_KEY,
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      CLAUDE_CODE_MAX_RETRIES: '0',
    },
  };
}
