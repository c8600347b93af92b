import { describe, expect, it } from 'vitest';
import { CLAUDE_SESSION_NAMESPACE, URL_NAMESPACE, claudeSessionId, uuidV5 } from './session-id.js';

describe('uuidV5', () => {
  it('matches the RFC 4122 / Python uuid5 reference vector', () => {
    // uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });

  it('derives the session namespace as documented', () => {
    expect(uuidV5('urn:mwh:claude-session', URL_NAMESPACE)).toBe(CLAUDE_SESSION_NAMESPACE);
  });

  it('rejects a namespace that is not a UUID', () => {
    expect(() => uuidV5('x', 'nope')).toThrow(TypeError);
  });
});

describe('claudeSessionId', () => {
  it('is stable, version 5, and different per thread', () => {
    const a = claudeSessionId('threads/alice/1');
    expect(a).toBe(claudeSessionId('threads/alice/1'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(claudeSessionId('threads/alice/2')).not.toBe(a);
    // Pinned: a change here orphans every existing session.
    expect(claudeSessionId('thread-1')).toBe('34d0b421-bd81-5ed5-91a0-ae3f7d5977de');
  });
});
