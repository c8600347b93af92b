#!/usr/bin/env node
// The packages as a user gets them: every public package is packed by the README's own pack
// command, run as written (npx, no pnpm on PATH; every package README gives the same one), the
// tarballs are installed with npm into a scratch project under the OS temp folder, outside the
// workspace, and then used the ways a user would use them:
//   - publint --strict and @arethetypeswrong/cli on every tarball;
//   - every file a package names (exports, bin, a relative import of a file it ships) is in its
//     tarball (scripts/packed-files.mjs), a check shown to find a file taken out of a copy;
//   - tsc with skipLibCheck off, under moduleResolution nodenext and bundler, on a consumer of
//     every entry point of every package (scripts/package-entries.mjs), on
//     a CommonJS (.cts) consumer that require()s them, and on every ```ts example of every
//     package README, so the docs cannot rot; the protocol packages also without @types/node
//     and with the DOM library, as a browser project would compile them;
//   - Node runs them as ESM and through require() (Node >= 20.19 loads ESM with require);
//   - the installed `mwh --help` runs, and so does the README's global install: the tarballs
//     given to `npm install -g` (into a scratch prefix), `mwh replay` run from a folder outside
//     the repository with names relative to it;
//   - `pnpm -r publish --dry-run` packs what a release would publish;
//   - beside the steps from publint on, scripts/api-report.mjs --check: each package's committed
//     public API report (etc/<package>.api.md) says what its built .d.ts files export.
// Run from the repository root: `node scripts/consumer-check.mjs` (part of `pnpm test`).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { missingPackedFiles } from './packed-files.mjs';
import { packageEntries } from './package-entries.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const attw = join(dirname(require.resolve('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');
const PNPM_VERSION = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).packageManager.replace(/^pnpm@/, '');
/**
 * pnpm for the publish dry run: the one running this check when `pnpm test` started it (its own
 * script's npm_execpath, at the root's version), else through npx. npx costs 3-4 CPU-seconds a
 * start before pnpm does anything; the pack above runs the README's npx command as written.
 */
const PNPM = process.env.npm_config_user_agent?.startsWith(`pnpm/${PNPM_VERSION} `) && process.env.npm_execpath?.endsWith('.cjs')
  ? [process.execPath, process.env.npm_execpath]
  : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
const README_PACKS = '/tmp/mwh-packs';
// attw's one ignored rule: it flags require() of an ESM file, which Node >= 20.19 (our engines
// floor) does load; the check below proves it by requiring every package, and tsc 5.9 accepts it
// under nodenext in require.cts. attw bundles TypeScript 5.6, which predates require(esm).
const ATTW_IGNORED = ['cjs-resolves-to-esm'];

const started = Date.now();
const problems = [];
const step = (what) => console.log(`consumer-check: ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

/** Runs a command; its output is shown only when it fails. */
function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    problems.push(`${[command, ...args].join(' ')} failed in ${options.cwd ?? repo}:\n${output}`);
    return null;
  }
}

/**
 * Starts a command beside the steps that follow; `done` resolves when it ends, its output printed
 * (unless quiet), or a problem if it failed; `stop()` ends it early (after a step threw).
 */
function background(command, args, { quiet = false } = {}) {
  const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      problems.push(`${command} ${args.join(' ')} could not start: ${error.message}`);
      resolve();
    });
    child.on('close', (code, signal) => {
      if (code === 0) {
        if (!quiet) console.log(`consumer-check: ${output.trim()}`);
      } else problems.push(`${command} ${args.join(' ')} ended with ${code ?? signal}:\n${output.trim()}`);
      resolve();
    });
  });
  return { done, output: () => output, stop: () => child.exitCode === null && child.signalCode === null && child.kill() };
}

function publicPackages() {
  const out = [];
  for (const folder of readdirSync(join(repo, 'packages')).sort()) {
    const manifest = join(repo, 'packages', folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (!pkg.private) out.push({ folder, dir: join(repo, 'packages', folder), pkg });
  }
  return out;
}

/**
 * The command the README gives to pack every package (into /tmp/mwh-packs), as arguments: it must
 * need only Node and npm (pnpm through npx, at the root's packageManager version), and every package
 * README that packs says the same.
 */
function packCommand() {
  const said = (text) => text.replace(/\s+/g, ' ').match(/npx --yes pnpm@\S+ (?:(?!npx )[^`])*? pack (?:(?!npx )[^`])*?--pack-destination \/tmp\/mwh-packs/g) ?? [];
  const [command, ...others] = said(readFileSync(join(repo, 'README.md'), 'utf8'));
  if (!command || others.some((other) => other !== command)) throw new Error('README.md should give one pack command, npx --yes pnpm@... pack ... --pack-destination /tmp/mwh-packs');
  const pnpm = `pnpm@${JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).packageManager.replace(/^pnpm@/, '')}`;
  if (!command.startsWith(`npx --yes ${pnpm} `)) throw new Error(`README.md's pack command should run ${pnpm} through npx: ${command}`);
  for (const folder of readdirSync(join(repo, 'packages'))) {
    const readme = join(repo, 'packages', folder, 'README.md');
    const text = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
    const packs = text.includes('--pack-destination') || /(^|[\s`])pnpm -r /.test(text);
    if (packs && (said(text).length === 0 || said(text).some((other) => other !== command))) {
      throw new Error(`packages/${folder}/README.md should pack as README.md does: ${command}`);
    }
  }
  // The shell's quotes are the shell's: execFile gives the words as they are.
  return command.split(' ').map((word) => word.replace(/^'(.*)'$/, '$1'));
}

/** The ```ts blocks of a README, each a module of its own. */
function readmeExamples(text) {
  return [...text.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((match) => match[1]);
}

const scratch = mkdtempSync(join(tmpdir(), 'mwh-consumer-'));
let apiReports;
const stops = [];
try {
  const packages = publicPackages();
  const tarballs = join(scratch, 'tarballs');
  mkdirSync(tarballs);

  step(`packing ${packages.length} packages with the README's pack command`);
  const command = packCommand();
  run(command[0], command.slice(1).map((arg) => (arg === README_PACKS ? tarballs : arg)), { cwd: repo });
  const tarballOf = {};
  for (const { pkg } of packages) {
    const made = `${pkg.name.slice(1).replace('/', '-')}-${pkg.version}.tgz`;
    if (existsSync(join(tarballs, made))) tarballOf[pkg.name] = join(tarballs, made);
    else problems.push(`${pkg.name}: the README's pack command made no ${made}`);
  }
  if (problems.length) throw new Error('packing failed');

  // They read dist/, which packing has just built, and the dry run's prepack finds built in turbo's
  // cache, which leaves the files there as they are: so both run beside the steps that follow.
  step(`public API reports and pnpm -r publish --dry-run (${PNPM[0] === 'npx' ? 'pnpm through npx' : 'the pnpm running this'}), beside the next steps`);
  apiReports = background(process.execPath, [join(repo, 'scripts', 'api-report.mjs'), '--check']);
  stops.push(apiReports.stop);
  const publishDryRun = background(PNPM[0], [...PNPM.slice(1), '-r', 'publish', '--dry-run', '--no-git-checks'], { quiet: true });
  stops.push(publishDryRun.stop);

  // npm installs the tarballs globally, as the README says, beside the steps up to the Node runs.
  const prefix = join(scratch, 'prefix');
  const globalInstall = background('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', '--ignore-scripts', ...Object.values(tarballOf)]);
  stops.push(globalInstall.stop);

  step('publint --strict and attw on every tarball');
  for (const { pkg } of packages) {
    const tarball = readFileSync(tarballOf[pkg.name]);
    const files = run('tar', ['tzf', tarballOf[pkg.name]])?.split('\n') ?? [];
    if (!files.some((f) => f.startsWith('package/dist/'))) problems.push(`${pkg.name}: the tarball has no dist`);
    if (files.some((f) => f.endsWith('.map'))) problems.push(`${pkg.name}: the tarball ships source maps whose sources it does not ship`);
    const buffer = tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength);
    const { messages, pkg: manifest } = await publint({ pack: { tarball: buffer }, strict: true, level: 'suggestion' });
    for (const message of messages) problems.push(`publint ${pkg.name}: ${formatMessage(message, manifest) ?? message.code}`);
    run(process.execPath, [attw, tarballOf[pkg.name], '--no-color', '--format', 'ascii', '--ignore-rules', ...ATTW_IGNORED]);
  }

  step('npm install of the tarballs into a scratch project');
  const project = join(scratch, 'consumer');
  mkdirSync(project);
  const devDependencies = {};
  for (const name of ['typescript', '@types/node', 'zod']) {
    // zod is what a user of the ./zod entries installs next to them (an optional peer).
    const installed = [join(repo, 'node_modules', name, 'package.json'), join(repo, 'packages', 'protocol-claude', 'node_modules', name, 'package.json')].find(existsSync);
    if (installed) devDependencies[name] = JSON.parse(readFileSync(installed, 'utf8')).version;
  }
  const dependencies = Object.fromEntries(Object.entries(tarballOf).map(([name, path]) => [name, `file:${path}`]));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'mwh-consumer', private: true, type: 'module', dependencies, devDependencies }, null, 2),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: project });
  if (problems.length) throw new Error('install failed');

  step('every file each package names is in its tarball');
  const installedDir = (name) => join(project, 'node_modules', ...name.split('/'));
  for (const { pkg } of packages) problems.push(...missingPackedFiles(installedDir(pkg.name)));
  // The check finds what it is for: a copy of protocol-core without one file its index imports.
  const copy = join(scratch, 'taken-out');
  cpSync(installedDir('@mwh/protocol-core'), copy, { recursive: true });
  const imported = /from '\.\/([^']+\.js)'/.exec(readFileSync(join(copy, 'dist', 'index.js'), 'utf8'))?.[1];
  if (imported) rmSync(join(copy, 'dist', imported));
  if (!imported || !missingPackedFiles(copy).some((problem) => problem.includes(`imports ./${imported}`))) {
    problems.push('scripts/packed-files.mjs did not find a file taken out of a copy of @mwh/protocol-core');
  }

  step('tsc with skipLibCheck off under nodenext and bundler');
  // Every entry point each installed package's exports give (a subpath pattern's as its tarball fills it in).
  const entryPoints = packages.flatMap(({ pkg }) => packageEntries(join(project, 'node_modules', pkg.name), pkg).map((entry) => entry.importPath));
  const consumer = [
    ...entryPoints.map((name, i) => `import * as p${i} from '${name}';`),
    `export const loaded = [${entryPoints.map((_, i) => `p${i}`).join(', ')}];`,
    "import { parseCapture, type Validator } from '@mwh/protocol-core';",
    "import { outputValidators, type ClaudeProtocol } from '@mwh/protocol-claude';",
    "const assistant: Validator<ClaudeProtocol.AssistantMessage> = outputValidators.assistant;",
    "export const parsed = parseCapture('').ok && assistant({});",
    "import { outputSchemas } from '@mwh/protocol-claude/zod';",
    "export const zodParsed = outputSchemas.assistant.safeParse({}).success;",
    "import { serverNotificationParamsSchemas } from '@mwh/protocol-codex/zod';",
    "export const codexZodParsed = serverNotificationParamsSchemas['item/agentMessage/delta']?.safeParse({}).success;",
    "import { CliProcess } from '@mwh/harness-core/internals';",
    "export const internals = typeof CliProcess;",
  ].join('\n');
  writeFileSync(join(project, 'consumer.ts'), consumer + '\n');
  const required = packages.map(({ pkg }, i) => `import p${i} = require('${pkg.name}');`).join('\n');
  writeFileSync(join(project, 'require.cts'), `${required}\nexport const loaded = [${packages.map((_, i) => `p${i}`).join(', ')}];\n`);
  const examples = [];
  for (const { folder, dir } of packages) {
    const readme = join(dir, 'README.md');
    if (!existsSync(readme)) continue;
    readmeExamples(readFileSync(readme, 'utf8')).forEach((code, i) => {
      const file = `readme-${folder}-${i + 1}.ts`;
      writeFileSync(join(project, file), code.includes('export ') || code.includes('import ') ? code : `${code}\nexport {};\n`);
      examples.push(file);
    });
  }
  // The protocol packages by their name (protocol-core and each CLI's protocol-<cli>): pure, so a browser project loads them.
  const PROTOCOL = packages.map(({ pkg }) => pkg.name).filter((name) => name.startsWith('@mwh/protocol-'));
  const browser = PROTOCOL.map((name, i) => `import * as b${i} from '${name}';`).join('\n');
  writeFileSync(join(project, 'browser.ts'), `${browser}\nexport const loaded = [${PROTOCOL.map((_, i) => `b${i}`).join(', ')}];\n`);
  const base = { strict: true, skipLibCheck: false, noEmit: true, target: 'ES2022', lib: ['ES2023'], types: ['node'] };
  const configs = {
    'tsconfig.nodenext.json': { compilerOptions: { ...base, module: 'nodenext', moduleResolution: 'nodenext' }, files: ['consumer.ts', 'require.cts', ...examples] },
    'tsconfig.bundler.json': { compilerOptions: { ...base, module: 'preserve', moduleResolution: 'bundler' }, files: ['consumer.ts', ...examples] },
    // A browser project: no Node types at all, the DOM library instead.
    'tsconfig.browser.json': { compilerOptions: { ...base, types: [], lib: ['ES2023', 'DOM'], module: 'preserve', moduleResolution: 'bundler' }, files: ['browser.ts'] },
  };
  for (const [file, config] of Object.entries(configs)) {
    writeFileSync(join(project, file), JSON.stringify(config, null, 2));
    run(process.execPath, [tsc, '-p', file], { cwd: project });
  }

  step('Node: import (ESM) and require() of every package, and the installed mwh');
  const fixture = readdirSync(join(repo, 'fixtures', 'claude')).sort().at(-1);
  const capturePath = join(repo, 'fixtures', 'claude', fixture, 'text-streamed.capture.jsonl');
  cpSync(capturePath, join(project, 'text-streamed.capture.jsonl'));
  const esm = [
    "import { readFileSync } from 'node:fs';",
    "import { parseCapture, streamBytes, summarizeRound } from '@mwh/protocol-core';",
    "import { replayClaudeCapture } from '@mwh/protocol-claude';",
    ...packages.map(({ pkg }) => `await import('${pkg.name}');`),
    "const parsed = parseCapture(readFileSync(new URL('./text-streamed.capture.jsonl', import.meta.url), 'utf8'));",
    "if (!parsed.ok) throw new Error(parsed.error);",
    'const summary = summarizeRound(replayClaudeCapture(parsed.value));',
    "if (summary.verdict?.kind !== 'success' || !summary.text) throw new Error('replay gave ' + JSON.stringify(summary.verdict));",
    "const { outputSchemas } = await import('@mwh/protocol-claude/zod');",
    "const stdout = new TextDecoder().decode(streamBytes(parsed.value, 'stdout')).split('\\n');",
    "const result = stdout.map((line) => { try { return JSON.parse(line); } catch { return null; } }).find((value) => value?.type === 'result');",
    "if (!result || !outputSchemas.result.safeParse(result).success) throw new Error('zod refused the result line');",
    "const codexZod = await import('@mwh/protocol-codex/zod');",
    "const delta = { threadId: 't', turnId: 'u', itemId: 'i', delta: 'x' };",
    "if (!codexZod.serverNotificationParamsSchemas['item/agentMessage/delta'].safeParse(delta).success) throw new Error('codex zod refused a delta');",
    "if (typeof (await import('@mwh/harness-core/internals')).CliProcess !== 'function') throw new Error('no ./internals entry');",
    "console.log('esm ok');",
  ].join('\n');
  writeFileSync(join(project, 'run.mjs'), esm + '\n');
  if (run(process.execPath, ['run.mjs'], { cwd: project })?.trim() !== 'esm ok') problems.push('the ESM run did not finish');
  const cjs = [
    ...packages.map(({ pkg }) => `const ${pkg.name.replace(/\W/g, '_')} = require('${pkg.name}');`),
    "if (typeof _mwh_protocol_core.parseCapture !== 'function') throw new Error('require gave no parseCapture');",
    "if (typeof require('@mwh/harness-core/internals').CliProcess !== 'function') throw new Error('require gave no ./internals');",
    "console.log('cjs ok');",
  ].join('\n');
  writeFileSync(join(project, 'run.cjs'), cjs + '\n');
  if (run(process.execPath, ['--no-warnings', 'run.cjs'], { cwd: project })?.trim() !== 'cjs ok') problems.push('the require() run did not finish');
  const help = run(join(project, 'node_modules', '.bin', 'mwh'), ['--help'], { cwd: project });
  if (help !== null && !/replay/.test(help)) problems.push(`mwh --help printed no usage:\n${help}`);

  step('the global mwh, from a folder outside the repository');
  await globalInstall.done;
  const somewhere = join(scratch, 'somewhere');
  mkdirSync(somewhere);
  cpSync(join(repo, 'fixtures', 'claude', '2.1.332', 'bash-tool.capture.jsonl'), join(somewhere, 'round.jsonl'));
  const replayed = run(join(prefix, 'bin', 'mwh'), ['replay', 'round.jsonl', '--json'], { cwd: somewhere });
  if (replayed !== null) {
    const round = JSON.parse(replayed);
    // Replayed as the CLI its capture's header names.
    const recorded = JSON.parse(readFileSync(join(somewhere, 'round.jsonl'), 'utf8').split('\n', 1)[0]).harness;
    if (round.harness !== recorded || round.verdict?.kind !== 'success') problems.push(`the global mwh replayed round.jsonl as ${replayed.slice(0, 200)}`);
  }
  const runHelp = run(join(prefix, 'bin', 'mwh'), ['run', '--help'], { cwd: somewhere });
  if (runHelp !== null && !runHelp.startsWith('Usage: mwh run ')) problems.push(`the global mwh run --help printed:\n${runHelp}`);

  await apiReports.done;
  await publishDryRun.done;
  // Each package the release would publish, by npm's own account of the tarball it would send.
  const published = [...publishDryRun.output().matchAll(/npm notice name: +(\S+)/g)].map((match) => match[1]);
  const unpublished = packages.map(({ pkg }) => pkg.name).filter((name) => !published.includes(name));
  if (unpublished.length) problems.push(`pnpm -r publish --dry-run would not publish ${unpublished.join(', ')}:\n${publishDryRun.output().trim()}`);
  else step(`pnpm -r publish --dry-run would publish all ${published.length}`);
} catch (error) {
  if (!problems.length) problems.push(String(error?.stack ?? error));
} finally {
  for (const stop of stops) stop();
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`consumer-check: ${problems.length} problem(s)\n\n${problems.join('\n\n')}`);
  process.exit(1);
}
step('every package installs, typechecks, runs and packs as a user gets it');
