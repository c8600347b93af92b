import { describe, expect, it } from 'vitest';
import type { ContentPart } from './content-part.js';
import { RoundList } from './round-list.js';
import { turnStart } from './stream-kind.js';

const text = (t: string): ContentPart => ({ type: 'text-delta', id: t, text: t });
const finish: ContentPart = { type: 'finish', verdict: { kind: 'success', message: 'done', exitCode: 0, signal: null, stderrTail: '' } };
const session: ContentPart = { type: 'session', sessionId: 's' };

function listOf(parts: ContentPart[], keepParts = true) {
  const list = new RoundList({ keepParts });
  for (const part of parts) list.add(part);
  return list.list();
}

describe('RoundList', () => {
  it('keeps each round its own parts where it splits them, and loses none', () => {
    const parts = [session, text('a'), finish, session, text('b'), finish, session];
    const rounds = listOf(parts);
    expect(rounds.map((round) => round.summary.text)).toEqual(['a', 'b']);
    expect(rounds.map((round) => round.parts)).toEqual([[session, text('a'), finish], [session, text('b'), finish, session]]);
  });

  it('splits a transcript at each prompt, a turn said only by its prompt being a round of its own', () => {
    const parts = [turnStart('one'), turnStart('two'), text('answer'), session, turnStart('three')];
    const rounds = listOf(parts);
    expect(rounds.map((round) => round.prompt)).toEqual(['one', 'two', 'three']);
    expect(rounds.flatMap((round) => round.parts)).toEqual(parts);
  });

  it("takes a prompt said after a turn's session, MCP servers and warnings, before its answer, as that turn's", () => {
    const server: ContentPart = { type: 'mcp-server', name: 'github', status: 'ready' };
    const warning: ContentPart = { type: 'warning', code: 'mcp-server-failed', message: 'sentry failed' };
    // A stdout's init line says these, then the prompt it echoes: one round.
    const rounds = listOf([session, server, warning, turnStart('List the files.'), text('a'), finish]);
    expect(rounds.map((round) => [round.prompt, round.summary.text, round.summary.warnings.length])).toEqual([['List the files.', 'a', 1]]);
    // After an answer, a prompt begins the next.
    expect(listOf([session, text('a'), turnStart('next'), text('b')]).map((round) => [round.prompt, round.summary.text])).toEqual([[undefined, 'a'], ['next', 'b']]);
  });

  it('keeps no parts unless asked', () => {
    expect(listOf([text('a'), finish], false)).toEqual([{ summary: expect.objectContaining({ text: 'a' }) }]);
  });
});
