import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentPart } from './content-part.js';
import { REDACTED, Redactor } from './redactor.js';
import { STDERR_TAIL_BYTES, tail } from './verdict.js';
import { PartRedactor } from './part-redactor.js';
import { splitAt } from '../../../scripts/test-support/split-at.js';

function textOf(parts: ContentPart[], type: 'text-delta' | 'reasoning-delta' = 'text-delta'): string {
  return parts.map((p) => (p.type === type ? p.text : '')).join('');
}

/** What one part lets out, as an array. */
function pushed(r: PartRedactor, part: ContentPart): ContentPart[] {
  const out: ContentPart[] = [];
  r.push(part, out);
  return out;
}

/** Every part through one new redactor, then its flush. */
function through(secrets: string[], parts: ContentPart[]): ContentPart[] {
  const r = new PartRedactor(secrets);
  return [...parts.flatMap((part) => pushed(r, part)), ...flushed(r)];
}

function flushed(r: PartRedactor): ContentPart[] {
  const out: ContentPart[] = [];
  r.flush(out);
  return out;
}

const interleaved: ContentPart[] = [
  { type: 'event', name: 'account/rateLimits/updated', data: { primary: { usedPercent: 7 } } },
  { type: 'unknown', reason: 'not-json', raw: 'a stray line' },
  { type: 'usage', usage: { inputTokens: 3, outputTokens: 5 } },
];

const secretArb = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom('s', 'k', '-', 'a', 'b', '1', 'é', '🔑') });

describe('PartRedactor', () => {
  it('redacts a secret split across three deltas and holds back only a possible start', () => {
    const r = new PartRedactor(['sk-secret-123']);
    expect(pushed(r, { type: 'text-delta', id: 'm', text: 'token: sk-se' })).toEqual([{ type: 'text-delta', id: 'm', text: 'token: ' }]);
    expect(pushed(r, { type: 'text-delta', id: 'm', text: 'cret-1' })).toEqual([]);
    expect(pushed(r, { type: 'text-delta', id: 'm', text: '23 done' })).toEqual([{ type: 'text-delta', id: 'm', text: '[REDACTED] done' }]);
  });

  it('releases held text at a part boundary, before the boundary part', () => {
    const r = new PartRedactor(['sk-secret-123']);
    const out = [
      ...pushed(r, { type: 'text-delta', id: 'm', text: 'almost sk-sec' }),
      ...pushed(r, { type: 'tool-call', toolCallId: 't', toolName: 'Bash', input: { cmd: 'echo sk-secret-123' } }),
    ];
    expect(out).toEqual([
      { type: 'text-delta', id: 'm', text: 'almost ' },
      { type: 'text-delta', id: 'm', text: 'sk-sec' },
      { type: 'tool-call', toolCallId: 't', toolName: 'Bash', input: { cmd: 'echo [REDACTED]' } },
    ]);
  });

  it('keeps holding text across parts that do not end it, which go out first', () => {
    const r = new PartRedactor(['sk-secret-123']);
    const rateLimit: ContentPart = { type: 'event', name: 'account/rateLimits/updated', data: { primary: { usedPercent: 3 } } };
    const out = [
      ...pushed(r, { type: 'text-delta', id: 'm', text: 'key sk-sec' }),
      ...pushed(r, rateLimit),
      ...pushed(r, { type: 'unknown', reason: 'not-json', raw: 'noise' }),
      ...pushed(r, { type: 'usage', usage: { inputTokens: 1, outputTokens: 1 } }),
      ...pushed(r, { type: 'text-delta', id: 'm', text: 'ret-123 ok' }),
    ];
    expect(out).toEqual([
      { type: 'text-delta', id: 'm', text: 'key ' },
      rateLimit,
      { type: 'unknown', reason: 'not-json', raw: 'noise' },
      { type: 'usage', usage: { inputTokens: 1, outputTokens: 1 } },
      { type: 'text-delta', id: 'm', text: '[REDACTED] ok' },
    ]);
  });

  it('redacts a secret with quotes or backslashes in its JSON-escaped form from raw lines', () => {
    const secret = 'pa"ss\\word\n-9';
    const r = new PartRedactor([secret]);
    const raw = JSON.stringify({ type: 'mystery', value: `x${secret}y` });
    const [out] = pushed(r, { type: 'unknown', reason: 'unknown-event', raw });
    expect(out).toEqual({ type: 'unknown', reason: 'unknown-event', raw: '{"type":"mystery","value":"x[REDACTED]y"}' });
    expect(pushed(r, { type: 'text-delta', id: 'm', text: `plain ${secret}` })).toEqual([{ type: 'text-delta', id: 'm', text: 'plain [REDACTED]' }]);
  });

  it('redacts tool results, questions, warnings, unknown lines and the verdict', () => {
    const r = new PartRedactor(['tok']);
    const parts: ContentPart[] = [
      { type: 'tool-result', toolCallId: 't', output: 'env: tok', isError: false },
      { type: 'question', id: 'q', text: 'is tok right?' },
      { type: 'warning', code: 'w', message: 'retrying with tok' },
      { type: 'unknown', reason: 'not-json', raw: 'tok' },
      { type: 'event', name: 'rate-limit', data: { note: ['tok'] } },
      { type: 'finish', verdict: { kind: 'failed', message: 'bad tok', exitCode: 1, signal: null, stderrTail: 'tok tok', cause: { name: 'E', message: 'tok' } } },
    ];
    const out = parts.flatMap((p) => pushed(r, p));
    expect(JSON.stringify(out)).not.toContain('tok');
    expect(out).toHaveLength(6);
  });

  it('masks the start of a secret that the cut of a line over the cap leaves at the end of its raw text', () => {
    const secret = 'sk-live-KEY-123456';
    for (let cut = 1; cut < secret.length; cut++) {
      const raw = `{"type":"x","v":"${'a'.repeat(40)}${secret.slice(0, cut)}`;
      const [part] = pushed(new PartRedactor([secret]), { type: 'unknown', reason: 'line-too-long', raw, bytes: raw.length, limit: raw.length - 1 });
      expect(part).toMatchObject({ type: 'unknown', raw: `{"type":"x","v":"${'a'.repeat(40)}[REDACTED]` });
    }
    // A whole line's raw text ends where the line ends: nothing there is cut.
    expect(pushed(new PartRedactor([secret]), { type: 'unknown', reason: 'not-json', raw: 'ends in sk-live' })).toEqual([{ type: 'unknown', reason: 'not-json', raw: 'ends in sk-live' }]);
  });

  it("keeps a verdict cause's bound, a number no secret is in", () => {
    const r = new PartRedactor(['tok']);
    const cause = { name: 'IdleTimeoutError', message: 'idle tok', boundMs: 5000 };
    const out = pushed(r, { type: 'finish', verdict: { kind: 'incomplete', message: '', exitCode: null, signal: 'SIGTERM', stderrTail: '', cause } });
    expect(out).toEqual([{ type: 'finish', verdict: expect.objectContaining({ cause: { name: 'IdleTimeoutError', message: 'idle [REDACTED]', boundMs: 5000 } }) }]);
  });

  it("masks the start of a verdict's stderr tail that was cut inside an escaped secret", () => {
    const r = new PartRedactor(['sk-live-KEY-1']);
    const finish = (stderr: string) => pushed(r, { type: 'finish', verdict: { kind: 'failed', message: '', exitCode: 1, signal: null, stderrTail: tail(stderr) } });
    // The bound fell in `\u0073`: the kept tail begins `073k-live-KEY-1`.
    const stderr = `${'x'.repeat(100)}\\u0073k-live-KEY-1 then${'.'.repeat(STDERR_TAIL_BYTES - 20)}`;
    const cut = tail(stderr);
    expect(cut.startsWith('073k-live-KEY-1 then')).toBe(true);
    expect(finish(stderr)).toEqual([{ type: 'finish', verdict: expect.objectContaining({ stderrTail: `${REDACTED} then${cut.slice(20)}` }) }]);
    // A short tail was not cut: its start is only what it says.
    expect(finish('KEY-1 then')).toEqual([{ type: 'finish', verdict: expect.objectContaining({ stderrTail: 'KEY-1 then' }) }]);
  });

  it('passes everything through untouched without secrets', () => {
    const r = new PartRedactor([]);
    const part: ContentPart = { type: 'text-delta', id: 'm', text: 'hello' };
    expect(pushed(r, part)[0]).toBe(part);
  });

  it('hands parts to any sink, and a delta that goes on unchanged as the same object', () => {
    const r = new PartRedactor(['sk-live-KEY-123']);
    const seen: ContentPart[] = [];
    const sink = { push: (p: ContentPart) => seen.push(p) };
    const plain: ContentPart = { type: 'text-delta', id: 'm', text: 'hello ' };
    r.push(plain, sink);
    r.push({ type: 'text-delta', id: 'm', text: 'sk-live-KEY-123' }, sink);
    r.flush(sink);
    expect(seen[0]).toBe(plain);
    expect(seen).toEqual([plain, { type: 'text-delta', id: 'm', text: '[REDACTED]' }]);
  });

  it('for any split, streaming redaction equals redacting the whole text', () => {
    fc.assert(
      fc.property(
        fc.array(secretArb, { minLength: 1, maxLength: 3 }),
        fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.nat({ max: 2 })), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.array(fc.constantFrom(...interleaved), { maxLength: 10 }),
        (secrets, pieces, cuts, others) => {
          // The text interleaves plain pieces with whole secrets (a number picks one).
          const whole = pieces.map((p) => (typeof p === 'number' ? secrets[p % secrets.length]! : p)).join('');
          const r = new PartRedactor(secrets);
          const out: ContentPart[] = [];
          // Parts that do not end the text (rate limits, unknown lines, usage) come between the deltas.
          splitAt(whole, cuts).forEach((delta, i) => {
            out.push(...pushed(r, { type: 'text-delta', id: 'm', text: delta }));
            if (others[i]) out.push(...pushed(r, others[i]));
          });
          out.push(...pushed(r, { type: 'finish', verdict: { kind: 'success', message: '', exitCode: 0, signal: null, stderrTail: '' } }));
          expect(textOf(out)).toBe(new Redactor(secrets).redact(whole));
          for (const secret of secrets) if (!new Redactor(secrets).redact(whole).includes(secret)) expect(textOf(out)).not.toContain(secret);
          const passed = out.filter((p) => p.type !== 'text-delta' && p.type !== 'finish').map((p) => p.type);
          expect(passed).toEqual(others.slice(0, splitAt(whole, cuts).length).map((p) => p.type));
          expect(out.at(-1)?.type).toBe('finish');
        },
      ),
    );
  });

  it('holds back per stream: a secret split by another stream\'s delta never adds up in its stream', () => {
    const r = new PartRedactor(['sk-live-KEY-123']);
    const out = [
      ...pushed(r, { type: 'text-delta', id: 'A', text: 'x sk-live-' }),
      ...pushed(r, { type: 'text-delta', id: 'B', text: 'hi' }),
      ...pushed(r, { type: 'reasoning-delta', id: 'A', text: 'sk-live-KEY-123' }),
      ...pushed(r, { type: 'text-delta', id: 'A', text: 'KEY-123 y' }),
      ...flushed(r),
    ];
    expect(out).toEqual([
      { type: 'text-delta', id: 'A', text: 'x ' },
      // A's held text goes out before B's, which came after it; A remembers where it was.
      { type: 'text-delta', id: 'A', text: 'sk-live-' },
      { type: 'text-delta', id: 'B', text: 'hi' },
      { type: 'reasoning-delta', id: 'A', text: '[REDACTED]' },
      { type: 'text-delta', id: 'A', text: '[REDACTED] y' },
    ]);
  });

  it('text comes out in the order it came, across messages, even when a message ends on what may begin a secret', () => {
    const out = through(['sk-live-KEY-123'], [
      { type: 'text-delta', id: 'item-1', text: 'I will update the docs' },
      { type: 'reasoning-delta', id: 'item-2', text: 'Looks fine.' },
      { type: 'text-delta', id: 'item-3', text: 'Done, all tests pass.' },
    ]);
    expect(out.map((part) => (part.type === 'text-delta' || part.type === 'reasoning-delta' ? part.text : '')).join('|')).toBe('I will update the doc|s|Looks fine.|Done, all tests pass.');
  });

  it('a secret split across two messages does not add up in the answer that joins them', () => {
    const out = through(['SECRETabc123XYZtopsecret'], [
      { type: 'text-delta', id: 'msg_1', text: 'Key: SECRETabc' },
      { type: 'text-delta', id: 'msg_2', text: '123XYZ' },
      { type: 'text-delta', id: 'msg_2', text: 'topsecret. Bye.' },
    ]);
    // The first message's held text goes out before the second's (order first); the rest is masked.
    expect(textOf(out)).toBe('Key: SECRETabc[REDACTED]. Bye.');
  });

  it('a secret split across two messages is masked when reasoning or command output came between them', () => {
    const between: ContentPart[] = [
      { type: 'reasoning-delta', id: 'msg_2', text: 'Thinking.' },
      { type: 'event', name: 'item/commandExecution/outputDelta', data: { itemId: 'cmd_1', delta: 'ok\n' } },
    ];
    for (const part of between) {
      const out = through(['sk-live-KEY'], [
        { type: 'text-delta', id: 'msg_1', text: 'Key: sk-li' },
        part,
        { type: 'text-delta', id: 'msg_2', text: 've-KEY. Bye.' },
      ]);
      expect(textOf(out)).toBe('Key: sk-li[REDACTED]. Bye.');
    }
  });

  it('with no secret in any stream, the text of all streams comes out unchanged and in the order it came', () => {
    const secrets = ['sk-live-KEY-123', 'abab'];
    type Delta = Extract<ContentPart, { type: 'text-delta' | 'reasoning-delta' }>;
    // Consecutive deltas of one stream as one: where the redactor cuts a stream's text may differ.
    const squash = (parts: ContentPart[]) =>
      parts.reduce<Delta[]>((runs, part) => {
        if (part.type !== 'text-delta' && part.type !== 'reasoning-delta') return runs;
        const last = runs.at(-1);
        if (last && last.type === part.type && last.id === part.id) last.text += part.text;
        else if (part.text) runs.push({ ...part });
        return runs;
      }, []);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('text-delta' as const, 'reasoning-delta' as const), fc.constantFrom('m1', 'm2', 'm3'), fc.array(fc.constantFrom('s', 'k', '-', 'a', 'b', ' ', 'x'), { minLength: 1, maxLength: 5 })), { maxLength: 40 }),
        (deltas) => {
          const parts: Delta[] = deltas.map(([type, id, units]) => ({ type, id, text: units.join('') }));
          const streams = new Set(parts.map((part) => `${part.type}:${part.id}`));
          const whole = (key: string) => parts.filter((part) => `${part.type}:${part.id}` === key).map((part) => part.text).join('');
          // Nor in what a reader joins: all text (or all reasoning) in order.
          const joined = (type: string) => parts.filter((part) => part.type === type).map((part) => part.text).join('');
          const texts = [...[...streams].map(whole), joined('text-delta'), joined('reasoning-delta')];
          fc.pre(texts.every((text) => secrets.every((secret) => !text.includes(secret))));
          const r = new PartRedactor(secrets);
          const out = [...parts.flatMap((part) => pushed(r, part)), ...flushed(r)];
          expect(squash(out)).toEqual(squash(parts));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('masks a secret an event streams in pieces, as codex streams a command\'s output', () => {
    const secret = 'SECRETabc123XYZtopsecret';
    const r = new PartRedactor([secret]);
    const event = (delta: string, itemId = 'call_1'): ContentPart => ({ type: 'event', name: 'item/commandExecution/outputDelta', data: { threadId: 't', turnId: 'u', itemId, delta } });
    const out = [
      ...pushed(r, event('$ echo SECRETabc')),
      ...pushed(r, event('123XYZ')),
      // An event of another kind shows no text: the held piece waits across it.
      ...pushed(r, { type: 'event', name: 'thread/tokenUsage/updated', data: { note: secret } }),
      ...pushed(r, event('topsecret\n')),
      ...pushed(r, { type: 'tool-result', toolCallId: 'call_1', output: `$ echo ${secret}\n`, isError: false }),
      ...pushed(r, event('see SECRETabc123', 'call_2')),
      ...flushed(r),
    ];
    const streamed = (itemId: string) =>
      out.map((part) => (part.type === 'event' && (part.data as { itemId?: string }).itemId === itemId ? (part.data as { delta: string }).delta : '')).join('');
    expect(streamed('call_1')).toBe('$ echo [REDACTED]\n');
    expect(streamed('call_2')).toBe('see SECRETabc123');
    expect(JSON.stringify(out)).not.toContain('123XYZ');
    expect(out).toContainEqual({ type: 'event', name: 'item/commandExecution/outputDelta', data: { threadId: 't', turnId: 'u', itemId: 'call_1', delta: '$ echo ' } });
    expect(out).toContainEqual({ type: 'event', name: 'thread/tokenUsage/updated', data: { note: '[REDACTED]' } });
  });

  it('two event streams are two whatever their names and items hold: each piece goes out under its own name', () => {
    // The key of an event stream was its name and item joined by a NUL, which these two share.
    const out = through(['SECRET'], [
      { type: 'event', name: 'aDelta\u0000bDelta', data: { itemId: '', delta: 'one ' } },
      { type: 'event', name: 'aDelta', data: { itemId: 'bDelta\u0000', delta: 'two' } },
    ]);
    expect(out).toEqual([
      { type: 'event', name: 'aDelta\u0000bDelta', data: { itemId: '', delta: 'one ' } },
      { type: 'event', name: 'aDelta', data: { itemId: 'bDelta\u0000', delta: 'two' } },
    ]);
  });

  it('a tool call between the deltas of one stream cannot let them add up to a secret', () => {
    const r = new PartRedactor(['sk-live-KEY-123']);
    const out = [
      ...pushed(r, { type: 'text-delta', id: 'A', text: 'x sk-live-' }),
      ...pushed(r, { type: 'tool-call', toolCallId: 't', toolName: 'Bash', input: {} }),
      ...pushed(r, { type: 'text-delta', id: 'A', text: 'KEY-123 y' }),
      ...flushed(r),
    ];
    expect(textOf(out)).toBe('x sk-live-[REDACTED] y');
    expect(textOf(out)).not.toContain('sk-live-KEY-123');
  });

  it('redacts every string a part or a verdict carries: ids, model, names, codes, subtype, object keys', () => {
    const s = 'S3CR3T';
    const r = new PartRedactor([s]);
    const parts: ContentPart[] = [
      { type: 'session', sessionId: `sess-${s}`, model: `model-${s}` },
      { type: 'text-delta', id: `msg-${s}`, text: 'hello' },
      { type: 'tool-call', toolCallId: `call-${s}`, toolName: `mcp__${s}`, input: { [`key-${s}`]: [{ [s]: s }] }, parentToolCallId: `task-${s}` },
      { type: 'tool-result', toolCallId: `call-${s}`, output: JSON.stringify({ v: `${s}/x` }).replace('/', '\\/'), isError: false, parentToolCallId: `task-${s}` },
      { type: 'question', id: `q-${s}`, text: 'ok?' },
      { type: 'warning', code: `w-${s}`, message: 'm' },
      { type: 'mcp-server', name: `server-${s}`, status: `needs-${s}`, message: `no ${s}` },
      { type: 'event', name: `ev-${s}`, data: { [s]: 1 } },
      { type: 'unknown', reason: 'unknown-event', raw: '{"x":"S\\u0033CR\\u00333T"}' },
      {
        type: 'finish',
        verdict: { kind: 'failed', message: s, rawMessage: `{"error":{"message":"${s}"}}`, exitCode: 1, signal: null, stderrTail: s, subtype: `error_${s}`, warning: s, cause: { name: s, message: s, code: s } },
      },
    ];
    const out = parts.flatMap((p) => pushed(r, p));
    expect(out).toHaveLength(parts.length);
    expect(JSON.stringify(out)).not.toContain(s);
    expect(JSON.stringify(out)).not.toContain('S\\u0033CR');
    expect(out[0]).toEqual({ type: 'session', sessionId: 'sess-[REDACTED]', model: 'model-[REDACTED]' });
    expect(out[1]).toEqual({ type: 'text-delta', id: 'msg-[REDACTED]', text: 'hello' });
    expect(out[2]).toMatchObject({ parentToolCallId: 'task-[REDACTED]' });
    expect(out[6]).toEqual({ type: 'mcp-server', name: 'server-[REDACTED]', status: 'needs-[REDACTED]', message: 'no [REDACTED]' });
    expect(out.at(-1)).toMatchObject({ verdict: { kind: 'failed', subtype: 'error_[REDACTED]' } });
  });

  it('keeps state for a bounded number of streams, however many messages (or command outputs) a round has and whatever they mask', () => {
    const streams = (r: PartRedactor) => (r as unknown as { streams: Map<string, unknown> }).streams.size;
    const r = new PartRedactor(['sk-live-KEY-123']);
    const texts = ['plain text ', 'ends with s', 'a sk-live-KEY-123 b'];
    for (let i = 0; i < 10_000; i++) pushed(r, { type: 'text-delta', id: `m${i}`, text: texts[i % 3]! });
    expect(streams(r)).toBe(256);
    for (let i = 0; i < 10_000; i++) pushed(r, { type: 'event', name: 'item/commandExecution/outputDelta', data: { itemId: `c${i}`, delta: 'key sk-live-KEY-123' } });
    expect(streams(r)).toBe(256);
    pushed(r, { type: 'tool-call', toolCallId: 't', toolName: 'x', input: null });
    expect(streams(r)).toBe(256);
  });

  // `sk-live-` in stream A, then 256 other streams that may each begin a secret, then `KEY-123`
  // in A: A read `sk-live-KEY-123` whole (with 255 it was masked). One at the bound, one below, one above, and far past it.
  it.each([254, 255, 256, 257, 1000])('a stream forgotten inside a secret and met again masks the rest of it (%i other streams between)', (others) => {
    const r = new PartRedactor(['sk-live-KEY-123']);
    const out: ContentPart[] = [];
    r.push({ type: 'text-delta', id: 'A', text: 'my key: sk-live-' }, out);
    for (let i = 0; i < others; i++) r.push({ type: 'text-delta', id: `m${i}`, text: 'it ends with sk' }, out);
    r.push({ type: 'text-delta', id: 'A', text: 'KEY-123, fine' }, out);
    r.flush(out);
    const a = out.map((p) => (p.type === 'text-delta' && p.id === 'A' ? p.text : '')).join('');
    expect(a).toBe('my key: sk-live-[REDACTED], fine');
  });

  // The bound (256 streams remembered) at, below and above it: streams that each end on the start
  // of a secret, met again in any order with the rest of it; a forgotten slot may mask more.
  it('no stream adds up to a secret when streams are forgotten at the bound, below it or above it', () => {
    const unit = fc.constantFrom('s', 'k', '-', 'a', '1', '😀');
    const secret = fc.array(unit, { minLength: 2, maxLength: 8 }).map((u) => u.join(''));
    fc.assert(
      fc.property(
        fc.constantFrom(255, 256, 257),
        fc.array(secret, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.array(unit, { maxLength: 3 }).map((u) => u.join(''))), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (streams, secrets, ends, order) => {
          const r = new PartRedactor(secrets);
          const out: ContentPart[] = [];
          // Every stream reads the start of a secret (so each is remembered), and its end only later.
          const starts: string[] = [];
          const rests: string[] = [];
          for (let i = 0; i < streams; i++) {
            const [which, cut, noise] = ends[i % ends.length]!;
            const whole = secrets[(which + i) % secrets.length]!;
            const at = 1 + (cut % (whole.length - 1));
            starts.push(`${noise}${whole.slice(0, at)}`);
            rests.push(`${whole.slice(at)}${noise}`);
            r.push({ type: 'text-delta', id: `m${i}`, text: starts[i]! }, out);
          }
          for (let k = 0; k < streams; k++) {
            const i = (k * 7 + order) % streams;
            r.push({ type: 'text-delta', id: `m${i}`, text: rests[i]! }, out);
          }
          r.flush(out);
          for (let i = 0; i < streams; i++) {
            const got = out.map((p) => (p.type === 'text-delta' && p.id === `m${i}` ? p.text : '')).join('');
            for (const s of secrets) if (!REDACTED.includes(s)) expect(got).not.toContain(s);
          }
        },
      ),
      { seed: 25, numRuns: 60 },
    );
  });

  it('any split of several streams, interleaved anyhow, with overlapping secrets: no stream adds up to a secret, and one alone reads as its whole text redacted', () => {
    const unit = fc.constantFrom('a', 'b', '-', 'k', ' ', '😀');
    const secret = fc.array(unit, { minLength: 2, maxLength: 6 }).map((u) => u.join(''));
    const streamKeys = [
      ['text-delta', 'm1'],
      ['text-delta', 'm2'],
      ['reasoning-delta', 'm1'],
      ['text-delta', 'agent-2'],
    ] as const;
    fc.assert(
      fc.property(
        fc.array(secret, { minLength: 1, maxLength: 3 }),
        fc.array(fc.array(fc.oneof(fc.array(unit, { maxLength: 4 }).map((u) => u.join('')), fc.nat(5)), { maxLength: 8 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(4), fc.constantFrom(...interleaved)), { maxLength: 60 }),
        fc.boolean(),
        (secrets, pieces, schedule, boundaries) => {
          const wholes = pieces.map((p) => p.map((x) => (typeof x === 'number' ? secrets[x % secrets.length]! : x)).join(''));
          const rest = [...wholes];
          const r = new PartRedactor(secrets);
          const out: ContentPart[] = [];
          const emit = (part: ContentPart) => out.push(...pushed(r, part));
          // Whether one stream's delta came right after another's (held text then goes out, remembered).
          let last = -1;
          let switched = false;
          const delta = (stream: number, text: string) => {
            if (last !== -1 && last !== stream) switched = true;
            last = stream;
            emit({ type: streamKeys[stream]![0], id: streamKeys[stream]![1], text });
          };
          // Each step takes a few code units from one stream; leftovers go at the end.
          for (const [stream, size, other] of schedule) {
            const take = rest[stream]!.slice(0, size + 1);
            rest[stream] = rest[stream]!.slice(take.length);
            if (take) delta(stream, take);
            emit(boundaries && size === 0 ? { type: 'tool-result', toolCallId: 't', output: '', isError: false } : other);
          }
          rest.forEach((text, stream) => text && delta(stream, text));
          emit({ type: 'finish', verdict: { kind: 'success', message: '', exitCode: 0, signal: null, stderrTail: '' } });
          const redactor = new Redactor(secrets);
          streamKeys.forEach(([type, id], stream) => {
            const got = out.map((p) => (p.type === type && p.id === id ? p.text : '')).join('');
            // With one stream and no boundaries it is exactly its whole text redacted; else no secret adds up.
            if (!boundaries && !switched) expect(got).toBe(redactor.redact(wholes[stream]!));
            for (const s of secrets) if (!'[REDACTED]'.includes(s)) expect(got).not.toContain(s);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a retraction takes back the redacted text that stands for the CLI\'s text', () => {
    const secret = 'sk-live-KEY-123';
    const run = (length: number) => {
      const r = new PartRedactor([secret]);
      const out = [
        ...pushed(r, { type: 'text-delta', id: 'A', text: 'hello sk-li' }),
        ...pushed(r, { type: 'usage', usage: { outputTokens: 3 } }),
        ...pushed(r, { type: 'text-delta', id: 'A', text: 've-KEY-123 there' }),
        ...pushed(r, { type: 'text-retract', id: 'A', length }),
      ];
      expect(textOf(out)).toBe('hello [REDACTED] there');
      return out.at(-1);
    };
    // The whole message, the text after the secret, and a cut inside the secret (the mask goes whole).
    expect(run(27)).toEqual({ type: 'text-retract', id: 'A', length: 22 });
    expect(run(6)).toEqual({ type: 'text-retract', id: 'A', length: 6 });
    expect(run(10)).toEqual({ type: 'text-retract', id: 'A', length: 16 });
    expect(run(30)).toEqual({ type: 'text-retract', id: 'A', length: 25 });
  });

  it('after a message is taken back, the next goes on from the taken-back text: the two never show a secret between them', () => {
    // A chat UI or a terminal has shown the taken-back text before the retraction arrives, so
    // a consumer (or a reader of the screen) may join it to the next message: the part of the
    // secret there is masked. Text that finishes a secret only with the taken-back text is masked
    // too (over-masking, never a leak). The answer itself cannot join a secret across the taken-back
    // message: the readers put a blank line before the next message when text came before it.
    const r = new PartRedactor(['sk-live-KEY']);
    const out = [
      ...pushed(r, { type: 'text-delta', id: 'A', text: 'Key: sk-li' }),
      ...pushed(r, { type: 'text-retract', id: 'A', length: 10 }),
      ...pushed(r, { type: 'text-delta', id: 'B', text: 've-KEY is it.' }),
      ...flushed(r),
    ];
    const shown = out.map((p) => (p.type === 'text-delta' ? p.text : '')).join('');
    expect(shown).not.toContain('ve-KEY');
    expect(shown).toContain('[REDACTED] is it.');
  });

  it('keeps text and reasoning streams apart', () => {
    const r = new PartRedactor(['abcdef']);
    const out = [
      ...pushed(r, { type: 'reasoning-delta', id: 'r', text: 'think abc' }),
      ...pushed(r, { type: 'reasoning-delta', id: 'r', text: 'def' }),
      ...pushed(r, { type: 'text-delta', id: 'm', text: 'say abc' }),
      ...flushed(r),
    ];
    expect(textOf(out, 'reasoning-delta')).toBe('think [REDACTED]');
    expect(textOf(out)).toBe('say abc');
  });
});
