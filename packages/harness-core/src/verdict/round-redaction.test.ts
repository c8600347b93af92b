import { describe, expect, it } from 'vitest';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import { RoundEnder } from './round-end.js';
import { RoundOutput } from '../round/round.js';

const SECRET = 'sk-live-and-replay-42';

// A round's parts with the secret split across deltas of two interleaved streams, held across
// an event, released at a tool call that names it, retracted after, and in an unknown raw line.
const parts: ContentPart[] = [
  { type: 'session', sessionId: 's' },
  { type: 'text-delta', id: 't1', text: 'key: sk-li' },
  { type: 'reasoning-delta', id: 'r1', text: `thinking of ${SECRET.slice(0, 9)}` },
  { type: 'event', name: 'system/status', data: { note: SECRET } },
  { type: 'text-delta', id: 't1', text: 've-and-re' },
  { type: 'reasoning-delta', id: 'r1', text: `${SECRET.slice(9)} done` },
  { type: 'tool-call', toolCallId: 'c1', toolName: 'Bash', input: { command: `echo ${SECRET}` } },
  { type: 'text-delta', id: 't1', text: 'play-42 and more' },
  { type: 'text-retract', id: 't1', length: 4 },
  { type: 'unknown', reason: 'unknown-event', raw: `{"type":"new","token":"${SECRET}"}` },
  { type: 'text-delta', id: 't2', text: `tail sk-live-and` },
];
const verdict: Verdict = {
  kind: 'failed',
  message: `denied ${SECRET}`,
  exitCode: 1,
  signal: null,
  stderrTail: `error: ${SECRET}\n`,
  cause: { name: 'Error', message: `bad ${SECRET}` },
};

async function live(): Promise<{ parts: ContentPart[]; verdict: Verdict }> {
  const output = new RoundOutput([SECRET]);
  for (const part of parts) output.emit(part);
  const resolved = output.finish(verdict);
  const out: ContentPart[] = [];
  for await (const part of output.queue) out.push(part);
  return { parts: out, verdict: resolved };
}

describe('one redaction for live rounds and replay', () => {
  it('a live round and a replay of the same parts emit the same redacted parts and verdict', async () => {
    const fromLive = await live();
    const replayed = new RoundEnder([SECRET]).push([...parts, { type: 'finish', verdict }]);
    expect(replayed).toEqual(fromLive.parts);
    expect(fromLive.parts.at(-1)).toEqual({ type: 'finish', verdict: fromLive.verdict });
    expect(JSON.stringify(fromLive)).not.toContain(SECRET);
    // The streams never add up to the secret either.
    const streamed = fromLive.parts.flatMap((p) => (p.type === 'text-delta' || p.type === 'reasoning-delta' ? [p.text] : [])).join('');
    expect(streamed).not.toContain(SECRET);
    expect(fromLive.verdict).toMatchObject({ message: 'denied [REDACTED]', stderrTail: 'error: [REDACTED]\n', cause: { message: 'bad [REDACTED]' } });
  });

  it('a finish called twice emits once and still returns the redacted verdict', async () => {
    const output = new RoundOutput([SECRET]);
    output.finish(verdict);
    expect(output.finish({ ...verdict, message: SECRET }).message).toBe('[REDACTED]');
    const out: ContentPart[] = [];
    for await (const part of output.queue) out.push(part);
    expect(out.filter((p) => p.type === 'finish')).toHaveLength(1);
  });
});
