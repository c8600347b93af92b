import { describe, expect, it } from 'vitest';
import { Redactor } from '@mwh/protocol-core';
import { TextLinesRedactor, WHOLE_LINE_LIMIT } from './capture-text-lines.js';
import { byteRedactor, EscapedSecrets, withJsonForms } from '../secrets/secret-forms.js';

function redactor(secrets: string[]): TextLinesRedactor {
  const forms = withJsonForms(secrets);
  const bytes = byteRedactor(forms);
  return new TextLinesRedactor(bytes, new EscapedSecrets(forms, new Redactor(forms), bytes));
}

/** What the redactor lets go of each piece, and at the end. */
function through(secrets: string[], pieces: (string | Uint8Array)[]): Buffer[] {
  const lines = redactor(secrets);
  return [...pieces.map((piece) => Buffer.from(lines.push(typeof piece === 'string' ? Buffer.from(piece) : piece))), Buffer.from(lines.flush())];
}

describe('TextLinesRedactor', () => {
  it('holds a line until its end, then masks a secret in any escapes; other bytes stay as they were', () => {
    const out = through(['sk-live-KEY-1'], [new Uint8Array([0xc3, 0x28, 0x20, 0x5c, 0x75]), '0073k\\u002dlive-KEY-1 \\n ok\nnext', ' line']);
    expect(out.map((piece) => piece.length)).toEqual([0, expect.any(Number), 0, expect.any(Number)]);
    expect(Buffer.concat(out)).toEqual(Buffer.concat([Buffer.from([0xc3, 0x28, 0x20]), Buffer.from('[REDACTED] \\n ok\nnext line')]));
  });

  it('lets a line longer than the limit go as it comes, its common forms masked across chunks, and any stretch of escapes that may be a secret', () => {
    const long = 'x'.repeat(WHOLE_LINE_LIMIT + 10);
    const out = through(['sk-live-KEY-1'], [`${long}sk-li`, 've-KEY-1 more', ' \\u0073k-live-KEY-1\nafter \\u0073k-live-KEY-1\n']);
    expect(out[0]!.length).toBe(long.length);
    // Past the limit the line is not read whole: its escapes that may be a secret's characters
    // are masked with what may be the rest of one (the \u0073k... passed whole before).
    expect(Buffer.concat(out).toString()).toBe(`${long}[REDACTED] more [REDACTED]\nafter [REDACTED]\n`);
  });
});
