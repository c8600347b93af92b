/**
 * Which kind of file `mwh replay` was handed, asked of every registered protocol's kinds (never by
 * a CLI's name), and the sentence for a file that is none of them: what it looks like, and what
 * mwh reads.
 */
import { firstJsonValues, HARNESSES, isRecord, type Harness, type StreamKind, type StreamKindReader } from '@mwh/protocol-core';
import { loadProtocol } from '@mwh/harness-core/replay';
import { safeText } from './safe-text.js';

export interface RecognisedKind {
  harness: Harness;
  kind: StreamKind;
  title: string;
  verdicts: boolean;
  /** The output mode a capture made of the file names in its header (codex exec: `exec`). */
  outputMode?: string;
  /** Why the kind's replay reads nothing of a CLI's stdin, where it does not. */
  stdinUnread?: string;
  /** The CLI version the file's first lines record, where they do. */
  cliVersion?: string;
}

/**
 * The kind of a raw file from its head. `harness` (the user's --harness) chooses among what the
 * head could be; a head no kind claims is read as that harness's stdout (its last kind, the least
 * specific), as a file named by --harness always was.
 */
export async function recogniseKind(head: string, harness?: Harness): Promise<RecognisedKind | { refusal: string }> {
  const protocols = await Promise.all(HARNESSES.map(loadProtocol));
  const claims: RecognisedKind[] = [];
  for (const protocol of protocols) {
    // A protocol's kinds are listed the most specific first: its first claim is its answer.
    const kind = protocol.streamKinds.find((known) => known.looksLike(head));
    if (kind) claims.push(recognised(protocol.harness, kind, head));
  }
  const named = harness ? claims.find((claim) => claim.harness === harness) : undefined;
  if (named) return named;
  if (harness) {
    // What the head looks like is another CLI's: said, rather than read wrongly.
    if (claims.length > 0) return { refusal: `looks like ${claims[0]!.title}, not ${harness}; drop --harness or name the other one.` };
    return stdoutKind(harness);
  }
  if (claims.length === 1) return claims[0]!;
  if (claims.length > 1) return { refusal: `could be ${claims.map((claim) => claim.title).join(' or ')}; give --harness to say which.` };
  return { refusal: `looks like ${lookOf(head)}, which is none of the files mwh replay reads: ${(await knownKinds()).join(', ')}.` };
}

/** The kind a file named by --harness alone is read as: that CLI's stdout. */
export async function stdoutKind(harness: Harness): Promise<RecognisedKind> {
  const kinds = (await loadProtocol(harness)).streamKinds;
  return recognised(harness, kinds[kinds.length - 1]!);
}

/** Every kind mwh replay reads, for the sentence that refuses a file: an mwh capture first. */
export async function knownKinds(): Promise<string[]> {
  const kinds = ['an mwh capture (mwh-capture)'];
  for (const harness of HARNESSES) for (const kind of (await loadProtocol(harness)).streamKinds) kinds.push(`${kind.title} (${kind.kind})`);
  return kinds;
}

function recognised(harness: Harness, kind: StreamKindReader, head?: string): RecognisedKind {
  const cliVersion = head === undefined ? undefined : kind.cliVersion?.(head);
  return {
    harness,
    kind: kind.kind,
    title: kind.title,
    verdicts: kind.verdicts,
    ...(kind.outputMode === undefined ? {} : { outputMode: kind.outputMode }),
    ...(kind.stdinUnread === undefined ? {} : { stdinUnread: kind.stdinUnread }),
    ...(cliVersion === undefined ? {} : { cliVersion }),
  };
}

/**
 * The refusal of a capture whose header names an output mode its CLI's protocol has no reader
 * for (a newer mwh's, or a damaged header), naming those it has; undefined for one it knows.
 * Read with the default mode's reader it would make a reading of nothing, or a wrong one.
 */
export async function unknownOutputMode(harness: Harness, mode: string | undefined): Promise<string | undefined> {
  if (mode === undefined) return undefined;
  const modes = (await loadProtocol(harness)).streamKinds.flatMap((kind) => (kind.outputMode === undefined ? [] : [kind.outputMode]));
  if (modes.includes(mode)) return undefined;
  const known = modes.length === 0 ? `${harness} has no output mode mwh reads but its default (a header without outputMode)` : `the ones mwh reads for ${harness} are its default (a header without outputMode) and ${modes.map((one) => JSON.stringify(one)).join(', ')}`;
  return `names the output mode ${safeText(JSON.stringify(mode))}, which mwh does not know; ${known}.`;
}

/** What a head no kind claims looks like, in a few words. */
function lookOf(head: string): string {
  // Binary: NUL bytes or the replacement character UTF-8 decoding leaves for bytes that are not text.
  if (/[\u0000\uFFFD]/.test(head)) return 'binary data';
  const values = [...firstJsonValues(head)];
  if (values.length === 0) return /^\s*[[{]/.test(head) ? 'a JSON document over several lines' : 'plain text';
  const first = values.find(isRecord);
  if (!first) return 'JSON lines that are not objects';
  const keys = Object.keys(first).slice(0, 4).map((key) => safeText(JSON.stringify(key).slice(0, 40)));
  return `JSON lines of another program (the first with ${keys.length ? `fields ${keys.join(', ')}` : 'no fields'})`;
}
