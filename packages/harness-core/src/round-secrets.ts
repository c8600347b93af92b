/**
 * Every credential a round carries that is known before it starts: the caller's secrets, the
 * MCP bearer token, the round's own credential, and credential variables set for the child.
 * The redactor is built from these, so nothing leaves the library with one of them in it.
 */
import type { RoundOptions } from './round-options.js';

export function roundSecrets(options: RoundOptions, credentialVariables: readonly string[]): Set<string> {
  const secrets = new Set<string>(options.secrets ?? []);
  if (options.mcp) secrets.add(options.mcp.token);
  const credential = options.credential;
  if (credential?.type === 'token') secrets.add(credential.token);
  if (credential?.type === 'api-key') secrets.add(credential.apiKey);
  const names = new Set(credentialVariables);
  for (const [name, value] of Object.entries(options.env ?? {})) if (names.has(name) && value) secrets.add(value);
  secrets.delete('');
  return secrets;
}
