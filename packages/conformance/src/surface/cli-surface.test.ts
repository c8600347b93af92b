import { describe, expect, it } from 'vitest';
import { cutExample, readSurface, surfaceJson } from './cli-surface.js';
import { fixtureSurface, surface } from '../test-support/surfaces.js';

describe('a CLI surface as JSON', () => {
  it('reads back what surfaceJson wrote, keys in order', async () => {
    const made = await fixtureSurface('claude', '2.1.332');
    const text = surfaceJson(made);
    const read = readSurface(text, 'a.json');
    expect(read.ok && read.surface).toEqual(JSON.parse(text));
    expect(surfaceJson(JSON.parse(text))).toBe(text);
  });

  it('refuses what is not a surface, in one sentence', () => {
    expect(readSurface('{', 'x.json')).toEqual({ ok: false, error: 'x.json is not JSON.' });
    expect(readSurface('{"format":"other"}', 'x.json')).toEqual({ ok: false, error: 'x.json is not a CLI surface (format mwh-cli-surface).' });
    expect(readSurface('{"format":"mwh-cli-surface","version":9}', 'x.json')).toEqual({ ok: false, error: 'x.json is a CLI surface of format version 9; this mwh reads version 1.' });
    const good = surface({ harness: 'codex', cliVersion: '0.171.0' });
    expect(readSurface(JSON.stringify({ ...good, cliVersion: 'latest' }), 'x.json')).toEqual({ ok: false, error: 'x.json names no harness, version and channel.' });
    expect(readSurface(JSON.stringify({ ...good, lines: { a: { count: 1, fields: { x: 3 }, values: {}, example: '' } } }), 'x.json')).toEqual({ ok: false, error: 'x.json holds a part of the wrong shape.' });
    expect(readSurface(JSON.stringify({ ...good, requests: [] }), 'x.json')).toEqual({ ok: false, error: 'x.json has no requests.' });
  });

  it('writes a surface read with deep junk in it without overflowing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const text = JSON.stringify({ ...surface({ harness: 'codex', cliVersion: '0.171.0' }), extra: 'x' }).replace('"extra":"x"', `"extra":${JSON.stringify([1])}`);
    const read = readSurface(text, 'x.json');
    expect(read.ok).toBe(true);
    const junk = { ...(read.ok ? read.surface : {}), junk: deep } as never;
    expect(() => surfaceJson(junk)).not.toThrow();
  });

  it('cuts examples to a few hundred characters, saying how long they were', () => {
    expect(cutExample('x'.repeat(301))).toBe(`${'x'.repeat(300)}… (301 chars)`);
    expect(cutExample('short')).toBe('short');
  });
});
