import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Redactor } from '@mwh/protocol-core';
import type { Harness } from '@mwh/protocol-core';
import { CaptureLineRedactor } from './capture-line-redactor.js';
import { withJsonForms } from '../secrets/secret-forms.js';
import { protocolOf } from '../protocols.js';
import { splitAt } from '../../../../scripts/test-support/split-at.js';

interface Out {
  text: string;
  t: number;
  /** The piece being read when it was written (the finish counts as one past the last). */
  at: number;
}

/** Runs stdout through a line redactor; each input piece arrives at the time of its index. */
function redactLines(harness: Harness, secrets: string[], pieces: (string | Uint8Array)[]): Out[] {
  const lines = new CaptureLineRedactor(protocolOf(harness).deltaLines, new Redactor(secrets), new Redactor(withJsonForms(secrets)));
  const out: Out[] = [];
  let at = 0;
  const emit = (bytes: Uint8Array, t: number) => out.push({ text: Buffer.from(bytes).toString('utf8'), t, at });
  for (const piece of pieces) {
    lines.push(typeof piece === 'string' ? Buffer.from(piece) : piece, at, emit);
    at++;
  }
  lines.finish(at, emit);
  return out;
}

const joined = (out: Out[]) => out.map((piece) => piece.text).join('');
const outLines = (out: Out[]) => joined(out).split('\n').slice(0, -1);

// Each line its own uuid, as the CLI writes them: a reader reads a line whose uuid it saw once.
let uuids = 0;
const claudeDelta = (text: string, index = 0, parent: string | null = null, type = 'text_delta', field = 'text') =>
  `${JSON.stringify({ type: 'stream_event', event: { type: 'content_block_delta', index, delta: { type, [field]: text } }, parent_tool_use_id: parent, session_id: 's', uuid: `u-${uuids++}` })}\n`;
const claudeEvent = (event: object, parent: string | null = null) => `${JSON.stringify({ type: 'stream_event', event, parent_tool_use_id: parent, session_id: 's' })}\n`;
const codexDelta = (delta: string, itemId = 'msg_1', method = 'item/agentMessage/delta', extra: object = {}) =>
  `${JSON.stringify({ method, params: { threadId: 't', turnId: 'u', itemId, delta, ...extra } })}\n`;

/** The text the delta lines of the output add up to, per stream, as a reader would read them. */
function claudeText(out: Out[], parent: string | null = null, index = 0, field = 'text'): string {
  let text = '';
  for (const line of outLines(out)) {
    const value = JSON.parse(line);
    if (value.event?.type === 'content_block_delta' && value.event.index === index && value.parent_tool_use_id === parent && typeof value.event.delta[field] === 'string') text += value.event.delta[field];
  }
  return text;
}

function codexText(out: Out[], itemId = 'msg_1', method = 'item/agentMessage/delta'): string {
  let text = '';
  for (const line of outLines(out)) {
    const value = JSON.parse(line);
    if (value.method === method && value.params.itemId === itemId) text += value.params.delta;
  }
  return text;
}

describe('CaptureLineRedactor', () => {
  it('masks a secret split across Claude text deltas, keeping every line, its order and its time', () => {
    const input = [claudeEvent({ type: 'message_start', message: { id: 'm1' } }), claudeDelta('x sk-li'), claudeDelta('ve-KEY-1'), claudeDelta(' y'), claudeEvent({ type: 'content_block_stop', index: 0 })];
    const out = redactLines('claude', ['sk-live-KEY-1'], input);
    expect(claudeText(out)).toBe('x [REDACTED] y');
    expect(joined(out)).not.toContain('sk-li');
    expect(joined(out)).not.toContain('ve-KEY');
    expect(outLines(out)).toHaveLength(input.length);
    // Each line is written with the time it arrived, also the one that waited for the next.
    expect(out.map((piece) => piece.t)).toEqual([0, 1, 2, 3, 4]);
    expect(out.map((piece) => piece.at)).toEqual([0, 2, 2, 3, 4]);
    expect(outLines(out)[0]).toBe(input[0]!.trimEnd());
    expect(outLines(out)[4]).toBe(input[4]!.trimEnd());
  });

  it('gives each line back its own text, byte for byte, when what it held is no secret after all', () => {
    const input = [claudeDelta('x sk-'), claudeDelta('li'), claudeDelta('ve-KEY-2 y'), claudeEvent({ type: 'content_block_stop', index: 0 })];
    expect(joined(redactLines('claude', ['sk-live-KEY-1'], input))).toBe(input.join(''));
    // With a mask, the lines before it keep their text and the mask goes where the secret ends.
    const out = redactLines('claude', ['sk-live-KEY-1'], [claudeDelta('x sk-'), claudeDelta('li'), claudeDelta('ve-KEY-1 y')]);
    expect(outLines(out).map((line) => JSON.parse(line).event.delta.text)).toEqual(['x ', '', '[REDACTED] y']);
  });

  it('puts text held when a block ends on that block’s last delta line, and the lines after it wait in order', () => {
    const input = [claudeDelta('see sk-li'), claudeDelta('other', 1, null, 'thinking_delta', 'thinking'), claudeEvent({ type: 'content_block_stop', index: 0 }), claudeEvent({ type: 'message_stop' })];
    const out = redactLines('claude', ['sk-live-KEY-1'], input);
    expect(claudeText(out)).toBe('see sk-li');
    expect(claudeText(out, null, 1, 'thinking')).toBe('other');
    expect(outLines(out).map((line) => JSON.parse(line).event.type)).toEqual(['content_block_delta', 'content_block_delta', 'content_block_stop', 'message_stop']);
  });

  it('keeps interleaved streams apart: blocks, thinking, and a subagent beside the main thread', () => {
    const input = [
      claudeDelta('a sk-', 0),
      claudeDelta('b sk-live-', 0, 'toolu_1'),
      claudeDelta('sk-live', 1, null, 'thinking_delta', 'thinking'),
      claudeDelta('live-KEY-1 a', 0),
      claudeDelta('KEY-1 b', 0, 'toolu_1'),
      claudeDelta('-KEY-1 t', 1, null, 'thinking_delta', 'thinking'),
    ];
    const out = redactLines('claude', ['sk-live-KEY-1'], input);
    expect(claudeText(out)).toBe('a [REDACTED] a');
    expect(claudeText(out, 'toolu_1')).toBe('b [REDACTED] b');
    expect(claudeText(out, null, 1, 'thinking')).toBe('[REDACTED] t');
    expect(joined(out)).not.toMatch(/sk-|KEY/);
  });

  it('masks a secret split across text blocks of one message, which a reader joins into one text', () => {
    const stop = (index: number) => claudeEvent({ type: 'content_block_stop', index });
    // Two text blocks in a row, and text resumed after a tool_use block: one text to the reader.
    for (const between of [[stop(0)], [stop(0), claudeDelta('{}', 1, null, 'input_json_delta', 'partial_json'), stop(1)]]) {
      const next = between.length === 1 ? 1 : 2;
      const out = redactLines('claude', ['sk-live-KEY-1'], [claudeDelta('x sk-li'), ...between, claudeDelta('ve-KEY-1 y', next), stop(next), claudeEvent({ type: 'message_stop' })]);
      const text = claudeText(out) + claudeText(out, null, next);
      expect(text).not.toContain('sk-live-KEY-1');
      expect(text).toBe('x [REDACTED] y');
    }
  });

  it('masks the rest of a secret a late delta brings after its message stopped, which a reader adds to that message', () => {
    const out = redactLines('claude', ['sk-live-KEY-1'], [claudeDelta('x sk-li'), claudeEvent({ type: 'message_stop' }), claudeDelta('ve-KEY-1 y')]);
    expect(claudeText(out)).toBe('x sk-li[REDACTED] y');
    // The next message's text is the answer's next text: it goes on from the message before, as live.
    const next = redactLines('claude', ['sk-live-KEY-1'], [claudeDelta('x sk-li'), claudeEvent({ type: 'message_stop' }), claudeEvent({ type: 'message_start', message: { id: 'm2' } }), claudeDelta('ve-KEY-1 y')]);
    expect(claudeText(next)).toBe('x sk-li[REDACTED] y');
  });

  it('does not let a secret split across two messages add up in the answer, however the next message starts', () => {
    const completed = (id: string) => `${JSON.stringify({ method: 'item/completed', params: { item: { id, type: 'agentMessage', text: '' } } })}\n`;
    // Codex: the second agent message streams before the first one's item/completed.
    const codex = [codexDelta('Key: sk-li', 'msg_1'), codexDelta('ve-KEY y', 'msg_2'), completed('msg_1'), completed('msg_2')];
    const codexOut = redactLines('codex', ['sk-live-KEY'], codex);
    expect(codexText(codexOut, 'msg_1') + codexText(codexOut, 'msg_2')).toBe('Key: sk-li[REDACTED] y');
    expect(outLines(codexOut)).toHaveLength(codex.length);
    // Claude: the first message ends whole and the next one starts.
    const claude = [
      claudeEvent({ type: 'message_start', message: { id: 'm1' } }),
      claudeDelta('Key: sk-li'),
      claudeEvent({ type: 'content_block_stop', index: 0 }),
      claudeEvent({ type: 'message_stop' }),
      claudeEvent({ type: 'message_start', message: { id: 'm2' } }),
      claudeDelta('ve-KEY y'),
    ];
    const claudeOut = redactLines('claude', ['sk-live-KEY'], claude);
    expect(claudeText(claudeOut)).toBe('Key: sk-li[REDACTED] y');
    expect(outLines(claudeOut)).toHaveLength(claude.length);
  });

  it('after a message the reader takes back (abandoned), the next goes on from its text: the file never shows a secret in two halves', () => {
    const start = (id: string) => claudeEvent({ type: 'message_start', message: { id } });
    const abandonedStop = `${JSON.stringify({ type: 'stream_event', event: { type: 'message_stop' }, parent_tool_use_id: null, session_id: 's', abandoned_blocks: { from_block_index: 0 } })}\n`;
    const out = redactLines('claude', ['sk-live-KEY'], [start('m1'), claudeDelta('Key: sk-li'), abandonedStop, start('m2'), claudeDelta('ve-KEY is it.')]);
    expect(claudeText(out)).toBe('Key: sk-li[REDACTED] is it.');
  });

  it('masks the rest of a secret a late codex delta brings after its item completed, which the reader adds to the item', () => {
    const completed = `${JSON.stringify({ method: 'item/completed', params: { item: { id: 'msg_1', type: 'agentMessage', text: 'x sk-li' } } })}\n`;
    const out = redactLines('codex', ['sk-live-KEY-1'], [codexDelta('x sk-li'), completed, codexDelta('ve-KEY-1 y')]);
    expect(codexText(out)).toBe('x sk-li[REDACTED] y');
  });

  it('keeps the text and the thinking of a message apart, as a reader does', () => {
    const out = redactLines('claude', ['sk-live-KEY-1'], [claudeDelta('sk-li', 0, null, 'thinking_delta', 'thinking'), claudeEvent({ type: 'content_block_stop', index: 0 }), claudeDelta('ve-KEY-1', 1)]);
    expect(claudeText(out, null, 0, 'thinking')).toBe('sk-li');
    expect(claudeText(out, null, 1)).toBe('ve-KEY-1');
  });

  it('reads a repeated line (the same uuid) once, as a reader does, so the text it repeats cannot hide a secret', () => {
    const li = claudeDelta('li');
    const out = redactLines('claude', ['sk-live-KEY-1'], [claudeDelta('x sk-'), li, li, claudeDelta('ve-KEY-1 y'), claudeEvent({ type: 'content_block_stop', index: 0 })]);
    const seen = new Set<string>();
    const read = outLines(out).filter((line) => !seen.has(JSON.parse(line).uuid) && seen.add(JSON.parse(line).uuid));
    expect(claudeText(read.map((line) => ({ text: `${line}\n`, t: 0, at: 0 })))).toBe('x [REDACTED] y');
    expect(outLines(out)).toHaveLength(5);
  });

  it('masks a secret on any line in the escapes Claude Code mixes in (U+200D and U+2028 as \\uXXXX, the rest raw)', () => {
    const secret = 'key-👨\u200d👩\u2028-9';
    // Claude Code 2.1.332 writes its assistant and result lines this way (fixtures/claude/2.1.332/long-unicode).
    const escaped = (value: object) => `${JSON.stringify(value).replace(/[\u200d\u2028]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}\n`;
    const assistant = escaped({ type: 'assistant', message: { id: 'm1', content: [{ type: 'text', text: `the ${secret} here` }] } });
    expect(assistant).toContain('key-👨\\u200d👩\\u2028-9');
    const out = redactLines('claude', [secret], [assistant, escaped({ type: 'result', result: `the ${secret} here` })]);
    expect(outLines(out).map((line) => JSON.parse(line))).toEqual([
      { type: 'assistant', message: { id: 'm1', content: [{ type: 'text', text: 'the [REDACTED] here' }] } },
      { type: 'result', result: 'the [REDACTED] here' },
    ]);
  });

  it('keeps a line with escapes JSON when a secret matches its decoded text across a string’s end', () => {
    const line = '{"type":"system","a":"\\u00e9","b":"x \\u00e9\\", y"}\n';
    const out = redactLines('claude', ['é",'], [line]);
    expect(JSON.parse(joined(out))).toEqual({ type: 'system', a: 'é', b: 'x [REDACTED] y' });
  });

  it('masks a secret split across a tool input’s partial JSON, in its escaped form too', () => {
    const secret = 'tok"en-12';
    const json = JSON.stringify({ command: `curl -H ${secret}` });
    const out = redactLines('claude', [secret], [claudeDelta(json.slice(0, 22), 0, null, 'input_json_delta', 'partial_json'), claudeDelta(json.slice(22), 0, null, 'input_json_delta', 'partial_json')]);
    expect(JSON.parse(claudeText(out, null, 0, 'partial_json'))).toEqual({ command: 'curl -H [REDACTED]' });
  });

  it('masks a secret split across codex delta notifications of an item, and lets held text go at item/completed', () => {
    const input = [
      codexDelta('x sk-li'),
      codexDelta('**sk-li', 'rs_1', 'item/reasoning/summaryTextDelta', { summaryIndex: 0 }),
      codexDelta('ve-KEY-1 y'),
      `${JSON.stringify({ method: 'item/completed', params: { item: { id: 'rs_1', type: 'reasoning' } } })}\n`,
      `${JSON.stringify({ method: 'turn/completed', params: { turn: { id: 'u', status: 'completed' } } })}\n`,
    ];
    const out = redactLines('codex', ['sk-live-KEY-1'], input);
    expect(codexText(out)).toBe('x [REDACTED] y');
    expect(codexText(out, 'rs_1', 'item/reasoning/summaryTextDelta')).toBe('**sk-li');
    expect(outLines(out)).toHaveLength(input.length);
    expect(outLines(out)[3]).toBe(input[3]!.trimEnd());
  });

  it('joins a codex item’s reasoning summary and content deltas into one stream, as the reader does, each part keeping its text', () => {
    const summary = (text: string, summaryIndex: number) => codexDelta(text, 'rs_1', 'item/reasoning/summaryTextDelta', { summaryIndex });
    const input = [summary('x sk-li', 0), codexDelta('ve-KEY-1 y', 'rs_1', 'item/reasoning/textDelta', { contentIndex: 0 })];
    const out = redactLines('codex', ['sk-live-KEY-1'], input);
    // Held text stays in its part (the reader puts a blank line between parts); the rest of the secret is masked.
    expect(codexText(out, 'rs_1', 'item/reasoning/summaryTextDelta') + codexText(out, 'rs_1', 'item/reasoning/textDelta')).toBe('x sk-li[REDACTED] y');
    const parts = redactLines('codex', ['sk-live-KEY-1'], [summary('a sk-', 0), summary('b', 1)]);
    expect(outLines(parts).map((line) => JSON.parse(line).params.delta)).toEqual(['a sk-', 'b']);
  });

  it('does not let a secret split across two codex agent messages add up in the answer that joins them', () => {
    const completed = (id: string) => `${JSON.stringify({ method: 'item/completed', params: { item: { id, type: 'agentMessage', text: '' } } })}\n`;
    const input = [codexDelta('Key: SECRETabc', 'msg_1'), completed('msg_1'), codexDelta('123XYZtop', 'msg_2'), codexDelta('secret. Bye.', 'msg_2'), completed('msg_2')];
    const out = redactLines('codex', ['SECRETabc123XYZtopsecret'], input);
    // As live: the first message's text goes out as it was, the rest of the secret is masked.
    expect(codexText(out, 'msg_1') + codexText(out, 'msg_2')).toBe('Key: SECRETabc[REDACTED]. Bye.');
    expect(outLines(out)).toHaveLength(input.length);
  });

  it('keeps two streams apart whatever their items, kinds and roles hold: one does not finish a secret of the other', () => {
    // A stream's key was its item, kind and role joined by a NUL, which these two share: the
    // unknown one finished the known one's 'SEC', and the text a reader shows lost it.
    const other = 'b\u0000item/agentMessage/delta';
    const input = [codexDelta('hello SEC', 'a\u0000b'), codexDelta('RETx', 'a', other), codexDelta(' world', 'a\u0000b')];
    const out = redactLines('codex', ['SECRET'], input);
    expect(codexText(out, 'a\u0000b')).toBe('hello SEC world');
    expect(codexText(out, 'a', other)).toBe('RETx');
    // Claude: a tool input (its block "text") and the text of a subagent whose parent ends in its field.
    const claude = [claudeDelta('x SEC', 'text' as unknown as number, 'p', 'input_json_delta', 'partial_json'), claudeDelta('RET y', 0, 'p\u0000partial_json')];
    const lines = outLines(redactLines('claude', ['SECRET'], claude));
    expect(lines.map((line) => JSON.parse(line).event.delta)).toEqual([
      { type: 'input_json_delta', partial_json: 'x SEC' },
      { type: 'text_delta', text: 'RET y' },
    ]);
  });

  it('remembers the last stream of a bounded number of subagents, however many a round has', () => {
    const lines = new CaptureLineRedactor(protocolOf('claude').deltaLines, new Redactor(['sk-live-KEY']), new Redactor(['sk-live-KEY']));
    for (let i = 0; i < 5_000; i++) lines.push(Buffer.from(claudeDelta('hello', 0, `toolu_${i}`)), i, () => {});
    expect((lines as unknown as { joined: Map<string, unknown> }).joined.size).toBe(1024);
  });

  // `sk-live-` in one stream, then 1,024 other open streams, then `KEY-123` in the first: the
  // capture's lines added up to the secret whole. At the bound (1,024 open), one below and one above.
  it.each([1022, 1023, 1024, 1025])('masks the rest of a secret in a stream let go past the bound and met again (%i other streams between)', (others) => {
    const input = [codexDelta('my key sk-live-', 'A')];
    for (let i = 0; i < others; i++) input.push(codexDelta('it ends with sk', `item_${i}`));
    input.push(codexDelta('KEY-123, fine', 'A'));
    const out = redactLines('codex', ['sk-live-KEY-123'], input);
    expect(codexText(out, 'A')).toBe('my key sk-live-[REDACTED], fine');
    expect(outLines(out)).toHaveLength(input.length);
  });

  // The same for the last stream of what a reader joins (a subagent's messages), let go past
  // 1,024 subagents: its next message finished the secret the one before began.
  it.each([1022, 1023, 1024, 1025])('masks the rest of a secret the next message of a subagent let go past the bound finishes (%i others between)', (others) => {
    const input = [claudeDelta('my key sk-live-', 0, 'P'), claudeEvent({ type: 'message_stop' }, 'P'), claudeEvent({ type: 'message_start', message: { id: 'm2' } }, 'P')];
    for (let i = 0; i < others; i++) input.push(claudeDelta('it ends with sk', 0, `toolu_${i}`));
    input.push(claudeDelta('KEY-123, fine', 0, 'P'));
    const out = redactLines('claude', ['sk-live-KEY-123'], input);
    expect(claudeText(out, 'P')).toBe('my key sk-live-[REDACTED], fine');
  });

  it('no stream adds up to a secret when streams are let go at the bound, below it or above it', () => {
    const unit = fc.constantFrom('s', 'k', '-', 'a', '1');
    const secret = fc.array(unit, { minLength: 2, maxLength: 8 }).map((u) => u.join(''));
    fc.assert(
      fc.property(fc.constantFrom(1023, 1024, 1025), secret, fc.nat(), fc.nat(), (streams, whole, cut, order) => {
        const at = 1 + (cut % (whole.length - 1));
        const input: string[] = [];
        for (let i = 0; i < streams; i++) input.push(codexDelta(`x ${whole.slice(0, at)}`, `item_${i}`));
        for (let k = 0; k < streams; k++) input.push(codexDelta(`${whole.slice(at)} y`, `item_${(k * 7 + order) % streams}`));
        const texts = new Map<string, string>();
        for (const line of outLines(redactLines('codex', [whole], input))) {
          const { itemId, delta } = JSON.parse(line).params as { itemId: string; delta: string };
          texts.set(itemId, (texts.get(itemId) ?? '') + delta);
        }
        expect(texts.size).toBe(streams);
        for (const text of texts.values()) expect(text).not.toContain(whole);
      }),
      { seed: 25, numRuns: 40 },
    );
  });

  it('writes Claude\'s whole assistant and result lines as the deltas of their blocks carry the text, so a replay adds nothing of the secret', () => {
    const secret = 'SECRETabc123XYZtopsecret';
    const assistant = (text: string) => `${JSON.stringify({ type: 'assistant', message: { id: 'm1', role: 'assistant', content: [{ type: 'text', text }] }, parent_tool_use_id: null, session_id: 's' })}\n`;
    const input = [
      claudeEvent({ type: 'message_start', message: { id: 'm1' } }),
      claudeDelta('Key: SECRE', 0),
      claudeDelta('Tabc', 0),
      assistant('Key: SECRETabc'),
      claudeEvent({ type: 'content_block_stop', index: 0 }),
      claudeDelta('123XYZtopsecret. Bye.', 1),
      assistant('123XYZtopsecret. Bye.'),
      claudeEvent({ type: 'content_block_stop', index: 1 }),
      claudeEvent({ type: 'message_stop' }),
      `${JSON.stringify({ type: 'result', subtype: 'success', is_error: false, result: '123XYZtopsecret. Bye.', session_id: 's' })}\n`,
    ];
    const out = redactLines('claude', [secret], input);
    // Held over the block's end as live: the message's text is one stream.
    expect(claudeText(out, null, 0) + claudeText(out, null, 1)).toBe('Key: [REDACTED]. Bye.');
    const lines = outLines(out).map((line) => JSON.parse(line));
    expect(lines.filter((line) => line.type === 'assistant').map((line) => line.message.content[0].text)).toEqual(['Key: ', '[REDACTED]. Bye.']);
    expect(lines.at(-1).result).toBe('[REDACTED]. Bye.');
    expect(joined(out)).not.toMatch(/SECRE|Tabc|123XYZ/);
    expect(lines).toHaveLength(input.length);
  });

  it('lets go of held text before a request or response line, so an answer on stdin stays after what it answers', () => {
    const request = `${JSON.stringify({ id: 7, method: 'item/commandExecution/requestApproval', params: { itemId: 'c1' } })}\n`;
    const out = redactLines('codex', ['sk-live-KEY-1'], [codexDelta('x sk-li'), request, codexDelta('ve-KEY-1 y')]);
    // The request is written when it arrives, after the held text went out ...
    expect(out.map((piece) => piece.t)).toEqual([0, 1, 2]);
    // ... and the stream remembered where it was: the rest of the secret is still masked.
    expect(codexText(out)).toBe('x sk-li[REDACTED] y');
    expect(joined(out)).not.toContain('ve-KEY');
  });

  it('waits for at most about a MiB of lines, then lets go and still masks what completes a secret', () => {
    const filler = `${JSON.stringify({ type: 'system', subtype: 'status', text: 'f'.repeat(64 * 1024) })}\n`;
    const input = [claudeDelta('x sk-li'), ...Array<string>(40).fill(filler), claudeDelta('ve-KEY-1 y')];
    const out = redactLines('claude', ['sk-live-KEY-1'], input);
    // The held line went out once about a MiB of lines waited behind it, not at the end.
    expect(out[0]!.at).toBeGreaterThan(10);
    expect(out[0]!.at).toBeLessThan(20);
    expect(claudeText(out)).toBe('x sk-li[REDACTED] y');
    expect(outLines(out)).toHaveLength(input.length);
  });

  it('reads as deltas the long and the deep lines a reader reads as deltas, so they cannot finish a secret unseen', () => {
    const deepDelta = (text: string) =>
      `${JSON.stringify({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, parent_tool_use_id: null, uuid: 'u-deep', extra: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) })}\n`;
    for (const last of [claudeDelta(`ve-KEY-1 ${'z'.repeat(2 * 1024 * 1024)}`), deepDelta('ve-KEY-1 y')]) {
      const out = redactLines('claude', ['sk-live-KEY-1'], [claudeDelta('x sk-li'), last]);
      expect(claudeText(out)).toMatch(/^x \[REDACTED\] /);
    }
  });

  it('passes lines too deep to be deltas, bad JSON and a last line without a newline as they are', () => {
    const deep = `{"type":"stream_event","event":${'['.repeat(5000)}${']'.repeat(5000)}}\n`;
    const input = [deep, 'not json "stream_event"\n', claudeDelta('x sk-li').trimEnd()];
    const out = redactLines('claude', ['sk-live-KEY-1'], input);
    expect(joined(out)).toBe(input.join(''));
  });

  it('passes a line longer than a reader’s line cap on as it comes, keeping nothing of it', () => {
    const lines = new CaptureLineRedactor(protocolOf('claude').deltaLines, new Redactor(['sk-live-KEY-1']), new Redactor(['sk-live-KEY-1']));
    const mib = Buffer.alloc(1024 * 1024, 'z');
    const emitted: Uint8Array[] = [];
    const emit = (bytes: Uint8Array) => void emitted.push(bytes);
    const head = Buffer.from('{"type":"stream_event","text":"');
    lines.push(head, 0, emit);
    for (let i = 0; i < 65; i++) lines.push(mib, 0, emit);
    // Past the cap, each piece goes on as it came.
    expect(emitted.length).toBeGreaterThan(1);
    expect(emitted.at(-1)!.length).toBe(mib.length);
    lines.push(Buffer.from('"}\n'), 0, emit);
    lines.finish(1, emit);
    expect(emitted.reduce((sum, bytes) => sum + bytes.length, 0)).toBe(head.length + 65 * mib.length + 3);
  });

  it('with the secret split anywhere across deltas and the bytes cut anywhere, the lines add up to the text redacted whole', () => {
    const secrets = ['sk-live-KEY-1', 'live-9', 'KEY-12'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', ' ', 'sk-', 'live', '-KEY-1', '2', '-9', 'é', '🔑'), { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        (words, deltaCuts, byteCuts, codex) => {
          const text = words.join('');
          const deltas = splitAt(text, deltaCuts);
          const stdout = deltas.map((delta) => (codex ? codexDelta(delta) : claudeDelta(delta))).join('') + (codex ? '' : claudeEvent({ type: 'content_block_stop', index: 0 }));
          const pieces = splitAt(Buffer.from(stdout), byteCuts);
          const out = redactLines(codex ? 'codex' : 'claude', secrets, pieces);
          expect(codex ? codexText(out) : claudeText(out)).toBe(new Redactor(secrets).redact(text));
          expect(outLines(out)).toHaveLength(stdout.split('\n').length - 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
