import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyMessage } from '@agentclientprotocol/sdk';
import { plainOutput, plainText, withoutControls } from './plain-text.js';

const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

describe('plainText', () => {
  it('removes escape sequences whole and other controls, keeps tab and newline, makes \\r\\n a newline', () => {
    expect(plainText('\x1b[31mred\x1b[0m and \x1b[1;4mbold\x1b[m')).toBe('red and bold');
    expect(plainText('\x1b]0;a title\x07after \x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\')).toBe('after link');
    expect(plainText('bell\x07 nul\x00 del\x7f c1\x85\x9b2J done')).toBe('bell nul del c1 done');
    expect(plainText('a\r\nb\rc\td\n')).toBe('a\nb\nc\td\n');
    expect(plainText('ünïcödé ✓ 😀')).toBe('ünïcödé ✓ 😀');
  });

  it('leaves no control character in any string, and text without one as it was', () => {
    const unit = fc.constantFrom('a', ' ', '\n', '\t', '\r', '\x1b', '[', ']', '3', '1', 'm', ';', '\x07', '\\', '\x00', '\x7f', '\x9b', '\x9d', 'é', '😀');
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        const plain = plainText(text);
        expect(plain).not.toMatch(CONTROL);
        expect(plainText(plain)).toBe(plain);
      }),
      { seed: 43, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\t', 'é', '[', 'm') }), (text) => {
        expect(plainText(text)).toBe(text);
      }),
      { seed: 44 },
    );
  });
});

describe('withoutControls', () => {
  it('copies a JSON value with every string and key plain, a __proto__ key kept as a key', () => {
    const value = JSON.parse('{"a\\u001b[1mb":["x\\u0007",{"__proto__":"\\u001b[31my"}],"n":1,"t":true,"z":null}') as unknown;
    expect(withoutControls(value)).toEqual(JSON.parse('{"ab":["x",{"__proto__":"y"}],"n":1,"t":true,"z":null}'));
    expect(Object.getPrototypeOf((withoutControls(value) as { ab: [string, object] }).ab[1])).toBe(Object.prototype);
  });

  it('walks nesting deeper than the call stack', () => {
    let deep: unknown = '\x1b[31mbottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let out = withoutControls(deep);
    for (let i = 0; i < 100_000; i++) out = (out as unknown[])[0];
    expect(out).toBe('bottom');
  });
});

describe('plainOutput', () => {
  it('makes params, result and error plain, and leaves the client\'s id as it was', async () => {
    const written: AnyMessage[] = [];
    const stream = plainOutput({ readable: new ReadableStream(), writable: new WritableStream({ write: (message) => void written.push(message) }) });
    const writer = stream.writable.getWriter();
    await writer.write({ jsonrpc: '2.0', id: 'id\x1b', error: { code: -32603, message: '\x1b[31mboom', data: { stderrTail: 'a\x1b[0m' } } });
    await writer.write({ jsonrpc: '2.0', method: 'session/update', params: { text: 'x\x07' } });
    expect(written).toEqual([
      { jsonrpc: '2.0', id: 'id\x1b', error: { code: -32603, message: 'boom', data: { stderrTail: 'a' } } },
      { jsonrpc: '2.0', method: 'session/update', params: { text: 'x' } },
    ]);
  });
});
