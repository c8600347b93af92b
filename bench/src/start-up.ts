/**
 * What a user waits for before mwh does anything: `mwh --version`, `mwh --help` and `mwh replay`
 * of a small fixture as whole processes, each against `node -e 0` started in turn with it (the
 * floor no Node program goes under), as the ratio of their wall times run by run.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatSpread, type Row } from './bench-report.js';
import { spread } from './measure.js';
import { mwhBin } from './replay-memory.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/claude/2.1.332/bash-tool.capture.jsonl', import.meta.url));

function wallMs(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${String(run.status)}: ${run.stderr.toString().trim()}`);
  return ms;
}

export function startUp(options: { smoke: boolean; runs: number }): Row[] {
  const cases = [
    { what: 'mwh --version', args: [mwhBin(), '--version'], target: 1.5 },
    { what: 'mwh --help', args: [mwhBin(), '--help'], target: 1.5 },
    { what: 'mwh replay of a 20-line fixture', args: [mwhBin(), 'replay', FIXTURE], target: 2 },
  ];
  const runs = options.smoke ? 1 : Math.max(options.runs, 5);
  return cases.map(({ what, args, target }) => {
    wallMs(args); // a warm-up: the file cache holds the modules, as on any later run
    const ratios: number[] = [];
    for (let r = 0; r < runs; r++) {
      const floor = wallMs(['-e', '0']);
      ratios.push(wallMs(args) / floor);
    }
    const ratio = spread(ratios);
    return { benchmark: 'start-up', what: `${what}, wall against node -e 0 in turn`, figure: formatSpread(ratio, 'x'), target: `<= ${target}x`, met: ratio.median <= target };
  });
}
