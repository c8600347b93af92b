/**
 * How Gemini CLI is installed: `@google/gemini-cli` is one bundled JavaScript program
 * (`bundle/gemini.js`, executable, `#!/usr/bin/env node`) beside its chunks; no native binary.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GEMINI_CLI } from '@mwh/protocol-gemini/invocation';
import type { CliInstall } from '../installed/installed-cli.js';

const LAYOUTS = ['bundle/gemini.js'];

export const GEMINI_INSTALL: CliInstall = {
  npmPackage: GEMINI_CLI.npmPackage,
  channel: 'gemini-cli',
  program: 'gemini',
  releasesOnly: true,
  layouts: LAYOUTS,
  layoutsHere: () => LAYOUTS,
  programIn(root, version) {
    // The program itself, spawned as it is (its shebang finds node): no launcher in between.
    const program = join(root, 'bundle', 'gemini.js');
    return existsSync(program) ? { command: program, prefixArgs: [], version } : undefined;
  },
  originOf: (path) => (path.includes('/@google/gemini-cli/') ? GEMINI_INSTALL.channel : 'other'),
};
