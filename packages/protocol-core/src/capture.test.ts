import { describe, expect, it } from 'vitest';
import { serializeCapture, streamBytes, type Capture } from './capture.js';
import { parseCapture } from './capture-reader.js';

const capture: Capture = {
  header: {
    type: 'header',
    format: 'mwh-capture',
    version: 1,
    harness: 'claude',
    cli: { name: 'claude', version: '2.1.332' },
    argv: ['claude', '--print'],
    env: ['ANTHROPIC_API_KEY'],
    startedAt: '2026-12-02T00:00:00.000Z',
  },
  chunks: [
    { stream: 'stdin', t: 0.5, bytes: new TextEncoder().encode('{"type":"user"}\n') },
    // Half of a two-byte character: not valid UTF-8 alone, so it is stored as base64.
    { stream: 'stdout', t: 1.25, bytes: Uint8Array.of(0x7b, 0xc3) },
    { stream: 'stdout', t: 1.5, bytes: Uint8Array.of(0xbc, 0x7d, 0x0a) },
    { stream: 'stderr', t: 2, bytes: new TextEncoder().encode('warn\n') },
  ],
  exit: { t: 3, code: 1, signal: null },
  expect: { verdict: 'failed', text: '' },
};

describe('capture format', () => {
  it('round-trips byte-exact', () => {
    const text = serializeCapture(capture);
    expect(text).toContain('"base64"');
    const parsed = parseCapture(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toEqual(capture);
    expect(new TextDecoder().decode(streamBytes(parsed.value, 'stdout'))).toBe('{ü}\n');
  });

  it.each([
    ['', 'it is empty'],
    ['not json\n', 'line 1 is not a JSON object'],
    ['{"type":"system","subtype":"init"}\n', 'it does not start with an mwh capture header'],
    ['{"type":"header","format":"mwh-capture","version":9,"harness":"claude"}\n', 'it is capture format version 9, and this mwh reads version 1'],
    ['{"type":"header","format":"mwh-capture","version":1,"harness":"gemini"}\n', 'its harness "gemini" is neither claude nor codex'],
  ])('explains why %j is not a capture', (text, error) => {
    expect(parseCapture(text)).toEqual({ ok: false, error });
  });

  it.each([
    ['{"type":"exit","code":"1"}', 'line 2 is an exit record whose code is not a whole number'],
    ['{"type":"exit","code":null,"signal":9}', 'line 2 is an exit record whose signal is not a name'],
    ['{"type":"exit","code":1,"spawnError":5}', 'line 2 is an exit record whose spawnError is not an error with a name and a message'],
    ['{"type":"exit","code":1,"stdinError":"boom"}', 'line 2 is an exit record whose stdinError is not an error with a name and a message'],
    ['{"type":"exit","code":0,"intentional":"yes"}', 'line 2 is an exit record whose intentional is not true or false'],
  ])('explains a malformed exit record %s', (exitLine, error) => {
    const header = serializeCapture({ header: capture.header, chunks: [] });
    expect(parseCapture(header + exitLine + '\n')).toEqual({ ok: false, error });
  });

  it('keeps the faults and intent of a well-formed exit record', () => {
    const header = serializeCapture({ header: capture.header, chunks: [] });
    const exitLine = '{"type":"exit","t":5,"code":null,"signal":"SIGTERM","intentional":true,"stdinError":{"name":"Error","message":"write EPIPE","code":"EPIPE"}}';
    const parsed = parseCapture(header + exitLine + '\n');
    expect(parsed.ok && parsed.value.exit).toEqual({ t: 5, code: null, signal: 'SIGTERM', intentional: true, stdinError: { name: 'Error', message: 'write EPIPE', code: 'EPIPE' } });
  });

  it('keeps what stopped the round, and leaves out a stop of a kind it does not know', () => {
    const header = serializeCapture({ header: capture.header, chunks: [] });
    const exit = (stop: string) => parseCapture(`${header}{"type":"exit","t":1,"code":null,"signal":"SIGTERM","stop":${stop}}\n`);
    const idle = exit('{"by":"idle","idleTimeoutMs":400}');
    expect(idle.ok && idle.value.exit?.stop).toEqual({ by: 'idle', idleTimeoutMs: 400 });
    const abort = exit('{"by":"abort","reason":"user quit"}');
    expect(abort.ok && abort.value.exit?.stop).toEqual({ by: 'abort', reason: 'user quit' });
    const retry = exit('{"by":"retry","afterMs":2004,"notices":3,"lastNotice":"attempt 3 of 10 with status 529"}');
    expect(retry.ok && retry.value.exit?.stop).toEqual({ by: 'retry', afterMs: 2004, notices: 3, lastNotice: 'attempt 3 of 10 with status 529' });
    // A retry stop missing what its verdict needs is left out, as an unknown one is.
    const partial = exit('{"by":"retry","afterMs":2004}');
    expect(partial.ok && partial.value.exit).toEqual({ t: 1, code: null, signal: 'SIGTERM' });
    // As is one with a duration below zero or of over a year, which the
    // verdict would say as 'for -5 s' or 'for 1e+297 s'.
    for (const stop of ['{"by":"retry","afterMs":-5000,"notices":3,"lastNotice":"x"}', '{"by":"idle","idleTimeoutMs":-3000}', '{"by":"retry","afterMs":1e300,"notices":3,"lastNotice":"x"}', '{"by":"idle","idleTimeoutMs":31536000001}']) {
      const negative = exit(stop);
      expect(negative.ok && negative.value.exit).toEqual({ t: 1, code: null, signal: 'SIGTERM' });
    }
    const later = exit('{"by":"budget"}');
    expect(later.ok && later.value.exit).toEqual({ t: 1, code: null, signal: 'SIGTERM' });
  });

  it('skips records of kinds a later version adds', () => {
    const text = serializeCapture(capture) + '{"type":"annotation","note":"x"}\n';
    expect(parseCapture(text).ok).toBe(true);
  });

  describe('a capture whose last line was cut off', () => {
    const whole = serializeCapture(capture);
    // Cut inside the exit record: the chunks are complete, the exit is not.
    const cut = whole.slice(0, whole.indexOf('{"type":"exit"') + 20);
    const cutLine = cut.split('\n').length;

    it('is refused unless asked for, as any bad line is', () => {
      expect(parseCapture(cut)).toEqual({ ok: false, error: `line ${cutLine} is not a JSON object` });
    });

    it('is read up to that line when allowed, and says which line was left out', () => {
      const parsed = parseCapture(cut, { allowCutOffEnd: true });
      expect(parsed).toEqual({ ok: true, value: { header: capture.header, chunks: capture.chunks }, cutOffLine: cutLine });
    });

    it('still refuses a bad line with a newline after it, or a cut-off header', () => {
      const lines = whole.split('\n');
      lines[2] = lines[2]!.slice(0, 10);
      expect(parseCapture(lines.join('\n'), { allowCutOffEnd: true })).toEqual({ ok: false, error: 'line 3 is not a JSON object' });
      expect(parseCapture(cut + '\n', { allowCutOffEnd: true })).toEqual({ ok: false, error: `line ${cutLine} is not a JSON object` });
      expect(parseCapture(whole.slice(0, 30), { allowCutOffEnd: true })).toEqual({ ok: false, error: 'line 1 is not a JSON object' });
    });

    it('is no cut at all when the last line is whole JSON without its newline', () => {
      expect(parseCapture(whole.trimEnd(), { allowCutOffEnd: true })).toEqual({ ok: true, value: capture });
    });
  });
});
