import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCapture, Redactor, serializeCapture, streamBytes, summarizeRound, type Capture, type ContentPart } from '@mwh/protocol-core';
import { replayCaptureNow } from '../test-support/replay-now.js';
import { sanitizeCapture, type MachineNames } from './capture-sanitize.js';
import { splitAt } from '../../../../scripts/test-support/split-at.js';
import { TOKEN_EXAMPLES } from '../../../../scripts/test-support/token-examples.js';

/** The text and the reasoning of each id, joined as a consumer joins them. */
function streamedTexts(parts: readonly ContentPart[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const part of parts) if (part.type === 'text-delta' || part.type === 'reasoning-delta') texts.set(`${part.type} ${part.id}`, (texts.get(`${part.type} ${part.id}`) ?? '') + part.text);
  return texts;
}

/** What a reader of a round is shown of it besides its text: verdict kind, tool names, results' errors. */
function shape(parts: readonly ContentPart[]) {
  const summary = summarizeRound(parts);
  return {
    verdict: summary.verdict?.kind,
    calls: parts.filter((part) => part.type === 'tool-call').map((part) => (part as { toolName: string }).toolName),
    results: parts.filter((part) => part.type === 'tool-result').map((part) => (part as { isError: boolean }).isError),
  };
}

// The machine the round fixtures were recorded on: the conformance kit's folders under /root.
const RECORDED_ON: MachineNames = { home: '/root', cwd: '/root/.cache/mwh/conformance-runs', user: 'mwh-recorder', host: 'mwh-recording-host' };

function roundFixtures(): { name: string; capture: Capture }[] {
  const root = new URL('../../../../fixtures/', import.meta.url);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.capture.jsonl') && name.split('/').includes('rounds'))
    .sort()
    .map((name) => {
      const parsed = parseCapture(readFileSync(new URL(name, root), 'utf8'));
      if (!parsed.ok) throw new Error(`${name}: ${parsed.error}`);
      return { name, capture: parsed.value };
    });
}

describe('sanitizeCapture on every round fixture', () => {
  it.each(roundFixtures())('$name: no folder, address or port of the machine is left, and it replays to the same round', async ({ capture }) => {
    const { capture: shared, text, placeholders } = await sanitizeCapture(capture, RECORDED_ON);
    const written = serializeCapture(shared);
    for (const gone of ['/root', '127.0.0.1', '/root\\/']) expect(written).not.toContain(gone);
    // Something of the machine was there to replace wherever the CLI wrote it (gemini's stream names
    // no folder, address or port: nothing to replace there); the home in every round whose CLI wrote its folders (codex exec writes none).
    const recorded = serializeCapture(capture);
    if (['/root', '127.0.0.1'].some((name) => recorded.includes(name))) expect(placeholders.length).toBeGreaterThan(0);
    if (recorded.includes('/root')) expect(placeholders).toContain('<home>');
    const before = replayCaptureNow(capture);
    const after = replayCaptureNow(shared);
    expect(shape(after)).toEqual(shape(before));
    expect(streamedTexts(after)).toEqual(new Map([...streamedTexts(before)].map(([id, whole]) => [id, text(whole)])));
  });
});

describe('sanitizeCapture', () => {
  const header: Capture['header'] = {
    type: 'header',
    format: 'mwh-capture',
    version: 1,
    harness: 'claude',
    cli: { name: 'claude', version: '2.1.332' },
    argv: ['claude', '-p', '--mcp-config', '/home/alice/project/mcp.json'],
    env: [],
    startedAt: '2026-12-06T00:00:00Z',
  };
  const event = (uuid: string, event: unknown) => ({ type: 'stream_event', event, session_id: 's', parent_tool_use_id: null, uuid });
  /** A streamed answer whose deltas are `pieces`, each written with `escape` applied to its JSON. */
  function answer(pieces: readonly string[], escape: (json: string) => string): Capture {
    const whole = pieces.join('');
    const lines = [
      JSON.stringify({ type: 'system', subtype: 'init', session_id: 's', model: 'm', tools: [], mcp_servers: [], cwd: '/home/alice/project', permissionMode: 'default', apiKeySource: 'none', slash_commands: [], output_style: 'default', uuid: 'i' }),
      JSON.stringify(event('e1', { type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', model: 'm', content: [], stop_reason: null, usage: { input_tokens: 1, output_tokens: 1 } } })),
      JSON.stringify(event('e2', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } })),
      ...pieces.map((piece, i) => escape(JSON.stringify(event(`d${i}`, { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } })))),
      JSON.stringify(event('e3', { type: 'content_block_stop', index: 0 })),
      JSON.stringify(event('e4', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } })),
      JSON.stringify(event('e5', { type: 'message_stop' })),
      JSON.stringify({ type: 'result', subtype: 'success', is_error: false, result: whole, session_id: 's', duration_ms: 1, duration_api_ms: 1, num_turns: 1, total_cost_usd: 0, usage: { input_tokens: 1, output_tokens: 1 }, uuid: 'r' }),
    ];
    const stdout = Buffer.from(`${lines.join('\n')}\n`);
    return {
      header,
      chunks: [
        { stream: 'stdin', t: 0, bytes: new Uint8Array(Buffer.from(`${JSON.stringify({ type: 'user', message: { role: 'user', content: 'mail alice@example.org' } })}\n`)) },
        ...splitAt(stdout, [stdout.length >> 1]).map((bytes, i) => ({ stream: 'stdout' as const, t: 1 + i, bytes: new Uint8Array(bytes) })),
        { stream: 'stderr', t: 3, bytes: new Uint8Array(Buffer.from('listening on 10.1.2.3:8443 for alice@example.org\n')) },
      ],
      exit: { t: 4, code: 0, signal: null },
    };
  }
  const machine: MachineNames = { home: '/home/alice', user: 'alice', host: 'alices-laptop', cwd: '/home/alice/project' };
  const VALUES = ['/home/alice', 'alice@example.org', '10.1.2.3', '8443', 'alices-laptop'];
  const TEXT = 'Reach alice@example.org at 10.1.2.3:8443 from alices-laptop, files in /home/alice/project/src.';

  it('replaces each value by one stable placeholder in every stream, the header included', async () => {
    const { capture, placeholders, text } = await sanitizeCapture(answer([TEXT], (json) => json), machine);
    expect(placeholders).toEqual(['<cwd>', '<home>', '<host>', '<user>', '<email-1>', '<ip-1>', '<ip-1>:<port-1>']);
    const written = serializeCapture(capture);
    for (const value of VALUES) expect(written).not.toContain(value);
    expect(capture.header.argv[3]).toBe('<cwd>/mcp.json');
    expect(Buffer.from(streamBytes(capture, 'stderr')).toString()).toBe('listening on <ip-1>:<port-1> for <email-1>\n');
    expect(text(TEXT)).toBe('Reach <email-1> at <ip-1>:<port-1> from <host>, files in <cwd>/src.');
    expect(summarizeRound(replayCaptureNow(capture)).text).toBe(text(TEXT));
  });

  it('leaves no value in any mix of JSON escapes, split across deltas anywhere, and replays to the same text', async () => {
    const escapes: ((json: string) => string)[] = [
      (json) => json,
      (json) => json.replaceAll('/', '\\/'),
      (json) => json.replaceAll('@', '\\u0040'),
      (json) => json.replaceAll('.', '\\u002E').replaceAll('a', '\\u0061'),
    ];
    const verdicts = VALUES.map((value) => new Redactor([value]));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: TEXT.length }), { maxLength: 6 }), fc.nat({ max: escapes.length - 1 }), async (cuts, how) => {
        const pieces = splitAt(TEXT, [...cuts].sort((a, b) => a - b)).filter((piece) => piece.length > 0);
        const original = answer(pieces, escapes[how]!);
        const { capture, text } = await sanitizeCapture(original, machine);
        for (const stream of ['stdin', 'stdout', 'stderr'] as const) {
          const written = Buffer.from(streamBytes(capture, stream)).toString();
          // What a verdict would mask, in any escape form, is not there.
          for (const verdict of verdicts) expect(verdict.redactJsonText(written)).toBe(written);
        }
        expect(summarizeRound(replayCaptureNow(capture)).text).toBe(text(summarizeRound(replayCaptureNow(original)).text));
      }),
      { seed: 6, numRuns: 200 },
    );
  });

  it('reads text of any shape in one pass: long runs of the characters each address is made of', async () => {
    // Tried at every position of a 3 MB run of `x`, the patterns scanned the run again from
    // each: a capture of a command's large output took 20 s. Each run here is 1 MB.
    const runs = ['x', 'a.', '1.', ':', '[a', 'a:', 'a@a', '[::', 'a-'].map((unit) => unit.repeat(Math.ceil(1_000_000 / unit.length)));
    const capture = answer(runs, (json) => json);
    const { placeholders } = await sanitizeCapture(capture, machine);
    expect(placeholders).toContain('<email-1>');
  });

  /** `capture` with its stdout cut at `cut` and `stderr`'s pieces between and after its halves: the streams interleaved. */
  function interleaved(capture: Capture, cut: number, stderr: readonly string[]): Capture {
    const [first, second] = splitAt(Buffer.from(streamBytes(capture, 'stdout')), [cut]);
    const chunks: Capture['chunks'] = [capture.chunks[0]!];
    chunks.push({ stream: 'stdout', t: 1, bytes: new Uint8Array(first!) }, { stream: 'stderr', t: 2, bytes: new Uint8Array(Buffer.from(stderr[0]!)) });
    chunks.push({ stream: 'stdout', t: 3, bytes: new Uint8Array(second!) }, { stream: 'stderr', t: 4, bytes: new Uint8Array(Buffer.from(stderr[1]!)) });
    return { ...capture, chunks };
  }

  it('masks a token of every known format split at every position: across deltas, stdout chunks, and stderr chunks between them', async () => {
    for (const [token, what] of TOKEN_EXAMPLES) {
      const verdict = new Redactor([token]);
      for (let at = 1; at < token.length; at++) {
        const original = interleaved(answer([`the key: ${token.slice(0, at)}`, `${token.slice(at)} is yours`], (json) => json), 600 + at, [`warn: ${token.slice(0, at)}`, `${token.slice(at)}\n`]);
        const { capture, report } = await sanitizeCapture(original, {});
        const written = serializeCapture(capture);
        for (const stream of ['stdout', 'stderr'] as const) {
          const bytes = Buffer.from(streamBytes(capture, stream)).toString();
          expect(verdict.redactJsonText(bytes), `${what} cut at ${at}, ${stream}`).toBe(bytes);
        }
        expect(written).not.toContain(token.slice(0, 12) + token.slice(12, 20));
        expect(report.masked).toEqual([{ what, count: 1 }]);
        expect(summarizeRound(replayCaptureNow(capture)).text).toBe('the key: [REDACTED] is yours');
      }
    }
  }, 120_000);

  it('masks a token in any JSON escape form, cut anywhere, with any text around it', async () => {
    const escapes: ((json: string) => string)[] = [(json) => json, (json) => json.replaceAll('/', '\\/'), (json) => json.replaceAll('_', '\\u005f').replaceAll('-', '\\u002D')];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TOKEN_EXAMPLES), fc.array(fc.nat(), { maxLength: 4 }), fc.nat({ max: escapes.length - 1 }), fc.string({ maxLength: 5 }), async ([token], cuts, how, around) => {
        const whole = `${around} ${token} ${around}`;
        const pieces = splitAt(whole, [...cuts].sort((a, b) => a - b)).filter((piece) => piece.length > 0);
        const { capture } = await sanitizeCapture(answer(pieces, escapes[how]!), {});
        const stdout = Buffer.from(streamBytes(capture, 'stdout')).toString();
        expect(new Redactor([token]).redactJsonText(stdout)).toBe(stdout);
      }),
      { seed: 43, numRuns: 150 },
    );
  }, 60_000);

  it("masks the environment's secrets by default, and says what it masked by variable name, never by value", async () => {
    const key = 'my-own-api-key-1234567890';
    const { capture, report } = await sanitizeCapture(answer([`use ${key} here`], (json) => json), {}, { env: { MY_SERVICE_API_KEY: key, OTHER_TOKEN: 'not-in-the-capture-at-all', HOME: '/home/alice' } });
    expect(serializeCapture(capture)).not.toContain(key);
    expect(report.masked).toEqual([{ what: 'the value of MY_SERVICE_API_KEY', count: 1 }]);
    expect(JSON.stringify(report)).not.toContain(key);
  });

  it('says what it left as it is, and why: a common account, a short secret-looking value', async () => {
    const { report } = await sanitizeCapture(answer(['root uses abcd as the pin'], (json) => json), { user: 'root', tmp: '/tmp' }, { env: { PIN_SECRET: 'abcd' } });
    expect(report.kept.map((kept) => kept.what)).toEqual(['the value of PIN_SECRET', 'the user name "root"']);
    expect(report.kept[1]!.why).toMatch(/every machine may have/);
    expect(report.masked).toEqual([]);
  });

  it('leaves names every machine has alone: they name nobody, and as words they are in keys (rootTurnId)', async () => {
    const { capture, placeholders } = await sanitizeCapture(answer(['root at localhost:3000'], (json) => json), { user: 'root', host: 'localhost', tmp: '/tmp' });
    expect(placeholders.filter((placeholder) => ['<user>', '<host>', '<tmp>'].includes(placeholder))).toEqual([]);
    expect(placeholders).toContain('localhost:<port-1>');
    expect(summarizeRound(replayCaptureNow(capture)).text).toBe('root at localhost:<port-1>');
  });
});
