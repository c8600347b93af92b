import { describe, expect, it } from 'vitest';
import { streamBytes } from '@mwh/protocol-core';
import { looksLikeClaudeStream } from './claude-stream-detection.js';
import { loadFixture } from './test-support/fixtures.js';

describe('looksLikeClaudeStream', () => {
  it('recognises the start of a real stream, even cut inside a line', () => {
    const stdout = new TextDecoder().decode(streamBytes(loadFixture('text-streamed'), 'stdout'));
    expect(looksLikeClaudeStream(stdout)).toBe(true);
    expect(looksLikeClaudeStream(stdout.slice(0, 4000))).toBe(true);
  });

  it('recognises a stream that starts with a result (resume of an unknown session) or after debug lines', () => {
    const stdout = new TextDecoder().decode(streamBytes(loadFixture('resume-unknown'), 'stdout'));
    expect(looksLikeClaudeStream(`[debug] starting\n\n${stdout}`)).toBe(true);
  });

  it('does not take other JSON Lines for it', () => {
    expect(looksLikeClaudeStream('')).toBe(false);
    expect(
      looksLikeClaudeStream('{"method":"thread/started","params":{"thread":{"id":"t"}}}\n{"id":1,"result":{}}\n'),
    ).toBe(false);
    expect(looksLikeClaudeStream('{"type":"header","format":"mwh-capture","version":1}\n')).toBe(false);
    expect(looksLikeClaudeStream('{"type":"thread.started","thread_id":"x"}\nplain text\n')).toBe(false);
  });
});
