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
import type { SessionSettings } from './session-config.js';

/** A session's record stops growing here (its images are base64 inside it). */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;
/** Turns kept for the transcript; harness-core keeps the newest of them within its budget. */
export const KEPT_TURNS = 100;
/** Bytes of turn text kept for the transcript, newest first; one turn longer than this is cut at its end. */
export const KEPT_TURN_BYTES = 1024 * 1024;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const CUT_NOTE = '[mwh: the rest of this session was too long to keep; the CLI still remembers it]';
/** Kept in place of an update that could not be written (nested too deep for JSON.stringify). */
export const SKIPPED_NOTE = '[mwh: an update here could not be kept]';
/** Ends a turn's text cut to KEPT_TURN_BYTES. */
export const TURN_CUT_NOTE = '\n[mwh: the rest of this turn was too long to keep]';

/** The harness-core thread of a new session. */
export const sessionThreadKey = (id: string) => `acp/${id}`;

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

type RecordLine = { session: SessionHeader } | { update: SessionUpdate } | { turn: ThreadTurn } | { settings: SessionSettings } | { cut: true };

/** One session as the agent holds it while it serves. */
export class StoredSession {
  /** The mode and model the client last chose, when it chose any (the last `settings` line). */
  settings: SessionSettings | undefined;
  private turnBytes = 0;
  private pending: string[] = [];
  private bytes = 0;
  private cut = false;

  constructor(
    readonly id: string,
    readonly header: SessionHeader,
    private readonly file: string,
    /** The transcript's turns: the list a conversation of the session was given as its history. */
    readonly turns: ThreadTurn[] = [],
  ) {}

  /** An update the client was sent; written when the prompt ends. */
  record(update: SessionUpdate): void {
    this.keep({ update });
  }

  /** A finished turn of the conversation, for the transcript. */
  remember(turn: ThreadTurn): void {
    const kept = this.hold(turn);
    this.keep({ turn: kept });
  }

  /** The client chose a mode or model: kept, so a session/load keeps it. */
  choose(settings: SessionSettings): void {
    this.settings = settings;
    this.keep({ settings });
  }

  /** Writes what the prompt added. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    await appendFile(this.file, text, { mode: 0o600 });
  }

  /** Adds a turn to the transcript within KEPT_TURNS and KEPT_TURN_BYTES, the oldest going first. */
  private hold(turn: ThreadTurn): ThreadTurn {
    let kept = turn;
    if (Buffer.byteLength(turn.text) > KEPT_TURN_BYTES) {
      // Cut by UTF-16 units to a length whose bytes fit (at most 3 bytes a unit), not split in a pair.
      let end = Math.floor((KEPT_TURN_BYTES - TURN_CUT_NOTE.length) / 3);
      if (/[\uD800-\uDBFF]/.test(turn.text.charAt(end - 1))) end--;
      kept = { ...turn, text: `${turn.text.slice(0, end)}${TURN_CUT_NOTE}` };
    }
    this.turns.push(kept);
    this.turnBytes += Buffer.byteLength(kept.text);
    while (this.turns.length > KEPT_TURNS || (this.turnBytes > KEPT_TURN_BYTES && this.turns.length > 1)) {
      this.turnBytes -= Buffer.byteLength(this.turns.shift()!.text);
    }
    return kept;
  }

  /** Never throws: a line JSON.stringify refuses (nested too deep) is kept as a note saying so. */
  private keep(line: RecordLine): void {
    if (this.cut) return;
    let text: string;
    try {
      text = `${JSON.stringify(line)}\n`;
    } catch {
      text = `${JSON.stringify({ update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: SKIPPED_NOTE } } })}\n`;
    }
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
    for (let i = Math.max(0, turns.length - KEPT_TURNS); i < turns.length; i++) this.hold(turns[i]!);
  }
}

export class SessionStore {
  constructor(private readonly dir: string) {}

  /**
   * A new session; `ahead` when its thread was given out before (a CLI started for it ahead): its
   * id and the list its conversation holds as the history.
   */
  async create(harness: Harness, cwd: string, ahead?: { id: string; turns: ThreadTurn[] }): Promise<StoredSession> {
    await this.ensureDir();
    const id = ahead?.id ?? randomUUID();
    const header: SessionHeader = { harness, cwd, threadKey: sessionThreadKey(id) };
    const file = this.fileOf(id);
    const first = `${JSON.stringify({ session: header })}\n`;
    await writeFile(file, first, { mode: 0o600, flag: 'wx' });
    const session = new StoredSession(id, header, file, ahead?.turns);
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
    let settings: SessionSettings | undefined;
    for (const line of text.split('\n')) {
      if (!line) continue;
      let parsed: RecordLine;
      try {
        parsed = JSON.parse(line) as RecordLine;
      } catch {
        // A line cut by a crash mid-append: what came before it stands.
        continue;
      }
      // A line that is no object (`null`, a number) is none of ours: skipped as a broken one is.
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) continue;
      if ('session' in parsed) header = parsed.session;
      else if ('update' in parsed) updates.push(parsed.update);
      else if ('turn' in parsed) {
        if (isTurn(parsed.turn)) turns.push(parsed.turn);
      }
      else if ('settings' in parsed) {
        if (isSettings(parsed.settings)) settings = parsed.settings;
      } else if ('cut' in parsed) cut = true;
    }
    if (!header) return undefined;
    if (cut) updates.push({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: CUT_NOTE } });
    const session = new StoredSession(id, header, file);
    session.restore(Buffer.byteLength(text), cut, turns);
    session.settings = settings;
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

function isTurn(turn: unknown): turn is ThreadTurn {
  if (typeof turn !== 'object' || turn === null) return false;
  const { role, text } = turn as Partial<ThreadTurn>;
  return (role === 'user' || role === 'assistant') && typeof text === 'string';
}

function isSettings(settings: unknown): settings is SessionSettings {
  if (typeof settings !== 'object' || settings === null) return false;
  const { mode, model } = settings as Partial<SessionSettings>;
  return typeof mode === 'string' && typeof model === 'string';
}
