import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIMED_FROM, PINNED_VERSIONS, changelogMarkdown, compareVersions, isWholeCatalogue, type ProtocolHistory } from '@mwh/conformance';
import { describe, expect, it } from 'vitest';
import { HARNESSES } from '@mwh/protocol-core';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { changelogFile } from './changelog-command.js';
import { main } from './main.js';
import { surface, surfaceFolder } from './test-support/surfaces.js';

describe('mwh changelog', () => {
  it('writes claude-code.md, codex.md, gemini-cli.md and history.json, each naming the command that wrote it', async () => {
    const dir = surfaceFolder([surface({ harness: 'claude', cliVersion: '2.1.300' }), surface({ harness: 'claude', cliVersion: '2.1.301' }), surface({ harness: 'codex', cliVersion: '0.170.0' })]);
    const out = join(tempDirInTest('mwh-changelog-'), 'protocol');
    const io = { err: '', stdout: () => {}, stderr: (t: string) => void (io.err += t) };
    expect(await main(['changelog', dir, '--out', out], { ...io, cwd: '/' })).toBe(0);
    const history = JSON.parse(readFileSync(join(out, 'history.json'), 'utf8')) as { harnesses: Record<string, { versions: { version: string }[] }> };
    expect(history.harnesses.claude!.versions.map((v) => v.version)).toEqual(['2.1.300', '2.1.301']);
    const page = readFileSync(join(out, 'claude-code.md'), 'utf8');
    expect(page.split('\n')[0]).toContain(`mwh changelog DIR... --out ${out}`);
    expect(page).toContain('2.1.300 -> 2.1.301: nothing mwh reads or sends changed');
    expect(readFileSync(join(out, 'codex.md'), 'utf8')).toContain('## 0.170.0');
    expect(readFileSync(join(out, 'gemini-cli.md'), 'utf8')).toContain('No version of it was swept.');
    expect(io.err).toContain('2 claude versions, 1 codex versions');
  });

  it('with --keep, keeps the versions of an earlier history.json that no surface is of, and refuses a file that is none', async () => {
    const out = join(tempDirInTest('mwh-changelog-'), 'protocol');
    const io = { err: '', stdout: () => {}, stderr: (t: string) => void (io.err += t) };
    const first = surfaceFolder([surface({ harness: 'claude', cliVersion: '2.1.300' }), surface({ harness: 'codex', cliVersion: '0.170.0' })]);
    expect(await main(['changelog', first, '--out', out], { ...io, cwd: '/' })).toBe(0);
    const second = surfaceFolder([surface({ harness: 'claude', cliVersion: '2.1.301' })]);
    expect(await main(['changelog', second, '--out', out, '--keep', join(out, 'history.json')], { ...io, cwd: '/' })).toBe(0);
    const history = JSON.parse(readFileSync(join(out, 'history.json'), 'utf8')) as ProtocolHistory;
    expect(history.harnesses.claude!.versions.map((v) => v.version)).toEqual(['2.1.300', '2.1.301']);
    expect(history.harnesses.codex!.versions.map((v) => v.version)).toEqual(['0.170.0']);
    expect(history.generatedBy).toBe(`mwh changelog DIR... --out ${out} --keep ${join(out, 'history.json')}`);
    io.err = '';
    expect(await main(['changelog', second, '--out', out, '--keep', join(out, 'codex.md')], { ...io, cwd: '/' })).toBe(2);
    expect(io.err).toContain('is not JSON.');
    expect(await main(['changelog', second, '--out', out, '--keep', out], { ...io, cwd: '/' })).toBe(2);
    expect(io.err).toContain('is a folder; give a file.');
  });

  it('needs --out', async () => {
    const io = { err: '', stdout: () => {}, stderr: (t: string) => void (io.err += t) };
    expect(await main(['changelog', '/nowhere'], { ...io, cwd: '/' })).toBe(2);
    expect(io.err).toContain('changelog needs --out DIR');
  });

  it('the committed changelog is of the claimed range and the pinned versions, and its pages are what its history.json renders', () => {
    // The surfaces of a sweep are too big to commit; history.json is their distillate, so the
    // pages are checked against it, and the history against the range and pins mwh claims now.
    const docs = new URL('../../../docs/protocol/', import.meta.url);
    const history = JSON.parse(readFileSync(new URL('history.json', docs), 'utf8')) as ProtocolHistory;
    for (const harness of HARNESSES) {
      const h = history.harnesses[harness]!;
      expect({ claimedFrom: h.claimedFrom, pinned: h.pinned }, `${harness}: run the sweep again and mwh changelog (docs/protocol)`).toEqual({ claimedFrom: CLAIMED_FROM[harness], pinned: PINNED_VERSIONS[harness] });
      const versions = h.versions.map((v) => v.version);
      expect(versions).toContain(CLAIMED_FROM[harness]);
      expect(versions).toContain(PINNED_VERSIONS[harness]);
      expect(versions).toEqual([...versions].sort(compareVersions));
      // A scenario added since needs the claimed range swept again.
      const short = h.versions.filter((v) => compareVersions(v.version, h.claimedFrom) >= 0 && !isWholeCatalogue(harness, Object.keys(v.outcomes)));
      expect(short.map((v) => v.version), `${harness}: these versions did not run today's catalogue; sweep again`).toEqual([]);
      expect(readFileSync(new URL(changelogFile(harness), docs), 'utf8'), `${harness}: run mwh changelog again (docs/protocol)`).toBe(changelogMarkdown(history, harness));
    }
  });
});
