// What a tarball promises that it does not carry: a file named by its package.json (`exports`,
// `main`, `types`, `bin`) or by a relative import of a file it ships (`from './x.js'`,
// `import('./x.js')`, `require('./x.cjs')`, `new URL('./x.js', import.meta.url)`), which a user
// finds missing only when that path runs. consumer-check.mjs runs it on each installed package
// (and once on a copy with a file taken out, so it is known to find one).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const CODE = /\.(m|c)?js$|\.d\.(m|c)?ts$/;
const SPECIFIERS = [
  /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g,
  /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  /\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g,
  /\brequire\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  /\bnew URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
];

function filesUnder(dir) {
  const out = [];
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') stack.push(path);
      } else out.push(path);
    }
  }
  return out;
}

/** Every string an `exports` value leads to, whatever the conditions. */
function exportTargets(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

/** A .d.ts file imports `./x.js` and means `./x.d.ts` (`.mjs`: `.d.mts`, `.cjs`: `.d.cts`). */
function candidates(path, fromDeclaration) {
  if (!fromDeclaration) return [path];
  return [path, path.replace(/\.js$/, '.d.ts').replace(/\.mjs$/, '.d.mts').replace(/\.cjs$/, '.d.cts'), `${path}.d.ts`, join(path, 'index.d.ts')];
}

/** The files an installed package names but does not hold, each as a sentence. */
export function missingPackedFiles(dir) {
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const named = [
    ...exportTargets(pkg.exports ?? {}).map((target) => ['exports', target]),
    ...['main', 'types', 'typings', 'module'].filter((field) => typeof pkg[field] === 'string').map((field) => [field, pkg[field]]),
    ...Object.values(typeof pkg.bin === 'string' ? { [pkg.name]: pkg.bin } : pkg.bin ?? {}).map((target) => ['bin', target]),
  ];
  for (const [field, target] of named) {
    if (target.includes('*')) continue;
    if (!existsSync(join(dir, target))) problems.push(`${pkg.name}: its ${field} names ${target}, which the tarball does not hold`);
  }
  for (const file of filesUnder(dir).filter((path) => CODE.test(path))) {
    const text = readFileSync(file, 'utf8');
    const declaration = /\.d\.(m|c)?ts$/.test(file);
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const target = join(dirname(file), specifier);
        if (!candidates(target, declaration).some((path) => existsSync(path))) {
          problems.push(`${pkg.name}: ${relative(dir, file)} imports ${specifier}, which the tarball does not hold`);
        }
      }
    }
  }
  return problems;
}
