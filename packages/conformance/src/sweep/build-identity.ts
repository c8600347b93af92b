/**
 * Which build a CLI is, by its bytes: the sha256 of the program a round spawns (the script a
 * launcher runs, for a JavaScript CLI). Claude Code's two channels usually carry the same
 * build of a version; a sweep runs the catalogue once per build and reports it for each
 * channel, and only when the bytes say so, never because the version numbers agree.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { CliBinary } from './cli-spec.js';
import { NODE_LAUNCHER, launchedScript } from './historic-layouts.js';

/**
 * `sha256:<hex>` of the file the CLI's program is; undefined when it cannot be read, or when the
 * program is an interpreter given a script (`prefixArgs`): its bytes would not tell two scripts
 * apart. Undefined shares with nothing.
 */
export async function buildDigest(binary: Pick<CliBinary, 'command' | 'prefixArgs'>): Promise<string | undefined> {
  if (binary.prefixArgs.length > 0) return undefined;
  // The launcher names this Node and the cache entry's path: the script it runs is the build.
  const file = (basename(binary.command) === NODE_LAUNCHER ? launchedScript(binary.command) : undefined) ?? binary.command;
  try {
    const hash = createHash('sha256');
    // Streamed: a native build is 200-250 MB.
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    return `sha256:${hash.digest('hex')}`;
  } catch {
    return undefined;
  }
}

/** One build of a run: the CLI whose catalogue ran for it, by digest (per harness). */
export class BuildIdentities<Cli> {
  private readonly first = new Map<string, Cli>();

  /** The CLI that already stands for this build in the run, or undefined when this one is the first (it is then kept as the build's). */
  claim(harness: string, digest: string | undefined, cli: Cli): Cli | undefined {
    if (digest === undefined) return undefined;
    const key = `${harness}\0${digest}`;
    const known = this.first.get(key);
    if (known !== undefined) return known;
    this.first.set(key, cli);
    return undefined;
  }
}
