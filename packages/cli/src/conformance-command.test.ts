import { mkdtempSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ConformanceReport } from '@mwh/conformance';
import { findInstalledCli } from '@mwh/harness-core/internals';
import { tempDirInTest } from '../../../scripts/test-support/temp-dir.js';
import { conformanceTargets, reportJson } from './conformance-command.js';
import { renderConformanceProgress, renderConformanceTable, renderVerdictLines } from './conformance-table.js';
import { main } from './main.js';
import { startMwh } from './test-support/mwh-process.js';

/** The processes whose working directory is under `folder` (a scenario's CLI and what it runs). */
function processesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(folder)) found.push(pid);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

function collect() {
  const io = { out: '', err: '', stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

const report: ConformanceReport = {
  runs: [
    {
      harness: 'codex',
      cliVersion: '0.154.0',
      channel: 'codex',
      spec: '0.154.0',
      scenarios: [
        { name: 'text-answer', status: 'pass', reason: '', verdict: { kind: 'success', message: 'hi', exitCode: 0, signal: null, stderrTail: '' }, durationMs: 5, failures: [], notSetUp: [], attempts: 1, captures: [], parts: [] },
        {
          name: 'auth-required',
          status: 'fail',
          reason: 'verdict kind: expected auth-required, got failed: \u001b[31mred\u001b[0m \u202egnp.exe',
          verdict: null,
          durationMs: 6,
          failures: [],
          notSetUp: [],
          attempts: 1,
          captures: [],
          parts: [],
        },
        {
          name: 'stream-dropped',
          status: 'inconclusive',
          reason: 'not tested: the CLI streamed no text of the answer before it broke (3 runs)',
          verdict: null,
          durationMs: 6,
          failures: [],
          notSetUp: ['the CLI streamed no text of the answer before it broke'],
          attempts: 3,
          captures: [],
          parts: [],
        },
      ],
      drift: {},
      durationMs: 3456,
    },
  ],
  summary: { pass: 1, fail: 1, expectedFail: 0, fixed: 0, inconclusive: 1, flaky: 0 },
  repeat: 1,
};

describe('mwh conformance', () => {
  it('runs every pinned CLI by default, the SPECs given otherwise', () => {
    expect(conformanceTargets({}, undefined)).toEqual([
      { harness: 'claude', spec: 'pinned' },
      { harness: 'codex', spec: 'pinned' },
      { harness: 'gemini', spec: 'pinned' },
    ]);
    expect(conformanceTargets({ claude: ['2.1.269', 'latest'] }, undefined)).toEqual([
      { harness: 'claude', spec: '2.1.269' },
      { harness: 'claude', spec: 'latest' },
    ]);
    expect(conformanceTargets({}, 'codex')).toEqual([{ harness: 'codex', spec: 'pinned' }]);
    expect(() => conformanceTargets({ claude: ['1.0.0'] }, 'codex')).toThrow(/leaves out the claude SPECs/);
    expect(() => conformanceTargets({}, 'cursor')).toThrow(/--only must be claude or codex or gemini/);
  });

  it('prints one JSON object of drift, runs and a summary, and a table without control sequences', () => {
    const json = reportJson(report);
    expect(Object.keys(json)).toEqual(['drift', 'runs', 'summary', 'repeat']);
    // A run without collected drift has no surface counts, schema gaps or sent check to show.
    expect(Object.keys(json.runs[0]!)).toEqual(['harness', 'cliVersion', 'channel', 'spec', 'scenarios', 'durationMs']);
    expect(Object.keys(json.runs[0]!.scenarios[0]!)).toEqual(['name', 'status', 'reason', 'verdict', 'durationMs', 'attempts']);
    const table = renderConformanceTable(report);
    expect(table).toContain('auth-required   failed');
    expect(table).toContain('stream-dropped  not tested');
    expect(table).toContain('FAILED codex 0.154.0 auth-required: verdict kind');
    expect(table).toContain('NOT TESTED codex 0.154.0 stream-dropped: not tested: the CLI streamed no text of the answer before it broke (3 runs)');
    expect(table).toContain('1 passed, 1 failed, 0 flaky, 0 failed as expected, 0 passing now though baselined, 1 not tested\n');
    // The verdict leads the terminal report, in words.
    expect(renderVerdictLines(report)).toEqual(['Passed 1 of 3; 1 failed; 1 not tested (the situation never came about, even run again); impact: one version of each CLI, nothing to compare.']);
    // Shown as mwh shows every CLI's text (safe-text.ts), bidirectional overrides included.
    expect(table).toContain('got failed: \\e[31mred\\e[0m \\u{202e}gnp.exe');
    expect(renderConformanceProgress({ kind: 'setup', line: 'a\rb\u202ec' })).toBe('a\\rb\\u{202e}c\n');
  });

  it('says which CLIs were the same build as another, their scenarios run once (the table and --json)', () => {
    const [pass] = report.runs[0]!.scenarios;
    const build = `sha256:${'ab'.repeat(32)}`;
    const claude = { harness: 'claude' as const, cliVersion: '2.1.300', spec: '2.1.300', scenarios: [pass!], drift: {}, durationMs: 10, build };
    const shared: ConformanceReport = {
      ...report,
      runs: [
        { ...claude, channel: 'claude-code' },
        { ...claude, channel: 'agent-sdk', spec: 'sdk:0.3.300', sameBuildAs: 'claude-2.1.300' },
      ],
      summary: { pass: 2, fail: 0, expectedFail: 0, fixed: 0, inconclusive: 0, flaky: 0 },
    };
    expect(renderConformanceTable(shared)).toContain('1 of the 2 CLIs are the same build as another of the run (the sha256 of the program): the scenarios ran once, and their outcomes are reported for both: claude 2.1.300 (sdk).\n');
    const runs = reportJson(shared).runs;
    expect(runs.map((run) => [run.build, run.sameBuildAs])).toEqual([
      [build, undefined],
      [build, 'claude-2.1.300'],
    ]);
    expect(renderConformanceTable(report)).not.toContain('same build');
  });

  it('shows repeats as counts per status, names the flaky ones, and says each run made again', () => {
    const [pass, fail] = report.runs[0]!.scenarios;
    const repeated: ConformanceReport = {
      ...report,
      runs: [{ ...report.runs[0]!, scenarios: [{ ...pass!, repeats: { pass: 30 }, flaky: false }, { ...fail!, repeats: { pass: 28, fail: 2 }, flaky: true }] }],
      summary: { pass: 1, fail: 1, expectedFail: 0, fixed: 0, inconclusive: 0, flaky: 1 },
      repeat: 30,
    };
    const table = renderConformanceTable(repeated);
    expect(table).toContain('text-answer    30 of 30 passed\n');
    expect(table).toContain('auth-required  28 of 30 passed, 2 failed, flaky\n');
    expect(table).toContain('FAILED, FLAKY codex 0.154.0 auth-required: verdict kind');
    expect(table).toContain('30 runs of each scenario, by its worst: 1 passed, 1 failed, 1 flaky, 0 failed as expected, 0 passing now though baselined, 0 not tested\n');
    // A failure its retry did not repeat: a pass, flaky, its failure said.
    const retried: ConformanceReport = { ...report, runs: [{ ...report.runs[0]!, scenarios: [{ ...pass!, flaky: true, failedFirst: { reason: 'tool results: expected 1, got 0', failures: [], verdict: null, durationMs: 5 } }] }], summary: { ...report.summary, flaky: 1 } };
    expect(renderConformanceTable(retried)).toContain('text-answer  passed on its retry (flaky)\n');
    expect(renderConformanceTable(retried)).toContain('FLAKY codex 0.154.0 text-answer: failed (tool results: expected 1, got 0), then passed on its retry\n');
    expect(renderVerdictLines(retried)[0]).toBe('Passed 1 of 1; 1 flaky (failed, then passed on a retry; not counted as failed); impact: one version of each CLI, nothing to compare.');
    expect(reportJson(retried).runs[0]!.scenarios[0]).toMatchObject({ flaky: true, failedFirst: { reason: 'tool results: expected 1, got 0' } });
    expect(reportJson(repeated).runs[0]!.scenarios[1]).toMatchObject({ repeats: { pass: 28, fail: 2 }, flaky: true });
    const base = { harness: 'claude', cliVersion: '2.1.290', channel: 'claude-code', name: 'stream-dropped' } as const;
    expect(renderConformanceProgress({ kind: 'retry', ...base, attempt: 2, of: 3, notSetUp: ['the CLI streamed no text'] })).toBe(
      '[claude 2.1.290] stream-dropped: not set up (the CLI streamed no text); running it again (2 of 3)\n',
    );
    const done = { kind: 'scenario', ...base, done: 3, total: 10, durationMs: 1234 } as const;
    expect(renderConformanceProgress({ ...done, status: 'pass', attempts: 2, notSetUp: [] })).toBe('[claude 2.1.290] 3/10 stream-dropped: pass on run 2 (1.2 s)\n');
    expect(renderConformanceProgress({ ...done, status: 'inconclusive', attempts: 3, notSetUp: ['the CLI streamed no text'] })).toBe('[claude 2.1.290] 3/10 stream-dropped: inconclusive, the CLI streamed no text (1.2 s)\n');
    expect(renderConformanceProgress({ kind: 'retry-failure', ...base, reason: 'text: expected "a", got ""' })).toBe(
      '[claude 2.1.290] stream-dropped: failed (text: expected "a", got ""); running it once more to tell a flaky run from the version\'s failure\n',
    );
    expect(renderConformanceProgress({ ...done, status: 'pass', attempts: 1, notSetUp: [], flaky: true })).toBe('[claude 2.1.290] 3/10 stream-dropped: pass, flaky (failed, then passed on its retry) (1.2 s)\n');
  });

  it('shows a sweep of more versions than fit across as one row of counts per version, with its time', () => {
    const run = report.runs[0]!;
    const sweep: ConformanceReport = { ...report, runs: Array.from({ length: 7 }, (_, i) => ({ ...run, cliVersion: `0.15${i}.0`, durationMs: 1000 * (i + 10) })) };
    const lines = renderConformanceTable(sweep).split('\n');
    expect(lines[0]).toBe('version        passed  failed as expected  not tested  passes now  failed    time');
    expect(lines[2]).toBe('codex 0.150.0       1                   0           1           0       1  10.0 s');
    expect(lines[8]).toBe('codex 0.156.0       1                   0           1           0       1  16.0 s');
    expect(lines).toContain('FAILED codex 0.156.0 auth-required: verdict kind: expected auth-required, got failed: \\e[31mred\\e[0m \\u{202e}gnp.exe');
    // The column of scenarios an ACP agent cannot run shows only where one could not.
    const agent = { ...sweep, runs: sweep.runs.map((each, i) => (i === 0 ? { ...each, scenarios: [...each.scenarios, { ...each.scenarios[0]!, name: 'asks-user', status: 'not-applicable' as const }] } : each)) };
    expect(renderConformanceTable(agent).split('\n')[0]).toBe('version        passed  not applicable  failed as expected  not tested  passes now  failed    time');
  });

  it('names the agent SDK channel in the column and the progress of its runs', () => {
    const sdk = { ...report.runs[0]!, harness: 'claude' as const, cliVersion: '2.1.336', channel: 'agent-sdk' as const, spec: 'sdk:latest' };
    const code = { ...sdk, cliVersion: '2.1.332', channel: 'claude-code' as const, spec: 'latest' };
    const table = renderConformanceTable({ ...report, runs: [code, sdk] });
    expect(table.split('\n')[0]).toBe('scenario        claude 2.1.332  claude 2.1.336 (sdk)');
    expect(table).toContain('FAILED claude 2.1.336 (sdk) auth-required');
    expect(renderConformanceProgress({ kind: 'scenario', harness: 'claude', cliVersion: '2.1.336', channel: 'agent-sdk', done: 1, total: 10, name: 'resume', status: 'pass', durationMs: 1200, attempts: 1, notSetUp: [] })).toBe(
      '[claude 2.1.336 (sdk)] 1/10 resume: pass (1.2 s)\n',
    );
  });

  it('answers bad input with one sentence and exit 2', async () => {
    for (const args of [['--jobs', '0'], ['--jobs', '10000000000'], ['--jobs', '65'], ['--repeat', '0'], ['--repeat', '1001'], ['--repeat', 'x'], ['--cache-size', '2G'], ['--claude', 'sdk:2.1'], ['--claude', '2.1.310..2.1.300'], ['--codex', 'code:latest'], ['--only', 'x'], ['--bogus'], ['--baseline', '/nonexistent/b.json'], ['--html', '/nonexistent/dir/x.html'], ['--scenario', 'no-such-scenario', '--codex', '/nonexistent/codex']]) {
      const io = collect();
      expect(await main(['conformance', ...args], io)).toBe(2);
      expect(io.err).toMatch(/^mwh: [^\n]+\n$/);
    }
    // A file where the folder for the captures should be, or one of its parents.
    const file = fileURLToPath(import.meta.url);
    for (const record of [file, join(file, 'sub')]) {
      const io = collect();
      expect(await main(['conformance', '--record', record, '--codex', '/nonexistent/codex'], io)).toBe(2);
      expect(io.err).toBe(`mwh: --record must name a folder; ${file} is a file.\n`);
    }
  });

  it('writes the --html page as every file mwh creates, readable by its owner only (0600)', async () => {
    const html = join(tempDirInTest('mwh-conformance-html-'), 'report.html');
    const io = collect();
    expect(await main(['conformance', '--only', 'claude', '--scenario', 'text-answer', '--html', html], io), io.err).toBe(0);
    expect(statSync(html).mode & 0o777).toBe(0o600);
  });

  it('refuses an --html file before the run in the sentences of every file mwh creates', async () => {
    const file = fileURLToPath(import.meta.url);
    const cases = [
      ['/nonexistent/dir/x.html', 'mwh: Cannot create /nonexistent/dir/x.html: its folder does not exist.\n'],
      [file, `mwh: ${file} exists already; give --html a new file.\n`],
      [join(file, 'x.html'), `mwh: Cannot create ${join(file, 'x.html')}: a part of its path is a file, not a folder.\n`],
      // Deeper under the file, as the write would say it: ENOTDIR, not a missing folder.
      [join(file, 'x', 'y.html'), `mwh: Cannot create ${join(file, 'x', 'y.html')}: a part of its path is a file, not a folder.\n`],
    ];
    for (const [html, sentence] of cases) {
      const io = collect();
      expect(await main(['conformance', '--html', html!, '--codex', '/nonexistent/codex'], io)).toBe(2);
      expect(io.err).toBe(sentence);
    }
  });

  it('on Ctrl-C (also passed on again by pnpm) stops the CLIs running, removes their scratch folders, says so in one line and exits 130', async () => {
    const home = mkdtempSync(join(tmpdir(), 'mwh-conformance-sigint-'));
    const running = startMwh(['conformance', '--only', 'claude', '--scenario', 'resume', '--jobs', '1'], { env: { ...process.env, HOME: home, XDG_CACHE_HOME: '' } });
    // HOME goes once mwh and its CLIs are done with it: what still runs there (the test failed
    // before mwh ended) is ended first.
    onTestFinished(async () => {
      running.child.kill('SIGKILL');
      await running.done;
      for (const pid of processesUnder(home)) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }
      await rm(home, { recursive: true, force: true });
    });
    const deadline = Date.now() + 60_000;
    while (processesUnder(home).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(processesUnder(home).length).toBeGreaterThan(0);
    running.child.kill('SIGINT');
    // As a Ctrl-C through `pnpm mwh` arrives: from the terminal, and again from pnpm passing it on
    // a moment later (at once, the kernel would merge the two).
    await new Promise((resolve) => setTimeout(resolve, 100));
    running.child.kill('SIGINT');
    const result = await running.done;
    expect({ status: result.status, signal: result.signal, stdout: result.stdout }).toEqual({ status: 130, signal: null, stdout: '' });
    expect(result.stderr).toBe('mwh: SIGINT: cancelling the scenarios running and cleaning up (again to leave at once).\nmwh: cancelled by SIGINT after 0 scenarios; no report was written.\n');
    expect(processesUnder(home)).toEqual([]);
    expect(readdirSync(join(home, '.cache', 'mwh', 'clis', 'conformance-runs'))).toEqual([]);
  }, 90_000);

  it('writes what a run needs under the cache folder the user chose (MWH_CLI_CACHE_DIR), never under HOME, and leaves no scenario folder', async () => {
    const home = tempDirInTest('mwh-conformance-home-');
    const cache = tempDirInTest('mwh-conformance-cache-');
    const claude = findInstalledCli('claude')!;
    const running = startMwh(['conformance', '--claude', claude.command, '--scenario', 'text-answer', '--scenario', 'resume', '--jobs', '2'], { env: { ...process.env, HOME: home, XDG_CACHE_HOME: '', MWH_CLI_CACHE_DIR: cache } });
    // While it runs, the scenarios' HOME and working folders are in the chosen folder.
    const runs = join(cache, 'conformance-runs');
    const deadline = Date.now() + 60_000;
    while (processesUnder(runs).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(processesUnder(runs).length).toBeGreaterThan(0);
    const result = await running.done;
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(runs)).toEqual([]);
    expect(readdirSync(home).filter((name) => name !== '.npm')).toEqual([]);
  }, 120_000);
});
