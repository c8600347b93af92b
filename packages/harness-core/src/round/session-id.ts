/**
 * Name-based session ids: the Claude session of a thread is the UUID version 5 of its thread
 * key, so every machine (every replica) derives the same id and two threads never share one.
 */
import { createHash } from 'node:crypto';

/** RFC 4122 namespace for URLs; the namespace below is derived from it so it can be re-checked. */
export const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/**
 * The namespace of mwh Claude sessions: `uuidV5('urn:mwh:claude-session', URL_NAMESPACE)`.
 * Fixed forever: changing it would orphan every existing session (the CLI would find none and
 * each thread would restart from its transcript once).
 */
export const CLAUDE_SESSION_NAMESPACE = '7d46faa1-6873-5d3e-baa6-3647252f9be1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** UUID version 5 (SHA-1, name-based) as in RFC 4122 section 4.3. */
export function uuidV5(name: string, namespace: string): string {
  if (!UUID.test(namespace)) throw new TypeError(`Not a UUID: ${namespace}`);
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The Claude session id of a thread. */
export function claudeSessionId(threadKey: string): string {
  return uuidV5(threadKey, CLAUDE_SESSION_NAMESPACE);
}
