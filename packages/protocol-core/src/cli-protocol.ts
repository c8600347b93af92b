/**
 * What a protocol package says about its CLI, in one object, so that harness-core, the mwh
 * command and the conformance kit look a CLI up by its harness name instead of branching on it.
 * A third CLI is a protocol package exporting one of these, registered in harness-core's
 * PROTOCOLS.
 */
import type { ChunkReplay, Harness } from './capture.js';
import type { DeltaLines } from './delta-lines.js';
import type { StreamKindReader } from './stream-kind.js';
import type { WireUse } from './wire-use.js';

/**
 * What a protocol package says about its CLI that needs none of its reading code: enough to find
 * the CLI, start it, sign it in and redact its captures. A package exports it from a light entry
 * (`./invocation`), so a host loads it before the spawn and the reader while the CLI boots.
 */
export interface CliDescription {
  readonly harness: Harness;
  /** How people call it: `Claude Code`, `Codex`. */
  readonly title: string;
  /** The npm package that ships the CLI. */
  readonly npmPackage: string;
  /**
   * The variable that moves the CLI's config home, and that home's folder under the user's home
   * otherwise ('' where the variable names the home the CLI keeps its own folder in, rather than that folder).
   */
  readonly configHome: { readonly variable: string; readonly folder: string };
  /** Environment variables that hand the CLI a credential. */
  readonly credentialVariables: readonly string[];
  /** What the reader and the encoders use of the protocol, for the drift report. */
  readonly wireUse: WireUse;
  /** How its delta lines join into streams, as its reader joins them. */
  readonly deltaLines: DeltaLines;
  /**
   * Variables every spawn of the CLI carries, whatever it is asked (a round, `--version`,
   * `--help`): what keeps it one process. Gemini's bin otherwise loads its whole bundle, then
   * starts a second Node process that loads it again (about 1 CPU-second more for `--help`).
   */
  readonly launchEnv?: Readonly<Record<string, string>>;
}

/** The whole descriptor: the description and what reads the CLI's output (its reader, through the replay). */
export interface CliProtocol extends CliDescription {
  /** Whether the first lines of a file are this CLI's stdout, or a capture of it. */
  looksLikeStream(firstLines: string): boolean;
  /**
   * Every kind of file of this CLI a replay reads (its stdout, its session transcripts), the most
   * specific first; each claims only its own, as a test feeding every kind to every kind holds.
   */
  readonly streamKinds: readonly StreamKindReader[];
  /**
   * A replay of one recording, fed chunk by chunk as the reader reads live. `withoutClientLines`:
   * a raw stdout replayed alone, with no lines of the client's (codex reads responses by shape).
   * `outputMode`: the recording is of another output mode (a capture header's `outputMode`).
   */
  captureReplay(options?: { withoutClientLines?: boolean; outputMode?: string }): ChunkReplay;
}

/**
 * A descriptor as a protocol package exports it: frozen through and through (its lists, its wire
 * use, its delta lines), so no host can weaken what capture redaction groups by, say, by
 * emptying a list of markers. The freeze walks with a stack, not by recursion.
 */
export function describeProtocol<T extends CliDescription>(protocol: T): T {
  const stack: object[] = [protocol];
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (Object.isFrozen(value)) continue;
    Object.freeze(value);
    for (const member of Object.values(value)) if (typeof member === 'object' && member !== null) stack.push(member);
  }
  return protocol;
}
