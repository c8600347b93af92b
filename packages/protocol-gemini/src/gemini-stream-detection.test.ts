import { readdirSync, readFileSync } from 'node:fs';
import { parseCapture, streamBytes } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { looksLikeGeminiStream } from './gemini-stream-detection.js';
import { geminiFixtures } from './test-support/fixtures.js';

const stdoutOf = (text: string) => {
  const parsed = parseCapture(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return new TextDecoder().decode(streamBytes(parsed.value, 'stdout'));
};

/** The stdout of every recorded fixture of another CLI, by its file. */
function otherStdouts(cli: string): [string, string][] {
  const root = new URL(`../../../fixtures/${cli}/`, import.meta.url);
  return readdirSync(root).flatMap((version) =>
    readdirSync(new URL(`${version}/`, root))
      .filter((name) => name.endsWith('.capture.jsonl'))
      .map((name): [string, string] => [`${cli}/${version}/${name}`, stdoutOf(readFileSync(new URL(`${version}/${name}`, root), 'utf8'))]),
  );
}

describe('looksLikeGeminiStream', () => {
  it("claims the real CLI's stdout wherever it wrote any", () => {
    for (const { name, capture } of geminiFixtures()) {
      const stdout = new TextDecoder().decode(streamBytes(capture, 'stdout'));
      if (stdout.trim() !== '') expect(looksLikeGeminiStream(stdout), name).toBe(true);
    }
  });

  it('claims a capture of a gemini round by its header, and no other capture', () => {
    const header = (harness: string) => `{"type":"header","format":"mwh-capture","version":1,"harness":"${harness}","cli":{"name":"x","version":"1"},"argv":[],"env":[],"startedAt":"x"}\n`;
    expect(looksLikeGeminiStream(header('gemini'))).toBe(true);
    expect(looksLikeGeminiStream(header('claude'))).toBe(false);
    expect(looksLikeGeminiStream(header('codex'))).toBe(false);
  });

  it("claims none of Claude Code's or codex's recorded stdout", () => {
    for (const [name, stdout] of [...otherStdouts('claude'), ...otherStdouts('codex')]) expect(looksLikeGeminiStream(stdout), name).toBe(false);
  });

  it('takes no shared word alone: a Claude result, a codex exec error, a typeless line', () => {
    expect(looksLikeGeminiStream('{"type":"result","subtype":"success","status":"x"}')).toBe(false);
    expect(looksLikeGeminiStream('{"type":"error","message":"x"}')).toBe(false);
    expect(looksLikeGeminiStream('{"type":"message","role":"user","content":"x"}')).toBe(false);
    expect(looksLikeGeminiStream('{"id":1}')).toBe(false);
    expect(looksLikeGeminiStream('')).toBe(false);
    expect(looksLikeGeminiStream('{"type":"error","severity":"error","message":"x"}')).toBe(true);
  });
});
