/** Options that run the real Gemini CLI against the Gemini API mock in a scratch directory. */
import { GEMINI_MOCK_MODEL, geminiMockEnv } from '@mwh/mock-servers/gemini';
import { findInstalledCli } from '../installed-clis.js';
import type { RoundOptions } from '../round/round-options.js';
import { cleanEnv, type Scratch } from './scratch.js';

export const MOCK_GEMINI_KEY = 'AIza-gemini-mock-key-0123456789';

export function geminiMockOptions(scratch: Scratch, mockUrl: string): Pick<RoundOptions, 'command' | 'cwd' | 'configHome' | 'baseEnv' | 'env' | 'credential' | 'model'> {
  const gemini = findInstalledCli('gemini');
  if (!gemini) throw new Error('gemini is not installed');
  const { GOOGLE_GEMINI_BASE_URL } = geminiMockEnv(mockUrl);
  return {
    command: gemini.command,
    cwd: scratch.cwd,
    configHome: scratch.configHome,
    baseEnv: cleanEnv(scratch.home),
    // The round's own key: it goes in as GEMINI_API_KEY, as a user's would.
    credential: { type: 'api-key', apiKey: MOCK_GEMINI_KEY },
    env: { GOOGLE_GEMINI_BASE_URL: GOOGLE_GEMINI_BASE_URL! },
    // Named, so no router request comes before each turn.
    model: GEMINI_MOCK_MODEL,
  };
}
