/**
 * How codex is installed: a Node launcher in `@openai/codex`, the native binary in a platform
 * package of this machine's target (or, in older versions, a vendor folder of the package itself).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CODEX_CLI } from '@mwh/protocol-codex/invocation';
import { packageFolder, type CliInstall } from '../installed/installed-cli.js';

const CODEX_TARGETS: Record<string, { triple: string; pkg: string }> = {
  'linux-x64': { triple: 'x86_64-unknown-linux-musl', pkg: '@openai/codex-linux-x64' },
  'linux-arm64': { triple: 'aarch64-unknown-linux-musl', pkg: '@openai/codex-linux-arm64' },
  'darwin-x64': { triple: 'x86_64-apple-darwin', pkg: '@openai/codex-darwin-x64' },
  'darwin-arm64': { triple: 'aarch64-apple-darwin', pkg: '@openai/codex-darwin-arm64' },
};

/**
 * The codex binary has moved inside its platform package before; a version in none of these is
 * refused by the conformance kit with this list rather than run through its launcher.
 */
const LAYOUTS = ['<platform-package>/vendor/<triple>/bin/codex', '<platform-package>/vendor/<triple>/codex/codex', 'vendor/<triple>/bin/codex', 'vendor/<triple>/codex/codex'];

const target = () => CODEX_TARGETS[`${process.platform}-${process.arch}`];

export const CODEX_INSTALL: CliInstall = {
  npmPackage: CODEX_CLI.npmPackage,
  channel: 'codex',
  program: 'codex',
  releasesOnly: true,
  layouts: LAYOUTS,
  layoutsHere() {
    const here = target();
    return here ? LAYOUTS.map((layout) => layout.replace('<platform-package>', `node_modules/${here.pkg}`).replace('<triple>', here.triple)) : LAYOUTS;
  },
  programIn(root, version) {
    const here = target();
    if (here) {
      // The binary's platform package (0.154.0 and 0.171.0 alike), else a vendor folder in the
      // package itself, which the launcher also looks in.
      const platformPackage = packageFolder(here.pkg, root);
      for (const layout of LAYOUTS) {
        const inPlatform = layout.startsWith('<platform-package>/');
        if (inPlatform && !platformPackage) continue;
        const binary = join(inPlatform ? platformPackage! : root, layout.replace('<platform-package>/', '').replace('<triple>', here.triple));
        if (existsSync(binary)) return { command: binary, prefixArgs: [], version };
      }
    }
    return { command: process.execPath, prefixArgs: [join(root, 'bin', 'codex.js')], version };
  },
  originOf: (path) => (path.includes('/@openai/codex') ? CODEX_INSTALL.channel : 'other'),
};
