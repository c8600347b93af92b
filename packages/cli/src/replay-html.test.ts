import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../scripts/test-support/temp-dir.js';
import { main } from './main.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixture = join(root, 'fixtures/codex/0.171.0/text-deltas.capture.jsonl');

async function run(cwd: string, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}

describe('mwh replay --html', () => {
  const folder = tempDir('mwh-replay-html-');

  it('writes the capture as one self-contained page beside the usual output', async () => {
    const dir = folder.path;
    const { code, stdout, stderr } = await run(dir, 'replay', fixture, '--html', 'round.html');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).not.toBe('');
    const html = readFileSync(join(dir, 'round.html'), 'utf8');
    // The round as its user saw it, the verdict first: not a table of one cell.
    expect(html.indexOf('id="verdict"')).toBeLessThan(html.indexOf('What the model said'));
    expect(html).toContain('<p class="headline">The round succeeded; scenario text-deltas passed.</p>');
    expect(html).toContain('<p class="said">Hello, wörld — the mock says hi ✓</p>');
    expect(html).not.toContain('class="matrix');
    expect(html).toContain('class="timeline stack"');
    expect(html).toContain('Content-Security-Policy');
    // A replay, not a conformance run: no sentence about versions to compare.
    expect(html).not.toContain('no drift between versions');
  });

  it('shows each tool call with its result, a subagent\'s under it, and the scenario the round was held to', async () => {
    const dir = folder.path;
    const subagent = join(root, 'fixtures/codex/0.171.0/rounds/subagent.capture.jsonl');
    const { code } = await run(dir, 'replay', subagent, '--html', 'subagent.html');
    expect(code).toBe(0);
    const html = readFileSync(join(dir, 'subagent.html'), 'utf8');
    expect(html).toContain('<p class="headline">The round succeeded; scenario subagent passed.</p>');
    expect(html).toContain('<h3>Tool calls (3)</h3>');
    expect(html).toMatch(/<div class="call nested"><p class="name">shell <span class="note">\(in a subagent\)<\/span><\/p>.*Result:<\/p><pre class="prose">hello from the workspace/s);
  });

  it('redacts --redact values in the page too', async () => {
    const dir = folder.path;
    await run(dir, 'replay', fixture, '--html', 'round.html', '--redact', 'initialize');
    expect(readFileSync(join(dir, 'round.html'), 'utf8')).not.toContain('initialize');
  });

  it('keeps a --redact value the capture streams in pieces off the page', async () => {
    // The fixture streams "Hel", "lo, w", "ö", "rld — the ", ...: no line holds the value whole.
    const dir = folder.path;
    const { code } = await run(dir, 'replay', fixture, '--html', 'round.html', '--redact', 'lo, wörld');
    expect(code).toBe(0);
    const html = readFileSync(join(dir, 'round.html'), 'utf8');
    expect(html).not.toMatch(/lo, w|ö|rld — /);
    expect(html).toContain('Hel[REDACTED] — the mock says');
  });

  it('refuses to overwrite a file with one sentence and exit 2, leaving the file as it was', async () => {
    const dir = folder.path;
    writeFileSync(join(dir, 'mine.html'), 'my own notes');
    const { code, stdout, stderr } = await run(dir, 'replay', fixture, '--html', 'mine.html');
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe('mwh: mine.html exists already; give --html a new file.\n');
    expect(readFileSync(join(dir, 'mine.html'), 'utf8')).toBe('my own notes');
  });

  it('says a missing folder or a file on the path in the sentences of every file mwh creates', async () => {
    const dir = folder.path;
    writeFileSync(join(dir, 'plain'), 'a file');
    const missing = await run(dir, 'replay', fixture, '--html', 'no/such/x.html');
    expect(missing).toEqual({ code: 2, stdout: '', stderr: 'mwh: Cannot create no/such/x.html: its folder does not exist.\n' });
    const underFile = await run(dir, 'replay', fixture, '--html', 'plain/x.html');
    expect(underFile).toEqual({ code: 2, stdout: '', stderr: 'mwh: Cannot create plain/x.html: a part of its path is a file, not a folder.\n' });
  });
});
