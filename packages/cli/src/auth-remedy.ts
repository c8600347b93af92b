/**
 * What a user does about a round that failed for want of a sign-in (or kept retrying, which
 * looks the same from outside): the sentences of the CLI's registration, given the credential
 * variables set here and `--credential`.
 */
import { RETRY_CAUSE, registrationOf, stoppedOffline } from '@mwh/harness-core';
import type { Harness, Verdict } from '@mwh/protocol-core';

/** The sentences to print under the verdict, or none when the failure was not about signing in. */
export function authRemedy(harness: Harness, verdict: Verdict, env: Record<string, string | undefined>, credential: string): string[] {
  if ((verdict.kind !== 'auth-required' && verdict.cause?.name !== RETRY_CAUSE) || stoppedOffline(verdict)) return [];
  const registration = registrationOf(harness);
  const set = registration.cli.credentialVariables.filter((name) => env[name]);
  return registration.signIn.remedy(set, credential);
}
