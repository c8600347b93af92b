import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { replaceFile, writeNewFile } from './new-file.js';

const full = () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));

describe('files mwh writes for the user', () => {
  it('a new file that cannot be written whole (a full disk) is not left half-written', async () => {
    const dir = tempDirInTest('mwh-new-file-');
    const path = join(dir, 'report.html');
    await expect(writeNewFile(path, 'report.html', '--html', '<html>', full)).rejects.toThrow('Cannot write report.html: the disk is full (ENOSPC); nothing of it was kept.');
    expect(existsSync(path)).toBe(false);
    await writeNewFile(path, 'report.html', '--html', '<html>');
    expect(readFileSync(path, 'utf8')).toBe('<html>');
    await expect(writeNewFile(path, 'report.html', '--html', 'x')).rejects.toThrow('report.html exists already; give --html a new file.');
  });

  it('a replaced file is whole or as it was, its temporary named for this process, none left behind', () => {
    const dir = tempDirInTest('mwh-replace-');
    const path = join(dir, 'history.json');
    writeFileSync(path, 'before');
    replaceFile(path, 'history.json', 'after');
    expect(readFileSync(path, 'utf8')).toBe('after');
    expect(readdirSync(dir)).toEqual(['history.json']);
    // A folder nobody may write (read-only for root too): one sentence, nothing written.
    expect(() => replaceFile('/sys/kernel/history.json', 'history.json', 'x')).toThrow(/^Cannot write history\.json: it may not be written here \((EACCES|EPERM|EROFS)\); nothing of it was kept\.$/);
  });
});
