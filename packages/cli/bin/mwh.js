#!/usr/bin/env node
// The `mwh` command as installed: a committed, executable file, so the link pnpm and npm make
// works before and after a build; the program itself is compiled to dist.
import { existsSync } from 'node:fs';

const program = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(program)) {
  process.stderr.write('mwh: this checkout is not built yet; run pnpm install (or pnpm build) in the repository first.\n');
  process.exit(2);
}
await import(program.href);
