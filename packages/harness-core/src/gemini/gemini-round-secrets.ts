import { GEMINI_CREDENTIAL_VARIABLES } from '@mwh/protocol-gemini/invocation';
import type { HomedOptions } from '../round/round-options.js';
import { roundSecrets } from '../round/round-secrets.js';

/** What every round (and conversation) with Gemini CLI redacts from the start: its options' secrets and the credential variables' values. */
export function geminiRoundSecrets(options: HomedOptions): Set<string> {
  return roundSecrets(options, GEMINI_CREDENTIAL_VARIABLES);
}
