#!/usr/bin/env node
// Prints another codex version's app-server schema without touching the workspace's install:
//   node scripts/fetch-codex-schema.mjs <version> <outDir>
// packs @openai/codex@<version>-<platform> (the package that holds the native binary) into a
// temp dir with `npm pack`, unpacks it and runs its `app-server generate-json-schema --out`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [version, outDirArg] = process.argv.slice(2);
if (!version || !outDirArg) {
  console.error('usage: node scripts/fetch-codex-schema.mjs <version> <outDir>');
  process.exit(2);
}
const platform = { 'linux-x64': 'linux-x64', 'linux-arm64': 'linux-arm64', 'darwin-x64': 'darwin-x64', 'darwin-arm64': 'darwin-arm64', 'win32-x64': 'win32-x64', 'win32-arm64': 'win32-arm64' }[`${process.platform}-${process.arch}`];
if (!platform) {
  console.error(`fetch-codex-schema: no codex platform package for ${process.platform}-${process.arch}`);
  process.exit(2);
}
const outDir = resolve(outDirArg);
const work = mkdtempSync(join(tmpdir(), `codex-${version}-`));
try {
  const spec = `@openai/codex@${version}-${platform}`;
  console.error(`fetch-codex-schema: npm pack ${spec} (the native binary, a few hundred MB)`);
  execFileSync('npm', ['pack', spec, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${spec} wrote no tarball`);
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  const vendor = join(work, 'package', 'vendor');
  const triple = readdirSync(vendor)[0];
  const bin = join(vendor, triple, 'bin', process.platform === 'win32' ? 'codex.exe' : 'codex');
  if (!existsSync(bin)) throw new Error(`no codex binary at ${bin}`);
  mkdirSync(outDir, { recursive: true });
  const printed = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  execFileSync(bin, ['app-server', 'generate-json-schema', '--out', outDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  console.error(`fetch-codex-schema: ${printed} schema written to ${outDir}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
