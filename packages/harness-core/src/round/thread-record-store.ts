/**
 * Which Codex thread a thread key runs in. Codex mints thread ids itself and resumes nothing
 * else, so the id is kept in one small file per key under the user's CODEX_HOME, beside the
 * rollouts it points at, so the two live and die together. Claude's sessions are recorded the
 * same way under its config folder (another folder), so a first round need not try a resume.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the records live, relative to CODEX_HOME. */
export const THREAD_RECORD_DIR = join('mwh', 'threads');
/** Where Claude's session records live, relative to its config folder. */
export const CLAUDE_SESSION_RECORD_DIR = join('mwh', 'claude-sessions');

/** A stable, file-name-safe digest of a thread key. */
export function threadKeyDigest(threadKey: string): string {
  return createHash('sha256').update(threadKey, 'utf8').digest('hex');
}

/** The cosmetic thread name (`thread/name/set`), so `codex resume` can tell mwh threads apart. */
export function codexThreadName(threadKey: string): string {
  return `mwh-${threadKeyDigest(threadKey).slice(0, 12)}`;
}

export class ThreadRecordStore {
  constructor(
    readonly codexHome: string,
    readonly folder: string = THREAD_RECORD_DIR,
    /** False (a round's `threadRecords: false`): reads none, writes none, removes none. */
    readonly kept: boolean = true,
  ) {}

  /** The record's path: 32 hex digits of the key's SHA-256 make collisions a non-issue. */
  pathFor(threadKey: string): string {
    return join(this.codexHome, this.folder, `${threadKeyDigest(threadKey).slice(0, 32)}.txt`);
  }

  /** The recorded thread id, or undefined when there is none (or it is unreadable). */
  async read(threadKey: string): Promise<string | undefined> {
    if (!this.kept) return undefined;
    let text: string;
    try {
      text = await readFile(this.pathFor(threadKey), 'utf8');
    } catch {
      return undefined;
    }
    const id = text.trim();
    // A damaged record is as good as none: the thread starts afresh from its transcript.
    return id && !/\s/.test(id) ? id : undefined;
  }

  async write(threadKey: string, threadId: string): Promise<void> {
    if (!this.kept) return;
    const path = this.pathFor(threadKey);
    await mkdir(join(this.codexHome, this.folder), { recursive: true });
    // Write then rename, so a concurrent reader never sees half a record.
    const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, `${threadId}\n`, { mode: 0o600 });
    await rename(temp, path);
  }

  async forget(threadKey: string): Promise<void> {
    if (!this.kept) return;
    await rm(this.pathFor(threadKey), { force: true });
  }
}
