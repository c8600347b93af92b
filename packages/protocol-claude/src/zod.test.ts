import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Validator } from '@mwh/protocol-core';
import { parseCapture, utf8Text, streamBytes } from '@mwh/protocol-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths, replaced } from '../../../scripts/test-support/json-mutation.js';
import { inputValidators, outputValidators } from './generated/claude-validators.js';
import { lookupKey } from './stream-json-decoder.js';
import { inputSchemas, outputSchemas } from './zod.js';

// Every stdout line of every recorded Claude fixture, parsed, with its lookup key.
const fixtures = fileURLToPath(new URL('../../../fixtures/claude/', import.meta.url));
const lines: { key: string; value: Record<string, unknown> }[] = [];
for (const version of readdirSync(fixtures)) {
  for (const name of readdirSync(`${fixtures}${version}`).filter((n) => n.endsWith('.capture.jsonl'))) {
    const parsed = parseCapture(readFileSync(`${fixtures}${version}/${name}`, 'utf8'));
    if (!parsed.ok) continue;
    for (const text of utf8Text(streamBytes(parsed.value, 'stdout')).split('\n')) {
      try {
        const value: unknown = JSON.parse(text);
        const key = lookupKey(value);
        if (key && value && typeof value === 'object') lines.push({ key, value: value as Record<string, unknown> });
      } catch {
        // not a JSON line: nothing to compare
      }
    }
  }
}

const ajvFor = (key: string) => (outputValidators as Record<string, Validator<unknown>>)[key]!;
const zodFor = (key: string) => (outputSchemas as Record<string, { safeParse(v: unknown): { success: boolean } }>)[key]!;


describe('the zod schemas agree with the ajv validators', () => {
  it('has a zod schema for every validator', () => {
    expect(Object.keys(outputSchemas).sort()).toEqual(Object.keys(outputValidators).sort());
    expect(Object.keys(inputSchemas).sort()).toEqual(Object.keys(inputValidators).sort());
  });

  it('on every recorded line', () => {
    expect(lines.length).toBeGreaterThan(100);
    for (const { key, value } of lines) {
      expect({ key, zod: zodFor(key).safeParse(value).success }).toEqual({ key, zod: ajvFor(key)(value) });
    }
  });

  it('on recorded lines with a member replaced by any JSON value', () => {
    const line = fc.constantFrom(...lines);
    fc.assert(
      fc.property(line, fc.nat(), fc.jsonValue({ maxDepth: 3 }), ({ key, value }, pick, replacement) => {
        const all = paths(value, 200);
        const changed = all.length ? replaced(value, all[pick % all.length]!, replacement) : value;
        expect(zodFor(key).safeParse(changed).success).toBe(ajvFor(key)(changed));
      }),
      { seed: 1101, numRuns: 2000 },
    );
  });

  it('on values generated from nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(outputSchemas)), fc.jsonValue({ maxDepth: 4 }), (key, value) => {
        expect(zodFor(key).safeParse(value).success).toBe(ajvFor(key)(value));
      }),
      { seed: 1102, numRuns: 1000 },
    );
  });
});
