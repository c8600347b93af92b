/** Options that run the real codex app-server against the Responses mock in a scratch directory. */
import { findInstalledCli } from '../installed-cli.js';
import type { RoundOptions } from '../round-options.js';
import { cleanEnv, type Scratch } from './scratch.js';

export const MOCK_KEY_ENV = 'MWH_MOCK_KEY';
export const MOCK_OPENAI_KEY = 'sk-openai-mock-key-9876543210';

/** `-c` overrides that point codex at the mock as its model provider; fail fast, no retries. */
export function mockProviderArgs(url: string, extra: Record<string, string> = {}): string[] {
  const config: Record<string, string> = {
    model_provider: '"mock"',
    'model_providers.mock.name': '"mwh mock"',
    'model_providers.mock.base_url': JSON.stringify(`${url}/v1`),
    'model_providers.mock.wire_api': '"responses"',
    'model_providers.mock.env_key': JSON.stringify(MOCK_KEY_ENV),
    'model_providers.mock.request_max_retries': '0',
    'model_providers.mock.stream_max_retries': '0',
    model: '"gpt-5.5"',
    ...extra,
  };
  return Object.entries(config).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

export function codexMockOptions(
  scratch: Scratch,
  mockUrl: string,
  extra?: Record<string, string>,
): Pick<RoundOptions, 'command' | 'args' | 'cwd' | 'configHome' | 'baseEnv' | 'env' | 'credential'> {
  const codex = findInstalledCli('codex');
  if (!codex) throw new Error('codex is not installed');
  if (codex.prefixArgs.length) throw new Error('expected the native codex binary');
  return {
    command: codex.command,
    args: mockProviderArgs(mockUrl, extra),
    cwd: scratch.cwd,
    configHome: scratch.configHome,
    baseEnv: cleanEnv(scratch.home),
    credential: { type: 'cli-login' },
    env: { [MOCK_KEY_ENV]: MOCK_OPENAI_KEY },
  };
}
