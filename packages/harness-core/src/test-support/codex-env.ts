/** Options that run the real codex app-server against the Responses mock in a scratch directory. */
import { codexMockProviderArgs, MOCK_KEY_ENV } from '@mwh/mock-servers';
import { findInstalledCli } from '../installed-clis.js';
import type { RoundOptions } from '../round/round-options.js';
import { cleanEnv, type Scratch } from './scratch.js';

export const MOCK_OPENAI_KEY = 'sk-openai-mock-key-9876543210';
export { MOCK_KEY_ENV };
/** The conformance kit's provider overrides, under the name this package's tests use. */
export const mockProviderArgs = codexMockProviderArgs;

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
