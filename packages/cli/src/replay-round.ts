/** Replays a CLI's raw stdout as it is read, ending the round the way a live round ends. */
import { type ContentPart, type Harness } from '@mwh/protocol-core';
import { ClaudeCaptureReplay } from '@mwh/protocol-claude';
import { CodexCaptureReplay } from '@mwh/protocol-codex';
import { RoundEnder, stderrRedactor } from '@mwh/harness-core/internals';

/** A CLI's raw stdout, read as it comes, with what was given beside it. */
export interface RawRound {
  harness: Harness;
  stdout: AsyncIterable<Uint8Array>;
  stdin?: Uint8Array;
  stderr?: Uint8Array;
  exitCode: number;
}

/**
 * Replays a raw stdout as it is read, handing on the parts of each chunk: nothing is held but
 * what the reader and the redactor hold, so a stdout of any size replays in bounded memory.
 */
export async function streamRawRound(round: RawRound, secrets: string[], onParts: (parts: ContentPart[]) => void): Promise<void> {
  const replay = round.harness === 'claude' ? new ClaudeCaptureReplay() : new CodexCaptureReplay({ withoutClientLines: !round.stdin });
  // harness-core's end of a round: the same redaction and verdict revisions a live round gets.
  const ender = new RoundEnder(secrets);
  const pass = (parts: ContentPart[], last = false) => {
    const out = ender.push(parts);
    if (last) ender.flush(out);
    if (out.length > 0) onParts(out);
  };
  if (round.stdin) pass(replay.chunk({ stream: 'stdin', t: 0, bytes: round.stdin }));
  for await (const bytes of round.stdout) pass(replay.chunk({ stream: 'stdout', t: 0, bytes }));
  if (round.stderr) {
    // Redacted before the reader cuts the verdict's tail of it, as a live round's stderr is.
    const redactor = stderrRedactor(secrets);
    const bytes = redactor ? Buffer.concat([redactor.push(round.stderr), redactor.flush()]) : round.stderr;
    pass(replay.chunk({ stream: 'stderr', t: 0, bytes }));
  }
  pass(replay.end({ t: 0, code: round.exitCode, signal: null }), true);
}
