import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUT_NOTE, KEPT_TURN_BYTES, MAX_RECORD_BYTES, SessionStore, SKIPPED_NOTE, TURN_CUT_NOTE } from './session-store.js';

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

  it('keeps the mode and model the client chose, the last choice winning, and ignores a malformed one', async () => {
    const store = new SessionStore(join(dir, 'sessions'));
    const session = await store.create('claude', '/w');
    expect((await store.load(session.id))?.session.settings).toBeUndefined();
    session.choose({ mode: 'plan', model: 'opus' });
    session.choose({ mode: 'acceptEdits', model: 'opus' });
    await session.flush();
    await writeFile(join(dir, 'sessions', `${session.id}.jsonl`), `${await readFile(join(dir, 'sessions', `${session.id}.jsonl`), 'utf8')}{"settings":{"mode":3}}\n`);
    expect((await store.load(session.id))?.session.settings).toEqual({ mode: 'acceptEdits', model: 'opus' });
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

  it('skips a line that parses to no object (null, a number), as it skips a broken one', async () => {
    const store = new SessionStore(dir);
    const session = await store.create('claude', '/w');
    session.record({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'kept' } });
    await session.flush();
    const file = join(dir, `${session.id}.jsonl`);
    await writeFile(file, `${await readFile(file, 'utf8')}null\n42\n"text"\n[1]\n{"turn":null}\n{"turn":{"role":"user"}}\n`);
    const loaded = await store.load(session.id);
    expect(loaded?.updates).toEqual([{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'kept' } }]);
    expect(loaded?.session.turns).toEqual([]);
  });

  it('keeps a note, and throws nothing, for an update nested too deep to write', async () => {
    const store = new SessionStore(dir);
    const session = await store.create('claude', '/w');
    // Built in a loop: as deep as a CLI's JSON may be, deeper than JSON.stringify goes.
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(() => session.record({ sessionUpdate: 'tool_call', toolCallId: 't', title: 'x', rawInput: deep })).not.toThrow();
    session.record({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'after' } });
    await session.flush();
    const loaded = await store.load(session.id);
    expect(loaded?.updates).toEqual([
      { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: SKIPPED_NOTE } },
      { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'after' } },
    ]);
  });

  it('bounds the transcript in bytes as well as in turns, the newest kept, and again when loaded', async () => {
    const store = new SessionStore(dir);
    const session = await store.create('codex', '/w');
    const twoFifths = 'é'.repeat(KEPT_TURN_BYTES / 5);
    for (let i = 0; i < 4; i++) session.remember({ role: i % 2 ? 'assistant' : 'user', text: `${i}${twoFifths}` });
    const bytes = (turns: { text: string }[]) => turns.reduce((sum, t) => sum + Buffer.byteLength(t.text), 0);
    expect(session.turns.map((t) => t.text[0])).toEqual(['2', '3']);
    expect(bytes(session.turns)).toBeLessThanOrEqual(KEPT_TURN_BYTES);
    // One turn longer than the whole bound is cut, not kept whole.
    session.remember({ role: 'user', text: 'x'.repeat(KEPT_TURN_BYTES * 2) });
    expect(session.turns.at(-1)!.text.endsWith(TURN_CUT_NOTE)).toBe(true);
    expect(bytes(session.turns)).toBeLessThanOrEqual(KEPT_TURN_BYTES);
    await session.flush();
    const loaded = await store.load(session.id);
    expect(bytes(loaded!.session.turns)).toBeLessThanOrEqual(KEPT_TURN_BYTES);
    expect(loaded!.session.turns).toEqual(session.turns);
  });
});
