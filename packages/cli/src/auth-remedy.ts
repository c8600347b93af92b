/**
 * What a user does about a round that failed for want of a sign-in (or kept retrying, which
 * looks the same from outside): the exact command for their CLI, and a credential variable
 * they have set that `mwh run` removed.
 */
import { RETRY_CAUSE } from '@mwh/harness-core';
import { CLAUDE_CREDENTIAL_VARIABLES } from '@mwh/protocol-claude';
import { CODEX_CREDENTIAL_VARIABLES } from '@mwh/protocol-codex';
import type { Harness, Verdict } from '@mwh/protocol-core';

const REMEDIES: Record<Harness, string> = {
  claude:
    'Sign in with `claude auth login` (or make a long-lived token with `claude setup-token`), or set ANTHROPIC_API_KEY and run mwh with --credential environment.',
  codex: 'Sign in with `codex login`, or set OPENAI_API_KEY and run mwh with --credential environment.',
};

const CREDENTIAL_VARIABLES: Record<Harness, readonly string[]> = {
  claude: CLAUDE_CREDENTIAL_VARIABLES,
  codex: CODEX_CREDENTIAL_VARIABLES,
};

/** The sentences to print under the verdict, or none when the failure was not about signing in. */
export function authRemedy(harness: Harness, verdict: Verdict, env: Record<string, string | undefined>, credential: string): string[] {
  if (verdict.kind !== 'auth-required' && verdict.cause?.name !== RETRY_CAUSE) return [];
  const lines = [REMEDIES[harness]];
  if (credential !== 'environment') {
    const removed = CREDENTIAL_VARIABLES[harness].filter((name) => env[name]);
    if (removed.length) {
      const names = removed.join(' and ');
      lines.push(
        `${names} ${removed.length === 1 ? 'is' : 'are'} set here, but mwh run removes credential variables by default so the CLI uses its own login; add --credential environment to use ${removed.length === 1 ? 'it' : 'them'}.`,
      );
    }
  }
  return lines;
}
