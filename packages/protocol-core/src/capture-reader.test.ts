import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeCapture, type Capture, type CaptureHeader } from './capture.js';
import { CaptureReader, parseCapture, type CaptureParseResult, type CaptureReaderOptions, type CaptureRecord } from './capture-reader.js';

const header: CaptureHeader = {
  type: 'header',
  format: 'mwh-capture',
  version: 1,
  harness: 'codex',
  cli: { name: 'codex', version: '0.1' },
  argv: [],
  env: [],
  startedAt: '2026-12-02T00:00:00.000Z',
};
const enc = (text: string) => new TextEncoder().encode(text);

/** The bytes through a CaptureReader in the given pieces, folded into what parseCapture gives. */
function readPieces(pieces: Uint8Array[], options: CaptureReaderOptions = {}): CaptureParseResult {
  const reader = new CaptureReader(options);
  const records: CaptureRecord[] = [];
  let cutOffLine: number | undefined;
  for (const read of [...pieces.map((piece) => reader.push(piece)), reader.end()]) {
    if (!read.ok) return read;
    records.push(...read.records);
    cutOffLine = read.cutOffLine ?? cutOffLine;
  }
  const value: Capture = { header, chunks: [] };
  for (const record of records) {
    if (record.type === 'header') value.header = record.header;
    else if (record.type === 'chunk') value.chunks.push(record.chunk);
    else if (record.type === 'exit') value.exit = record.exit;
    else value.expect = record.expect;
  }
  return cutOffLine === undefined ? { ok: true, value } : { ok: true, value, cutOffLine };
}

function splitAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const cut of at) {
    pieces.push(bytes.slice(start, cut));
    start = cut;
  }
  pieces.push(bytes.slice(start));
  return pieces;
}

describe('CaptureReader', () => {
  it('gives the records of parseCapture for any split of the bytes, a damaged or cut-off capture too', () => {
    // Chunks of any bytes (invalid UTF-8 is stored as base64), an exit, blank and unknown lines,
    // then the text damaged by a garbage line or cut short anywhere.
    const chunk = fc.record({
      stream: fc.constantFrom('stdin' as const, 'stdout' as const, 'stderr' as const),
      t: fc.integer({ min: 0, max: 10_000 }),
      bytes: fc.oneof(fc.uint8Array({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 8 }).map(enc)),
    });
    const exit = fc.option(fc.record({ t: fc.nat(), code: fc.option(fc.integer({ min: 0, max: 255 })), signal: fc.constant(null) }), { nil: undefined });
    const extra = fc.constantFrom('', '  ', '{"type":"annotation"}', 'garbage', '{"type":"exit","code":"x"}', '{"type":"chunk","stream":"fd3","text":""}', '[1]');
    fc.assert(
      fc.property(
        fc.array(chunk, { maxLength: 6 }),
        exit,
        fc.option(fc.tuple(fc.nat(), extra), { nil: undefined }),
        fc.option(fc.nat(), { nil: undefined }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        (chunks, exitRecord, inserted, cutAt, allowCutOffEnd, cuts) => {
          const capture: Capture = { header, chunks, ...(exitRecord ? { exit: exitRecord } : {}) };
          const lines = serializeCapture(capture).split('\n');
          if (inserted) lines.splice(1 + (inserted[0] % lines.length), 0, inserted[1]);
          let text = lines.join('\n');
          if (cutAt !== undefined) text = text.slice(0, cutAt % (text.length + 1));
          const bytes = enc(text);
          const whole = parseCapture(new TextDecoder().decode(bytes), { allowCutOffEnd });
          expect(readPieces(splitAt(bytes, cuts), { allowCutOffEnd })).toEqual(whole);
          expect(readPieces([...bytes].map((b) => Uint8Array.of(b)), { allowCutOffEnd })).toEqual(whole);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('hands out each record as its line ends, not at the end', () => {
    const reader = new CaptureReader();
    const text = serializeCapture({ header, chunks: [{ stream: 'stdout', t: 1, bytes: enc('hi\n') }], exit: { t: 2, code: 0, signal: null } });
    const [headerLine, chunkLine, exitLine] = text.split('\n');
    expect(reader.push(enc(`${headerLine}\n${chunkLine!.slice(0, 5)}`))).toEqual({ ok: true, records: [{ type: 'header', header }] });
    expect(reader.push(enc(`${chunkLine!.slice(5)}\n`))).toEqual({ ok: true, records: [{ type: 'chunk', chunk: { stream: 'stdout', t: 1, bytes: enc('hi\n') } }] });
    expect(reader.push(enc(exitLine!))).toEqual({ ok: true, records: [] });
    expect(reader.end()).toEqual({ ok: true, records: [{ type: 'exit', exit: { t: 2, code: 0, signal: null } }] });
  });

  it('refuses a line longer than its cap, and says the same after', () => {
    const reader = new CaptureReader({ maxLineBytes: 1024 * 1024 });
    expect(reader.push(enc(serializeCapture({ header, chunks: [] })))).toMatchObject({ ok: true });
    const long = { ok: false, error: 'line 2 is longer than 1 MiB' };
    expect(reader.push(enc(`{"type":"chunk","stream":"stdout","text":"${'x'.repeat(1024 * 1024)}`))).toEqual(long);
    expect(reader.push(enc('"}\n{"type":"exit","code":0}\n'))).toEqual(long);
    expect(reader.end()).toEqual(long);
  });

  it('says an empty capture is empty, at its end', () => {
    const reader = new CaptureReader({ allowCutOffEnd: true });
    expect(reader.push(enc('\n  \n'))).toEqual({ ok: true, records: [] });
    expect(reader.end()).toEqual({ ok: false, error: 'it is empty' });
  });
});
