/** A JSON-lines file with lines put in anywhere, as property tests of the file readers generate them. */
import fc from 'fast-check';

/**
 * `file` with up to eight lines inserted between its own: drawn from `line` (a later version's
 * line, say) or any text that is no line of it at all.
 */
export function noisyFile(file: Uint8Array, line: fc.Arbitrary<string>): fc.Arbitrary<Uint8Array> {
  const lines = new TextDecoder().decode(file).split('\n');
  const inserted = fc.tuple(fc.nat({ max: lines.length }), fc.oneof(line, fc.string().filter((text) => !text.includes('\n'))));
  return fc.array(inserted, { maxLength: 8 }).map((inserts) => {
    const noisy = [...lines];
    for (const [at, text] of [...inserts].sort((a, b) => b[0] - a[0])) noisy.splice(at, 0, text);
    return new TextEncoder().encode(noisy.join('\n') + '\n');
  });
}
