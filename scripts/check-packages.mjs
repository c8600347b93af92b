#!/usr/bin/env node
// Enforces the publishing policy on the package in the current folder (see .changeset/README.md):
// a tarball a user installs must carry its types for every condition, a licence, a changelog,
// where it came from, only what it needs, and a build before it is packed.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const dir = process.cwd();
const root = join(dir, '..', '..');
const pkg = read(join(dir, 'package.json'));
const rootPkg = read(join(root, 'package.json'));
const problems = [];
const need = (ok, sentence) => {
  if (!ok) problems.push(sentence);
};

// JSON.parse keeps the last of two equal keys without a word; npm and other tools may read the first.
const topKeys = [...readFileSync(join(dir, 'package.json'), 'utf8').matchAll(/^  "([^"]+)":/gm)].map((m) => m[1]);
const twice = topKeys.filter((key, i) => topKeys.indexOf(key) !== i);
need(twice.length === 0, `package.json names ${twice.join(', ')} twice`);

if (pkg.private) {
  if (problems.length) {
    console.error(`${pkg.name}: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log(`packages ok: ${pkg.name} (private, not published)`);
  process.exit(0);
}
const folder = basename(dir);
need(pkg.name === `@mwh/${folder}`, `its name should be @mwh/${folder}`);
need(typeof pkg.description === 'string' && pkg.description.length > 0, 'it needs a description');
need(Array.isArray(pkg.keywords) && pkg.keywords.length > 0, 'it needs keywords');
need(pkg.license === 'MIT', 'its license should be MIT');
need(pkg.type === 'module', 'it should be "type": "module"');
need(pkg.engines?.node === rootPkg.engines?.node, `engines.node should be ${rootPkg.engines?.node}, as at the root`);
need(pkg.publishConfig?.access === 'public', 'a scoped package needs publishConfig.access "public"');

// Where it came from: the root's repository, with this package's folder.
need(pkg.repository?.url === rootPkg.repository?.url, `repository.url should be the root's ${rootPkg.repository?.url}`);
need(pkg.repository?.directory === `packages/${folder}`, `repository.directory should be packages/${folder}`);
need(typeof pkg.homepage === 'string' && pkg.homepage.startsWith(rootPkg.homepage.replace(/#readme$/, '')), 'homepage should be in the root repository');
need(pkg.bugs?.url === rootPkg.bugs?.url, `bugs.url should be the root's ${rootPkg.bugs?.url}`);

// Exports: types and a `default` for every entry, so `require()` (Node >= 20.19) and bundlers
// resolve what the types promise; an `import`-only map refuses require with a cryptic error.
for (const [entry, target] of Object.entries(pkg.exports ?? {})) {
  if (entry === './package.json') continue;
  const keys = target && typeof target === 'object' ? Object.keys(target) : [];
  need(keys[0] === 'types' && keys.includes('default') && !keys.includes('import') && !keys.includes('require'),
    `exports["${entry}"] should be { types, default } with types first`);
}
need(pkg.exports?.['./package.json'] === './package.json', 'exports should expose ./package.json');

// What ships: the build, the docs, the licence, the changelog, and data read at run time (the
// protocol schemas, which the conformance kit compares against); no repo-only scripts or sources.
const files = pkg.files ?? [];
for (const required of ['dist', 'README.md', 'CHANGELOG.md', 'LICENSE']) need(files.includes(required), `files should list ${required}`);
for (const shipped of files) {
  need(!/^(scripts|src|fixtures)(\/|$)/.test(shipped), `files lists ${shipped}, which is repo-only`);
}
for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE']) need(existsSync(join(dir, file)), `${file} is missing`);
const licence = join(root, 'LICENSE');
need(existsSync(join(dir, 'LICENSE')) && readFileSync(join(dir, 'LICENSE'), 'utf8') === readFileSync(licence, 'utf8'), 'LICENSE should be a copy of the root LICENSE');
need((pkg.scripts?.prepack ?? '').startsWith(`turbo run build --filter=${pkg.name} `), 'a prepack script should build the package and what it depends on (turbo run build --filter=<name>), so a clean clone never packs an empty tarball');

// Internal dependencies take a caret range: a patch or minor of one package does not force
// its dependents to be republished (the policy in .changeset/README.md).
for (const section of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
  for (const [name, range] of Object.entries(pkg[section] ?? {})) {
    if (name.startsWith('@mwh/')) need(range === 'workspace:^', `${section}.${name} should be workspace:^`);
  }
}
for (const [name, range] of Object.entries(pkg.devDependencies ?? {})) {
  if (name.startsWith('@mwh/')) need(range === 'workspace:^', `devDependencies.${name} should be workspace:^`);
}

if (problems.length) {
  console.error(`${pkg.name}: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(`packages ok: ${pkg.name}`);
