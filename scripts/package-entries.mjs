// The entry points a package's exports give its users: each key of `exports` (but package.json),
// a subpath pattern (`./*` -> `./dist/*/index.d.ts`) standing for each built file it matches.
// The API reports are written for each, and the packed-consumer check imports each.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** `pkg`'s entry points in `dir` (its package folder, built): the subpath, its .d.ts and the import path. */
export function packageEntries(dir, pkg) {
  const entries = [];
  for (const [pattern, target] of Object.entries(pkg.exports ?? { '.': { types: pkg.types } })) {
    if (pattern === './package.json') continue;
    const typesPattern = typeof target === 'string' ? target.replace(/\.js$/, '.d.ts') : target?.types;
    if (typeof typesPattern !== 'string') throw new Error(`${pkg.name}: exports["${pattern}"] names no types`);
    for (const [subpath, types] of patternEntries(dir, pattern, typesPattern)) {
      entries.push({ subpath, types: types.replace(/^\.\//, ''), importPath: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}` });
    }
  }
  return entries;
}

/** The subpaths of an exports key and their types: itself, or for a pattern each `*` the built files fill in. */
function patternEntries(dir, pattern, types) {
  if (!pattern.includes('*')) return [[pattern, types]];
  const [before, after] = types.replace(/^\.\//, '').split('*');
  const base = join(dir, before);
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .sort()
    .filter((name) => existsSync(join(base, name + after)))
    .map((name) => [pattern.replace('*', name), `./${before}${name}${after}`]);
}
