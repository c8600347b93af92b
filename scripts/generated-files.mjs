// The end of a package's `scripts/gen.mjs` (protocol-codex's, protocol-gemini's): the generated
// files, made in memory, written, or with `--check` held to the committed ones, so a stale one
// fails the check that `generated-code.test.ts` runs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * `outputs`: each file's path in the package to its text. `source` names what they were generated
 * from; `checkNote` is said after it on a check.
 */
export function writeGenerated(pkgDir, outputs, { check, source, checkNote = '' }) {
  if (check) {
    const stale = Object.entries(outputs).filter(([path, text]) => {
      const full = join(pkgDir, path);
      return !existsSync(full) || readFileSync(full, 'utf8') !== text;
    });
    if (stale.length) {
      console.error(`gen --check: stale (run \`pnpm gen\`): ${stale.map(([p]) => p).join(', ')}`);
      process.exit(1);
    }
    console.log(`gen --check: up to date with ${source}${checkNote}`);
    return;
  }
  for (const [path, text] of Object.entries(outputs)) {
    mkdirSync(dirname(join(pkgDir, path)), { recursive: true });
    writeFileSync(join(pkgDir, path), text);
  }
  console.log(`gen: wrote ${Object.keys(outputs).join(', ')} from ${source}`);
}
