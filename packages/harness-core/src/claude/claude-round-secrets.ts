import { CLAUDE_CREDENTIAL_VARIABLES } from '@mwh/protocol-claude/invocation';
import type { HomedOptions } from '../round/round-options.js';
import { roundSecrets } from '../round/round-secrets.js';

/** What every round (and conversation) with Claude Code redacts from the start: its options' secrets and the credential variables' values. */
export function claudeRoundSecrets(options: HomedOptions): Set<string> {
  return roundSecrets(options, CLAUDE_CREDENTIAL_VARIABLES);
}
