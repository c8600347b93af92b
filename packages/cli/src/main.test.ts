import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCapture, streamBytes } from '@mwh/protocol-core';
import { main } from './main.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
// Made at once, not in beforeAll: the tables of cases below name files in it.
const dir = mkdtempSync(join(tmpdir(), 'mwh-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

const line = (value: unknown) => JSON.stringify(value) + '\n';
const rawClaude = [
  line({ type: 'system', subtype: 'init', session_id: 's-1', model: 'claude-test', tools: [] }),
  line({ type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_1', role: 'assistant', content: [] } } }),
  line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'my key is sk-' } } }),
  line({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'abc123, fine' } } }),
  line({ type: 'assistant', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text: 'my key is sk-abc123, fine' }] } }),
  line({ type: 'result', subtype: 'success', is_error: false, result: 'my key is sk-abc123, fine', session_id: 's-1' }),
].join('');

const codexFixture = join(root, 'fixtures/codex/0.171.0/text-deltas.capture.jsonl');
/** Every kind mwh replay reads, as its refusal of another file lists them. */
const KINDS =
  'an mwh capture (mwh-capture), a Claude Code session transcript (claude-transcript), the stdout of claude in stream-json mode (claude-stdout), a codex session rollout (codex-rollout), the stdout of codex exec --json (codex-exec), the stdout of codex app-server (codex-app-server), the stdout of gemini --output-format stream-json (gemini-stdout)';

beforeAll(() => {
  writeFileSync(join(dir, 'out.jsonl'), rawClaude);
  // The same stdout with a non-JSON line and an unknown event between the deltas of the secret.
  const noisy = rawClaude.split('\n');
  noisy.splice(3, 0, 'debug: not json', JSON.stringify({ type: 'rate_limit_event', rate_limit_info: {} }));
  writeFileSync(join(dir, 'noisy.jsonl'), noisy.join('\n'));
  const codex = parseCapture(readFileSync(codexFixture, 'utf8'));
  if (!codex.ok) throw new Error(codex.error);
  writeFileSync(join(dir, 'codex.stdout'), streamBytes(codex.value, 'stdout'));
  writeFileSync(join(dir, 'codex.stdin'), streamBytes(codex.value, 'stdin'));
  writeFileSync(join(dir, 'empty.jsonl'), '');
  writeFileSync(join(dir, 'binary.bin'), Buffer.from([0, 255, 1, 254, 10, 0xc3]));
  writeFileSync(join(dir, 'err.txt'), 'warning: sk-abc123 seen\n');
  // The verdict keeps stderr's last 64 KiB: a cut three characters into the secret.
  writeFileSync(join(dir, 'long-err.txt'), `sk-abc123${'z'.repeat(64 * 1024 - 6)}`);
  writeFileSync(join(dir, 'notes.txt'), 'just some notes\n');
  writeFileSync(join(dir, 'future.capture.jsonl'), line({ type: 'header', format: 'mwh-capture', version: 7, harness: 'claude' }));
});

describe('mwh replay', () => {
  it('prints a raw stdout file as one JSON object, each piece of text once, secrets redacted across deltas', async () => {
    const { code, stdout, stderr } = await run('replay', join(dir, 'out.jsonl'), '--json', '--stderr', join(dir, 'err.txt'), '--exit-code', '3', '--redact', 'sk-abc123');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(Object.keys(result)).toEqual(['kind', 'harness', 'verdict', 'sessionId', 'text', 'reasoning', 'toolCalls', 'toolResults', 'usage', 'unknownEvents', 'rounds', 'warnings']);
    expect(result.rounds).toHaveLength(1);
    expect(result).toMatchObject({ kind: 'claude-stdout', harness: 'claude', sessionId: 's-1', text: 'my key is [REDACTED], fine', unknownEvents: 0 });
    expect(result.verdict).toMatchObject({ kind: 'success', exitCode: 3 });
    expect(stdout).not.toContain('sk-abc123');
    expect(stdout).not.toContain('abc123');
  });

  it("prints the usage of raw stdout without --include-partial-messages as the CLI's result line counts it (issue 41)", async () => {
    // Claude Code's stdout without partial messages: the assistant lines carry each request's
    // start figures (2 and 1 output tokens), only the result line the round's totals.
    const usage = (output: number) => ({ input_tokens: 100, output_tokens: output, cache_read_input_tokens: 50 });
    writeFileSync(
      join(dir, 'unstreamed.jsonl'),
      [
        line({ type: 'system', subtype: 'init', session_id: 's-2', model: 'claude-test', tools: [] }),
        line({ type: 'assistant', message: { id: 'msg_1', role: 'assistant', model: 'claude-test', content: [{ type: 'tool_use', id: 'toolu_1', name: 'Bash', input: { command: 'ls' } }], usage: usage(2) } }),
        line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'a.txt' }] } }),
        line({ type: 'assistant', message: { id: 'msg_2', role: 'assistant', model: 'claude-test', content: [{ type: 'text', text: 'There is a.txt.' }], usage: usage(1) } }),
        line({ type: 'result', subtype: 'success', is_error: false, result: 'There is a.txt.', session_id: 's-2', usage: { input_tokens: 200, output_tokens: 171, cache_read_input_tokens: 100 } }),
      ].join(''),
    );
    const { code, stdout } = await run('replay', join(dir, 'unstreamed.jsonl'), '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).usage).toEqual({ inputTokens: 200, outputTokens: 171, cachedInputTokens: 100, totalTokens: 371 });
    const printed = await run('replay', join(dir, 'unstreamed.jsonl'));
    // The assistant lines' figures are snapshots written before the model's last ones: the result's are no disagreement.
    expect(printed.stdout).not.toContain('result-mismatch');
  });

  it("redacts --stderr before the verdict's tail of it is cut, so the cut shows no end of a secret", async () => {
    const { stdout } = await run('replay', join(dir, 'out.jsonl'), '--json', '--stderr', join(dir, 'long-err.txt'), '--exit-code', '3', '--redact', 'sk-abc123');
    const tail: string = JSON.parse(stdout).verdict.stderrTail;
    expect(tail).not.toContain('abc123');
    expect(tail.endsWith('zzz')).toBe(true);
  });

  it('redacts a secret split across deltas with other lines between them', async () => {
    const { code, stdout } = await run('replay', join(dir, 'noisy.jsonl'), '--json', '--redact', 'sk-abc123');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ text: 'my key is [REDACTED], fine', unknownEvents: 1 });
    expect(stdout).not.toContain('abc123');
  });

  it('replays raw codex stdout with the client side from --stdin, redacting across deltas', async () => {
    const { code, stdout } = await run('replay', join(dir, 'codex.stdout'), '--harness', 'codex', '--stdin', join(dir, 'codex.stdin'), '--json', '--redact', 'wörld');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ harness: 'codex', text: 'Hello, [REDACTED] — the mock says hi ✓', verdict: { kind: 'success' } });
    // Recognised as codex without --harness too.
    expect(JSON.parse((await run('replay', join(dir, 'codex.stdout'), '--json')).stdout).harness).toBe('codex');
  });

  it('reads the responses of a raw codex stdout without --stdin by their shape, with --html too', async () => {
    const streamed = JSON.parse((await run('replay', join(dir, 'codex.stdout'), '--json')).stdout);
    expect(streamed.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    // --html reads the file whole, and says it is a raw stdout as the streamed replay does.
    const whole = await run('replay', join(dir, 'codex.stdout'), '--json', '--html', join(dir, 'codex-raw.html'));
    expect(JSON.parse(whole.stdout)).toEqual(streamed);
    // Sanitised, it becomes a capture whose header says so: replayed, it reads as the raw stdout
    // did, where it counted codex's four responses as unknown events.
    const shared = join(dir, 'codex-raw.capture.jsonl');
    const sanitized = await run('replay', join(dir, 'codex.stdout'), '--json', '--sanitize', shared);
    expect(JSON.parse(sanitized.stdout)).toEqual(streamed);
    expect(JSON.parse(readFileSync(shared, 'utf8').split('\n')[0]!)).toMatchObject({ type: 'header', withoutClientLines: true });
    expect(JSON.parse((await run('replay', shared, '--json')).stdout)).toEqual({ ...streamed, kind: 'mwh-capture' });
  });

  it('replays the raw stdout of codex exec --json, with or without --harness codex, and as the capture --sanitize makes of it', async () => {
    const exec = join(dir, 'exec.jsonl');
    writeFileSync(
      exec,
      [
        { type: 'thread.started', thread_id: '019a-exec' },
        { type: 'turn.started' },
        { type: 'item.started', item: { id: 'item_0', type: 'command_execution', command: "/bin/bash -c 'echo hi'", aggregated_output: '', exit_code: null, status: 'in_progress' } },
        { type: 'item.completed', item: { id: 'item_0', type: 'command_execution', command: "/bin/bash -c 'echo hi'", aggregated_output: 'hi\n', exit_code: 0, status: 'completed' } },
        { type: 'item.completed', item: { id: 'item_1', type: 'agent_message', text: 'Done.' } },
        { type: 'turn.completed', usage: { input_tokens: 10, cached_input_tokens: 0, output_tokens: 2 } },
      ]
        .map(line)
        .join(''),
    );
    const plain = await run('replay', exec, '--json');
    expect(plain.code).toBe(0);
    const result = JSON.parse(plain.stdout);
    expect(result).toMatchObject({ harness: 'codex', sessionId: '019a-exec', text: 'Done.', verdict: { kind: 'success' }, toolCalls: [{ name: 'shell' }], toolResults: [{ output: 'hi\n' }], unknownEvents: 0 });
    expect(JSON.parse((await run('replay', exec, '--harness', 'codex', '--json')).stdout)).toEqual(result);
    const failed = await run('replay', exec, '--harness', 'claude', '--json');
    expect(failed.code).toBe(2);
    const shared = join(dir, 'exec.capture.jsonl');
    await run('replay', exec, '--json', '--sanitize', shared);
    expect(JSON.parse(readFileSync(shared, 'utf8').split('\n')[0]!)).toMatchObject({ type: 'header', harness: 'codex', outputMode: 'exec' });
    // The same round, read now from a capture (whose kind it says) with the exec reader its header names.
    expect(JSON.parse((await run('replay', shared, '--json')).stdout)).toEqual({ ...result, kind: 'mwh-capture' });
    expect(result.kind).toBe('codex-exec');
  });

  it('reads a binary file named as a harness without failing', async () => {
    const { code, stdout } = await run('replay', join(dir, 'binary.bin'), '--harness', 'claude', '--json');
    // A round that did not succeed exits 1, replayed as live.
    expect(code).toBe(1);
    expect(JSON.parse(stdout).verdict.kind).toBe('incomplete');
  });

  it('replays a capture cut off mid-line up to the cut, saying so on stderr', async () => {
    const fixture = join(root, 'fixtures/claude/2.1.332/bash-tool.capture.jsonl');
    const cut = join(dir, 'cut.capture.jsonl');
    writeFileSync(cut, readFileSync(fixture).subarray(0, 5000));
    const lines = readFileSync(cut, 'utf8').split('\n').length;
    for (const extra of [[], ['--json'], ['--html', join(dir, 'cut.html')]]) {
      const { code, stdout, stderr } = await run('replay', cut, ...extra);
      expect(stderr, extra.join(' ')).toBe(`mwh: warning: ${cut} ends in a cut-off line (line ${lines}), which was left out, and the round has no recorded exit.\n`);
      expect(code, extra.join(' ')).toBe(1);
      expect(stdout, extra.join(' ')).toContain('incomplete');
    }
    // A bad line with more after it is damage, not a cut: refused as before.
    const damaged = join(dir, 'damaged.capture.jsonl');
    writeFileSync(damaged, readFileSync(cut, 'utf8') + '\n{"type":"exit","code":0,"signal":null}\n');
    expect(await run('replay', damaged)).toEqual({ code: 2, stdout: '', stderr: `mwh: ${damaged} is not a readable capture: line ${lines} is not a JSON object.\n` });
  });

  it('refuses a damaged capture header in one sentence, exit 2, whichever way it is replayed', async () => {
    // --html read `cli.version` of it: 'unexpected failure: Cannot read properties of undefined (reading 'version')', exit 1.
    const fixture = readFileSync(codexFixture, 'utf8');
    const [headerLine, ...rest] = fixture.split('\n');
    const { cli: _, ...withoutCli } = JSON.parse(headerLine!) as Record<string, unknown>;
    const file = join(dir, 'no-cli.capture.jsonl');
    writeFileSync(file, [JSON.stringify(withoutCli), ...rest].join('\n'));
    for (const extra of [[], ['--json'], ['--html', join(dir, 'no-cli.html')], ['--html', join(dir, 'no-cli-redacted.html'), '--redact', 'sk-x1234567']]) {
      expect(await run('replay', file, ...extra), extra.join(' ')).toEqual({ code: 2, stdout: '', stderr: `mwh: ${file} is not a readable capture: its header's cli is missing, not a name and a version.\n` });
    }
    expect(readdirSync(dir).filter((name) => name.startsWith('no-cli') && name.endsWith('.html'))).toEqual([]);
    // A field of a later version nested 100,000 deep is left out where the header is read.
    const deep = join(dir, 'deep-header.capture.jsonl');
    writeFileSync(deep, [`${headerLine!.slice(0, -1)},"later":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, ...rest].join('\n'));
    const page = await run('replay', deep, '--html', join(dir, 'deep-header.html'), '--redact', 'sk-x1234567');
    expect(page.stderr).toBe('');
    expect(page.code).toBe(0);
  });

  it("replays a conversation's capture as its turns: each printed with its verdict under a heading, and in --json as rounds", async () => {
    const fixture = fileURLToPath(new URL('../../../fixtures/claude/2.1.332/rounds/several-turns.capture.jsonl', import.meta.url));
    const printed = await run('replay', fixture);
    expect(printed.stdout.match(/── verdict: success/g)).toHaveLength(3);
    expect(printed.stdout.match(/── turn \d/g)).toEqual(['── turn 2', '── turn 3']);
    const json = JSON.parse((await run('replay', fixture, '--json')).stdout) as { rounds: { text: string; verdict: { exitCode: number | null }; usage: { outputTokens: number } }[] };
    expect(json.rounds.map((turn) => [turn.text, turn.verdict.exitCode, turn.usage.outputTokens])).toEqual([
      ['First answer MARK-1', null, 11],
      ['Second answer MARK-2', null, 22],
      ['Third answer', 0, 40],
    ]);
  });

  it('with --sanitize, writes a capture to share (addresses and ports replaced), replays that one, and overwrites nothing', async () => {
    const fixture = fileURLToPath(new URL('../../../fixtures/codex/0.171.0/rounds/mcp-tools.capture.jsonl', import.meta.url));
    const shared = join(dir, 'shared.capture.jsonl');
    const first = await run('replay', fixture, '--sanitize', shared);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('── scenario mcp-tools: pass');
    expect(first.stderr).toContain(`mwh: wrote ${shared} to share; in it, `);
    expect(first.stderr).toContain('<ip-1>:<port-1>');
    expect(readFileSync(shared, 'utf8')).not.toContain('127.0.0.1');
    const again = await run('replay', fixture, '--sanitize', shared);
    expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 2, stderr: `mwh: ${shared} exists already; give --sanitize a new file.\n` });
  });

  it('with --sanitize and --redact, leaves the values out of the shared capture too, and judges the masked round as passing', async () => {
    const fixture = fileURLToPath(new URL('../../../fixtures/codex/0.171.0/rounds/text-answer.capture.jsonl', import.meta.url));
    const shared = join(dir, 'redacted.capture.jsonl');
    const replayed = await run('replay', fixture, '--sanitize', shared, '--redact', 'mock');
    expect(replayed.code).toBe(0);
    expect(readFileSync(shared, 'utf8')).not.toContain('mock');
    // The expectation is masked as the round is: the scenario passes, as it does unmasked.
    expect(replayed.stdout).toContain('── scenario text-answer: pass');
    expect((await run('replay', fixture, '--redact', 'mock')).stdout).toContain('── scenario text-answer: pass');
  });

  it("with --sanitize, masks the environment's secrets as mwh capture does, without --redact-env, and says so by the variable's name", async () => {
    const fixture = fileURLToPath(new URL('../../../fixtures/codex/0.171.0/rounds/text-answer.capture.jsonl', import.meta.url));
    const shared = join(dir, 'env.capture.jsonl');
    let stderr = '';
    const code = await main(['replay', fixture, '--sanitize', shared], { stdout: () => {}, stderr: (t) => (stderr += t), env: { ...process.env, MWH_TEST_API_KEY: 'model_providers' } });
    expect(code).toBe(0);
    expect(readFileSync(shared, 'utf8')).not.toContain('model_providers');
    expect(stderr).toContain('mwh: masked as [REDACTED]: the value of MWH_TEST_API_KEY.\n');
    expect(stderr).not.toMatch(/model_providers/);
  });

  it('names the option of a --stdin or --stderr file it cannot read, and refuses - or nothing as a file to write', async () => {
    const out = join(dir, 'out.jsonl');
    expect(await run('replay', out, '--stderr', join(dir, 'nope.txt'))).toEqual({ code: 2, stdout: '', stderr: `mwh: Cannot read --stderr ${join(dir, 'nope.txt')}: there is no such file.\n` });
    expect(await run('replay', out, '--stdin', join(dir, 'nope.txt'))).toEqual({ code: 2, stdout: '', stderr: `mwh: Cannot read --stdin ${join(dir, 'nope.txt')}: there is no such file.\n` });
    expect(await run('replay', out, '--html', '-')).toEqual({ code: 2, stdout: '', stderr: 'mwh: --html writes a file; give it a file name, not - (standard output).\n' });
    expect(await run('replay', out, '--sanitize', '')).toEqual({ code: 2, stdout: '', stderr: 'mwh: --sanitize writes a file; give it a file name.\n' });
  });

  it('with --sanitize and --html, refuses either file before it writes the other', async () => {
    const fixture = fileURLToPath(new URL('../../../fixtures/codex/0.171.0/rounds/text-answer.capture.jsonl', import.meta.url));
    const page = join(dir, 'taken.html');
    writeFileSync(page, 'mine');
    const capture = join(dir, 'not-written.capture.jsonl');
    expect(await run('replay', fixture, '--sanitize', capture, '--html', page)).toEqual({ code: 2, stdout: '', stderr: `mwh: ${page} exists already; give --html a new file.\n` });
    const same = join(dir, 'same.out');
    expect(await run('replay', fixture, '--sanitize', same, '--html', same)).toEqual({ code: 2, stdout: '', stderr: 'mwh: --html and --sanitize name the same file; give each its own.\n' });
    expect([existsSync(capture), existsSync(same), readFileSync(page, 'utf8')]).toEqual([false, false, 'mine']);
  });

  it('prints the round for a person', async () => {
    const { code, stdout } = await run('replay', join(dir, 'out.jsonl'));
    expect(code).toBe(0);
    expect(stdout).toContain('── session s-1 (claude-test)');
    expect(stdout).toContain('my key is sk-abc123, fine\n');
    expect(stdout).toContain('── verdict: success (the CLI exited with code 0)');
  });

  it.each([
    [['replay', '/no/such/file.jsonl'], 'mwh: Cannot read /no/such/file.jsonl: there is no such file.\n'],
    [['replay', dir], `mwh: Cannot read ${dir}: it is a directory.\n`],
    [['replay', join(dir, 'notes.txt')], `mwh: ${join(dir, 'notes.txt')} looks like plain text, which is none of the files mwh replay reads: ${KINDS}.\n`],
    [['replay', join(dir, 'future.capture.jsonl')], `mwh: ${join(dir, 'future.capture.jsonl')} is not a readable capture: it is capture format version 7, and this mwh reads version 1.\n`],
    [['replay', join(dir, 'out.jsonl'), '--colour'], "mwh: Unknown option '--colour'; to give an argument that starts with -, put -- before it; see mwh replay --help.\n"],
    [['replay', join(dir, 'out.jsonl'), '--jsn'], "mwh: Unknown option '--jsn'; did you mean --json? (An argument that starts with - goes after --.) See mwh replay --help.\n"],
    [['replay', join(dir, 'out.jsonl'), '--exitcode', '1'], "mwh: Unknown option '--exitcode'; did you mean --exit-code? (An argument that starts with - goes after --.) See mwh replay --help.\n"],
    [['replay', join(dir, 'out.jsonl'), '--stderr'], 'mwh: --stderr needs a value; see mwh replay --help.\n'],
    [['replay', join(dir, 'out.jsonl'), '--json=yes'], 'mwh: --json takes no value; see mwh replay --help.\n'],
    [['replay', join(dir, 'empty.jsonl')], `mwh: ${join(dir, 'empty.jsonl')} is empty: there is no round to replay.\n`],
    [['replay', join(dir, 'empty.jsonl'), '--harness', 'claude'], `mwh: ${join(dir, 'empty.jsonl')} is empty: there is no round to replay.\n`],
    [['replay', join(dir, 'empty.jsonl'), '--harness', 'codex', '--json'], `mwh: ${join(dir, 'empty.jsonl')} is empty: there is no round to replay.\n`],
    [['replay', join(dir, 'empty.jsonl'), '--harness', 'claude', '--html', join(dir, 'empty.html')], `mwh: ${join(dir, 'empty.jsonl')} is empty: there is no round to replay.\n`],
    [['replay', join(dir, 'binary.bin')], `mwh: ${join(dir, 'binary.bin')} looks like binary data, which is none of the files mwh replay reads: ${KINDS}.\n`],
    [['replay', join(dir, 'codex.stdout'), '--harness', 'claude'], `mwh: ${join(dir, 'codex.stdout')} looks like the stdout of codex app-server, not claude; drop --harness or name the other one.\n`],
    [['replay', codexFixture, '--harness', 'claude'], `mwh: ${codexFixture} is a codex capture, not claude.\n`],
    [['replay', codexFixture, '--exit-code', '7', '--stderr', join(dir, 'out.jsonl')], `mwh: ${codexFixture} is a capture, which holds its stdin, stderr and exit already; --stderr, --exit-code are for a raw stdout file.\n`],
    [['replay', join(dir, 'out.jsonl'), '--harness', 'aider'], 'mwh: --harness must be claude, codex or gemini, not "aider".\n'],
    [['replay', join(dir, 'out.jsonl'), '--exit-code', 'x'], 'mwh: --exit-code must be a whole number from 0 to 255, not "x".\n'],
    [['replay', join(dir, 'out.jsonl'), '--exit-code', '99999999999999999999'], 'mwh: --exit-code must be a whole number from 0 to 255, not "99999999999999999999".\n'],
    [['replay', join(dir, 'out.jsonl'), '--exit-code', '256'], 'mwh: --exit-code must be a whole number from 0 to 255, not "256".\n'],
    [['replay'], 'mwh: replay takes exactly one file (or - for standard input); see mwh replay --help.\n'],
    [['frobnicate'], 'mwh: unknown command "frobnicate"; see mwh --help.\n'],
  ])('answers bad input %j with one sentence and exit 2', async (argv, message) => {
    const { code, stdout, stderr } = await run(...argv);
    expect({ code, stdout, stderr }).toEqual({ code: 2, stdout: '', stderr: message });
  });

  it('replays every committed fixture with the verdict and text recorded with it', async () => {
    for (const harness of ['claude', 'codex']) {
      const base = join(root, 'fixtures', harness);
      for (const version of safeList(base)) {
        for (const file of safeList(join(base, version)).filter((f) => f.endsWith('.capture.jsonl'))) {
          const path = join(base, version, file);
          const { code, stdout } = await run('replay', path, '--json');
          const result = JSON.parse(stdout);
          expect(code, file).toBe(result.verdict.kind === 'success' ? 0 : 1);
          const parsed = parseCapture(readFileSync(path, 'utf8'));
          const expected = parsed.ok ? parsed.value.expect : undefined;
          expect(expected, file).toBeDefined();
          if (!expected) continue;
          expect(result.verdict.kind, file).toBe(expected.verdict);
          if (typeof expected.text === 'string') expect(result.text, file).toBe(expected.text);
        }
      }
    }
  });

  it('runs as a program without a stack trace on bad input', () => {
    const bin = join(root, 'packages/cli/bin/mwh.js');
    const result = spawnSync(process.execPath, [bin, 'replay', '/no/such/file'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('mwh: Cannot read /no/such/file: there is no such file.\n');
    expect(execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' })).toMatch(/^\d+\.\d+\.\d+\n$/);
    // A reader that stops early is no failure: no stack trace, exit 0.
    const piped = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" replay "${codexFixture}" | head -c 1`], { encoding: 'utf8' });
    expect(piped.stderr).toBe('');
    expect(piped.status).toBe(0);
  });
});

function safeList(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}
