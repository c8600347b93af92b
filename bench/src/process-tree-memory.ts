/**
 * The resident memory of a process and everything under it, sampled from /proc (Linux): an ACP
 * agent is a tree (node and the CLI it starts, or a native binary and its helpers), and what it
 * costs the machine is the sum, at the moment it is highest. The kernel keeps no peak for a tree,
 * and a CLI that exits between prompts takes its own peak (VmHWM) with it, so it is sampled.
 */
import { readdirSync, readFileSync } from 'node:fs';

const PAGE_KIB = 4;

/**
 * Parent of each process started since `root` (its pid or a higher one): the kernel here has no
 * per-task `children` file, and reading the stat of every process on a busy machine takes 10 ms a
 * sample. Descendants get higher pids than their ancestor until pid_max wraps (4 million on this
 * machine), when this misses some and the peak reads low, never high.
 */
function parentsSince(root: number): Map<number, number> {
  const parents = new Map<number, number>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return parents;
  }
  for (const name of names) {
    const pid = Number(name);
    if (!(pid >= root)) continue;
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; fields follow the last ')'.
      parents.set(pid, Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  return parents;
}

function residentKiB(pid: number): number {
  try {
    // statm: size resident shared ...; in pages.
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_KIB;
  } catch {
    return 0;
  }
}

/** `root` and its live descendants, breadth first (a queue, not recursion: the tree is another program's). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentsSince(root)) {
    const siblings = children.get(ppid);
    if (siblings) siblings.push(pid);
    else children.set(ppid, [pid]);
  }
  const pids = [root];
  const seen = new Set(pids);
  for (let i = 0; i < pids.length; i++) {
    for (const child of children.get(pids[i]!) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      pids.push(child);
    }
  }
  return pids;
}

/** The tree's resident memory now, in KiB. */
export function treeResidentKiB(root: number): number {
  let total = 0;
  for (const pid of processTree(root)) total += residentKiB(pid);
  return total;
}

/** Samples the tree every `everyMs` until stopped; `peakKiB` is the highest sum seen. */
export class TreeMemoryPeak {
  peakKiB = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly root: number,
    everyMs = 20,
  ) {
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  sample(): void {
    this.peakKiB = Math.max(this.peakKiB, treeResidentKiB(this.root));
  }

  stop(): number {
    clearInterval(this.timer);
    return this.peakKiB;
  }
}
