// Every kind of file every registered protocol reads, fed to every kind's test: each claims only
// its own, so which kind a file is never depends on the order they are asked in.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HARNESSES, looksLikeCapture, parseCapture, streamBytes, type StreamKind } from '@mwh/protocol-core';
import { loadProtocol } from './protocol-loader.js';

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const text = (path: string) => readFileSync(repo(path), 'utf8');
const stdoutOf = (path: string) => {
  const parsed = parseCapture(text(path));
  if (!parsed.ok) throw new Error(parsed.error);
  return new TextDecoder().decode(streamBytes(parsed.value, 'stdout'));
};

/** Samples of each kind: recorded fixtures where there are, the hand-written samples beside the readers otherwise. */
const SAMPLES: Record<StreamKind, readonly [string, string][]> = {
  'mwh-capture': [
    ['claude capture', text('fixtures/claude/2.1.332/bash-tool.capture.jsonl')],
    ['codex capture', text('fixtures/codex/0.171.0/shell-command.capture.jsonl')],
    ['codex exec capture', text('fixtures/codex/0.171.0/rounds/exec-shell-command.capture.jsonl')],
  ],
  'claude-stdout': [
    ['one turn', stdoutOf('fixtures/claude/2.1.332/bash-tool.capture.jsonl')],
    ['several turns', stdoutOf('fixtures/claude/2.1.332/rounds/several-turns.capture.jsonl')],
    ['a result alone', stdoutOf('fixtures/claude/2.1.332/resume-unknown.capture.jsonl')],
  ],
  'claude-transcript': [['transcript', text('packages/protocol-claude/src/test-support/claude-transcript.sample.jsonl')]],
  'codex-app-server': [
    ['one turn', stdoutOf('fixtures/codex/0.171.0/shell-command.capture.jsonl')],
    ['several turns', stdoutOf('fixtures/codex/0.171.0/rounds/several-turns.capture.jsonl')],
  ],
  'codex-exec': [
    ['exec', text('packages/protocol-codex/src/test-support/codex-exec.sample.jsonl')],
    ['recorded exec', stdoutOf('fixtures/codex/0.171.0/rounds/exec-shell-command.capture.jsonl')],
  ],
  'gemini-stdout': [
    ['one turn', stdoutOf('fixtures/gemini/0.61.0/text-streamed.capture.jsonl')],
    ['a tool call', stdoutOf('fixtures/gemini/0.61.0/shell-yolo.capture.jsonl')],
  ],
  'codex-rollout': [
    ['rollout', text('packages/protocol-codex/src/test-support/codex-rollout.sample.jsonl')],
    ['early rollout', text('packages/protocol-codex/src/test-support/codex-rollout-early.sample.jsonl')],
  ],
};

describe('stream kinds', () => {
  it("are each read by one protocol, named after its CLI, and every kind but the capture has samples here", async () => {
    const listed: string[] = [];
    for (const harness of HARNESSES) {
      for (const kind of (await loadProtocol(harness)).streamKinds) {
        expect(kind.kind.startsWith(`${harness}-`), kind.kind).toBe(true);
        listed.push(kind.kind);
      }
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(SAMPLES).filter((kind) => kind !== 'mwh-capture').sort());
  });

  it("each claims its own samples and no other kind's", async () => {
    const kinds = [];
    for (const harness of HARNESSES) kinds.push(...(await loadProtocol(harness)).streamKinds);
    for (const [sampleKind, samples] of Object.entries(SAMPLES)) {
      for (const [name, sample] of samples) {
        const claims = kinds.filter((kind) => kind.looksLike(sample)).map((kind) => kind.kind);
        expect(claims, `${sampleKind} ${name}`).toEqual(sampleKind === 'mwh-capture' ? [] : [sampleKind]);
        expect(looksLikeCapture(sample), `${sampleKind} ${name}`).toBe(sampleKind === 'mwh-capture');
      }
    }
  });

  it('claims nothing of plain text, other JSON lines or nothing', async () => {
    for (const harness of HARNESSES) {
      for (const kind of (await loadProtocol(harness)).streamKinds) {
        for (const other of ['', 'just some notes\n', '{"level":"info","msg":"started"}\n', '[1,2,3]\n', '{"type":"message","text":"hi"}\n']) expect(kind.looksLike(other), `${kind.kind}: ${other}`).toBe(false);
      }
    }
  });
});
