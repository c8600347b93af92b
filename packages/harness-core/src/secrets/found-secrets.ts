/**
 * Secrets mwh finds by itself, where nobody named them: the values of the environment's
 * secret-looking variables and of the CLI's credential variables. A value too short to be a key
 * is not one: masking it everywhere would destroy the output and protect nothing.
 */
import { codePoints } from '@mwh/protocol-core';

/**
 * The shortest value that is redacted as a found secret. Real keys and tokens are far longer
 * (Anthropic and OpenAI keys 50 characters and more, GitHub tokens 40, AWS secret keys 40), and 8
 * is the shortest password most services accept; a shorter value is a placeholder (`x`, `test`,
 * `dummy`) that occurs in ordinary text, and as a secret it would mask every such character or
 * word of the answer. Secrets the caller names (`secrets`, `--redact`) are honoured at any length.
 */
export const MIN_FOUND_SECRET_LENGTH = 8;

/** Names whose values are credentials by their look: API keys, tokens, secrets, passwords. */
const SECRET_NAME = /KEY|TOKEN|SECRET|PASSW(OR)?D|CREDENTIAL|AUTH|COOKIE|SESSION/i;

/** A value found (not named) that is long enough to be redacted as a secret. */
export function isFoundSecret(value: string | undefined): value is string {
  return value !== undefined && secretLength(value) >= MIN_FOUND_SECRET_LENGTH;
}

/**
 * A secret's length in characters (code points), the unit of MIN_FOUND_SECRET_LENGTH and of what
 * mwh tells the user: `🔑` is one character, though two UTF-16 units in `string.length`.
 */
export function secretLength(value: string): number {
  return codePoints(value);
}

/** The values of the environment's secret-looking variables. */
export function environmentSecrets(env: Record<string, string | undefined>): string[] {
  return environmentSecretEntries(env)
    .filter(([, value]) => isFoundSecret(value))
    .map(([, value]) => value);
}

/** The environment's secret-looking variables that are set, as [name, value], short values included (a sanitiser says it left them). */
export function environmentSecretEntries(env: Record<string, string | undefined>): [name: string, value: string][] {
  return Object.entries(env).filter((entry): entry is [string, string] => SECRET_NAME.test(entry[0]) && !!entry[1]);
}
