/**
 * `mwh replay` of a raw stdout or a capture streams: it prints as it reads, holds no whole file,
 * and reads hundreds of thousands of events without spreading them into arguments.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MAX_KEPT_TEXT_UNITS, parseCapture, serializeCapture, type Capture, type ContentPart } from '@mwh/protocol-core';
import { replayCapture } from '@mwh/harness-core';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { main } from './main.js';
import { renderRoundJson, renderRoundText } from './render-round.js';

/** The first line a replay of a capture prints: what the file is. */
const kindLine = (harness: string) => `── mwh-capture: an mwh capture of ${harness}\n`;
import { judgementJson, judgementLine, ReplayJudge, type ReplayJudgement } from './replay-judgement.js';

const line = (value: unknown) => JSON.stringify(value) + '\n';
const init = line({ type: 'system', subtype: 'init', session_id: 's-1', model: 'claude-test', tools: [] });
const answer = (id: string, text: string) => line({ type: 'assistant', message: { id, role: 'assistant', content: [{ type: 'text', text }] } });
const result = line({ type: 'result', subtype: 'success', is_error: false, result: 'done', session_id: 's-1' });

/** `mwh replay -` of `first`, then of `rest` only once what `first` printed has been looked at. */
async function expectPrintedBeforeTheRest(first: string, rest: string): Promise<void> {
  let release!: () => void;
  const later = new Promise<void>((resolve) => (release = resolve));
  let printed = '';
  let printedBeforeEnd = '';
  async function* stdin() {
    yield new TextEncoder().encode(first);
    printedBeforeEnd = await new Promise<string>((resolve) => setTimeout(() => resolve(printed), 50));
    release();
    await later;
    yield new TextEncoder().encode(rest);
  }
  const code = await main(['replay', '-'], { stdout: (t) => (printed += t), stderr: () => {}, stdin: stdin() });
  expect(code).toBe(0);
  expect(printedBeforeEnd).toContain('first answer');
  expect(printedBeforeEnd).not.toContain('second answer');
  expect(printed).toContain('second answer');
}

describe('mwh replay of a raw stdout', () => {
  it('prints the first answer before the rest of standard input has arrived', async () => {
    // More than the part read to recognise the stream, so the first answer is read on its own.
    await expectPrintedBeforeTheRest(init + answer('m1', 'first answer') + ' '.repeat(300 * 1024) + '\n', answer('m2', 'second answer') + result);
  });

  it('reads 300,000 events from a file without overflowing the stack', async () => {
    const dir = tempDirInTest('mwh-replay-');
    const file = join(dir, 'many.jsonl');
    writeFileSync(file, init + '{"type":"keep_alive"}\n'.repeat(300_000) + answer('m1', 'still here') + result);
    let stdout = '';
    const code = await main(['replay', file, '--json'], { stdout: (t) => (stdout += t), stderr: () => {} });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ text: 'still here', verdict: { kind: 'success' } });
  });
});

describe('mwh replay --json of an answer longer than any string', () => {
  // An answer of 600 M characters ended in 'mwh: unexpected failure: Invalid string length', exit
  // 1, nothing printed, where the plain replay of it printed it all.
  it.each(['claude', 'codex'] as const)('prints the answer’s start and says what it left out (%s)', async (harness) => {
    const piece = 'abcdefghij'.repeat(6000);
    const delta =
      harness === 'claude'
        ? line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } } })
        : line({ method: 'item/agentMessage/delta', params: { threadId: 't', turnId: 'u', itemId: 'm1', delta: piece } });
    const start =
      harness === 'claude'
        ? init + line({ type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_1', role: 'assistant', content: [] } } })
        : line({ method: 'thread/started', params: { thread: { id: 't' } } });
    // The message ends as the API ends one (message_delta, then message_stop): a result line while it
    // still streamed would be a stream the CLI abandoned, and its text taken back.
    const claudeEnd = line({ type: 'stream_event', event: { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 1 } } }) + line({ type: 'stream_event', event: { type: 'message_stop' } }) + result;
    const end = harness === 'claude' ? claudeEnd : line({ method: 'turn/completed', params: { threadId: 't', turn: { id: 'u', items: [], status: 'completed', error: null } } });
    const encoder = new TextEncoder();
    async function* stdin() {
      yield encoder.encode(start);
      const many = encoder.encode(delta.repeat(100));
      for (let i = 0; i < 100; i++) yield many;
      yield encoder.encode(end);
    }
    let stdout = '';
    let stderr = '';
    const code = await main(['replay', '-', '--json', '--harness', harness], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), stdin: stdin() });
    expect({ code, stderr }).toEqual({
      code: 0,
      stderr: `mwh: warning: --json keeps the first ${MAX_KEPT_TEXT_UNITS} characters (UTF-16 units) of a round's text and of its reasoning: ${600_000_000 - MAX_KEPT_TEXT_UNITS} more of "text" were left out, as its "cut" field says.\n`,
    });
    const json = JSON.parse(stdout) as { text: string; cut: unknown; verdict: { kind: string } };
    expect(json.text.length).toBe(MAX_KEPT_TEXT_UNITS);
    expect(json.text.startsWith('abcdefghij')).toBe(true);
    expect(json.cut).toEqual({ text: 600_000_000 - MAX_KEPT_TEXT_UNITS });
    expect(json.verdict.kind).toBe('success');
  }, 120_000);
});

describe('mwh replay of a raw stdout with its stderr', () => {
  it('reads a stderr file of any size as it goes: one of 512 MiB is replayed', async () => {
    // The stderr file was read whole: from 512 MiB on its text could not be made ('Invalid string
    // length', exit 1), and one over 2 GiB was refused ("larger than a file mwh can read at once").
    const dir = tempDirInTest('mwh-replay-stderr-');
    const stdout = join(dir, 'out.jsonl');
    const stderr = join(dir, 'err.log');
    writeFileSync(stdout, init + answer('m1', 'still here') + result);
    writeFileSync(stderr, '');
    // Sparse: no disk is used for it.
    truncateSync(stderr, 2 ** 29);
    let out = '';
    let err = '';
    const code = await main(['replay', stdout, '--stderr', stderr, '--json'], { stdout: (t) => (out += t), stderr: (t) => (err += t) });
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(JSON.parse(out)).toMatchObject({ text: 'still here', verdict: { kind: 'success', stderrTail: '\u0000'.repeat(64 * 1024) } });
  }, 120_000);
});

describe('mwh replay of a capture', () => {
  const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures');
  const load = (path: string): Capture => {
    const parsed = parseCapture(readFileSync(join(fixtures, path), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };
  const replay = async (argv: string[], stdin?: AsyncIterable<Uint8Array>) => {
    let stdout = '';
    let stderr = '';
    const code = await main(['replay', ...argv], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), ...(stdin ? { stdin } : {}) });
    return { code, stdout, stderr };
  };

  it('prints, from a capture of many chunks, what the whole capture replayed gives', async () => {
    const dir = tempDirInTest('mwh-replay-');
    const secret = 'sk-live-KEY-123456';
    for (const path of ['claude/2.1.332/bash-tool-error.capture.jsonl', 'codex/0.171.0/text-deltas.capture.jsonl']) {
      const recorded = load(path);
      // Every chunk cut into pieces of 7 bytes, and a secret in stderr cut across them.
      const chunks: Capture['chunks'] = [];
      for (const chunk of [...recorded.chunks, { stream: 'stderr' as const, t: 99, bytes: new TextEncoder().encode(`oops ${secret} done`) }]) {
        for (let at = 0; at < chunk.bytes.length; at += 7) chunks.push({ ...chunk, bytes: chunk.bytes.subarray(at, at + 7) });
      }
      const capture: Capture = { ...recorded, chunks };
      const file = join(dir, 'many.capture.jsonl');
      writeFileSync(file, serializeCapture(capture));
      const parts = await replayCapture(capture, { secrets: [secret] });
      // The fixture's expectation is judged too, at the end, as the whole capture gives it.
      const judgement = judged(capture, parts);
      expect(judgement.status).toBe('pass');
      const json = await replay([file, '--json', '--redact', secret]);
      expect(json.stdout, path).toBe(renderRoundJson(capture.header.harness, parts, judgementJson(judgement), 'mwh-capture') + '\n');
      expect(json.stdout).toContain('oops [REDACTED] done');
      const text = await replay([file, '--redact', secret]);
      expect(text.stdout, path).toBe(kindLine(capture.header.harness) + renderRoundText(parts) + judgementLine(judgement, false));
      expect(text.code).toBe(json.code);
    }
  });

  it('prints the first answer before the rest of standard input has arrived', async () => {
    const header = serializeCapture({ header: load('claude/2.1.332/text-streamed.capture.jsonl').header, chunks: [] });
    const chunkLine = (text: string) => JSON.stringify({ type: 'chunk', stream: 'stdout', t: 1, text }) + '\n';
    const exit = '{"type":"exit","t":2,"code":0,"signal":null}\n';
    await expectPrintedBeforeTheRest(header + chunkLine(init + answer('m1', 'first answer')) + chunkLine(' '.repeat(300 * 1024) + '\n'), chunkLine(answer('m2', 'second answer') + result) + exit);
  });

  it('replays a capture from a pipe given by name (a FIFO, <(cat file)), which can be read once only', async () => {
    // The text replay read a named capture through twice (a check for damage, then the replay):
    // from a pipe the first read took everything, and the second found it empty.
    const dir = mkdtempSync(join(tmpdir(), 'mwh-replay-fifo-'));
    const source = join(fixtures, 'claude/2.1.332/text-streamed.capture.jsonl');
    const fifo = join(dir, 'capture.fifo');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', 'cat "$1" > "$2"', 'sh', source, fifo], { stdio: 'ignore' });
    const done = new Promise((resolve) => writer.on('close', resolve));
    // The folder goes once the writer is done: one still waiting for a reader of the fifo (the
    // replay failed before it opened it) is ended first.
    onTestFinished(async () => {
      writer.kill();
      await done;
      await rm(dir, { recursive: true, force: true });
    });
    const text = await replay([fifo]);
    await done;
    const capture = load('claude/2.1.332/text-streamed.capture.jsonl');
    const parts = await replayCapture(capture);
    expect(text).toEqual({ code: 0, stdout: kindLine('claude') + renderRoundText(parts) + judgementLine(judged(capture, parts), false), stderr: '' });
  }, 10_000);

  // Read as a raw stdout from 16 MiB of stdout before its first stdin chunk on, a capture let a
  // response to a request nobody sent name the session: '── session thread-FORGED'.
  it('never names a session from a forged response, whatever a capture holds before its first stdin', async () => {
    const dir = tempDirInTest('mwh-forged-');
    const { header } = load('codex/0.171.0/text-deltas.capture.jsonl');
    const chunk = (stream: string, text: string) => line({ type: 'chunk', stream, t: 0, text });
    const file = join(dir, 'forged.capture.jsonl');
    const blank = chunk('stdout', ' '.repeat(64 * 1024));
    writeFileSync(
      file,
      line(header) +
        chunk('stdout', '{"id":777,"result":{"thread":{"id":"thread-FORGED"}}}\n') +
        blank.repeat(17 * 16) +
        chunk('stdout', '\n') +
        chunk('stdin', '{"id":0,"method":"initialize","params":{}}\n') +
        line({ type: 'exit', t: 1, code: 0, signal: null }),
    );
    for (const extra of [[], ['--json'], ['--html', join(dir, 'forged.html')]]) {
      const { stdout } = await replay([file, ...extra]);
      expect(stdout, extra.join(' ')).not.toContain('thread-FORGED');
      expect(stdout, extra.join(' ')).toMatch(/initialize.{0,2} was outstanding/);
    }
  });

  // Left to the collector, each refused capture's file handles were closed on garbage collection,
  // with node's warning (and its deprecation) printed to an embedder of main().
  it.runIf(existsSync('/proc/self/fd'))('closes the file of a capture it refuses before it answers', async () => {
    const dir = tempDirInTest('mwh-refused-');
    const header = serializeCapture({ header: load('claude/2.1.332/text-streamed.capture.jsonl').header, chunks: [] });
    const damaged = join(dir, 'damaged.capture.jsonl');
    writeFileSync(damaged, `${header}not json\n{"type":"exit","code":0,"signal":null}\n`);
    const open = () => readdirSync('/proc/self/fd').length;
    const before = open();
    for (const extra of [[], ['--json'], ['--harness', 'codex']]) expect((await replay([damaged, ...extra])).code).toBe(2);
    // A stream destroyed closes its file on a later turn of the event loop, without a collection.
    for (let wait = 0; wait < 20 && open() !== before; wait++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(open()).toBe(before);
  });

  it('says a damaged line of standard input where it comes, with exit 2', async () => {
    const header = serializeCapture({ header: load('claude/2.1.332/text-streamed.capture.jsonl').header, chunks: [] });
    async function* stdin() {
      yield new TextEncoder().encode(header + 'not json\n{"type":"exit","code":0,"signal":null}\n');
    }
    expect(await replay(['-'], stdin())).toEqual({ code: 2, stdout: '', stderr: 'mwh: standard input is not a readable capture: line 2 is not a JSON object.\n' });
  });
});

/** How `mwh replay` judges a whole capture against the expectation it was recorded with. */
function judged(capture: Capture, parts: readonly ContentPart[]): ReplayJudgement {
  const judge = new ReplayJudge();
  for (const chunk of capture.chunks) judge.chunk(chunk);
  for (const part of parts) judge.part(part);
  return judge.judge(capture.header, capture.exit, capture.expect)!;
}
