#!/usr/bin/env node
// Folds a package's built entry (dist/index.js), its own modules and the third-party modules they
// import into that one file, the @mwh packages left as imports; run after tsc in the package's
// folder. For start-up: Node 20 loads every ES module file on its own (resolve, open, read,
// compile), and `mwh acp` loaded 107 files of @agentclientprotocol/sdk and zod (zod's classic API
// is 96) before it could answer `initialize`, 120 ms of CPU; bundled and tree-shaken, 52 ms
// (BENCHMARKS.md, "mwh acp beside Zed's adapters"). The modules bundled are removed from dist (the
// declarations stay: the types still name the SDK's, which stays a dependency), and the licence of
// every third-party package bundled is written beside the entry, as their licences ask.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const entry = resolve('dist/index.js');
const result = await build({
  entryPoints: [entry],
  outfile: entry,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@mwh/*'],
  // The bundled packages' licence comments are kept in place; their full texts go below.
  legalComments: 'inline',
  metafile: true,
  logLevel: 'warning',
});

const ownModules = new Set();
const packageRoots = new Set();
for (const input of Object.keys(result.metafile.inputs)) {
  const path = resolve(input);
  if (path.includes(`${join('/', 'node_modules', '/')}`)) packageRoots.add(packageRootOf(path));
  else if (path !== entry) ownModules.add(path);
}
for (const path of ownModules) rmSync(path);

const licences = [...packageRoots].sort().map((root) => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license'].map((name) => join(root, name)).find(existsSync);
  if (!file) throw new Error(`${pkg.name} ${pkg.version} is bundled into ${relative(process.cwd(), entry)} but ships no licence file to keep`);
  return `## ${pkg.name} ${pkg.version} (${pkg.license})\n\n${readFileSync(file, 'utf8').trim()}\n`;
});
writeFileSync(
  'dist/THIRD-PARTY-LICENSES.md',
  `# Third-party code in dist/index.js\n\nThis package's dist/index.js holds these packages, bundled at build time (scripts/bundle-third-party.mjs).\n\n${licences.join('\n')}`,
);

/** The folder of the package a file in node_modules belongs to: the nearest one up holding a package.json with a name. */
function packageRootOf(file) {
  let dir = dirname(file);
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name) return dir;
    dir = dirname(dir);
  }
  throw new Error(`no package holds ${file}`);
}
