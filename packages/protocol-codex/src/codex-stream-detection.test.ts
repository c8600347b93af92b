import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCapture, streamBytes, type Capture } from '@mwh/protocol-core';
import { describe, expect, it } from 'vitest';
import { looksLikeCodexRollout, looksLikeCodexStream } from './codex-stream-detection.js';

const manifest = JSON.parse(readFileSync(new URL('../schemas/manifest.json', import.meta.url), 'utf8')) as { codexVersion: string };
const fixturesRoot = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const codexDir = `${fixturesRoot}codex/${manifest.codexVersion}/`;
const codexFixtures = existsSync(codexDir) ? readdirSync(codexDir).filter((f) => f.endsWith('.capture.jsonl')).sort() : [];

function load(path: string): Capture {
  const parsed = parseCapture(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
  return parsed.value;
}

describe('looksLikeCodexStream', () => {
  it('recognises every codex fixture, by its stdout and by its capture file', () => {
    for (const name of codexFixtures) {
      const text = readFileSync(codexDir + name, 'utf8');
      expect(looksLikeCodexStream(text), name).toBe(true);
      const stdout = new TextDecoder().decode(streamBytes(load(codexDir + name), 'stdout'));
      if (stdout) expect(looksLikeCodexStream(stdout), name).toBe(true);
    }
  });

  it('rejects Claude stream-json and its captures', () => {
    expect(looksLikeCodexStream('{"type":"system","subtype":"init","session_id":"s"}\n{"type":"assistant","message":{}}')).toBe(false);
    const claudeRoot = `${fixturesRoot}claude/`;
    const claudeDirs = existsSync(claudeRoot) ? readdirSync(claudeRoot) : [];
    for (const dir of claudeDirs) {
      for (const name of readdirSync(`${claudeRoot}${dir}`).filter((f) => f.endsWith('.capture.jsonl'))) {
        const path = `${claudeRoot}${dir}/${name}`;
        expect(looksLikeCodexStream(readFileSync(path, 'utf8')), name).toBe(false);
        const stdout = new TextDecoder().decode(streamBytes(load(path), 'stdout'));
        expect(looksLikeCodexStream(stdout), name).toBe(false);
      }
    }
  });

  it('needs at least one JSON-RPC message; debug lines are no evidence either way', () => {
    expect(looksLikeCodexStream('')).toBe(false);
    expect(looksLikeCodexStream('WARNING: x\n{"method":"configWarning","params":{"summary":"s"},"emittedAtMs":1}')).toBe(true);
    expect(looksLikeCodexStream('{"id":0,"result":{"userAgent":"codex"}}')).toBe(true);
    expect(looksLikeCodexStream('plain text')).toBe(false);
  });
});

describe('looksLikeCodexRollout', () => {
  const read = (name: string) => readFileSync(new URL(`./test-support/${name}`, import.meta.url), 'utf8');

  it('recognises a rollout, wrapped or early, which the app-server test refuses', () => {
    for (const name of ['codex-rollout.sample.jsonl', 'codex-rollout-early.sample.jsonl']) {
      expect(looksLikeCodexRollout(read(name)), name).toBe(true);
      expect(looksLikeCodexStream(read(name)), name).toBe(false);
    }
  });

  it('recognises an early rollout whose first line holds only the id and the time, by the items after it', () => {
    const bare = '{"id":"s","timestamp":"2025-01-04T05:06:07.000Z"}\n{"type":"message","role":"user","content":[{"type":"input_text","text":"hi"}]}\n';
    expect(looksLikeCodexRollout(bare)).toBe(true);
    expect(looksLikeCodexRollout('{"id":"s","timestamp":"t"}\n{"type":"message","text":"hi"}\n')).toBe(false);
  });

  it('takes no app-server stdout, exec stdout or Claude file for a rollout', () => {
    for (const name of codexFixtures) expect(looksLikeCodexRollout(new TextDecoder().decode(streamBytes(load(codexDir + name), 'stdout'))), name).toBe(false);
    expect(looksLikeCodexRollout(read('codex-exec.sample.jsonl'))).toBe(false);
    expect(looksLikeCodexRollout('{"type":"system","subtype":"init","session_id":"s"}\n')).toBe(false);
    expect(looksLikeCodexRollout('{"parentUuid":null,"isSidechain":false,"sessionId":"s","type":"user","message":{"role":"user","content":"hi"}}\n')).toBe(false);
  });
});
