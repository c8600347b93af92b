/** Processes by what their command line names: a test's leftovers, wherever they were re-parented. */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Processes whose command line names `marker` (a mock's URL, a scratch folder). */
export function processesNaming(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** Processes working in `cwd` (a CLI a round ran there), zombies left out. */
export function processesIn(cwd: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== cwd) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2))) pids.push(Number(entry));
    } catch {
      // Not ours, or gone meanwhile.
    }
  }
  return pids;
}
