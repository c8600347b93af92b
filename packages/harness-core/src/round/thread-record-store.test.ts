import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { CLAUDE_SESSION_RECORD_DIR, ThreadRecordStore, codexThreadName, threadKeyDigest } from './thread-record-store.js';

const home = tempDir('mwh-records-');

describe('ThreadRecordStore', () => {
  it('writes, reads and forgets one record per key under CODEX_HOME/mwh/threads', async () => {
    const store = new ThreadRecordStore(home.path);
    expect(await store.read('t/1')).toBeUndefined();
    await store.write('t/1', '019a-thread');
    await store.write('t/2', '019b-thread');
    expect(await store.read('t/1')).toBe('019a-thread');
    expect(await store.read('t/2')).toBe('019b-thread');
    const path = store.pathFor('t/1');
    expect(dirname(path)).toBe(join(home.path, 'mwh', 'threads'));
    expect(path.endsWith(`${threadKeyDigest('t/1').slice(0, 32)}.txt`)).toBe(true);
    expect(await readFile(path, 'utf8')).toBe('019a-thread\n');
    await store.forget('t/1');
    // Claude's session records: the same store, another folder, no crossing.
    const sessions = new ThreadRecordStore(home.path, CLAUDE_SESSION_RECORD_DIR);
    expect(await sessions.read('t/2')).toBeUndefined();
    await sessions.write('t/2', 'claude-session');
    expect(dirname(sessions.pathFor('t/2'))).toBe(join(home.path, 'mwh', 'claude-sessions'));
    expect(await store.read('t/2')).toBe('019b-thread');
    expect(await store.read('t/1')).toBeUndefined();
    expect(await store.read('t/2')).toBe('019b-thread');
    await store.forget('t/1');
  });

  it('treats a damaged record as none', async () => {
    const store = new ThreadRecordStore(home.path);
    await mkdir(dirname(store.pathFor('k')), { recursive: true });
    await writeFile(store.pathFor('k'), 'two words\n');
    expect(await store.read('k')).toBeUndefined();
  });

  it('names threads by a key digest prefix', () => {
    expect(codexThreadName('k')).toMatch(/^mwh-[0-9a-f]{12}$/);
    expect(codexThreadName('k')).toBe(codexThreadName('k'));
  });
});
