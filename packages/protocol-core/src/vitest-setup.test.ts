// The shared test set-up (scripts/vitest-setup.ts) compares byte arrays as bytes, for every
// package's suite: equal bytes still pass, and every difference toEqual told before still fails.
import { Buffer } from 'node:buffer';
import { expect, it } from 'vitest';

const bytes = (...values: number[]) => new Uint8Array(values);

it('compares byte arrays by their bytes: a different byte, length or kind of array is not equal', () => {
  expect(bytes(1, 2, 3)).toEqual(bytes(1, 2, 3));
  expect(bytes()).toEqual(bytes());
  // A view into a larger buffer is its bytes, not its buffer.
  expect(new Uint8Array([9, 1, 2, 9]).subarray(1, 3)).toEqual(bytes(1, 2));
  expect(bytes(1, 2, 3)).not.toEqual(bytes(1, 2, 4));
  expect(bytes(1, 2, 3)).not.toEqual(bytes(1, 2));
  expect(bytes(1, 2)).not.toEqual(bytes(1, 2, 0));
  expect(Buffer.from([1, 2])).not.toEqual(bytes(1, 2));
  expect(new Uint16Array([1, 2])).not.toEqual(bytes(1, 2));
  // Inside other values, as the suites compare captures and parts.
  expect({ chunks: [{ bytes: bytes(1, 2) }] }).toEqual({ chunks: [{ bytes: bytes(1, 2) }] });
  expect({ chunks: [{ bytes: bytes(1, 2) }] }).not.toEqual({ chunks: [{ bytes: bytes(2, 1) }] });
});

it("still shows vitest's diff when bytes differ", () => {
  expect(() => expect(bytes(1, 2, 3)).toEqual(bytes(1, 7, 3))).toThrow(/7/);
});
