import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamBytes } from '@mwh/protocol-core';
import { StreamJsonDecoder, decodeStreamJsonLine, lookupKey, type DecodedLine } from './stream-json-decoder.js';
import { outputValidators } from './generated/claude-validators.js';
import { fixtureNames, loadFixture } from './test-support/fixtures.js';
import { encoder, init, result } from './test-support/streams.js';

function decodeAll(text: string, maxLineBytes?: number): DecodedLine[] {
  const decoder = new StreamJsonDecoder(maxLineBytes ? { maxLineBytes } : {});
  return [...decoder.push(encoder.encode(text)), ...decoder.end()];
}

describe('decodeStreamJsonLine', () => {
  it('looks a message up by type and subtype and checks it against that schema', () => {
    const line = decodeStreamJsonLine(JSON.stringify(init()));
    expect(line).toMatchObject({ kind: 'event', key: 'system/init' });
    if (line.kind === 'event' && line.key === 'system/init') expect(line.message.session_id).toBe(init().session_id);
  });

  it('looks a stream_event up by its event type', () => {
    const raw = JSON.stringify({ type: 'stream_event', event: { type: 'content_block_stop', index: 0 } });
    expect(decodeStreamJsonLine(raw)).toMatchObject({ kind: 'event', key: 'stream_event/content_block_stop' });
  });

  it('keeps a result with a subtype it has never seen: the verdict must not be lost', () => {
    const line = decodeStreamJsonLine(JSON.stringify(result({ subtype: 'error_new_in_a_later_cli', is_error: true })));
    expect(line).toMatchObject({ kind: 'event', key: 'result' });
  });

  it('passes an unknown type or subtype on as data with its raw text', () => {
    for (const value of [
      { type: 'future_event', x: 1 },
      { type: 'system', subtype: 'future_subtype' },
      { type: 'stream_event', event: { type: 'content_block_citation' } },
      { type: '__proto__' },
      { type: 'constructor' },
      { no: 'type' },
    ]) {
      const raw = JSON.stringify(value);
      const line = decodeStreamJsonLine(raw);
      expect(line.kind).toBe('unknown-event');
      expect(line.raw).toBe(raw);
    }
  });

  it('calls JSON that is not an object an unknown event', () => {
    for (const raw of ['42', '"text"', '[1,2]', 'null', 'true']) {
      expect(decodeStreamJsonLine(raw)).toMatchObject({ kind: 'unknown-event', type: undefined, raw });
    }
  });

  it('passes a line that is not JSON on as not-json', () => {
    expect(decodeStreamJsonLine('[debug] spawning MCP server')).toEqual({
      kind: 'not-json',
      raw: '[debug] spawning MCP server',
    });
  });

  it('reports a known message that does not fit its schema as invalid, saying where', () => {
    const raw = JSON.stringify({ type: 'system', subtype: 'init', model: 'x' });
    const line = decodeStreamJsonLine(raw);
    expect(line).toMatchObject({ kind: 'invalid', key: 'system/init', raw });
    if (line.kind === 'invalid') expect(line.error).toContain('required');
  });

  it('allows fields it does not know', () => {
    const line = decodeStreamJsonLine(JSON.stringify({ ...init(), added_in_2_2: { anything: [1] } }));
    expect(line.kind).toBe('event');
  });
});

describe('lookupKey', () => {
  it('names the schema a value is checked against, or nothing', () => {
    expect(lookupKey({ type: 'assistant', subtype: 'whatever' })).toBe('assistant');
    expect(lookupKey({ type: 'system', subtype: 'api_retry' })).toBe('system/api_retry');
    expect(lookupKey({ type: 'system' })).toBeUndefined();
    expect(lookupKey({ type: 'toString' })).toBeUndefined();
    expect(lookupKey('result')).toBeUndefined();
  });

  it('finds a key exactly where `type/sub` is one, for any type and sub', () => {
    const keys = Object.keys(outputValidators);
    const reference = (type: string, sub: unknown) => {
      if (typeof sub === 'string' && Object.hasOwn(outputValidators, `${type}/${sub}`)) return `${type}/${sub}`;
      return Object.hasOwn(outputValidators, type) ? type : undefined;
    };
    // Pieces of real keys, so that splits at every `/` are tried, and strings that are none.
    const piece = fc.oneof(fc.constantFrom(...keys, ...keys.flatMap((key) => key.split('/')), '', '/'), fc.string());
    fc.assert(
      fc.property(piece, fc.option(piece, { nil: undefined }), (type, sub) => {
        const value = type === 'stream_event' ? { type, event: { type: sub } } : { type, subtype: sub };
        expect(lookupKey(value)).toBe(reference(type, sub));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('StreamJsonDecoder', () => {
  it('reads a last line without a newline', () => {
    expect(decodeAll('{"type":"keep_alive"}\n{"type":"keep_alive"}').map((l) => l.kind)).toEqual(['event', 'event']);
  });

  it('skips blank lines and strips \\r', () => {
    const lines = decodeAll('\n  \r\n{"type":"keep_alive"}\r\n\n');
    expect(lines).toEqual([
      { kind: 'event', key: 'keep_alive', message: { type: 'keep_alive' }, raw: '{"type":"keep_alive"}' },
    ]);
  });

  it('caps a line: an over-long line comes out as its own kind with its head, and the next line is read', () => {
    const long = JSON.stringify({ type: 'user', message: { content: 'x'.repeat(500) } });
    const lines = decodeAll(`${long}\n{"type":"keep_alive"}\n`, 100);
    // Reported at the byte that passes the cap: its length is known to be at least that.
    expect(lines[0]).toMatchObject({ kind: 'line-too-long', limit: 100, length: 101 });
    expect(lines[0]!.raw.startsWith('{"type":"user"')).toBe(true);
    expect(lines[1]).toMatchObject({ kind: 'event', key: 'keep_alive' });
  });

  it('decodes every line of the recorded streams as a known, valid message', () => {
    for (const name of fixtureNames()) {
      const decoder = new StreamJsonDecoder();
      const lines = [...decoder.push(streamBytes(loadFixture(name), 'stdout')), ...decoder.end()];
      const odd = lines.filter((l) => l.kind !== 'event');
      expect(odd, `${name}: ${JSON.stringify(odd.map((l) => ('error' in l ? l.error : l.raw.slice(0, 120))))}`).toEqual(
        [],
      );
    }
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 64 }), { maxLength: 8 }), (chunks) => {
        const decoder = new StreamJsonDecoder({ maxLineBytes: 32 });
        for (const chunk of chunks) decoder.push(chunk);
        decoder.end();
      }),
    );
  });
});
