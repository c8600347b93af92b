#!/usr/bin/env node
// The public API reports: for each published package (packages/* without "private": true), API
// Extractor's report of every entry point in its `exports` (`.`, `./internals`, `./zod`, ...), in
// one committed file, packages/<folder>/etc/<folder>.api.md. A change to what users import changes
// the report, so it shows in review, and it needs a changeset (README.md, "Other commands").
//
// It reads the built .d.ts files (dist/), so build first:
//   pnpm api                                  builds, then writes every report (this script, no flags)
//   node scripts/api-report.mjs --check       fails, naming the package, when a report is stale
//                                             (scripts/consumer-check.mjs runs it in `pnpm test`)
//   node scripts/api-report.mjs [--check] DIR...   the same for the packages in those folders only
//
// The report is API Extractor's with two lines of its markup left out, so that documentation alone
// never makes a report stale: the `// @public` / `// (undocumented)` notes (we use no release tags;
// other tags such as @deprecated are kept) and "(No @packageDocumentation comment ...)".
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { packageEntries } from './package-entries.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REGENERATE = '`pnpm api` at the repository root';

const args = process.argv.slice(2);
const check = args.includes('--check');
const folders = args.filter((arg) => arg !== '--check').map((arg) => resolve(arg));
const started = Date.now();

/** The published packages among `dirs`, each with the .d.ts of every entry point in its exports. */
function publishedPackages(dirs) {
  const out = [];
  for (const dir of dirs) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (pkg.private) continue;
    const entries = packageEntries(dir, pkg);
    const folder = basename(dir);
    out.push({ dir, pkg, entries, report: join(dir, 'etc', `${folder}.api.md`) });
  }
  return out;
}

const shown = (path) => {
  const rel = relative(repo, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
};

function tsconfigOf(dir) {
  const path = ['tsconfig.build.json', 'tsconfig.json'].map((name) => join(dir, name)).find((p) => existsSync(p));
  if (!path) throw new Error(`${dir} has no tsconfig.build.json or tsconfig.json`);
  return path;
}

/** Drops the notes that only say whether an item is documented or @public (see the top). */
function normalise(text) {
  return text
    .split('\n')
    .flatMap((line) => {
      if (/^\s*\/\/ \(No @packageDocumentation comment for this package\)$/.test(line)) return [];
      const note = /^(\s*)\/\/ ((?:@[\w-]+|\(undocumented\))(?: (?:@[\w-]+|\(undocumented\)))*)$/.exec(line);
      if (!note) return [line];
      const kept = note[2].split(' ').filter((tag) => tag !== '@public' && tag !== '(undocumented)');
      return kept.length ? [`${note[1]}// ${kept.join(' ')}`] : [];
    })
    // A bare `//` stood between a warning and the note just dropped.
    .filter((line, i, lines) => !(/^\s*\/\/$/.test(line) && !/^\s*\/\//.test(lines[i + 1] ?? '')))
    .join('\n');
}

function main() {
  const dirs = folders.length
    ? folders
    : readdirSync(join(repo, 'packages')).sort().map((name) => join(repo, 'packages', name));
  const packages = publishedPackages(dirs);
  const problems = [];
  const scratch = mkdtempSync(join(tmpdir(), 'mwh-api-report-'));
  try {
    // One TypeScript program for every entry whose package has the same tsconfig files (all of
    // ours do): building it is most of the time, and API Extractor can reuse it.
    const jobs = [];
    for (const item of packages) {
      for (const entry of item.entries) {
        const dts = join(item.dir, entry.types);
        if (!existsSync(dts)) {
          problems.push(`${item.pkg.name}: ${shown(dts)} is missing: build first (\`pnpm build\`), or run ${REGENERATE}, which builds.`);
          continue;
        }
        const tsconfig = tsconfigOf(item.dir);
        const key = createHash('sha256')
          .update(['tsconfig.build.json', 'tsconfig.json'].map((n) => (existsSync(join(item.dir, n)) ? readFileSync(join(item.dir, n), 'utf8') : '')).join('\0'))
          .digest('hex');
        const name = `${basename(item.dir)}${entry.subpath === '.' ? '' : `-${entry.subpath.slice(2).replace(/\W/g, '-')}`}`;
        const config = ExtractorConfig.prepare({
          configObject: {
            projectFolder: item.dir,
            mainEntryPointFilePath: dts,
            compiler: { tsconfigFilePath: tsconfig },
            apiReport: { enabled: true, includeForgottenExports: true, reportFileName: name, reportFolder: scratch, reportTempFolder: scratch },
            docModel: { enabled: false },
            dtsRollup: { enabled: false },
            tsdocMetadata: { enabled: false },
            newlineKind: 'lf',
            messages: {
              compilerMessageReporting: { default: { logLevel: 'error' } },
              extractorMessageReporting: {
                default: { logLevel: 'none' },
                // A type the API uses but no entry exports: its shape is in the report, marked.
                'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
                'ae-wrong-input-file-type': { logLevel: 'error' },
              },
              tsdocMessageReporting: { default: { logLevel: 'none' } },
            },
          },
          configObjectFullPath: join(item.dir, 'api-extractor.json'),
          packageJsonFullPath: join(item.dir, 'package.json'),
        });
        jobs.push({ item, entry, name, config, key });
      }
    }

    const states = new Map();
    for (const job of jobs) {
      let state = states.get(job.key);
      if (!state) {
        // `types: ["node"]` is looked up from the current folder: the package's own.
        const cwd = process.cwd();
        process.chdir(job.item.dir);
        try {
          const sharing = jobs.filter((other) => other.key === job.key).map((other) => other.config.mainEntryPointFilePath);
          state = CompilerState.create(job.config, { additionalEntryPoints: sharing });
        } finally {
          process.chdir(cwd);
        }
        states.set(job.key, state);
      }
      const errors = [];
      const result = Extractor.invoke(job.config, {
        localBuild: true,
        compilerState: state,
        messageCallback: (message) => {
          if (message.logLevel === 'error') errors.push(message.formatMessageWithLocation(job.item.dir));
          message.handled = true;
        },
      });
      if (!result.succeeded || errors.length) {
        problems.push(`${job.item.pkg.name}: API Extractor failed on ${job.entry.types}:\n${errors.join('\n')}`);
        continue;
      }
      job.text = normalise(readFileSync(join(scratch, `${job.name}.api.md`), 'utf8'))
        .replace(/^## API Report File for "[^"]*"\n\n> Do not edit this file\. It is a report generated by \[API Extractor\]\([^)]*\)\.\n\n/, '')
        .trim();
    }

    for (const item of packages) {
      const mine = jobs.filter((job) => job.item === item);
      if (mine.length !== item.entries.length || mine.some((job) => job.text === undefined)) continue;
      const text = [
        `<!-- Generated from the .d.ts of each entry point in the exports of ${item.pkg.name} (${item.entries.map((e) => e.types).join(', ')}) by API Extractor ${Extractor.version} (scripts/api-report.mjs); do not edit: regenerate with ${REGENERATE}. A change here changes what users import and needs a changeset. -->`,
        '',
        `# Public API of ${item.pkg.name}`,
        ...mine.flatMap((job) => ['', `## \`${job.entry.importPath}\` (${job.entry.types})`, '', job.text]),
        '',
      ].join('\n');
      const before = existsSync(item.report) ? readFileSync(item.report, 'utf8') : undefined;
      if (check) {
        if (before !== text) {
          problems.push(
            `${item.pkg.name}: its public API report ${shown(item.report)} is ${before === undefined ? 'missing' : 'stale'}; run ${REGENERATE} and commit the report with a changeset (\`pnpm changeset\`).`,
          );
        }
      } else if (before !== text) {
        mkdirSync(dirname(item.report), { recursive: true });
        writeFileSync(item.report, text);
        console.log(`api report written: ${shown(item.report)}`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`api reports ${check ? 'up to date' : 'ok'}: ${packages.map((item) => item.pkg.name).join(', ')} (${seconds} s)`);
}

main();
