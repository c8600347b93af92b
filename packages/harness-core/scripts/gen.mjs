// Writes src/generated/checked-versions.ts from the protocol changelog's history
// (docs/protocol/history.json, which `mwh changelog` writes from a sweep): the versions of each
// CLI that mwh claims and checked. Run `pnpm gen` in packages/harness-core after the changelog
// changed; checked-range.test.ts fails while the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const history = JSON.parse(readFileSync(join(root, '../../docs/protocol/history.json'), 'utf8'));
const lines = [
  '// Generated from docs/protocol/history.json by scripts/gen.mjs.',
  '// Do not edit: run `pnpm gen` in packages/harness-core after `mwh changelog` rewrote the history.',
  '',
  '/** Per CLI: the oldest version mwh claims and the newest one a sweep checked. */',
  'export const CHECKED_VERSIONS = {',
  ...['claude', 'codex'].map((harness) => {
    const { claimedFrom, versions } = history.harnesses[harness];
    return `  ${harness}: { claimedFrom: '${claimedFrom}', newest: '${versions.at(-1).version}' },`;
  }),
  '} as const;',
  '',
];
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(root, 'src/generated/checked-versions.ts'), lines.join('\n'));
  console.log('wrote src/generated/checked-versions.ts');
}
