/**
 * What the agent keeps of each ACP session, so that `session/load` can replay it and a prompt can
 * resume it: one file per session (`<id>.jsonl`, mode 0600, in a 0700 folder): its harness, cwd
 * and thread key, then every update the client was sent (the user's prompts as
 * `user_message_chunk`s included, redacted as they were sent) and each finished turn's text for
 * the transcript a round hands over when the CLI lost the conversation. A prompt's lines are
 * appended when it ends. Bounded: past MAX_RECORD_BYTES a session keeps no more and its replay
 * says so, rather than growing without end.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { SessionUpdate } from '@agentclientprotocol/sdk';
import type { ThreadTurn } from '@mwh/harness-core';
import type { Harness } from '@mwh/protocol-core';

/** A session's record stops growing here (its images are base64 inside it). */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;
/** Turns kept for the transcript; harness-core keeps the newest of them within its budget. */
const KEPT_TURNS = 100;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const CUT_NOTE = '[mwh: the rest of this session was too long to keep; the CLI still remembers it]';

/** Where sessions are kept unless told: `$XDG_STATE_HOME/mwh/acp-sessions`, else `~/.local/state/mwh/acp-sessions`. */
export function defaultSessionsDir(env: Record<string, string | undefined>): string {
  const state = env.XDG_STATE_HOME || join(env.HOME || homedir(), '.local', 'state');
  return join(state, 'mwh', 'acp-sessions');
}

interface SessionHeader {
  harness: Harness;
  cwd: string;
  threadKey: string;
}

type RecordLine = { session: SessionHeader } | { update: SessionUpdate } | { turn: ThreadTurn } | { cut: true };

/** One session as the agent holds it while it serves. */
export class StoredSession {
  readonly turns: ThreadTurn[] = [];
  private pending: string[] = [];
  private bytes = 0;
  private cut = false;

  constructor(
    readonly id: string,
    readonly header: SessionHeader,
    private readonly file: string,
  ) {}

  /** An update the client was sent; written when the prompt ends. */
  record(update: SessionUpdate): void {
    this.keep({ update });
  }

  /** A finished turn of the conversation, for the transcript. */
  remember(turn: ThreadTurn): void {
    this.turns.push(turn);
    if (this.turns.length > KEPT_TURNS) this.turns.splice(0, this.turns.length - KEPT_TURNS);
    this.keep({ turn });
  }

  /** Writes what the prompt added. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    await appendFile(this.file, text, { mode: 0o600 });
  }

  private keep(line: RecordLine): void {
    if (this.cut) return;
    const text = `${JSON.stringify(line)}\n`;
    // Bytes, not UTF-16 units: the bound is the file's.
    const size = Buffer.byteLength(text);
    if (this.bytes + size > MAX_RECORD_BYTES) {
      this.cut = true;
      this.pending.push(`${JSON.stringify({ cut: true })}\n`);
      return;
    }
    this.bytes += size;
    this.pending.push(text);
  }

  /** @internal Read back from the file. */
  restore(bytes: number, cut: boolean, turns: ThreadTurn[]): void {
    this.bytes = bytes;
    this.cut = cut;
    this.turns.push(...turns.slice(-KEPT_TURNS));
  }
}

export class SessionStore {
  constructor(private readonly dir: string) {}

  async create(harness: Harness, cwd: string): Promise<StoredSession> {
    await this.ensureDir();
    const id = randomUUID();
    const header: SessionHeader = { harness, cwd, threadKey: `acp/${id}` };
    const file = this.fileOf(id);
    const first = `${JSON.stringify({ session: header })}\n`;
    await writeFile(file, first, { mode: 0o600, flag: 'wx' });
    const session = new StoredSession(id, header, file);
    session.restore(Buffer.byteLength(first), false, []);
    return session;
  }

  /** The session and the updates to replay, or undefined when there is no such session here. */
  async load(id: string): Promise<{ session: StoredSession; updates: SessionUpdate[] } | undefined> {
    if (!SESSION_ID.test(id)) return undefined;
    const file = this.fileOf(id);
    let text: string;
    try {
      // Written within the bound; a file grown past it by hand is not read whole.
      if ((await stat(file)).size > MAX_RECORD_BYTES + 1024) throw new Error(`the record of session ${id} is larger than ${MAX_RECORD_BYTES} bytes`);
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    let header: SessionHeader | undefined;
    const updates: SessionUpdate[] = [];
    const turns: ThreadTurn[] = [];
    let cut = false;
    for (const line of text.split('\n')) {
      if (!line) continue;
      let parsed: RecordLine;
      try {
        parsed = JSON.parse(line) as RecordLine;
      } catch {
        // A line cut by a crash mid-append: what came before it stands.
        continue;
      }
      if ('session' in parsed) header = parsed.session;
      else if ('update' in parsed) updates.push(parsed.update);
      else if ('turn' in parsed) turns.push(parsed.turn);
      else if ('cut' in parsed) cut = true;
    }
    if (!header) return undefined;
    if (cut) updates.push({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: CUT_NOTE } });
    const session = new StoredSession(id, header, file);
    session.restore(Buffer.byteLength(text), cut, turns);
    return { session, updates };
  }

  private fileOf(id: string): string {
    return join(this.dir, `${id}.jsonl`);
  }

  private async ensureDir(): Promise<void> {
    // Private when it is ours to create; a folder the user named keeps its own mode.
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }
}
