/** Whether processes are still around, for tests that assert no process outlives its round. */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

function stat(pid: number): { state: string; pgrp: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; fields follow the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

/** Alive and not a zombie (a container's PID 1 may never reap an orphan). */
export function isAlive(pid: number): boolean {
  const s = stat(pid);
  return s !== undefined && s.state !== 'Z' && s.state !== 'X';
}

/** Live members of a process group. */
export function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s && s.pgrp === pgid && s.state !== 'Z' && s.state !== 'X') members.push(Number(name));
  }
  return members;
}

export async function waitUntil(check: () => boolean, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

/** Live processes whose working directory is `cwd` (a CLI run in a scratch directory). */
export function pidsInCwd(cwd: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/cwd`) === cwd && isAlive(Number(name))) pids.push(Number(name));
    } catch {
      // Not ours, or gone.
    }
  }
  return pids;
}

/** The promise's value, or a rejection naming `what` once `ms` passed: a hang fails fast. */
export function within<T>(promise: Promise<T>, ms: number, what = 'the round'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
