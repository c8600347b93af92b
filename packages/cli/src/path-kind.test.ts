import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../scripts/test-support/temp-dir.js';
import { pathKind } from './path-kind.js';

describe('pathKind', () => {
  const dir = tempDir('mwh-path-');

  it('tells a folder, a file and nothing there, also under a file', () => {
    const folder = dir.path;
    const file = join(folder, 'f');
    writeFileSync(file, '');
    expect(pathKind(folder)).toBe('folder');
    expect(pathKind(file)).toBe('file');
    expect(pathKind(join(folder, 'none'))).toBe('missing');
    expect(pathKind(join(file, 'below'))).toBe('missing');
  });
});
