#!/usr/bin/env node
// Regenerates the stream-json event types from the vendored declarations of the CLI's core.
//   node scripts/gen.mjs                      write src/generated/ from schemas/
//   node scripts/gen.mjs --check              regenerate in memory, exit 1 if a committed file is stale
//   node scripts/gen.mjs --cli-core <version> vendor that @google/gemini-cli-core's
//                                             dist/src/output/types.d.ts first (npm pack), then generate
// The CLI (@google/gemini-cli) is one bundle without declarations; its core package, published
// at the same version from the same repository, declares the events the bundle writes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGenerated } from '../../../scripts/generated-files.mjs';
import { DECLARATIONS_FILE, MANIFEST_FILE, generateEvents } from './codegen.mjs';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const check = argv.includes('--check');
const cliCore = argv.includes('--cli-core') ? argv[argv.indexOf('--cli-core') + 1] : undefined;
const schemaDir = join(pkgDir, 'schemas');
/** Where the core package keeps the declarations of its output formats. */
const TYPES_PATH = 'dist/src/output/types.d.ts';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The vendored declarations, or with --cli-core those of that version, packed from npm (its dependencies not installed). */
function declarations() {
  if (!cliCore) {
    return { dtsText: readFileSync(join(schemaDir, DECLARATIONS_FILE), 'utf8'), manifest: JSON.parse(readFileSync(join(schemaDir, MANIFEST_FILE), 'utf8')) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'gemini-cli-core-'));
  try {
    const packed = execFileSync('npm', ['pack', `@google/gemini-cli-core@${cliCore}`, '--silent'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop();
    execFileSync('tar', ['xzf', packed], { cwd: dir });
    const version = JSON.parse(readFileSync(join(dir, 'package/package.json'), 'utf8')).version;
    const dtsText = readFileSync(join(dir, 'package', TYPES_PATH), 'utf8');
    const manifest = {
      source: `@google/gemini-cli-core ${TYPES_PATH}`,
      package: `@google/gemini-cli-core@${version}`,
      coreVersion: version,
      sha256: sha256(dtsText),
      command: `npm pack @google/gemini-cli-core@${version}`,
      regenerate: `node scripts/gen.mjs --cli-core ${version} in packages/protocol-gemini (then pnpm gen keeps it)`,
      vendored: [DECLARATIONS_FILE],
      license: 'Apache-2.0 (Copyright Google LLC; its header is kept in the vendored file)',
      note:
        'The CLI @google/gemini-cli is one bundle with no declarations; its core package, released at the same ' +
        'version, declares the events of --output-format stream-json (JsonStreamEvent). Events and members it ' +
        'does not declare pass as data; the run-time check is of the declared required members only.',
    };
    return { dtsText, manifest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { dtsText, manifest } = declarations();
if (manifest.sha256 !== sha256(dtsText)) {
  console.error(`gen: schemas/${DECLARATIONS_FILE} does not match the digest schemas/${MANIFEST_FILE} records (run \`node scripts/gen.mjs --cli-core <version>\`)`);
  process.exit(1);
}
const outputs = {
  [`schemas/${DECLARATIONS_FILE}`]: dtsText,
  [`schemas/${MANIFEST_FILE}`]: JSON.stringify(manifest, null, 2) + '\n',
  ...generateEvents(dtsText, manifest),
};
writeGenerated(pkgDir, outputs, { check, source: manifest.package });
