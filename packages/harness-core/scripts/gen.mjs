// Writes src/generated/checked-versions.ts from the protocol changelog's history
// (docs/protocol/history.json, which `mwh changelog` writes from a sweep): the versions of each
// CLI that mwh claims and checked. A CLI the history has no sweep of yet claims the version this
// package's tests run (its pinned devDependency) until one records it. Run `pnpm gen` in
// packages/harness-core after the changelog or that pin changed; checked-range.test.ts fails while
// the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const history = JSON.parse(readFileSync(join(root, '../../docs/protocol/history.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pins = manifest.devDependencies;
/** Each CLI's description (`harness`, `npmPackage`), from the light `./invocation` entry of every CLI's protocol package this package depends on. */
const clis = await Promise.all(
  Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('@mwh/protocol-') && name !== '@mwh/protocol-core')
    .map(async (name) => Object.values(await import(`${name}/invocation`)).find((value) => typeof value?.harness === 'string' && typeof value?.npmPackage === 'string')),
);
const pinOf = (harness) => pins[clis.find((cli) => cli.harness === harness).npmPackage];
const ranges = Object.entries(history.harnesses).map(([harness, { claimedFrom, versions }]) => [harness, claimedFrom, versions.at(-1).version, pinOf(harness)]);
// A CLI no sweep has checked yet claims its pin alone, until the kit's history takes it over.
for (const { harness, npmPackage } of clis) if (!history.harnesses[harness]) ranges.push([harness, pins[npmPackage], pins[npmPackage], pins[npmPackage]]);

export const generated = [
  '// Generated from docs/protocol/history.json (and the CLIs pinned in package.json that it has no sweep of yet) by scripts/gen.mjs.',
  '// Do not edit: run `pnpm gen` in packages/harness-core after `mwh changelog` rewrote the history.',
  '',
  '/** Per CLI: the oldest version mwh claims, the newest one a sweep checked, and the one its tests run (its pinned devDependency). */',
  'export const CHECKED_VERSIONS = {',
  ...ranges.map(([harness, claimedFrom, newest, pinned]) => `  ${harness}: { claimedFrom: '${claimedFrom}', newest: '${newest}', pinned: '${pinned}' },`),
  '} as const;',
  '',
].join('\n');
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(root, 'src/generated/checked-versions.ts'), generated);
  console.log('wrote src/generated/checked-versions.ts');
}
