import { describe, expect, it } from 'vitest';
import { changelogMarkdown, historyJson, protocolHistory, readHistory, SWEEP_COMMANDS, type ProtocolHistory } from './protocol-changelog.js';
import { KITS } from '../kit/kits.js';
import { CLAIMED_FROM, parseCliSpec } from '../sweep/cli-spec.js';
import { compareVersions } from '../support/version-range.js';
import { surface } from '../test-support/surfaces.js';

const line = (fields: Record<string, string>) => ({ count: 1, fields, values: {}, example: '{}' });
const options = { generatedBy: 'mwh changelog DIR... --out docs/protocol', claimedFrom: { claude: '2.1.2', codex: '0.1.0', gemini: '0.61.0' }, pinned: { claude: '2.1.3', codex: '0.1.0', gemini: '0.61.0' } };

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
    expect(readHistory(JSON.stringify({ ...history, version: 9 }), 'h.json')).toEqual({ ok: false, error: 'h.json is a protocol history of format version 9; this mwh reads version 2.' });
    const broken = JSON.parse(historyJson(history));
    broken.harnesses.claude.changes[0].text = 7;
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
    const sends = (history: ProtocolHistory, version: string) => {
      const h = history.harnesses.claude!;
      const label = h.versions.find((v) => v.version === version)!.change!.label;
      return h.changes.filter((c) => c.impact === 'sends' && c.in.includes(label)).map((c) => c.text);
    };
    expect(sends(protocolHistory([code, sdkOnly], options), '2.1.333')).toEqual([]);
    // Back on claude-code in another place: a move, though the version before was the SDK's.
    const moved = surface({ harness: 'claude', cliVersion: '2.1.334', invocation: { binary: '@anthropic-ai/claude-code: bin/claude', help: {}, tools: [] } });
    const back = surface({ harness: 'claude', cliVersion: '2.1.335', invocation: { binary: '@anthropic-ai/claude-code: bin/claude.exe', help: {}, tools: [] } });
    expect(sends(protocolHistory([code, sdkOnly, moved], options), '2.1.334').join('; ')).toContain('bin/claude');
    expect(sends(protocolHistory([code, sdkOnly, back], options), '2.1.335')).toEqual([]);
  });

  it('keeps text from a CLI from becoming Markdown or HTML', () => {
    const hostile = surface({ harness: 'claude', cliVersion: '2.1.4', outcomes: { 'text-answer': { status: 'fail', reason: '<script>x</script> *bold* `code`\nnext' } } });
    const page = changelogMarkdown(protocolHistory([hostile], options), 'claude');
    expect(page).toContain('\\<script>x\\</script> \\*bold\\* \\`code\\` next');
  });

  it('holds every change of every version, however many: one entry per change with the versions it was found at', () => {
    const fields = (n: number, type: string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, type]));
    const versions = [
      surface({ harness: 'codex', cliVersion: '0.1.0', lines: { 'item/completed': line({ id: 'string' }) } }),
      surface({ harness: 'codex', cliVersion: '0.2.0', lines: { 'item/completed': line({ id: 'string', ...fields(500, 'number') }) } }),
      surface({ harness: 'codex', cliVersion: '0.3.0', lines: { 'item/completed': line({ id: 'string' }) } }),
      surface({ harness: 'codex', cliVersion: '0.4.0', lines: { 'item/completed': line({ id: 'string', f0: 'number' }) } }),
    ];
    const h = protocolHistory(versions, options).harnesses.codex!;
    expect(h.changes.filter((c) => c.in.includes('0.1.0 -> 0.2.0'))).toHaveLength(500);
    expect(h.changes.filter((c) => c.in.includes('0.2.0 -> 0.3.0'))).toHaveLength(500);
    // The same change at two versions is one entry.
    expect(h.changes.find((c) => c.text === 'item/completed: field f0 added (number)')!.in).toEqual(['0.1.0 -> 0.2.0', '0.3.0 -> 0.4.0']);
    const page = changelogMarkdown(protocolHistory(versions, options), 'codex');
    expect(page.match(/^- item\/completed: field f\d+ added/gm)).toHaveLength(501);
  });

  it('reads a history of version 1 (changes listed per version, the rest cut past 60) into this shape, and says what it had cut', () => {
    const old = {
      format: 'mwh-protocol-history',
      version: 1,
      generatedBy: 'mwh changelog DIR... --out docs/protocol',
      harnesses: {
        codex: {
          claimedFrom: '0.1.0',
          pinned: '0.2.0',
          versions: [
            { version: '0.1.0', channels: ['codex'], outcomes: { 'text-answer': { status: 'pass' } }, change: null, notes: [] },
            {
              version: '0.2.0',
              channels: ['codex'],
              outcomes: { 'text-answer': { status: 'pass' } },
              change: {
                harness: 'codex', kind: 'versions', from: { version: '0.1.0', channel: 'codex' }, to: { version: '0.2.0', channel: 'codex' }, sentence: '0.1.0 -> 0.2.0: 1 change to what mwh reads; 62 others', outcomes: [],
                reads: [{ text: 'v2.Turn: field id removed', area: 'schema', subject: 'v2.Turn', item: 'id', what: 'field', kind: 'removed', from: 'string', why: 'the reader reads turn/completed turn.id' }],
                sends: [],
                rest: { count: 62, groups: [{ area: 'schema', text: '62 schema fields added in v2.Turn', changes: 62 }], changes: [...Array.from({ length: 60 }, (_, i) => `v2.Turn: field f${i} added (string)`), '... 2 more'] },
                notes: [],
              },
              notes: [],
            },
          ],
          channelDifferences: [],
        },
      },
    };
    const read = readHistory(JSON.stringify(old), 'h.json');
    expect(read.ok).toBe(true);
    const h = (read as { history: ProtocolHistory }).history.harnesses.codex!;
    expect(h.versions[1]!.change!.counts).toEqual({ reads: 1, sends: 0, unused: 62 });
    expect(h.changes.filter((c) => c.impact === 'reads').map((c) => [c.text, c.why, c.in])).toEqual([['v2.Turn: field id removed', 'the reader reads turn/completed turn.id', ['0.1.0 -> 0.2.0']]]);
    expect(h.changes.filter((c) => c.impact === 'unused')).toHaveLength(60);
    expect(h.versions[1]!.change!.notes).toEqual(['2 of the 62 changes touching nothing mwh uses were left out by the mwh that measured them (history version 1) and are not known; sweep the two versions again to list them']);
  });
});

describe('the sweep commands the pages name', () => {
  it('read, built from the kits, as the commands the committed changelog was swept with', () => {
    expect(SWEEP_COMMANDS).toEqual([
      'mwh conformance --claude 2.1.269..latest --codex 0.154.0..latest --gemini 0.61.0..latest --jobs 2 --surfaces DIR',
      'mwh conformance --claude code:2.1.0..2.1.268 --codex 0.44.0..0.142.0 --codex 0.142.2..0.153.4 --gemini 0.41.0..0.60.0 --scenario text-answer --scenario tool-approved --scenario tool-error --scenario resume --jobs 1 --surfaces DIR',
    ]);
  });

  it("sweep each CLI before its claimed range only, in ranges that leave out its skipped versions and none other's", () => {
    for (const kit of KITS) {
      const ranges = kit.changelog.olderSweeps.map((spec) => parseCliSpec(spec));
      const ends = ranges.map((range) => (range.kind === 'range' && range.from.kind === 'version' && range.to.kind === 'version' ? [range.from.version, range.to.version] : undefined));
      expect(ends.every((end) => end !== undefined), kit.harness).toBe(true);
      const bounds = ends as [string, string][];
      for (const [from, to] of bounds) expect(compareVersions(from, to) <= 0 && compareVersions(to, CLAIMED_FROM[kit.harness]) < 0, `${kit.harness} ${from}..${to}`).toBe(true);
      // Each range after the one before it; what lies between two names a skipped version.
      for (let i = 1; i < bounds.length; i++) {
        expect(compareVersions(bounds[i - 1]![1], bounds[i]![0]) < 0).toBe(true);
        expect(kit.changelog.skipped.some((why) => compareVersions(why.split(' ')[0]!, bounds[i - 1]![1]) > 0 && compareVersions(why.split(' ')[0]!, bounds[i]![0]) < 0), kit.harness).toBe(true);
      }
    }
  });
});
