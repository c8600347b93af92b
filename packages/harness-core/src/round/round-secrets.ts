/**
 * Every credential a round carries that is known before it starts: the caller's secrets, the
 * MCP bearer token, the round's own credential, and the credential variables the child gets.
 * The redactor is built from these, so nothing leaves the library with one of them in it. The
 * variables' values are found, not named: one too short to be a key is left out (see found-secrets).
 */
import { mcpServerSecrets } from '@mwh/protocol-core';
import { isFoundSecret } from '../secrets/found-secrets.js';
import type { RoundOptions } from './round-options.js';

/**
 * @param credentialVariables the CLI's credential variables: the child gets them from `env`,
 *   and from the base environment when the credential is `environment` (else they are removed).
 * @param keyVariables variables the CLI reads a key from that are never removed (a codex
 *   provider's `env_key`): from `env`, or else from the base environment.
 */
export function roundSecrets(options: RoundOptions, credentialVariables: readonly string[], keyVariables: readonly string[] = []): Set<string> {
  const secrets = new Set<string>(options.secrets ?? []);
  if (options.mcp) secrets.add(options.mcp.token);
  // Header and environment values are found, not named: `DEBUG: '1'` is no secret to mask everywhere.
  for (const server of Object.values(options.mcpServers ?? {})) for (const value of mcpServerSecrets(server)) if (isFoundSecret(value)) secrets.add(value);
  const credential = options.credential;
  if (credential?.type === 'token') secrets.add(credential.token);
  if (credential?.type === 'api-key') secrets.add(credential.apiKey);
  const env = options.env ?? {};
  const base = options.baseEnv ?? process.env;
  const keptFromBase = credential?.type === 'environment';
  for (const name of credentialVariables) {
    const value = env[name] ?? (keptFromBase ? base[name] : undefined);
    if (isFoundSecret(value)) secrets.add(value);
  }
  for (const name of keyVariables) {
    const value = env[name] ?? base[name];
    if (isFoundSecret(value)) secrets.add(value);
  }
  secrets.delete('');
  return secrets;
}
