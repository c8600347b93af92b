#!/usr/bin/env node
// Regenerates the vendored app-server schema and everything generated from it.
//   node scripts/gen.mjs            dump the schema from the installed codex, write all outputs
//   node scripts/gen.mjs --check    regenerate in memory, exit 1 if a committed file is stale
//   --offline                       use the vendored schema instead of running the binary
//   --exec-sdk <version>            vendor that @openai/codex-sdk's declarations of the
//                                   `codex exec --json` events first (npm pack), then generate
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_FILE, generateAll, sha256 } from './codegen.mjs';
import { writeGenerated } from '../../../scripts/generated-files.mjs';
import { EXEC_MANIFEST_FILE, EXEC_SDK_FILE, generateExecEvents } from './exec-codegen.mjs';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const execSdk = args.has('--exec-sdk') ? argv[argv.indexOf('--exec-sdk') + 1] : undefined;
const check = args.has('--check');
const offline = args.has('--offline');
const schemaDir = join(pkgDir, 'schemas');
const manifestPath = join(schemaDir, 'manifest.json');

function installedCodex() {
  const pkgJson = join(pkgDir, 'node_modules/@openai/codex/package.json');
  const bin = join(pkgDir, 'node_modules/.bin/codex');
  if (!existsSync(pkgJson) || !existsSync(bin)) return null;
  return { version: JSON.parse(readFileSync(pkgJson, 'utf8')).version, bin };
}

function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Runs the binary's own schema dump; returns the bundle text and a manifest of every file printed. */
function dumpSchema(codex) {
  const out = mkdtempSync(join(tmpdir(), 'codex-schema-'));
  try {
    // With --experimental: mwh asks for `experimentalApi`, so the CLI sends the experimental
    // methods and fields too, and the schema that describes what mwh reads must hold them.
    execFileSync(codex.bin, ['app-server', 'generate-json-schema', '--experimental', '--out', out], { stdio: ['ignore', 'ignore', 'inherit'] });
    const binaryVersion = execFileSync(codex.bin, ['--version'], { encoding: 'utf8' }).trim();
    const files = {};
    for (const path of walk(out)) {
      const text = readFileSync(path, 'utf8');
      files[relative(out, path)] = { bytes: Buffer.byteLength(text), sha256: sha256(text) };
    }
    const bundleText = readFileSync(join(out, BUNDLE_FILE), 'utf8');
    const manifest = {
      source: 'codex app-server generate-json-schema',
      package: `@openai/codex@${codex.version}`,
      codexVersion: codex.version,
      binaryVersion,
      command: 'codex app-server generate-json-schema --experimental --out <dir>',
      regenerate: 'pnpm gen (node scripts/gen.mjs) in packages/protocol-codex',
      vendored: [BUNDLE_FILE],
      note:
        'Only the bundle is vendored: it holds every definition the other printed files hold ' +
        '(the v1 messages at the top level, the v2 protocol under definitions.v2). The other files ' +
        'are listed with their digests so a later dump can be compared file by file.',
      files,
    };
    return { bundleText, manifest };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * The exec events' declarations: the vendored ones, or with --exec-sdk those of that SDK version,
 * packed from npm (the SDK's own package, its dependencies not installed).
 */
function execDeclarations() {
  if (!execSdk) {
    const dtsText = readFileSync(join(schemaDir, EXEC_SDK_FILE), 'utf8');
    return { dtsText, manifest: JSON.parse(readFileSync(join(schemaDir, EXEC_MANIFEST_FILE), 'utf8')) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'codex-sdk-'));
  try {
    const packed = execFileSync('npm', ['pack', `@openai/codex-sdk@${execSdk}`, '--silent'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop();
    execFileSync('tar', ['xzf', packed], { cwd: dir });
    const version = JSON.parse(readFileSync(join(dir, 'package/package.json'), 'utf8')).version;
    const dtsText = readFileSync(join(dir, 'package/dist/index.d.ts'), 'utf8');
    const manifest = {
      source: '@openai/codex-sdk dist/index.d.ts',
      package: `@openai/codex-sdk@${version}`,
      sdkVersion: version,
      sha256: sha256(dtsText),
      command: `npm pack @openai/codex-sdk@${version}`,
      regenerate: `node scripts/gen.mjs --exec-sdk ${version} in packages/protocol-codex (then pnpm gen keeps it)`,
      vendored: [EXEC_SDK_FILE],
      note:
        'The SDK codex publishes beside the CLI reads the stream of `codex exec --json`; its declarations ' +
        'of ThreadEvent and ThreadItem are the events the codec knows. Its versions trail the CLI ' +
        '(the newest is what this names); events and members it does not declare pass as data.',
    };
    return { dtsText, manifest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const codex = installedCodex();
  let bundleText;
  let manifest;
  if (offline || !codex) {
    if (!offline) console.warn('gen: @openai/codex is not installed; using the vendored schema');
    bundleText = readFileSync(join(schemaDir, BUNDLE_FILE), 'utf8');
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } else {
    ({ bundleText, manifest } = dumpSchema(codex));
  }
  const outputs = {
    [`schemas/${BUNDLE_FILE}`]: bundleText,
    'schemas/manifest.json': JSON.stringify(manifest, null, 2) + '\n',
    ...(await generateAll(bundleText, manifest.codexVersion)),
  };
  const exec = execDeclarations();
  if (exec.manifest.sha256 !== sha256(exec.dtsText)) {
    console.error(`gen: schemas/${EXEC_SDK_FILE} does not match the digest schemas/${EXEC_MANIFEST_FILE} records (run \`node scripts/gen.mjs --exec-sdk <version>\`)`);
    process.exit(1);
  }
  outputs[`schemas/${EXEC_SDK_FILE}`] = exec.dtsText;
  outputs[`schemas/${EXEC_MANIFEST_FILE}`] = JSON.stringify(exec.manifest, null, 2) + '\n';
  Object.assign(outputs, generateExecEvents(exec.dtsText, exec.manifest));
  writeGenerated(pkgDir, outputs, { check, source: `@openai/codex ${manifest.codexVersion}`, checkNote: offline || !codex ? ' (vendored schema)' : '' });
}

await main();
