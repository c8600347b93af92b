import { describe, expect, it } from 'vitest';
import { renderGaps } from './drift-text.js';

const none = { unknownEvents: [], unknownFields: [], unknownEnumValues: [], invalidLines: [] };

describe('renderGaps', () => {
  it("is one line saying none when mwh's schemas describe everything the versions sent", () => {
    expect(renderGaps([{ label: 'claude 2.1.332', gaps: none }, { label: 'codex 0.171.0', gaps: none }])).toEqual([
      "Fields the CLIs send that mwh's schemas (protocol-claude, protocol-codex, protocol-gemini) do not describe:",
      '  none (2 versions)',
    ]);
  });

  it('names the gaps of each version, CLI text made safe and the list cut', () => {
    const fields = Array.from({ length: 10 }, (_, i) => ({ key: `result f${i}`, count: 1, example: '{}' }));
    const [, line] = renderGaps([{ label: 'claude 2.1.400', gaps: { ...none, unknownEvents: [{ key: 'system/\u001b[31mx', count: 1, example: '{}' }], unknownFields: fields } }]);
    expect(line).toBe('  claude 2.1.400: 11: unknown line system/\\e[31mx, result f0, result f1, result f2, result f3, result f4, result f5, result f6, ... 3 more');
  });
});
