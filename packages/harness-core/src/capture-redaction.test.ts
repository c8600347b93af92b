import { describe, expect, it } from 'vitest';
import { serializeCapture, streamBytes, type Capture } from '@mwh/protocol-core';
import { redactCapture } from './capture-redaction.js';

const secret = 'sk-live-KEY-1';
const delta = (text: string) => `${JSON.stringify({ method: 'item/agentMessage/delta', params: { threadId: 't', turnId: 'u', itemId: 'm1', delta: text } })}\n`;
const bytes = (text: string) => new Uint8Array(Buffer.from(text));

const capture: Capture = {
  header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'codex', cli: { name: 'codex', version: '0.171.0' }, argv: ['codex', `--token=${secret}`], env: ['HOME'], startedAt: '2026-12-04T00:00:00.000Z', scenario: 'leak', description: `streams ${secret}` },
  chunks: [
    { stream: 'stdin', t: 1, bytes: bytes(`{"id":1,"method":"x","params":{"key":"${secret}"}}\n`) },
    { stream: 'stdout', t: 2, bytes: bytes(delta('the key: sk-li')) },
    { stream: 'stderr', t: 3, bytes: bytes(`warn sk-live-`) },
    { stream: 'stdout', t: 4, bytes: bytes(delta('ve-KEY-1.')) },
    { stream: 'stderr', t: 5, bytes: bytes(`KEY-1\n`) },
  ],
  exit: { t: 6, code: 1, signal: null, spawnError: { name: 'Error', message: `spawn ${secret}` }, stop: { by: 'abort', reason: `because ${secret}` } },
  expect: { verdict: 'success', text: `the key: ${secret}.` },
};

describe('redactCapture', () => {
  it('keeps every secret out of a capture recorded without them: streams, split deltas, header, exit and expectation', () => {
    const redacted = redactCapture(capture, [secret]);
    expect(serializeCapture(redacted)).not.toMatch(/sk-li|KEY-1/);
    expect(Buffer.from(streamBytes(redacted, 'stdout')).toString()).toBe(delta('the key: ') + delta('[REDACTED].'));
    expect(Buffer.from(streamBytes(redacted, 'stderr')).toString()).toBe('warn [REDACTED]\n');
    expect(redacted.chunks.map((chunk) => [chunk.stream, chunk.t])).toEqual([
      ['stdin', 1],
      // stdout's first line waits for the next delta of its stream, and keeps the time it came.
      ['stderr', 3],
      ['stdout', 2],
      ['stdout', 4],
      // stderr holds back what may begin a secret until its next bytes.
      ['stderr', 5],
    ]);
    expect(redacted.header.argv).toEqual(['codex', '--token=[REDACTED]']);
    expect(redacted.exit).toMatchObject({ code: 1, spawnError: { message: 'spawn [REDACTED]' }, stop: { by: 'abort', reason: 'because [REDACTED]' } });
    expect(redacted.expect).toEqual({ verdict: 'success', text: 'the key: [REDACTED].' });
  });

  it('gives the capture itself back when there is nothing to redact', () => {
    expect(redactCapture(capture, [])).toBe(capture);
    expect(redactCapture(capture, [''])).toBe(capture);
  });
});
