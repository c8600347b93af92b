/** How Claude Code is installed: its npm package's postinstall script puts the native binary in `bin/`. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_CLI } from '@mwh/protocol-claude/invocation';
import type { CliInstall } from '../installed/installed-cli.js';

const LAYOUTS = ['bin/claude.exe'];

export const CLAUDE_INSTALL: CliInstall = {
  npmPackage: CLAUDE_CLI.npmPackage,
  channel: 'claude-code',
  program: 'claude',
  releasesOnly: false,
  layouts: LAYOUTS,
  layoutsHere: () => LAYOUTS,
  programIn(root, version) {
    const binary = join(root, 'bin', 'claude.exe');
    return existsSync(binary) ? { command: binary, prefixArgs: [], version } : undefined;
  },
  originOf(path) {
    // The agent SDK ships the same binary in its platform packages.
    if (path.includes('/@anthropic-ai/claude-agent-sdk')) return 'agent-sdk';
    return path.includes('/@anthropic-ai/claude-code') ? CLAUDE_INSTALL.channel : 'other';
  },
};
