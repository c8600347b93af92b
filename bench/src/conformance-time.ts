/**
 * The conformance catalogue of both pinned CLIs, timed: every Claude and codex scenario run
 * against the loopback mocks, two at a time (the 2 cores the target names). Wall time; the
 * scenario runners are the conformance kit's own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { claudeScenarios, codexScenarios, installedCli, runClaudeScenario, runCodexScenario } from '@mwh/conformance';
import type { Row } from './bench-report.js';

/** Runs the jobs `width` at a time; each job's failure is kept as a sentence. */
async function pool(jobs: (() => Promise<string[]>)[], width: number): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        for (const problem of await job()) problems.push(problem);
      } catch (error) {
        problems.push((error as Error).message.split('\n')[0]!);
      }
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return problems;
}

export async function conformanceTime(options: { smoke: boolean; scratch: string }): Promise<Row[]> {
  const claude = installedCli('claude');
  const codex = installedCli('codex');
  const scratchRoot = await mkdtemp(join(options.scratch, 'conformance-'));
  const claudeList = options.smoke ? claudeScenarios.slice(0, 1) : claudeScenarios;
  const codexList = options.smoke ? codexScenarios.slice(0, 1) : codexScenarios;
  const jobs = [
    ...claudeList.map((scenario) => async () => (await runClaudeScenario(scenario, { binary: claude })).problems.map((p) => `claude ${scenario.name}: ${p}`)),
    ...codexList.map((scenario) => async () => {
      await runCodexScenario(scenario, { binary: codex, scratchRoot });
      return [];
    }),
  ];
  const started = performance.now();
  const problems = await pool(jobs, 2);
  const seconds = (performance.now() - started) / 1000;
  await rm(scratchRoot, { recursive: true, force: true });
  return [
    {
      benchmark: 'conformance',
      what: `${claudeList.length} claude ${claude.version} + ${codexList.length} codex scenarios, 2 at a time${problems.length ? `; ${problems.length} problem(s): ${problems.slice(0, 2).join('; ')}` : ''}`,
      figure: `${seconds.toFixed(1)} s wall`,
      target: '< 60 s',
      met: seconds < 60,
    },
  ];
}
