/**
 * What a user waits for before mwh does anything: `mwh --version`, `mwh --help` and `mwh replay`
 * of a small fixture as whole processes, each against `node -e 0` started in turn with it (the
 * floor no Node program goes under), as the ratio of their wall times run by run; and `mwh run`'s
 * own time before it spawns the CLI (a stand-in), over `node -e` spawning the same stand-in.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * Preloaded (`-r`) into each process: at the first spawn, the CPU time and the wall time since the
 * process started (performance.now() counts from its time origin) go to the file $MWH_SPAWN_CLOCK.
 */
const SPAWN_CLOCK = `const cp = require('node:child_process');
const spawn = cp.spawn;
let seen = false;
cp.spawn = function (...args) {
  if (!seen && process.env.MWH_SPAWN_CLOCK) {
    seen = true;
    const cpu = process.cpuUsage();
    require('node:fs').writeFileSync(process.env.MWH_SPAWN_CLOCK, JSON.stringify({ wallMs: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000 }));
  }
  return spawn.apply(this, args);
};
`;

interface SpawnClock {
  wallMs: number;
  cpuMs: number;
}

function spawnClock(args: string[], dir: string, home: string): SpawnClock {
  const file = join(dir, 'clock.json');
  rmSync(file, { force: true });
  // mwh exits 1 (the stand-in answers nothing): only the clock is read.
  const run = spawnSync(process.execPath, ['-r', join(dir, 'spawn-clock.cjs'), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    cwd: dir,
    env: { ...process.env, HOME: home, MWH_SPAWN_CLOCK: file },
  });
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SpawnClock;
  } catch {
    throw new Error(`node ${args.join(' ')} spawned nothing: ${run.stderr.toString().trim()}`);
  }
}

/**
 * `mwh run` from its process's start to the spawn of a stand-in CLI (a shell script that exits),
 * minus the same for `node -e` spawning that script, run by run in turn: what mwh spends of its
 * own before the CLI starts. Wall time, and CPU time beside it (steadier on a shared machine).
 */
export function runStartUp(options: { smoke: boolean; runs: number }): Row[] {
  const dir = mkdtempSync(join(tmpdir(), 'mwh-start-up-'));
  const home = join(dir, 'home');
  mkdirSync(home);
  const stand = join(dir, 'stand-in.sh');
  writeFileSync(stand, '#!/bin/sh\nexit 0\n');
  chmodSync(stand, 0o755);
  writeFileSync(join(dir, 'spawn-clock.cjs'), SPAWN_CLOCK);
  const floor = ['-e', `require('node:child_process').spawn(${JSON.stringify(stand)}, { stdio: 'ignore' })`];
  const runs = options.smoke ? 1 : Math.max(options.runs, 5);
  try {
    return (['claude', 'codex'] as const).flatMap((harness) => {
      const args = [mwhBin(), 'run', '--harness', harness, '--command', stand, 'hi'];
      spawnClock(args, dir, home); // a warm-up: the file cache holds the modules, as on any later run
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let r = 0; r < runs; r++) {
        const bare = spawnClock(floor, dir, home);
        const mwh = spawnClock(args, dir, home);
        wall.push(mwh.wallMs - bare.wallMs);
        cpu.push(mwh.cpuMs - bare.cpuMs);
      }
      const own = spread(wall);
      const ownCpu = spread(cpu);
      return [
        { benchmark: 'start-up', what: `mwh run --harness ${harness}: its own wall time before the CLI's spawn, over node -e spawning it, in turn`, figure: formatSpread(own, ' ms', 0), target: '< 100 ms', met: own.median < 100 },
        { benchmark: 'start-up', what: `mwh run --harness ${harness}: the same in CPU time`, figure: formatSpread(ownCpu, ' ms', 0), target: '' },
      ];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
