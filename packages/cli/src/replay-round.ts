/** Runs a recorded round through the reader of its harness and redacts what the user asked to hide. */
import { PartRedactor, appendAll, type Capture, type ContentPart, type Harness } from '@mwh/protocol-core';
import { ClaudeCaptureReplay, replayClaudeCapture } from '@mwh/protocol-claude';
import { CodexCaptureReplay, replayCodexCapture } from '@mwh/protocol-codex';

export function replayRound(capture: Capture, secrets: string[] = []): ContentPart[] {
  const parts = capture.header.harness === 'claude' ? replayClaudeCapture(capture) : replayCodexCapture(capture);
  // The same redaction a live round gets, so a secret split across deltas is caught here too.
  const redactor = new PartRedactor(secrets);
  const out: ContentPart[] = [];
  for (const part of parts) appendAll(out, redactor.push(part));
  return appendAll(out, redactor.flush());
}

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
  const redactor = new PartRedactor(secrets);
  const pass = (parts: ContentPart[], last = false) => {
    const out: ContentPart[] = [];
    for (const part of parts) appendAll(out, redactor.push(part));
    if (last) appendAll(out, redactor.flush());
    if (out.length > 0) onParts(out);
  };
  if (round.stdin) pass(replay.chunk({ stream: 'stdin', t: 0, bytes: round.stdin }));
  for await (const bytes of round.stdout) pass(replay.chunk({ stream: 'stdout', t: 0, bytes }));
  if (round.stderr) pass(replay.chunk({ stream: 'stderr', t: 0, bytes: round.stderr }));
  pass(replay.end({ t: 0, code: round.exitCode, signal: null }), true);
}
