import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathKind } from './path-kind.js';

describe('pathKind', () => {
  it('tells a folder, a file and nothing there, also under a file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'mwh-path-'));
    const file = join(folder, 'f');
    writeFileSync(file, '');
    expect(pathKind(folder)).toBe('folder');
    expect(pathKind(file)).toBe('file');
    expect(pathKind(join(folder, 'none'))).toBe('missing');
    expect(pathKind(join(file, 'below'))).toBe('missing');
  });
});
