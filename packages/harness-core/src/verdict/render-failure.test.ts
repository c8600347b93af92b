import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Verdict } from '@mwh/protocol-core';
import { failureLanguage } from './failure-text.js';
import { closeOpenFence, fence, renderFailure } from './render-failure.js';
import { ABORT_CAUSE, IDLE_CAUSE } from './verdict-causes.js';
import { retryVerdict } from './retry-bound.js';

const verdict = (over: Partial<Verdict> = {}): Verdict => ({
  kind: 'failed',
  message: 'API Error: 500 boom',
  exitCode: 1,
  signal: null,
  stderrTail: 'Traceback: something\n',
  ...over,
});

/** The content of every fenced block, read the CommonMark way: a fence closes only on a run at least as long. */
function fencedBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})/.exec(lines[i]!);
    if (!open) continue;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^(`{3,})\s*$/.exec(lines[j]!);
      if (close && close[1]!.length >= open[1]!.length) break;
      body.push(lines[j]!);
    }
    blocks.push(body.join('\n'));
    i = j;
  }
  return blocks;
}

describe('failureLanguage', () => {
  it('reads German for de and its regions, English otherwise', () => {
    expect(failureLanguage('de')).toBe('de');
    expect(failureLanguage('de-CH')).toBe('de');
    expect(failureLanguage('DE_at')).toBe('de');
    expect(failureLanguage('dex')).toBe('en');
    expect(failureLanguage('en-US')).toBe('en');
    expect(failureLanguage('fr')).toBe('en');
    expect(failureLanguage(undefined)).toBe('en');
  });
});

describe('renderFailure', () => {
  it('keeps streamed text above a sentence, the verdict and the stderr tail', () => {
    const text = renderFailure(verdict(), { locale: 'en', streamedText: 'Partial answer' });
    expect(text.indexOf('Partial answer')).toBe(0);
    expect(text).toContain('The assistant CLI reported an error and did not finish this answer. The CLI exited with code 1.');
    expect(fencedBlocks(text)).toEqual(['API Error: 500 boom', 'Traceback: something']);
  });

  it('speaks German for a German locale', () => {
    const text = renderFailure(verdict({ kind: 'auth-required' }), { locale: 'de-DE' });
    expect(text).toContain('nicht angemeldet');
    expect(text).toContain('Was die CLI gemeldet hat');
  });

  it('names idle and cancelled rounds', () => {
    expect(renderFailure(verdict({ kind: 'incomplete', cause: { name: IDLE_CAUSE, message: 'idle 5s' } }))).toContain('wrote nothing for too long');
    expect(renderFailure(verdict({ kind: 'incomplete', cause: { name: ABORT_CAUSE, message: 'stop' } }), { locale: 'de' })).toContain('abgebrochen');
    expect(renderFailure(verdict({ cause: { name: 'Error', message: 'write EPIPE', code: 'EPIPE' } }))).toContain('before it read the message');
  });

  it('says a CLI that ended without an account of its own ended, not that it reported an error', () => {
    const ended = verdict({ message: 'codex app-server exited with code 0 while "initialize" was outstanding.', exitCode: 0, stderrTail: '', unexplained: true });
    const text = renderFailure(ended);
    expect(text).toContain('The assistant CLI ended before it answered.');
    expect(text).not.toContain('reported');
    expect(text).toContain('How it ended:');
    const german = renderFailure(ended, { locale: 'de' });
    expect(german).toContain('Die Assistenten-CLI hat geendet, bevor sie geantwortet hat.');
    expect(german).toContain('Wie sie geendet hat:');
    // A broken pipe keeps its own sentence; the text under it is still the reader's, not the CLI's.
    const piped = renderFailure(verdict({ ...ended, cause: { name: 'Error', message: 'write EPIPE', code: 'EPIPE' } }));
    expect(piped).toContain('before it read the message');
    expect(piped).toContain('How it ended:');
    // An incomplete round keeps its sentence.
    expect(renderFailure(verdict({ ...ended, kind: 'incomplete' }))).toContain('stopped before it finished');
  });

  it("keeps the caller's cancel out of what the CLI reported", () => {
    const cause = { name: ABORT_CAUSE, message: 'The round was cancelled: mwh received SIGINT.' };
    const text = renderFailure(verdict({ kind: 'incomplete', message: `${cause.message} Claude Code exited with code 143 without a closing result.`, cause }), { locale: 'en' });
    expect(text).toContain('The answer was cancelled.');
    expect(text).not.toContain('mwh received SIGINT');
    expect(fencedBlocks(text)[0]).toBe('Claude Code exited with code 143 without a closing result.');
    expect(renderFailure(verdict({ kind: 'incomplete', message: cause.message, stderrTail: '', cause }))).not.toContain('What the CLI reported');
  });

  it("puts the idle bound's text with mwh's sentence, not under what the CLI reported", () => {
    const cause = { name: IDLE_CAUSE, message: 'The CLI wrote nothing for 5 s (the idle bound) and was stopped.', boundMs: 5000 };
    const text = renderFailure(
      verdict({ kind: 'incomplete', exitCode: null, signal: 'SIGTERM', message: `${cause.message} Claude Code was ended by SIGTERM.`, cause }),
      { locale: 'en' },
    );
    expect(text).toContain('The assistant CLI wrote nothing for 5 s (the idle bound) and was stopped. The CLI was ended by SIGTERM.\n\nWhat the CLI reported:');
    expect(text.match(/wrote nothing/g)).toHaveLength(1);
    expect(fencedBlocks(text)[0]).toBe('Claude Code was ended by SIGTERM.');
    const alone = renderFailure(verdict({ kind: 'incomplete', message: cause.message, stderrTail: '', cause }), { locale: 'en' });
    expect(alone).toContain('The assistant CLI wrote nothing for 5 s (the idle bound) and was stopped.');
    expect(alone.match(/wrote nothing/g)).toHaveLength(1);
    expect(alone).not.toContain('What the CLI reported');
  });

  it('says the idle bound once in German, with no English sentence beside it', () => {
    const cause = { name: IDLE_CAUSE, message: 'The CLI wrote nothing for 1.5 s (the idle bound) and was stopped.', boundMs: 1500 };
    const text = renderFailure(verdict({ kind: 'incomplete', message: cause.message, stderrTail: '', cause }), { locale: 'de' });
    expect(text).toBe('Die Assistenten-CLI hat 1,5 s lang nichts ausgegeben (die Leerlaufgrenze) und wurde beendet. Die CLI hat mit Exit-Code 1 geendet.\n');
  });

  it('says the idle bound from the number the cause carries, whatever its text says', () => {
    const cause = { name: IDLE_CAUSE, message: 'Leerlauf.', boundMs: 250 };
    const text = renderFailure(verdict({ kind: 'incomplete', message: cause.message, stderrTail: '', cause }), { locale: 'de' });
    expect(text).toBe('Die Assistenten-CLI hat 250 ms lang nichts ausgegeben (die Leerlaufgrenze) und wurde beendet. Die CLI hat mit Exit-Code 1 geendet.\n');
    const seconds = renderFailure(verdict({ kind: 'incomplete', message: '', stderrTail: '', cause: { ...cause, boundMs: 90_000 } }), { locale: 'en' });
    expect(seconds).toContain('The assistant CLI wrote nothing for 90 s (the idle bound) and was stopped.');
  });

  it('still renders an idle cause without the number: the general sentence, then its own text', () => {
    const cause = { name: IDLE_CAUSE, message: 'The CLI wrote nothing for 5 s (the idle bound) and was stopped.' };
    const text = renderFailure(verdict({ kind: 'incomplete', message: cause.message, stderrTail: '', cause }), { locale: 'de' });
    expect(text).toContain('zu lange nichts');
    expect(text).toContain(cause.message);
  });

  it("redacts the idle bound's text it shows as its own, as it does the CLI's account", () => {
    const cause = { name: IDLE_CAUSE, message: 'The CLI wrote nothing for 5 s (the idle bound) and was stopped. sk-123' };
    const text = renderFailure(verdict({ kind: 'incomplete', message: cause.message, stderrTail: '', cause }), { secrets: ['sk-123'] });
    expect(text).toContain('(the idle bound) and was stopped. [REDACTED]');
    expect(text).not.toContain('sk-123');
  });

  it("names the exit as the CLI's, never as a bare number a reader takes for mwh's own", () => {
    const cancelled = verdict({ kind: 'incomplete', cause: { name: ABORT_CAUSE, message: 'SIGINT' } });
    expect(renderFailure(cancelled, { locale: 'en' })).toContain('The answer was cancelled. The CLI exited with code 1.');
    expect(renderFailure(verdict({ kind: 'incomplete', exitCode: null, signal: 'SIGTERM' }), { locale: 'en' })).toContain('The CLI was ended by SIGTERM.');
    expect(renderFailure(cancelled, { locale: 'de' })).toContain('Die Antwort wurde abgebrochen. Die CLI hat mit Exit-Code 1 geendet.');
    expect(renderFailure(verdict({ exitCode: null, signal: 'SIGKILL' }), { locale: 'de' })).toContain('Die CLI wurde durch SIGKILL beendet.');
  });

  it('omits an empty stderr block and redacts secrets it is given', () => {
    const text = renderFailure(verdict({ message: 'bad token sk-123', stderrTail: '' }), { secrets: ['sk-123'] });
    expect(fencedBlocks(text)).toEqual(['bad token [REDACTED]']);
  });

  it('uses fences the fenced text cannot close', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('`', '~', 'a', '\n', ' ') }), fc.string({ unit: fc.constantFrom('`', 'b', '\n') }), (message, stderr) => {
        const text = renderFailure(verdict({ message: `m${message}`, stderrTail: `s${stderr}` }));
        expect(fencedBlocks(text)).toEqual([`m${message}`.replace(/\n$/, ''), `s${stderr}`.trimEnd()]);
      }),
    );
  });
});

/** The lines outside any fenced block, read the CommonMark way (backticks or tildes, closed by a run at least as long). */
function linesOutsideFences(markdown: string): string[] {
  const outside: string[] = [];
  let open: { char: string; length: number } | undefined;
  for (const line of markdown.split('\n')) {
    const run = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!open) {
      if (run && !(run[1]![0] === '`' && run[2]!.includes('`'))) open = { char: run[1]![0]!, length: run[1]!.length };
      else outside.push(line);
    } else if (run && run[1]![0] === open.char && run[1]!.length >= open.length && !run[2]!.trim()) {
      open = undefined;
    }
  }
  return outside;
}

describe('streamed text that ends inside a code block', () => {
  const sentence = 'The assistant CLI reported an error and did not finish this answer. The CLI exited with code 1.';

  it('is closed, so the failure sentence and its blocks read as Markdown again', () => {
    for (const streamed of ['Here is the fix:\n```ts\nconst a = 1;', 'Look:\n~~~~\nraw ```\n~~~', '  ````\ncode\n```\nstill code']) {
      const text = renderFailure(verdict(), { locale: 'en', streamedText: streamed });
      expect(text.startsWith(streamed)).toBe(true);
      expect(linesOutsideFences(text)).toContain(sentence);
      expect(fencedBlocks(text.slice(text.indexOf(sentence)))).toEqual(['API Error: 500 boom', 'Traceback: something']);
    }
  });

  it('leaves closed blocks and inline runs alone', () => {
    expect(closeOpenFence('a\n```js\nx\n```\nb')).toBe('a\n```js\nx\n```\nb');
    expect(closeOpenFence('run ``` inline, and ```js`x` is no fence')).toBe('run ``` inline, and ```js`x` is no fence');
    expect(closeOpenFence('    ```\nindented code, no fence')).toBe('    ```\nindented code, no fence');
    expect(closeOpenFence('```\nopen')).toBe('```\nopen\n```');
  });

  it('for any streamed text, the sentence is outside every fence', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('`', '~', 'a', ' ', '\n') }), (streamed) => {
        const text = renderFailure(verdict(), { locale: 'en', streamedText: `s${streamed}` });
        expect(linesOutsideFences(text)).toContain(sentence);
      }),
    );
  });
});

describe('fence', () => {
  it('is at least three backticks and longer than any run inside', () => {
    expect(fence('plain')).toBe('```text\nplain\n```');
    expect(fence('a ``` b')).toBe('````text\na ``` b\n````');
    expect(fence('`````')).toBe('``````text\n`````\n``````');
  });

  it('takes text of any number of backtick runs (a CLI\'s account, its stderr)', () => {
    const text = '`a'.repeat(300_000) + '````';
    expect(fence(text).startsWith('`````text\n')).toBe(true);
    const verdict = { kind: 'failed' as const, message: text, exitCode: 1, signal: null, stderrTail: text };
    expect(renderFailure(verdict)).toContain('`````');
  });

  it("keeps the retry bound's finding (mwh's words) out of what the CLI reported: only its last notice is there", () => {
    const stopped = retryVerdict(verdict({ exitCode: 0, stderrTail: 'ERROR codex_api: failed to connect\n' }), { afterMs: 11_000, notices: 8, lastNotice: 'Reconnecting... waiting for network' });
    const text = renderFailure(stopped);
    const [reported, stderr] = fencedBlocks(text);
    expect(reported).toBe('Reconnecting... waiting for network');
    expect(stderr).toBe('ERROR codex_api: failed to connect');
    expect(text).toContain(`\n\n${stopped.cause!.message}\n\nWhat the CLI reported:`);
  });
});
