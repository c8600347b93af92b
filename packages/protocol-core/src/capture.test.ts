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
    ['{"type":"header","format":"mwh-capture","version":1,"harness":"aider"}\n', 'its harness "aider" is none of claude, codex, gemini'],
  ])('explains why %j is not a capture', (text, error) => {
    expect(parseCapture(text)).toEqual({ ok: false, error });
  });

  describe('a header is checked where it is read, so nothing after the reader meets a damaged one', () => {
    const good = { type: 'header', format: 'mwh-capture', version: 1, harness: 'codex', cli: { name: 'codex', version: '0.171.0' }, argv: [], env: [], startedAt: '' };
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const headerLine = (fields: Record<string, unknown>) => JSON.stringify({ ...good, ...fields });

    it.each([
      // It said "it is capture format version 1, and this mwh reads version 1".
      ['version as a string', { version: '1' }, 'its header\'s version is the string "1", not a number'],
      ['no version', { version: undefined }, "its header's version is missing, not a number"],
      // `mwh replay --html` read `cli.version` of it: 'unexpected failure: Cannot read properties of undefined'.
      ['no cli', { cli: undefined }, "its header's cli is missing, not a name and a version"],
      ['cli a string', { cli: 'x' }, 'its header\'s cli is "x", not a name and a version'],
      ['cli version a number', { cli: { name: 'codex', version: 171 } }, "its header's cli is an object, not a name and a version"],
      ['argv a string', { argv: 'codex app-server' }, 'its header\'s argv is "codex app-server", not a list of strings'],
      ['argv with a number', { argv: ['codex', 1] }, "its header's argv is a list, not a list of strings"],
      ['env with null', { env: [null] }, "its header's env is a list, not a list of names"],
      ['startedAt a number', { startedAt: 0 }, "its header's startedAt is 0, not a time"],
      ['scenario an object', { scenario: { name: 'x' } }, "its header's scenario is an object, not a name"],
      ['description false', { description: false }, "its header's description is false, not a text"],
      // Only its maker says a recording lacks the client's lines; false would read as saying it.
      ['withoutClientLines false', { withoutClientLines: false }, "its header's withoutClientLines is false, not true"],
      ['a harness of 1,000 characters', { harness: 'x'.repeat(1000) }, `its harness "${'x'.repeat(40)}…" is none of claude, codex, gemini`],
    ])('refuses a header with %s, saying what is wrong', (_label, fields, error) => {
      expect(parseCapture(`${headerLine(fields)}\n`)).toEqual({ ok: false, error });
    });

    it('keeps a header saying the recording has no client lines', () => {
      expect(parseCapture(`${headerLine({ withoutClientLines: true })}\n`)).toEqual({ ok: true, value: { header: { ...good, withoutClientLines: true }, chunks: [] } });
    });

    it('says what a value nested 100,000 deep is, without recursing into it', () => {
      // String() and JSON.stringify of such a value overflow the stack.
      for (const name of ['version', 'harness', 'cli', 'argv']) {
        const text = `${headerLine({}).slice(0, -1)},"${name}":${deep(100_000)}}\n`;
        const read = parseCapture(text);
        expect(read.ok).toBe(false);
        if (!read.ok) expect(read.error).toMatch(/\ba list\b/);
      }
    });

    it('keeps only the fields it knows: a later field nested 100,000 deep does not reach serializeCapture', () => {
      // serializeCapture overflowed the stack on such a header, redactCapture on one without cli.
      const read = parseCapture(`${headerLine({}).slice(0, -1)},"later":${deep(100_000)}}\n`);
      expect(read).toEqual({ ok: true, value: { header: good, chunks: [] } });
      if (read.ok) expect(serializeCapture(read.value)).toBe(`${JSON.stringify(good)}\n`);
    });

    it('writes a header or an expectation its caller nested any depth without overflowing the stack', () => {
      const nested = JSON.parse(deep(100_000)) as unknown;
      const text = serializeCapture({ header: { ...capture.header, later: nested } as Capture['header'], chunks: [], expect: { verdict: 'success', nested } });
      expect(text.length).toBeGreaterThan(400_000);
      expect(parseCapture(text).ok).toBe(true);
    });
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
