/**
 * The resident memory and CPU time of a process and everything under it, read from /proc
 * (Linux): an ACP agent is a tree (node and the CLI it starts, or a native binary and its
 * helpers), and what it costs the machine is the sum. The kernel keeps no peak for a tree, and a
 * CLI that exits between prompts takes its own peak (VmHWM) with it, so memory is sampled. CPU
 * time is the figure a loaded machine disturbs least: it counts work, not waiting for a core.
 */
import { readdirSync, readFileSync } from 'node:fs';

const PAGE_KIB = 4;
/** USER_HZ: /proc counts CPU time in ticks of 10 ms on Linux. */
const TICK_MS = 10;

interface ProcessStat {
  ppid: number;
  /** Its own CPU time and that of the children it has waited for. */
  cpuTicks: number;
  residentKiB: number;
}

/**
 * Each process started since `root` (its pid or a higher one): the kernel here has no per-task
 * `children` file, and reading the stat of every process on a busy machine takes 10 ms a sample.
 * Descendants get higher pids than their ancestor until pid_max wraps (4 million on this
 * machine), when this misses some and the figures read low, never high.
 */
function statsSince(root: number): Map<number, ProcessStat> {
  const stats = new Map<number, ProcessStat>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return stats;
  }
  for (const name of names) {
    const pid = Number(name);
    if (!(pid >= root)) continue;
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; fields follow the last ')':
      // state ppid ... utime(11) stime cutime cstime ... rss(21), counted from the state.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const cpuTicks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      stats.set(pid, { ppid: Number(fields[1]), cpuTicks, residentKiB: Number(fields[21]) * PAGE_KIB });
    } catch {
      // Gone meanwhile.
    }
  }
  return stats;
}

/** `root` and its live descendants, breadth first (a queue, not recursion: the tree is another program's). */
function treeOf(root: number, stats: Map<number, ProcessStat>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) {
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
  return pids.filter((pid) => stats.has(pid));
}

/** The pids of `root`'s tree now. */
export function processTree(root: number): number[] {
  return treeOf(root, statsSince(root));
}

export interface TreeUsage {
  residentKiB: number;
  /** CPU time of the tree so far, in ms (10 ms ticks): the live processes' and what they waited for. */
  cpuMs: number;
}

export function treeUsage(root: number): TreeUsage {
  const stats = statsSince(root);
  let residentKiB = 0;
  let cpuTicks = 0;
  for (const pid of treeOf(root, stats)) {
    residentKiB += stats.get(pid)!.residentKiB;
    cpuTicks += stats.get(pid)!.cpuTicks;
  }
  return { residentKiB, cpuMs: cpuTicks * TICK_MS };
}

/** Samples the tree every `everyMs` until stopped; `peakKiB` is the highest resident sum seen. */
export class TreeMemoryPeak {
  peakKiB = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly root: number,
    everyMs = 20,
  ) {
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  /** Samples now; the usage read, for a caller that wants the CPU time at this moment too. */
  sample(): TreeUsage {
    const usage = treeUsage(this.root);
    this.peakKiB = Math.max(this.peakKiB, usage.residentKiB);
    return usage;
  }

  stop(): number {
    clearInterval(this.timer);
    return this.peakKiB;
  }
}
