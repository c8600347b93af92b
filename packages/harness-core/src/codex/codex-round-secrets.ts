import { CODEX_CREDENTIAL_VARIABLES, codexKeyVariables } from '@mwh/protocol-codex/invocation';
import type { HomedOptions } from '../round/round-options.js';
import { roundSecrets } from '../round/round-secrets.js';

/** What every round (and conversation) with codex redacts from the start: its options' secrets and the credential variables' values. */
export function codexRoundSecrets(options: HomedOptions): Set<string> {
  return roundSecrets(options, CODEX_CREDENTIAL_VARIABLES, codexKeyVariables(options.args));
}
