import { describe, expect, it } from 'vitest';
import { changelogMarkdown, historyJson, protocolHistory, readHistory } from './protocol-changelog.js';
import { surface } from './test-support/surfaces.js';

const line = (fields: Record<string, string>) => ({ count: 1, fields, values: {}, example: '{}' });
const options = { generatedBy: 'mwh changelog DIR... --out docs/protocol', claimedFrom: { claude: '2.1.2', codex: '0.1.0' }, pinned: { claude: '2.1.3', codex: '0.1.0' } };

describe('the protocol changelog', () => {
  const surfaces = [
    surface({ harness: 'claude', cliVersion: '2.1.3', lines: { 'system/init': line({ session_id: 'string', cwd: 'string' }) } }),
    surface({ harness: 'claude', cliVersion: '2.1.1', outcomes: { 'text-answer': { status: 'inconclusive', reason: 'not tested: the CLI has no --input-format' } }, lines: { 'system/init': line({ session_id: 'string' }) } }),
    surface({ harness: 'claude', cliVersion: '2.1.3', channel: 'agent-sdk', lines: { 'system/init': line({ session_id: 'string', cwd: 'string', extra: 'boolean' }) } }),
    surface({ harness: 'claude', cliVersion: '2.1.2', lines: { 'system/init': line({ session_id: 'number' }) } }),
  ];
  const history = protocolHistory(surfaces, options);

  it('holds every version in version order, each against the one before, and the channels that differ', () => {
    const claude = history.harnesses.claude!;
    expect(claude.versions.map((v) => [v.version, v.channels, v.change?.sentence ?? null])).toEqual([
      ['2.1.1', ['claude-code'], null],
      ['2.1.2', ['claude-code'], '2.1.1 -> 2.1.2: 1 scenario changed outcome (text-answer inconclusive -> pass); 1 change to what mwh reads; nothing else'],
      ['2.1.3', ['claude-code', 'agent-sdk'], '2.1.2 -> 2.1.3: 1 change to what mwh reads; 1 field added on system/init'],
    ]);
    expect(claude.channelDifferences.map((p) => p.sentence)).toEqual(['2.1.3: the claude-code and agent SDK builds differ: nothing mwh reads or sends changed; 1 field added on system/init']);
    expect(history.harnesses.codex).toBeUndefined();
    expect(JSON.parse(historyJson(history))).toEqual(history);
  });

  it('renders a page per CLI, newest first, naming the command that wrote it and why a version could not run a scenario', () => {
    const page = changelogMarkdown(history, 'claude');
    expect(page.split('\n')[0]).toBe('<!-- Generated from history.json by mwh changelog DIR... --out docs/protocol; do not edit. -->');
    expect(page.indexOf('## 2.1.3')).toBeLessThan(page.indexOf('## 2.1.1'));
    expect(page).toContain('- text-answer: **inconclusive**: not tested: the CLI has no --input-format');
    expect(page).toContain('- reads: system/init: field session_id retyped: string -> number (the reader reads system/init session_id)');
    expect(page).toContain('## The same version from two channels');
    expect(changelogMarkdown(history, 'codex')).toContain('No version of it was swept.');
  });

  it('keeps the versions of an earlier history no surface is of, and what it measured while the scenarios still end alike', () => {
    const again = (version: string, status: 'pass' | 'fail') =>
      surface({ harness: 'claude', cliVersion: version, outcomes: { 'text-answer': { status } }, lines: { 'system/init': line({ session_id: 'number' }) } });
    const kept = { ...options, kept: history };
    // 2.1.2 swept again alone, ending as before: the change the earlier sweep measured from 2.1.1 stands, and 2.1.3's from it.
    const alike = protocolHistory([again('2.1.2', 'pass'), again('2.1.4', 'pass')], kept).harnesses.claude!;
    expect(alike.versions.map((v) => [v.version, v.change?.sentence.split(':')[0] ?? null])).toEqual([
      ['2.1.1', null],
      ['2.1.2', '2.1.1 -> 2.1.2'],
      ['2.1.3', '2.1.2 -> 2.1.3'],
      // 2.1.3 is only kept: 2.1.4 has nothing to be compared with.
      ['2.1.4', null],
    ]);
    expect(alike.versions[2]).toBe(history.harnesses.claude!.versions[2]);
    expect(alike.channelDifferences).toEqual(history.harnesses.claude!.channelDifferences);
    expect(changelogMarkdown({ ...history, harnesses: { claude: alike } }, 'claude')).toContain('## 2.1.4\n\nScenarios: 1 of 1 pass.\n\nNot compared with the version before it: the two were not swept together.');
    // 2.1.2 now fails: neither its old change (from 2.1.1) nor 2.1.3's (to it) says what is true now.
    const changed = protocolHistory([again('2.1.2', 'fail')], kept).harnesses.claude!;
    expect(changed.versions.map((v) => [v.version, v.outcomes['text-answer']?.status, v.change?.sentence ?? null])).toEqual([
      ['2.1.1', 'inconclusive', null],
      ['2.1.2', 'fail', null],
      ['2.1.3', 'pass', null],
    ]);
    // A history of only one CLI keeps the other's.
    expect(protocolHistory([], kept).harnesses.claude!.versions).toEqual(history.harnesses.claude!.versions);
  });

  it('reads back the history it wrote, and refuses another shape in one sentence', () => {
    expect(readHistory(historyJson(history))).toEqual({ ok: true, history });
    expect(readHistory('{', 'h.json')).toEqual({ ok: false, error: 'h.json is not JSON.' });
    expect(readHistory('{"format":"x"}', 'h.json')).toEqual({ ok: false, error: 'h.json is not a protocol history (format mwh-protocol-history).' });
    expect(readHistory(JSON.stringify({ ...history, version: 9 }), 'h.json')).toEqual({ ok: false, error: 'h.json is a protocol history of format version 9; this mwh reads version 1.' });
    const broken = JSON.parse(historyJson(history));
    broken.harnesses.claude.versions[1].change.reads = [{ text: 7 }];
    expect(readHistory(JSON.stringify(broken), 'h.json')).toEqual({ ok: false, error: 'h.json: the claude history is not as mwh changelog writes it.' });
    const reason = JSON.parse(historyJson(history));
    reason.harnesses.claude.versions[0].outcomes['text-answer'].reason = 7;
    expect(readHistory(JSON.stringify(reason), 'h.json')).toEqual({ ok: false, error: 'h.json: the claude history is not as mwh changelog writes it.' });
    const deep = historyJson(history).replace('"harnesses":', `"x":${'['.repeat(100_000)}${']'.repeat(100_000)},"harnesses":`);
    expect(readHistory(deep, 'h.json')).toEqual({ ok: false, error: 'h.json nests deeper than mwh ever writes a protocol history.' });
  });

  it('does not compare lines and requests across catalogues: they differ by the scenarios run, not the version', () => {
    const reduced = surface({ harness: 'codex', cliVersion: '0.153.0', scenarios: ['text-answer'], lines: { 'item/completed': line({ 'item.type': 'string' }) } });
    const whole = surface({ harness: 'codex', cliVersion: '0.154.0', scenarios: ['text-answer', 'file-change'], lines: { 'item/completed': line({ 'item.type': 'string', 'item.changes': 'array' }) } });
    const next = surface({ harness: 'codex', cliVersion: '0.155.0', scenarios: ['text-answer', 'file-change'], lines: { 'item/completed': line({ 'item.type': 'string', 'item.changes': 'array', 'item.extra': 'number' }) } });
    const [, across, within] = protocolHistory([reduced, whole, next], options).harnesses.codex!.versions;
    expect(across!.change!.sentence).toBe('0.153.0 -> 0.154.0: nothing mwh reads or sends changed; nothing else changed (lines and model requests not compared: 0.153.0 ran another catalogue, 1 scenarios to 2)');
    expect(within!.change!.sentence).toBe('0.154.0 -> 0.155.0: nothing mwh reads or sends changed; 1 field added on item/completed');
  });

  it('does not call a change of channel a moved program', () => {
    const code = surface({ harness: 'claude', cliVersion: '2.1.332', invocation: { binary: '@anthropic-ai/claude-code: bin/claude.exe', help: {}, tools: [] } });
    const sdkOnly = surface({ harness: 'claude', cliVersion: '2.1.333', channel: 'agent-sdk', invocation: { binary: '@anthropic-ai/claude-agent-sdk-linux-x64: claude', help: {}, tools: [] } });
    const [, next] = protocolHistory([code, sdkOnly], options).harnesses.claude!.versions;
    expect(next!.change!.sends).toEqual([]);
    // Back on claude-code in another place: a move, though the version before was the SDK's.
    const moved = surface({ harness: 'claude', cliVersion: '2.1.334', invocation: { binary: '@anthropic-ai/claude-code: bin/claude', help: {}, tools: [] } });
    const back = surface({ harness: 'claude', cliVersion: '2.1.335', invocation: { binary: '@anthropic-ai/claude-code: bin/claude.exe', help: {}, tools: [] } });
    const [, , third] = protocolHistory([code, sdkOnly, moved], options).harnesses.claude!.versions;
    expect(third!.change!.sends.map((c) => c.text).join('; ')).toContain('bin/claude');
    const [, , same] = protocolHistory([code, sdkOnly, back], options).harnesses.claude!.versions;
    expect(same!.change!.sends).toEqual([]);
  });

  it('keeps text from a CLI from becoming Markdown or HTML', () => {
    const hostile = surface({ harness: 'claude', cliVersion: '2.1.4', outcomes: { 'text-answer': { status: 'fail', reason: '<script>x</script> *bold* `code`\nnext' } } });
    const page = changelogMarkdown(protocolHistory([hostile], options), 'claude');
    expect(page).toContain('\\<script>x\\</script> \\*bold\\* \\`code\\` next');
  });
});
