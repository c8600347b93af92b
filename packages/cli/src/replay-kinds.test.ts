// mwh replay of each kind of file people have: what it says the file is, its rounds on the
// terminal and in --json, its exit code, and its refusals.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCapture, streamBytes } from '@mwh/protocol-core';
import { main } from './main.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mwh-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const transcript = join(root, 'packages/protocol-claude/src/test-support/claude-transcript.sample.jsonl');
const rollout = join(root, 'packages/protocol-codex/src/test-support/codex-rollout.sample.jsonl');
const exec = join(root, 'packages/protocol-codex/src/test-support/codex-exec.sample.jsonl');

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** A fixture's stdout alone, written to a file of its own. */
function stdoutFile(fixture: string, name: string): string {
  const parsed = parseCapture(readFileSync(join(root, 'fixtures', fixture), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const file = join(dir, name);
  writeFileSync(file, streamBytes(parsed.value, 'stdout'));
  return file;
}

interface ReplayJson {
  kind: string;
  verdict: { kind: string; message: string } | null;
  text: string;
  rounds: { verdict: { kind: string; message: string } | null; prompt?: string; text: string; sessionId: string | null; toolCalls: unknown[]; usage: unknown; warnings: { code: string; message: string }[] }[];
  warnings: { code: string; message: string }[];
}

describe('mwh replay of each kind of file', () => {
  it('reads a Claude Code session transcript per turn, says what it is and that it has no verdict, and exits 0', async () => {
    const printed = await run('replay', transcript);
    expect(printed.code).toBe(0);
    expect(printed.stdout.split('\n')[0]).toBe('── claude-transcript: a Claude Code session transcript: it records what was said, not how each turn ended, so no verdict is given');
    expect(printed.stdout).toContain('── turn 1\n› Fix the parser please\n');
    expect(printed.stdout).toContain('── turn 2\n› Thanks, now the tests\n');
    expect(printed.stdout).not.toContain('verdict:');
    expect(printed.stdout).not.toContain('incomplete');
    const json = JSON.parse((await run('replay', transcript, '--json')).stdout) as ReplayJson;
    expect(json).toMatchObject({ kind: 'claude-transcript', verdict: null, text: 'Let me look.\n\nFixed.\n\nTests pass.' });
    expect(json.rounds.map(({ verdict, prompt, text, sessionId }) => ({ verdict, prompt, text, sessionId }))).toEqual([
      { verdict: null, prompt: 'Fix the parser please', text: 'Let me look.\n\nFixed.', sessionId: 'sess-1' },
      { verdict: null, prompt: 'Thanks, now the tests', text: 'Tests pass.', sessionId: 'sess-1' },
    ]);
    expect(json.rounds[1]!.warnings).toEqual([{ code: 'api-error', message: 'API Error: 529 overloaded' }]);
  });

  it('reads a codex rollout per turn, with no verdict', async () => {
    const printed = await run('replay', rollout);
    expect(printed.code).toBe(0);
    expect(printed.stdout.split('\n')[0]).toMatch(/^── codex-rollout: a codex session rollout: /);
    const json = JSON.parse((await run('replay', rollout, '--json')).stdout) as ReplayJson;
    expect(json.rounds.map(({ prompt, text, verdict }) => ({ prompt, text, verdict }))).toEqual([
      { prompt: 'List the files', text: 'Two files: a and b.', verdict: null },
      { prompt: 'Now delete b', text: '', verdict: null },
    ]);
    expect(json.rounds[1]!.usage).toBeNull();
  });

  it('reads a Claude stdout of several turns as its rounds, a heading per turn, with --html too', async () => {
    const file = stdoutFile('claude/2.1.332/rounds/several-turns.capture.jsonl', 'several.jsonl');
    const printed = await run('replay', file);
    expect(printed.code).toBe(0);
    expect(printed.stdout.split('\n')[0]).toBe('── claude-stdout: the stdout of claude in stream-json mode');
    expect(printed.stdout.match(/── (turn \d|verdict: \w+)/g)).toEqual(['── verdict: success', '── turn 2', '── verdict: success', '── turn 3', '── verdict: success']);
    const json = JSON.parse((await run('replay', file, '--json')).stdout) as ReplayJson;
    expect(json.rounds.map((round) => [round.text, round.verdict?.kind])).toEqual([
      ['First answer MARK-1', 'success'],
      ['Second answer MARK-2', 'success'],
      ['Third answer', 'success'],
    ]);
    expect(json.text).toBe('First answer MARK-1\n\nSecond answer MARK-2\n\nThird answer');
    const paged = await run('replay', file, '--json', '--html', join(dir, 'several.html'));
    expect(JSON.parse(paged.stdout)).toEqual(json);
    // The page has a section a round, each with its own answer only, and its own lines folded: each line of the file once.
    const html = readFileSync(join(dir, 'several.html'), 'utf8');
    expect(html).toContain('3 rounds');
    const sections = html.split('<section class="turn"').slice(1);
    expect(sections.map((section) => ['MARK-1', 'MARK-2', 'Third answer'].filter((mark) => section.includes(mark)))).toEqual([['MARK-1'], ['MARK-2'], ['Third answer']]);
    const rows = sections.map((section) => section.split('<tr class="st-stdout">').length - 1);
    expect(rows.every((count) => count > 0)).toBe(true);
    expect(rows.reduce((sum, count) => sum + count, 0)).toBe(readFileSync(file, 'utf8').trimEnd().split('\n').length);
  });

  it("pages a transcript's turns as a section each, saying a transcript has no verdict", async () => {
    const page = join(dir, 'transcript.html');
    expect((await run('replay', transcript, '--html', page)).code).toBe(0);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('A transcript records what was said, not how a turn ended: no verdict');
    expect(html).not.toContain('the capture ends before it');
    expect(html.split('<section class="turn"').length - 1).toBe(JSON.parse((await run('replay', transcript, '--json')).stdout).rounds.length);
    // The CLI version its lines record, not "unknown", and each turn's prompt.
    expect(html).toContain('Round 1 of 2 · claude 2.1.300');
    expect(html).not.toContain('claude unknown');
    expect(html.match(/<h3>What the user asked<\/h3>\n<p class="said">([^<]*)<\/p>/g)).toEqual([
      '<h3>What the user asked</h3>\n<p class="said">Fix the parser please</p>',
      '<h3>What the user asked</h3>\n<p class="said">Thanks, now the tests</p>',
    ]);
  });

  it("gives several rounds' worst verdict at the top and as the exit code", async () => {
    const good = readFileSync(stdoutFile('claude/2.1.332/text-streamed.capture.jsonl', 'good.jsonl'));
    const bad = readFileSync(stdoutFile('claude/2.1.332/api-401.capture.jsonl', 'bad.jsonl'));
    const file = join(dir, 'good-then-bad.jsonl');
    writeFileSync(file, Buffer.concat([good, bad, good]));
    const replayed = await run('replay', file, '--json');
    expect(replayed.code).toBe(1);
    const json = JSON.parse(replayed.stdout) as ReplayJson;
    expect(json.rounds.map((round) => round.verdict?.kind)).toEqual(['success', 'auth-required', 'success']);
    expect(json.verdict).toEqual(expect.objectContaining({ kind: 'auth-required' }));
    expect((await run('replay', file)).code).toBe(1);
  });

  it('says where a cut-off stdout stopped, by line number, on stderr and in --json', async () => {
    const whole = readFileSync(stdoutFile('claude/2.1.332/text-streamed.capture.jsonl', 'whole.jsonl'));
    const file = join(dir, 'cut.jsonl');
    const cut = whole.subarray(0, whole.length - 40);
    writeFileSync(file, cut);
    const line = cut.toString().split('\n').length;
    const sentence = `${file} ends in a cut-off line (line ${line}); it was read up to the line before.`;
    const printed = await run('replay', file);
    expect(printed.stderr).toBe(`mwh: warning: ${sentence}\n`);
    const json = JSON.parse((await run('replay', file, '--json')).stdout) as ReplayJson;
    expect(json.warnings).toContainEqual({ code: 'file', message: sentence });
  });

  it('reads a codex exec --json stdout with its own reader', async () => {
    const printed = await run('replay', exec);
    expect(printed).toMatchObject({ code: 0, stderr: '' });
    expect(printed.stdout).toMatch(/^── codex-exec: the stdout of codex exec --json\n[^]*\nHi\.\n── verdict: success/);
    const json = JSON.parse((await run('replay', exec, '--json')).stdout) as ReplayJson;
    expect(json).toMatchObject({ kind: 'codex-exec', harness: 'codex', rounds: [{ text: 'Hi.', verdict: { kind: 'success' } }] });
  });

  it("says the sentence of an API error body codex exec passed on whole, and keeps the body in --json", async () => {
    const body = JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'That effort is not supported.', param: 'reasoning.effort' }, status: 400 }, null, 2);
    const file = join(dir, 'exec-api-error.jsonl');
    writeFileSync(file, `${JSON.stringify({ type: 'error', message: body })}\n${JSON.stringify({ type: 'turn.failed', error: { message: body } })}\n`);
    const printed = await run('replay', file);
    expect(printed.code).toBe(1);
    expect(printed.stdout).toContain('That effort is not supported.');
    expect(printed.stdout).not.toContain('invalid_request_error');
    const json = JSON.parse((await run('replay', file, '--json')).stdout) as ReplayJson & { verdict: { rawMessage?: string } };
    expect(json.verdict).toMatchObject({ kind: 'failed', message: 'That effort is not supported.', rawMessage: body });
  });

  it("refuses --stdin for a codex exec stdout, whose replay reads nothing of it, in one sentence with exit 2", async () => {
    const stdin = join(dir, 'exec-stdin.txt');
    writeFileSync(stdin, 'more prompt\n');
    expect(await run('replay', exec, '--stdin', stdin)).toEqual({
      code: 2,
      stdout: '',
      stderr: `mwh: ${exec} is the stdout of codex exec --json, which takes its prompt in its arguments and whose replay reads nothing of its stdin; drop --stdin.\n`,
    });
  });

  it('refuses a capture naming an output mode mwh does not know, naming those it knows, with exit 2 and no stack', async () => {
    const [header, ...rest] = readFileSync(join(root, 'fixtures/codex/0.171.0/rounds/exec-text-answer.capture.jsonl'), 'utf8').split('\n');
    const file = join(dir, 'unknown-mode.capture.jsonl');
    writeFileSync(file, [header!.replace('"outputMode":"exec"', '"outputMode":"sdk-v9"'), ...rest].join('\n'));
    const sentence = `mwh: ${file} is a codex capture that names the output mode "sdk-v9", which mwh does not know; the ones mwh reads for codex are its default (a header without outputMode) and "exec".\n`;
    for (const mode of [[], ['--json'], ['--html', join(dir, 'unknown-mode.html')]]) {
      expect(await run('replay', file, ...mode)).toEqual({ code: 2, stdout: '', stderr: sentence });
    }
    const [claudeHeader, ...claudeRest] = readFileSync(join(root, 'fixtures/claude/2.1.332/bash-tool.capture.jsonl'), 'utf8').split('\n');
    const claude = join(dir, 'unknown-mode-claude.capture.jsonl');
    writeFileSync(claude, [claudeHeader!.replace(/}$/, ',"outputMode":"exec"}'), ...claudeRest].join('\n'));
    expect((await run('replay', claude)).stderr).toBe(`mwh: ${claude} is a claude capture that names the output mode "exec", which mwh does not know; claude has no output mode mwh reads but its default (a header without outputMode).\n`);
  });

  it('tells a rollout whose first line is nested too deep to fit the head (150,000 levels) by the lines after it', async () => {
    const [, ...lines] = readFileSync(rollout, 'utf8').split('\n');
    const deep = `${'['.repeat(150_000)}${']'.repeat(150_000)}`;
    const file = join(dir, 'deep-first-line.jsonl');
    writeFileSync(file, [JSON.stringify({ timestamp: 't', type: 'session_meta', payload: { id: '0199-abc', later: 0 } }).replace('0}}', `${deep}}}`), ...lines].join('\n'));
    const read = await run('replay', file, '--json');
    expect(read.code).toBe(0);
    const json = JSON.parse(read.stdout) as ReplayJson;
    expect(json.kind).toBe('codex-rollout');
    expect(json.rounds.map((round) => round.prompt)).toContain('List the files');
  });

  it('refuses, in one sentence with exit 2, a file of no kind, and options a transcript cannot have', async () => {
    const other = join(dir, 'other.jsonl');
    writeFileSync(other, '{"level":"info","msg":"started","ts":1}\n{"level":"info","msg":"done"}\n');
    const refused = await run('replay', other);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toMatch(/^mwh: .* looks like JSON lines of another program \(the first with fields "level", "msg", "ts"\), which is none of the files mwh replay reads: an mwh capture \(mwh-capture\), .*\.\n$/);
    expect(refused.stderr.split('\n')).toHaveLength(2);
    expect(await run('replay', transcript, '--exit-code', '1')).toEqual({ code: 2, stdout: '', stderr: `mwh: ${transcript} is a Claude Code session transcript, which records no process's stdin, stderr or exit; --exit-code is for a raw stdout file.\n` });
    expect(await run('replay', transcript, '--sanitize', join(dir, 'shared.capture.jsonl'))).toEqual({ code: 2, stdout: '', stderr: `mwh: --sanitize writes a capture of a CLI's output; ${transcript} is a Claude Code session transcript, which is none.\n` });
    // A transcript named as codex's is said to be Claude's.
    expect((await run('replay', transcript, '--harness', 'codex')).stderr).toBe(`mwh: ${transcript} looks like a Claude Code session transcript, not codex; drop --harness or name the other one.\n`);
  });
});
