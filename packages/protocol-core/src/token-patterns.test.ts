import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTokens, TOKEN_RULES } from './token-patterns.js';
import { ALNUM, run, TOKEN_EXAMPLES } from '../../../scripts/test-support/token-examples.js';


describe('findTokens', () => {
  it('finds one token of each rule, whole, and says what it is', () => {
    for (const [token, what] of TOKEN_EXAMPLES) expect(findTokens([`before ${token} after`]), token).toEqual([{ value: token, what }]);
    // Every rule has an example.
    const said = new Set(TOKEN_EXAMPLES.map(([, what]) => what));
    for (const rule of TOKEN_RULES) if (rule.what !== 'a bearer token') expect(said).toContain(rule.what);
  });

  it('takes the token after Bearer, not the word', () => {
    const token = run(ALNUM + '.-', 40);
    expect(findTokens([`Authorization: Bearer ${token}\n`])).toEqual([{ value: token, what: 'a bearer token' }]);
  });

  it('finds a token among any text around it, whatever comes before or after', async () => {
    const text = fc.string({ unit: fc.constantFrom(' ', '\n', '"', ':', '=', 'é', '.', ',', '\\'), maxLength: 6 });
    await fc.assert(
      fc.property(fc.constantFrom(...TOKEN_EXAMPLES), text, text, ([token], before, after) => {
        expect(findTokens([before + token + after]).map((found) => found.value)).toContain(token);
      }),
      { seed: 43, numRuns: 300 },
    );
  });

  it('leaves ordinary text alone: words, hashes, ids, paths', () => {
    const ordinary = [
      'The task-runner uses sk-learn and ghp for short; see AKIA docs.',
      'commit 3f2a9c1d4e5b6a7f8091a2b3c4d5e6f708192a3b, uuid 123e4567-e89b-12d3-a456-426614174000',
      '/home/user/project/src/tokenizer.ts:12:5 hf_hub_download(repo_id="gpt2")',
      'Bearer token expired; run claude /login',
      'msg_01XFDUDYJgAACzvnptvVoYEL toolu_01A09q90qw90lq917835lq9',
    ];
    for (const text of ordinary) expect(findTokens([text]), text).toEqual([]);
  });

  it('scans a long near-miss line once: each rule meets a run too long or one character short, 200k characters', () => {
    // Quadratic work (a run scanned again from each position) would take minutes here; linear, milliseconds.
    const nearMisses = [
      'ey'.repeat(100_000),
      `${'ghp_'.repeat(20_000)}${'a'.repeat(100_000)}`,
      `sk-${'a1'.repeat(100_000)}-`,
      `${'-----BEGIN RSA PRIVATE KEY-----'.repeat(40_000)}${'x'.repeat(100_000)}`,
      `${'Bearer '.repeat(20_000)}${'a'.repeat(19)}`,
      'xoxb-'.repeat(40_000),
      `eyJ${'a'.repeat(100_000)}.eyJ${'b'.repeat(100_000)}`,
    ];
    for (const line of nearMisses) expect(Array.isArray(findTokens([line]))).toBe(true);
  });

  it('keeps a key found inside a bearer value, since it may stand alone elsewhere; a piece of a key of its own kind is left out', () => {
    const key = `sk-ant-api03-${'Ab1'.repeat(20)}`;
    const values = findTokens([`Authorization: Bearer ${key}.`, `the key is ${key} here`]).map((token) => token.value);
    expect(values).toContain(key);
    expect(findTokens([key, key.slice(0, 40)]).map((token) => token.value)).toEqual([key]);
  });

  it('finds a private key whose headers hold single hyphens (Proc-Type, DEK-Info)', () => {
    const body = `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,ABCDEF\n\n${'QUJD'.repeat(40)}\n`;
    const block = `-----BEGIN RSA PRIVATE KEY-----\n${body}-----END RSA PRIVATE KEY-----`;
    expect(findTokens([`x ${block} y`]).map((token) => token.value)).toEqual([block]);
  });
});
