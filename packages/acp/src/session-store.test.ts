import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUT_NOTE, MAX_RECORD_BYTES, SessionStore } from './session-store.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mwh-acp-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('SessionStore', () => {
  it('keeps updates and turns, and gives them back for a load', async () => {
    const store = new SessionStore(join(dir, 'sessions'));
    const session = await store.create('codex', '/w');
    session.record({ sessionUpdate: 'user_message_chunk', content: { type: 'text', text: 'Hi' } });
    session.record({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'Hello' } });
    session.remember({ role: 'user', text: 'Hi' });
    await session.flush();
    const loaded = await store.load(session.id);
    expect(loaded?.session.header).toEqual({ harness: 'codex', cwd: '/w', threadKey: `acp/${session.id}` });
    expect(loaded?.updates.map((u) => u.sessionUpdate)).toEqual(['user_message_chunk', 'agent_message_chunk']);
    expect(loaded?.session.turns).toEqual([{ role: 'user', text: 'Hi' }]);
  });

  it('finds no session for an id that is not one of its own, a path included', async () => {
    const store = new SessionStore(dir);
    await writeFile(join(dir, 'x.jsonl'), '{"session":{"harness":"claude","cwd":"/","threadKey":"k"}}\n');
    expect(await store.load('../x')).toBeUndefined();
    expect(await store.load('x')).toBeUndefined();
    expect(await store.load('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('stops keeping a session past its bound and says so on load', async () => {
    const store = new SessionStore(dir);
    const session = await store.create('claude', '/w');
    const big = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < MAX_RECORD_BYTES / big.length + 2; i++) session.record({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: big } });
    await session.flush();
    expect((await readFile(join(dir, `${session.id}.jsonl`))).length).toBeLessThanOrEqual(MAX_RECORD_BYTES + 20);
    const loaded = await store.load(session.id);
    expect(loaded?.updates.at(-1)).toEqual({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: CUT_NOTE } });
  });
});
