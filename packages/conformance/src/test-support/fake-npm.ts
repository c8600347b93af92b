/**
 * An npm executable for tests, answering `npm view` from a made-up registry and `npm install`
 * with packages laid out as the real ones are (their programs print their version), each with
 * a payload of a chosen size. Every call is logged, so a test can count look-ups. No network.
 */
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AGENT_SDK_PACKAGE, thisMachine } from '../sweep/cli-channel.js';

export interface FakeVersion {
  claudeCodeVersion?: string;
  /** The SDK's platform package for this machine is named in optionalDependencies unless false. */
  nativeBinary?: boolean;
  /** What an SDK platform package's `claude --version` says, when not its claudeCodeVersion. */
  reports?: string;
  /** Installs the package without its program. */
  broken?: boolean;
  /** An SDK platform package's program differs by this comment from claude-code's of the same version (another build). */
  build?: string;
}

export interface FakeRegistry {
  /** Package name -> version -> manifest fields; insertion order is the registry's. */
  packages: Record<string, { latest?: string; versions: Record<string, FakeVersion> }>;
  /** Bytes of payload each installed package carries (on disk as written). */
  payloadBytes?: number;
  /** Answer every call as npm does offline. */
  offline?: boolean;
  /** How long an install takes, so one can be seen in flight. */
  installMs?: number;
}

export interface FakeNpm {
  npm: string;
  /** The arguments of every call so far. */
  calls(): Promise<string[][]>;
  /** Changes what the registry answers from now on. */
  update(registry: FakeRegistry): Promise<void>;
}

/** This machine's SDK platform package name, as the SDK's optionalDependencies spell it. */
export function sdkPlatformName(): string {
  const machine = thisMachine();
  return `${AGENT_SDK_PACKAGE}-${machine.platform}-${machine.arch}${machine.musl ? '-musl' : ''}`;
}

export async function fakeNpm(dir: string, registry: FakeRegistry): Promise<FakeNpm> {
  const npm = join(dir, 'npm');
  const state = join(dir, 'registry.json');
  const log = join(dir, 'calls.log');
  const update = (next: FakeRegistry) => writeFile(state, JSON.stringify({ ...next, platformPackage: sdkPlatformName(), sdk: AGENT_SDK_PACKAGE, triple: process.arch === 'arm64' ? 'aarch64-unknown-linux-musl' : 'x86_64-unknown-linux-musl', arch: process.arch }));
  await update(registry);
  await writeFile(
    npm,
    `#!${process.execPath}
const fs = require('node:fs');
const path = require('node:path');
const args = process.argv.slice(2);
fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(args) + '\\n');
const r = JSON.parse(fs.readFileSync(${JSON.stringify(state)}, 'utf8'));
const fail = (lines) => { process.stderr.write(lines.map((l) => 'npm error ' + l).join('\\n') + '\\n'); process.exit(1); };
if (r.offline) fail(['code ECONNREFUSED', 'FetchError: request to http://127.0.0.1:9/x failed, reason: connect ECONNREFUSED 127.0.0.1:9']);
const specOf = (spec) => { const at = spec.lastIndexOf('@'); return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, '']; };
if (args[0] === 'view') {
  const words = args.slice(1).filter((a) => a !== '--json');
  const [name, range] = specOf(words[0]);
  const fields = words.slice(1);
  const pkg = r.packages[name];
  if (!pkg) { process.stdout.write(JSON.stringify({ error: { code: 'E404' } })); fail(['code E404', '404 Not Found - GET https://registry.npmjs.org/' + name]); }
  const manifest = (version) => {
    const v = pkg.versions[version];
    const out = { version };
    if (v.claudeCodeVersion) out.claudeCodeVersion = v.claudeCodeVersion;
    if (name === r.sdk && v.nativeBinary !== false) out.optionalDependencies = { [r.platformPackage]: version, [r.sdk + '-win32-x64']: version };
    return out;
  };
  const pick = (version) => {
    const m = manifest(version);
    const o = {};
    for (const f of fields) {
      if (f === 'versions') o.versions = Object.keys(pkg.versions);
      else if (f === 'dist-tags.latest') { if (pkg.latest) o[f] = pkg.latest; }
      else if (m[f] !== undefined) o[f] = m[f];
    }
    return o;
  };
  const picked = range ? Object.keys(pkg.versions).filter((v) => !v.includes('-')).map(pick) : pick(pkg.latest);
  process.stdout.write(JSON.stringify(Array.isArray(picked) && picked.length === 1 ? picked[0] : picked, null, 2));
  process.exit(0);
}
if (args[0] === 'install') {
  const prefix = args[args.indexOf('--prefix') + 1];
  const [name, version] = specOf(args[args.length - 1]);
  // The SDK's platform packages are published with the SDK's own versions.
  const pkg = name === r.platformPackage ? r.packages[r.sdk] : r.packages[name];
  if (!pkg || !pkg.versions[version]) fail(['code ETARGET', 'notarget No matching version found for ' + name + '@' + version + '.']);
  const write = (file, text, mode) => { fs.mkdirSync(path.dirname(file), { recursive: true }); fs.writeFileSync(file, text); if (mode) fs.chmodSync(file, mode); };
  const root = path.join(prefix, 'node_modules', name);
  write(path.join(root, 'package.json'), JSON.stringify({ name, version }));
  write(path.join(root, 'payload.bin'), Buffer.alloc(r.payloadBytes || 0, 1));
  const program = (says) => '#!/bin/sh\\necho "' + says + '"\\n';
  if (pkg.versions[version].broken) { write(path.join(prefix, 'package.json'), '{}'); process.exit(0); }
  if (name === '@anthropic-ai/claude-code') write(path.join(root, 'bin', 'claude.exe'), program(version + ' (Claude Code)'), 0o755);
  else if (name === '@openai/codex') {
    const platform = path.join(prefix, 'node_modules', '@openai', 'codex-linux-' + r.arch);
    write(path.join(platform, 'package.json'), JSON.stringify({ name: '@openai/codex-linux-' + r.arch, version }));
    write(path.join(platform, 'vendor', r.triple, 'bin', 'codex'), program('codex-cli ' + version), 0o755);
  } else if (name === r.platformPackage) {
    const sdk = r.packages[r.sdk].versions[version] || {};
    write(path.join(root, 'claude'), program((sdk.reports || sdk.claudeCodeVersion) + ' (Claude Code)') + (sdk.build ? '# ' + sdk.build + '\\n' : ''), 0o755);
  }
  write(path.join(prefix, 'package.json'), JSON.stringify({ dependencies: { [name]: version } }));
  setTimeout(() => process.exit(0), r.installMs || 0);
} else fail(['unknown command ' + args[0]]);
`,
  );
  await chmod(npm, 0o755);
  return {
    npm,
    calls: async () =>
      (await readFile(log, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as string[]),
    update,
  };
}

/** `versions` as a registry record: every version with no fields. */
export function plainVersions(...versions: string[]): Record<string, FakeVersion> {
  return Object.fromEntries(versions.map((version) => [version, {}]));
}

/** SDK versions 0.3.from..0.3.to, each carrying Claude Code 2.1.N with the same N. */
export function sdkVersions(from: number, to: number): Record<string, FakeVersion> {
  const versions: Record<string, FakeVersion> = {};
  for (let n = from; n <= to; n++) versions[`0.3.${n}`] = { claudeCodeVersion: `2.1.${n}` };
  return versions;
}
