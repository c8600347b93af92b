/**
 * `mwh changelog`: the protocol changelog of each CLI, from the surfaces of a sweep (`mwh
 * conformance --surfaces DIR`): a page per CLI named after its npm package (`claude-code.md`,
 * `codex.md`, `gemini-cli.md`) and `history.json` in the folder `--out` names, every version
 * against the one before, each change classified by what it touches of mwh. The files say in their
 * header which command wrote them.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROTOCOLS } from '@mwh/harness-core';
import { HARNESSES, type Harness } from '@mwh/protocol-core';
import { CLAIMED_FROM, PINNED_VERSIONS, changelogMarkdown, historyJson, protocolHistory, readHistory, type ProtocolHistory } from '@mwh/conformance';
import { UsageError } from './cli-error.js';
import { defineCommand } from './command-line.js';
import { replaceFile } from './new-file.js';
import { pathKind } from './path-kind.js';
import { readSurfaces } from './read-surfaces.js';
import { readUserFile } from './user-file.js';

/** The machine-readable history every page is rendered from. */
export const HISTORY_FILE = 'history.json';

/** A CLI's page: its npm package's name (`@openai/codex` -> `codex.md`), so a new CLI needs no entry here. */
export function changelogFile(harness: Harness): string {
  return `${PROTOCOLS[harness].npmPackage.split('/').at(-1)!}.md`;
}

const PAGES = HARNESSES.map(changelogFile).join(', ');

export const changelogCommand = defineCommand({
  name: 'changelog',
  synopsis: 'SURFACE... --out DIR [--keep HISTORY]',
  summary: `Reads the surfaces mwh conformance --surfaces DIR kept (files *.surface.json, or folders of them)
and writes into --out: ${PAGES} (every version, newest first, with what changed
from the one before, classified as touching what mwh reads, what it sends, or nothing it uses, and
the scenarios a version could not run with why) and history.json (the same, machine-readable).
Files of the same names in --out are replaced. With --keep, the versions of an earlier history.json
that no surface is of stay as that sweep found them: sweep only the versions that need it (the
claimed range after a scenario was added, a version just published, with the one before it).`,
  options: {
    out: { type: 'string', value: 'DIR', help: 'the folder to write into (made if missing)' },
    keep: { type: 'string', value: 'HISTORY', help: 'an earlier history.json whose other versions are kept (it may be the one in --out)' },
  },
  notes: 'Exit codes: 0 written; 2 bad input (one sentence why).',
  async run({ values, positionals }, io) {
    if (values.out === undefined) throw new UsageError(`changelog needs --out DIR, the folder to write ${PAGES} and ${HISTORY_FILE} into.`);
    const out = resolve(io.cwd, values.out);
    if (pathKind(out) === 'file') throw new UsageError(`--out must name a folder; ${values.out} is a file.`);
    const surfaces = readSurfaces(positionals, io.cwd, 'changelog');
    const kept = values.keep === undefined ? undefined : keptHistory(resolve(io.cwd, values.keep), values.keep);
    const history = protocolHistory(surfaces, { generatedBy: `mwh changelog DIR... --out ${values.out}${values.keep === undefined ? '' : ` --keep ${values.keep}`}`, claimedFrom: CLAIMED_FROM, pinned: PINNED_VERSIONS, kept });
    mkdirSync(out, { recursive: true });
    const files: [string, string][] = [[HISTORY_FILE, historyJson(history)], ...HARNESSES.map((h): [string, string] => [changelogFile(h), changelogMarkdown(history, h)])];
    // Each written whole under another name, then renamed: a reader never sees half a page.
    for (const [name, text] of files) replaceFile(join(out, name), join(values.out, name), text);
    const counts = HARNESSES.map((h) => `${history.harnesses[h]?.versions.length ?? 0} ${h} versions`).join(', ');
    io.stderr(`wrote ${files.map(([name]) => join(values.out!, name)).join(', ')} (${counts})\n`);
    return 0;
  },
});

function keptHistory(path: string, shown: string): ProtocolHistory {
  const read = readHistory(readUserFile(path, shown), shown);
  if (!read.ok) throw new UsageError(read.error);
  return read.history;
}
