/**
 * The GitHub Actions workflows cannot run here, so what can be held is: each is a valid workflow
 * by GitHub's own parser and schema (@actions/workflow-parser), its shell steps are valid bash,
 * ci.yml runs the README's test command, and every mwh command the watch runs is one mwh takes,
 * with options the command's own tests run too.
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

  it('are ci.yml and conformance-watch.yml, each valid by GitHub\'s workflow parser and schema', () => {
    expect(files.sort()).toEqual(['ci.yml', 'conformance-watch.yml']);
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
