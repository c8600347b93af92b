import { describe, expect, it } from 'vitest';
import { streamBytes } from '@mwh/protocol-core';
import { readFileSync } from 'node:fs';
import { claudeStreamVersion, claudeTranscriptVersion, looksLikeClaudeStream, looksLikeClaudeTranscript } from './claude-stream-detection.js';
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

  it("takes no other CLI's stream-json whose lines share its types but not its shape (no session id)", () => {
    expect(looksLikeClaudeStream('{"type":"init","session_id":"s","model":"m"}\n{"type":"result","status":"success","stats":{"total_tokens":3}}\n')).toBe(false);
    expect(looksLikeClaudeStream('{"type":"system","subtype":"init"}\n{"type":"assistant","message":{}}\n')).toBe(false);
    expect(looksLikeClaudeStream('{"type":"result","subtype":"success","session_id":"s"}\n')).toBe(true);
  });
});

describe('looksLikeClaudeTranscript', () => {
  const transcript = readFileSync(new URL('./test-support/claude-transcript.sample.jsonl', import.meta.url), 'utf8');

  it('recognises a session transcript, which the stdout test then refuses though its lines have the same types', () => {
    expect(looksLikeClaudeTranscript(transcript)).toBe(true);
    expect(looksLikeClaudeStream(transcript)).toBe(false);
    // Any one line of a message in it is enough, whichever version wrote which fields.
    for (const line of transcript.split('\n').filter(Boolean)) {
      expect(looksLikeClaudeTranscript(line), line.slice(0, 80)).toBe(true);
      expect(looksLikeClaudeStream(line), line.slice(0, 80)).toBe(false);
    }
  });

  it('takes no stdout, capture or codex file for a transcript', () => {
    const stdout = new TextDecoder().decode(streamBytes(loadFixture('bash-tool'), 'stdout'));
    expect(looksLikeClaudeTranscript(stdout)).toBe(false);
    expect(looksLikeClaudeTranscript('{"type":"header","format":"mwh-capture","version":1}\n')).toBe(false);
    expect(looksLikeClaudeTranscript('{"timestamp":"t","type":"session_meta","payload":{"id":"x"}}\n')).toBe(false);
    expect(looksLikeClaudeTranscript('{"type":"thread.started","thread_id":"x"}\n')).toBe(false);
  });
});

describe('the Claude Code version a file records', () => {
  it("a stdout's init line (claude_code_version), a transcript's message lines (version); none where the lines carry none", () => {
    const stdout = new TextDecoder().decode(streamBytes(loadFixture('text-streamed', '2.1.332'), 'stdout'));
    expect(claudeStreamVersion(stdout)).toBe('2.1.332');
    const transcript = readFileSync(new URL('./test-support/claude-transcript.sample.jsonl', import.meta.url), 'utf8');
    // Its first line is a summary, with no version: the first message's says it.
    expect(claudeTranscriptVersion(transcript)).toBe('2.1.300');
    expect(claudeStreamVersion('{"type":"system","subtype":"init","session_id":"s"}\n')).toBeUndefined();
    // A version inside a tool's input is no version of the CLI's.
    expect(claudeTranscriptVersion('{"type":"assistant","sessionId":"s","parentUuid":null,"message":{"content":[{"type":"tool_use","input":{"version":"9"}}]}}\n')).toBeUndefined();
  });
});
