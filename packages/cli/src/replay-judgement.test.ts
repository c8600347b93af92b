import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ScenarioRecord } from '@mwh/conformance';
import { parseCapture, serializeCapture, type CaptureHeader } from '@mwh/protocol-core';
import { tempDir } from '../../../scripts/test-support/temp-dir.js';
import { main } from './main.js';
import { ReplayJudge } from './replay-judgement.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
// The CLI streamed "Partial " before the break, then answered again: the set-up of stream-dropped.
const fixture = join(root, 'fixtures/claude/2.1.332/stream-dropped.capture.jsonl');

const record: ScenarioRecord = {
  verdict: 'success',
  scenario: 'stream-dropped',
  description: 'The model stream breaks after the first text.',
  round: 1,
  rounds: 1,
  user: { verdict: 'success', text: 'The whole answer, sent again.' },
  setUp: [{ kind: 'script-served' }, { kind: 'text-before-break', text: 'Partial answer that breaks' }],
  facts: { modelRequests: 2, unservedReplies: 0 },
};

async function run(cwd: string, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

describe('mwh replay of a capture recorded with its scenario', () => {
  const dir = tempDir('mwh-replay-judged-');

  /** The fixture with `expect` as its record (or none), written into the test's folder. */
  function captureWith(name: string, expect: unknown): string {
    const parsed = parseCapture(readFileSync(fixture, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    const { expect: _fixture, ...capture } = parsed.value;
    const file = join(dir.path, name);
    writeFileSync(file, serializeCapture(expect === undefined ? capture : { ...capture, expect: expect as ScenarioRecord }));
    return file;
  }

  it('says pass, fail with why, or inconclusive with what did not happen, in the terminal and --json alike', async () => {
    const cases = [
      [record, 'pass', '── scenario stream-dropped: pass\n'],
      [{ ...record, user: { verdict: 'success', text: 'Another answer ' } }, 'fail', '── scenario stream-dropped: fail (text, exactly once: expected "Another answer ", got "The whole answer, sent again.")\n'],
      [{ ...record, facts: { modelRequests: 1, unservedReplies: 1 } }, 'inconclusive', '── scenario stream-dropped: inconclusive (the CLI never asked for 1 of the scripted model replies)\n'],
    ] as const;
    for (const [expect_, status, line] of cases) {
      const file = captureWith(`${status}.capture.jsonl`, expect_);
      const text = await run(dir.path, 'replay', file);
      expect(text.code).toBe(0); // the round's own verdict: success
      expect(text.stdout.endsWith(line)).toBe(true);
      const json = JSON.parse((await run(dir.path, 'replay', file, '--json')).stdout) as { scenario: { status: string } };
      expect(json.scenario.status).toBe(status);
    }
  });

  it('says nothing of a scenario for a capture recorded without one, and its page shows the verdict, not a pass', async () => {
    const file = captureWith('plain.capture.jsonl', undefined);
    const text = await run(dir.path, 'replay', file);
    expect(text.stdout).not.toContain('── scenario');
    expect(JSON.parse((await run(dir.path, 'replay', file, '--json')).stdout)).not.toHaveProperty('scenario');
    await run(dir.path, 'replay', file, '--html', 'plain.html');
    const page = readFileSync(join(dir.path, 'plain.html'), 'utf8');
    expect(page).toContain('<p class="headline">The round succeeded.</p>');
    expect(page).not.toContain('passed');
  });

  it('shows a failed scenario as failed on its page, with the reason', async () => {
    const file = captureWith('failed.capture.jsonl', { ...record, user: { verdict: 'success', text: 'Another answer' } });
    await run(dir.path, 'replay', file, '--html', 'failed.html');
    const page = readFileSync(join(dir.path, 'failed.html'), 'utf8');
    expect(page).toContain('<div class="verdict bad" id="verdict">');
    expect(page).toMatch(/<p class="headline">The round succeeded; scenario [^<]+ failed\.<\/p>/);
    expect(page).toContain('<li>Why: text, exactly once: expected &#34;Another answer&#34;');
  });

  it('keeps --redact values out of what the judgement quotes', async () => {
    const file = captureWith('secret.capture.jsonl', { ...record, user: { verdict: 'success', text: 'hunter2-secret' } });
    const { stdout } = await run(dir.path, 'replay', file, '--redact', 'hunter2-secret');
    expect(stdout).not.toContain('hunter2');
    expect(stdout).toContain('expected "[REDACTED]"');
  });

  it('keeps nothing to judge a capture whose header names no scenario (a capture of mwh run): no judgement', async () => {
    const parsed = parseCapture(readFileSync(captureWith('plain.capture.jsonl', record), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    const { scenario: _scenario, ...header } = parsed.value.header;
    const file = join(dir.path, 'no-scenario.capture.jsonl');
    writeFileSync(file, serializeCapture({ ...parsed.value, header }));
    const text = await run(dir.path, 'replay', file);
    expect(text.code).toBe(0);
    expect(text.stdout).not.toContain('── scenario');
    expect('scenario' in (JSON.parse((await run(dir.path, 'replay', file, '--json')).stdout) as object)).toBe(false);
  });

  it('does not judge a round past its bound, and says so', () => {
    const judge = new ReplayJudge([], 10);
    judge.chunk({ stream: 'stdout', t: 0, bytes: new Uint8Array(11) });
    judge.part({ type: 'finish', verdict: { kind: 'success', message: '', exitCode: 0, signal: null, stderrTail: '' } });
    const header: CaptureHeader = { type: 'header', format: 'mwh-capture', version: 1, harness: 'claude', cli: { name: 'claude', version: '1' }, argv: [], env: [], startedAt: '', scenario: 'big' };
    expect(judge.judge(header, undefined, record)).toEqual({ scenario: 'big', status: 'inconclusive', failures: [], notSetUp: ['not judged: the capture is over the 10 bytes a replay keeps to judge it'] });
  });
});
