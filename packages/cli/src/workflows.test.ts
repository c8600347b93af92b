/**
 * The GitHub Actions workflows cannot run here, so what can be held is: each is a valid workflow
 * by GitHub's own parser and schema (@actions/workflow-parser), its shell steps are valid bash,
 * ci.yml runs the README's test command, every mwh command the watch runs is one mwh takes,
 * with options the command's own tests run too, every action is pinned by commit, and the release
 * publishes with provenance only after the test command (and its publish dry run) passed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseCommandArgs } from './command-line.js';
import { COMMANDS } from './main.js';

const root = new URL('../../../', import.meta.url);
const workflows = new URL('.github/workflows/', root);
const read = (name: string) => readFileSync(new URL(name, workflows), 'utf8');

/** The mwh commands of a workflow's run steps, as argument lists (expressions and variables filled with what a run gives them). */
function mwhCommands(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => / mwh /.test(line) && !line.trimStart().startsWith('#'))
    .map((line) =>
      line
        .slice(line.indexOf(' mwh ') + 5)
        .replace(/\$\{\{ matrix\.shard \}\}/g, '1')
        .replace(/"\$(CLAUDE|CODEX)"/g, 'checked..latest')
        .replace(/\$SPECS/g, '--claude code:2.1.337 --codex 0.171.0')
        .trim()
        // The command's own words: up to a redirection or a pipe.
        .split(/\s*[>|].*$/)[0]!
        .split(/\s+/),
    );
}

describe('the workflows', () => {
  const files = readdirSync(workflows).filter((name) => name.endsWith('.yml'));

  it('are ci.yml, conformance-watch.yml and release.yml, each valid by GitHub\'s workflow parser and schema', () => {
    expect(files.sort()).toEqual(['ci.yml', 'conformance-watch.yml', 'release.yml']);
    for (const name of files) {
      const parsed = parseWorkflow({ name, content: read(name) }, new NoOperationTraceWriter());
      expect(parsed.context.errors.getErrors().map((error) => error.message), name).toEqual([]);
      expect(parsed.value, name).toBeDefined();
    }
    // The parser does find what is wrong: a job with a misspelt key.
    const broken = parseWorkflow({ name: 'x.yml', content: 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n' }, new NoOperationTraceWriter());
    expect(broken.context.errors.getErrors().length).toBeGreaterThan(0);
  });

  it('have shell steps bash reads, and the artifacts the merge reads are the ones the shards upload', () => {
    for (const name of files) {
      const jobs = (parse(read(name)) as { jobs: Record<string, { steps: { run?: string }[] }> }).jobs;
      for (const step of Object.values(jobs).flatMap((job) => job.steps)) {
        if (step.run === undefined) continue;
        // Expressions are filled in by GitHub before the shell sees the script.
        const script = step.run.replace(/\$\{\{[^}]*\}\}/g, 'X');
        const check = spawnSync('bash', ['-n'], { input: script, encoding: 'utf8' });
        expect(check.stderr, `${name}: ${script}`).toBe('');
      }
    }
    const watch = read('conformance-watch.yml');
    const shards = /shard: \[([\d, ]+)\]/.exec(watch)![1]!.split(',').map((n) => n.trim());
    expect(watch).toContain(`--shard \${{ matrix.shard }}/${shards.length} `);
    expect(watch).toContain(`merge ${shards.map((n) => `shard-${n}.json`).join(' ')} `);
  });

  it('pin every action by its full commit SHA, the tag it is named in a comment, one SHA per tag', () => {
    // A tag or branch can be moved to other code; a commit cannot.
    const pinned = /^\s*(?:- )?uses: ([\w.-]+\/[\w./-]+)@([0-9a-f]{40}) # (v\d+\.\d+\.\d+)$/;
    const shaOf = new Map<string, string>();
    let count = 0;
    for (const name of files) {
      for (const line of read(name).split('\n').filter((l) => /^\s*(- )?uses:/.test(l))) {
        const match = pinned.exec(line);
        expect(match, `${name}: ${line.trim()}`).not.toBeNull();
        const [, action, sha, tag] = match!;
        expect(shaOf.get(`${action}@${tag}`) ?? sha, `${action}@${tag} pinned to two commits`).toBe(sha);
        shaOf.set(`${action}@${tag}`, sha!);
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(files.length);
    // What the check refuses: a tag, a short SHA, a SHA without the tag it stands for.
    for (const line of ['- uses: actions/checkout@v4', '- uses: actions/checkout@11d5960', `- uses: actions/checkout@${'a'.repeat(40)}`]) expect(pinned.exec(line)).toBeNull();
  });

  it('the watch merges the shards that finished when one failed, as mwh conformance merge --partial', () => {
    const merge = (parse(read('conformance-watch.yml')) as { jobs: Record<string, { needs?: string[]; if?: string; steps: { run?: string }[] }> }).jobs.merge!;
    // always(): a failed shard job does not skip the merge; a failed plan left nothing to merge.
    expect(merge.if).toBe("${{ always() && needs.plan.result == 'success' }}");
    expect(merge.needs).toEqual(['plan', 'shard']);
    const script = merge.steps.map((step) => step.run ?? '').join('\n');
    expect(script).toMatch(/ mwh conformance merge .* --partial /);
  });

  it('release.yml publishes through changesets with provenance, after the test command and its publish dry run', () => {
    type Step = { uses?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> };
    const jobs = (parse(read('release.yml')) as { jobs: Record<string, { permissions: Record<string, string>; steps: Step[] }> }).jobs;
    const job = jobs.release!;
    expect(job.permissions).toEqual({ contents: 'write', 'pull-requests': 'write', 'id-token': 'write' });
    const changesets = job.steps.find((step) => step.uses?.startsWith('changesets/action@'))!;
    expect(changesets.with).toMatchObject({ version: 'pnpm changeset version', publish: 'pnpm release' });
    expect(changesets.env).toMatchObject({ NPM_CONFIG_PROVENANCE: 'true', NPM_TOKEN: '${{ secrets.NPM_TOKEN }}' });
    // changeset publish publishes with the pnpm on PATH: the one the lockfile was made with.
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { packageManager: string; scripts: Record<string, string> };
    expect(job.steps.some((step) => step.run === `npm install -g ${pkg.packageManager}`)).toBe(true);
    // pnpm release: the whole test command (the consumer check's publish dry run included), then publish.
    expect(pkg.scripts.release).toBe('turbo run build && pnpm test && changeset publish');
    // The consumer check is a root task of the test command's turbo run (beside the suites, once every package is built).
    expect(pkg.scripts.test).toMatch(/^turbo run .* test:consumer( |$)/);
    expect(pkg.scripts['test:consumer']).toBe('node scripts/consumer-check.mjs');
    expect(readFileSync(new URL('scripts/consumer-check.mjs', root), 'utf8')).toContain("'-r', 'publish', '--dry-run'");
  });

  it('ci.yml runs the README\'s test command', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8').split('\n');
    const command = readme[readme.findIndex((line) => line.startsWith('Install, then run the whole test suite')) + 2]!.trim();
    expect(command).toMatch(/pnpm@[\d.]+ test$/);
    expect(read('ci.yml')).toContain(`run: ${command}\n`);
  });

  it('the watch calls only mwh commands and options mwh takes, each option one a test runs', async () => {
    const commands = mwhCommands(read('conformance-watch.yml'));
    expect(commands.map((args) => args.slice(0, 2).join(' '))).toEqual(['conformance --claude', 'conformance --claude', 'conformance merge']);
    // The tests that run `mwh conformance` and `mwh conformance merge`.
    const tests = ['conformance-command.test.ts', 'conformance-merge-command.test.ts'].map((name) => readFileSync(new URL(`packages/cli/src/${name}`, root), 'utf8')).join('\n');
    for (const args of commands) {
      const command = await (COMMANDS.find((c) => c.name === `${args[0]} ${args[1]}`) ?? COMMANDS.find((c) => c.name === args[0])!).load();
      const rest = args.slice(command.name.split(' ').length);
      expect(() => parseCommandArgs(command, rest), args.join(' ')).not.toThrow();
      for (const option of rest.filter((arg) => arg.startsWith('--'))) expect(tests, `${command.name} ${option}`).toContain(`'${option}'`);
    }
  });
});
