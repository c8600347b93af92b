/** How a round ended, with the CLI's own account of it kept verbatim. */
import { utf8Bytes, utf8Text } from './bytes.js';

export type VerdictKind =
  | 'success'
  | 'failed'
  | 'incomplete'
  | 'not-started'
  | 'auth-required'
  | 'resume-not-found';

/** Tokens a round used, as the CLI reported them. */
export interface Usage {
  inputTokens?: number;
  outputTokens?: number;
  cachedInputTokens?: number;
  cacheCreationInputTokens?: number;
  reasoningTokens?: number;
  totalTokens?: number;
}

export interface Verdict {
  kind: VerdictKind;
  /** The CLI's result or error text; for a success, the result text. */
  message: string;
  /**
   * The CLI's error text as it wrote it, where `message` is the sentence taken out of it: codex
   * passed on the model API's whole JSON error body, whose codes and parameter stay here.
   */
  rawMessage?: string;
  exitCode: number | null;
  signal: string | null;
  /** The last bytes of stderr, redacted by whoever holds the secrets. */
  stderrTail: string;
  /** The CLI's own verdict fields where it wrote one (Claude `result`, Codex `turn/completed`). */
  subtype?: string;
  isError?: boolean;
  costUsd?: number;
  durationMs?: number;
  numTurns?: number;
  usage?: Usage;
  /** Set on a success that still deserves a log line (a non-zero exit after a good answer). */
  warning?: string;
  /**
   * Set when the CLI gave no account of its own in words (no result text, no error, no notice):
   * `message` is then the reader's description of how the round or its process ended (it may
   * quote a line of stderr, which `stderrTail` holds as the CLI's), not to be shown as the CLI's.
   */
  unexplained?: true;
  /** The fault behind the verdict when it was not the CLI's (a broken stdin pipe, a spawn error). */
  cause?: {
    name: string;
    message: string;
    code?: string;
    /**
     * The bound that ended the round, in milliseconds, when one of the harness's did (the idle
     * bound): the number `message` says in English, for a renderer to say in its reader's language.
     */
    boundMs?: number;
  };
}

/** What the process did, as far as a reader needs to know to decide the verdict. */
export interface ProcessOutcome {
  exitCode: number | null;
  signal: string | null;
  stderr: string;
  /** Writing the message to stdin failed (EPIPE): the CLI exited before reading it. */
  stdinError?: { name: string; message: string; code?: string };
  /** The CLI could not be started at all (ENOENT, EACCES). */
  spawnError?: { name: string; message: string; code?: string };
}

export const STDERR_TAIL_BYTES = 64 * 1024;

/** Marks `verdict` as one whose text is the reader's description of how the round or its process ended, not the CLI's words. */
export function unexplained(verdict: Verdict): Verdict {
  verdict.unexplained = true;
  return verdict;
}

/**
 * The fields every verdict takes from the process, for both protocols; no outcome reads as nothing
 * known. `noise`: lines of the CLI's stderr known to say nothing about how a round ended (a
 * protocol names them narrowly), left out of the tail so they are not read as its cause.
 */
export function processFields(outcome: Partial<ProcessOutcome> | null | undefined, noise: readonly RegExp[] = []): Pick<Verdict, 'exitCode' | 'signal' | 'stderrTail'> {
  return { exitCode: outcome?.exitCode ?? null, signal: outcome?.signal ?? null, stderrTail: tail(withoutNoise(outcome?.stderr ?? '', noise)) };
}

/** `stderr` without its lines that match one of `noise`. */
function withoutNoise(stderr: string, noise: readonly RegExp[]): string {
  if (noise.length === 0) return stderr;
  return stderr
    .split('\n')
    .filter((line) => !noise.some((rule) => rule.test(line)))
    .join('\n');
}

/** How the process ended, as the words after the CLI's name; `otherwise` when neither an exit code nor a signal is known. */
export function describeExit(outcome: Partial<ProcessOutcome> | null | undefined, otherwise: string): string {
  if (outcome?.signal) return `was ended by ${outcome.signal}`;
  if (outcome?.exitCode !== null && outcome?.exitCode !== undefined) return `exited with code ${outcome.exitCode}`;
  return otherwise;
}

/** The last `maxBytes` of `text`, cut on a character boundary. */
export function tail(text: string, maxBytes = STDERR_TAIL_BYTES): string {
  // A string of n UTF-16 units has at most 3n UTF-8 bytes: a short one is returned unencoded.
  if (text.length * 3 <= maxBytes) return text;
  const bytes = utf8Bytes(text);
  if (bytes.length <= maxBytes) return text;
  let start = bytes.length - maxBytes;
  // Skip UTF-8 continuation bytes so the tail starts on a whole character.
  while (start < bytes.length && (bytes[start]! & 0xc0) === 0x80) start++;
  return utf8Text(bytes.subarray(start));
}
