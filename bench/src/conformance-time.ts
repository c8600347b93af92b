/**
 * The conformance catalogue of both pinned CLIs, timed as a user runs it: `mwh conformance
 * --jobs 2` (both CLIs at their pinned versions, every scenario through harness-core against
 * the loopback mocks, two at a time on the 2 cores the target names, drift collected), in a
 * process of its own. Wall time, medians over the runs.
 */
import { spawn } from 'node:child_process';
import { formatSpread, type Row } from './bench-report.js';
import { spread } from './measure.js';
import { mwhBin } from './replay-memory.js';

interface Report {
  runs: { harness: string; cliVersion: string; scenarios: { name: string; status: string; reason: string }[] }[];
  summary: { pass: number; fail: number; expectedFail: number; fixed: number };
}

function runConformance(args: string[]): Promise<{ seconds: number; report: Report }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [mwhBin(), 'conformance', '--jobs', '2', '--json', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4096)));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      try {
        resolve({ seconds, report: JSON.parse(stdout) as Report });
      } catch {
        reject(new Error(`mwh conformance exited ${code} without a report: ${stderr.trim().split('\n').at(-1) ?? ''}`));
      }
    });
  });
}

export async function conformanceTime(options: { smoke: boolean; runs: number }): Promise<Row[]> {
  // The smoke run proves the command still runs: one cheap scenario of each CLI, once.
  const args = options.smoke ? ['--scenario', 'text-answer'] : [];
  const seconds: number[] = [];
  let report: Report | undefined;
  for (let r = 0; r < (options.smoke ? 1 : options.runs); r++) {
    const run = await runConformance(args);
    seconds.push(run.seconds);
    report = run.report;
  }
  const { summary, runs } = report!;
  const scenarios = runs.map((run) => `${run.scenarios.length} ${run.harness} ${run.cliVersion}`).join(' + ');
  const failed = runs.flatMap((run) => run.scenarios.filter((s) => s.status === 'fail' || s.status === 'fixed').map((s) => `${run.harness} ${s.name}: ${s.reason}`));
  const time = spread(seconds);
  return [
    {
      benchmark: 'conformance',
      what: `mwh conformance --jobs 2: ${scenarios} scenarios, last run ${summary.pass} pass, ${summary.fail} fail, ${summary.expectedFail} expected-fail${failed.length ? `; ${failed.slice(0, 2).join('; ')}` : ''}`,
      figure: formatSpread(time, ' s wall', 1),
      target: '< 60 s',
      met: time.median < 60,
    },
  ];
}
