import { describe, expect, it } from 'vitest';
import { looksLikeCodexExecStream } from './codex-exec-stream-detection.js';
import { looksLikeCodexStream } from './codex-stream-detection.js';

describe('looksLikeCodexExecStream', () => {
  it('recognises the events of codex exec --json, a warning line before them too', () => {
    expect(looksLikeCodexExecStream('{"type":"thread.started","thread_id":"t"}\n{"type":"turn.started"}\n')).toBe(true);
    expect(looksLikeCodexExecStream('Reading additional input from stdin...\n{"type":"thread.started","thread_id":"t"}')).toBe(true);
    expect(looksLikeCodexExecStream('{"type":"item.completed","item":{"id":"i","type":"agent_message","text":"x"}}')).toBe(true);
  });

  it('recognises a capture of an exec round by its header, and no other capture', () => {
    const header = (extra: string) => `{"type":"header","format":"mwh-capture","version":1,"harness":"codex"${extra},"cli":{"name":"codex","version":"0.171.0"},"argv":[],"env":[],"startedAt":"x"}\n`;
    expect(looksLikeCodexExecStream(header(',"outputMode":"exec"'))).toBe(true);
    expect(looksLikeCodexExecStream(header(''))).toBe(false);
  });

  it('rejects the app-server JSON-RPC, Claude stream-json and a lone error', () => {
    const appServer = '{"id":0,"result":{"userAgent":"codex"}}\n{"method":"thread/started","params":{}}';
    expect(looksLikeCodexExecStream(appServer)).toBe(false);
    expect(looksLikeCodexStream('{"type":"thread.started","thread_id":"t"}')).toBe(false);
    expect(looksLikeCodexExecStream('{"type":"system","subtype":"init","session_id":"s"}\n{"type":"assistant","message":{}}')).toBe(false);
    expect(looksLikeCodexExecStream('{"type":"error","message":"x"}')).toBe(false);
    expect(looksLikeCodexExecStream('')).toBe(false);
  });
});
