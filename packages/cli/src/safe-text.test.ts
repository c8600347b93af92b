import { describe, expect, it } from 'vitest';
import { paint, safeLog, safeText } from './safe-text.js';

describe('safeText', () => {
  it('shows escape and control characters visibly, keeping newlines and tabs', () => {
    expect(safeText('a\x1b]0;TITLE\x07\x1b[31mred\r\n\tb\rc\x00\x7f\x9b')).toBe('a\\e]0;TITLE\\a\\e[31mred\n\tb\\rc\\0\\x7f\\x9b');
    expect(safeText('abc\u202edef')).toBe('abc\\u{202e}def');
    expect(safeText('plain ✓ text')).toBe('plain ✓ text');
  });

  it('strips a log line of its colours only and shows every other escape', () => {
    expect(safeLog('\x1b[2m2026-12-04T03:48:19Z\x1b[0m \x1b[1;31mERROR\x1b[m codex: \x1b]0;pwned\x07bad\x1b')).toBe('2026-12-04T03:48:19Z ERROR codex: \\e]0;pwned\\abad\\e');
    expect(safeLog('\x1b[2J\x1b[Hcleared \x1b]8;;http://x\x1b\\link\x1b(0')).toBe('\\e[2J\\e[Hcleared \\e]8;;http://x\\e\\link\\e(0');
  });

  it('colours only when told to', () => {
    expect(paint(false).bad('x')).toBe('x');
    expect(paint(true).bad('x')).toBe('\x1b[31mx\x1b[0m');
  });
});
