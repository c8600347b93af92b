#!/usr/bin/env node
// Prints what changed in the codex app-server protocol between two schema bundles:
//   node scripts/schema-diff.mjs <dirA> <dirB> [--json]      (after `pnpm build`)
// Each argument is a directory `codex app-server generate-json-schema --out` wrote (or one holding
// the vendored bundle, like packages/protocol-codex/schemas), or the bundle file itself. The diff
// itself lives in src/schema-diff.ts, which `mwh conformance` uses for every codex version.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diffCodexSchemas, formatSchemaDiff } from '../dist/schema-diff.js';

const BUNDLE_FILE = 'codex_app_server_protocol.schemas.json';

function loadBundle(path) {
  const file = statSync(path).isDirectory() ? join(path, BUNDLE_FILE) : path;
  if (!existsSync(file)) {
    console.error(`schema-diff: no ${BUNDLE_FILE} in ${path}`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const args = process.argv.slice(2).filter((a) => a !== '--json');
if (args.length !== 2 || args.some((a) => !existsSync(a))) {
  console.error('usage: node scripts/schema-diff.mjs <dirA> <dirB> [--json] (both must exist)');
  process.exit(2);
}
const diff = diffCodexSchemas(loadBundle(args[0]), loadBundle(args[1]));
process.stdout.write(process.argv.includes('--json') ? `${JSON.stringify(diff, null, 2)}\n` : formatSchemaDiff(diff, args[0], args[1]));
