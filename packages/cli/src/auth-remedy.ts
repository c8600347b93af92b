/**
 * What a user does about a round that failed for want of a sign-in (or kept retrying, which
 * looks the same from outside): the exact command for their CLI, and what became of a credential
 * variable they have set. Never advice to do what they did: with `--credential environment` the
 * variables already went to the CLI.
 */
import { PROTOCOLS, RETRY_CAUSE, stoppedOffline } from '@mwh/harness-core';
import type { Harness, Verdict } from '@mwh/protocol-core';

/** How each CLI is signed in to, as its own `--help` names the commands (claude 2.1.269 to 2.1.332, codex 0.154.0 to 0.171.0). */
export const SIGN_IN: Record<Harness, string> = {
  claude: '`claude auth login` (or make a long-lived token with `claude setup-token`)',
  codex: '`codex login` (or store an API key in its login: `printenv OPENAI_API_KEY | codex login --with-api-key`)',
};

const CLAUDE_SIGN_IN = `Sign in with ${SIGN_IN.claude}`;

/** The sentences to print under the verdict, or none when the failure was not about signing in. */
export function authRemedy(harness: Harness, verdict: Verdict, env: Record<string, string | undefined>, credential: string): string[] {
  if ((verdict.kind !== 'auth-required' && verdict.cause?.name !== RETRY_CAUSE) || stoppedOffline(verdict)) return [];
  const set = PROTOCOLS[harness].credentialVariables.filter((name) => env[name]);
  return harness === 'claude' ? claudeRemedy(set, credential) : codexRemedy(set);
}

function claudeRemedy(set: readonly string[], credential: string): string[] {
  const names = set.join(' and ');
  const one = set.length === 1;
  if (credential !== 'environment') {
    const lines = [`${CLAUDE_SIGN_IN}, or set ANTHROPIC_API_KEY and run mwh with --credential environment.`];
    if (set.length) {
      lines.push(
        `${names} ${one ? 'is' : 'are'} set here, but mwh run removes credential variables by default so the CLI uses its own login; add --credential environment to use ${one ? 'it' : 'them'}.`,
      );
    }
    return lines;
  }
  if (!set.length) return [`${CLAUDE_SIGN_IN}, or set ANTHROPIC_API_KEY (--credential environment hands it to the CLI).`];
  // The variable overrides the CLI's own login, so signing in helps only without it.
  return [
    `${names} went to the CLI as set here (--credential environment): check that ${one ? 'it is' : 'they are'} valid, or sign in with \`claude auth login\` and run mwh without --credential environment.`,
  ];
}

/**
 * codex's app-server reads no key from the environment for its own OpenAI provider, with or
 * without `--credential environment` (0.171.0 sends no Authorization header with OPENAI_API_KEY,
 * CODEX_API_KEY or CODEX_ACCESS_TOKEN set): a key goes into its login, where it does.
 */
function codexRemedy(set: readonly string[]): string[] {
  const first = set[0];
  if (first === undefined) return ['Sign in with `codex login`, or store an API key in its login: `printenv OPENAI_API_KEY | codex login --with-api-key`.'];
  const store = `printenv ${first} | codex login ${first === 'CODEX_ACCESS_TOKEN' ? '--with-access-token' : '--with-api-key'}`;
  return [
    'Sign in with `codex login`.',
    `${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set here, but codex reads no credential from the environment for its own provider (--credential environment does not change that); store it in its login: \`${store}\`.`,
  ];
}
