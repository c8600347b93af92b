/**
 * Replays a recorded Claude round through the reader exactly as a live round would run: the
 * stdout chunks as they were recorded, then the exit and stderr.
 */
import { appendAll, streamBytes, type Capture, type ContentPart, type ProcessOutcome } from '@mwh/protocol-core';
import { ClaudeRoundReader, type ClaudeRoundReaderOptions } from './claude-round-reader.js';

export function replayClaudeCapture(capture: Capture, options?: ClaudeRoundReaderOptions): ContentPart[] {
  const reader = new ClaudeRoundReader(options);
  const parts: ContentPart[] = [];
  for (const chunk of capture.chunks) {
    if (chunk.stream === 'stdout') appendAll(parts, reader.push(chunk.bytes));
  }
  appendAll(parts, reader.end(captureOutcome(capture)));
  return parts;
}

/** The process outcome a capture recorded; a capture cut off before the exit has neither code nor signal. */
export function captureOutcome(capture: Capture): ProcessOutcome {
  const exit = capture.exit;
  return {
    exitCode: exit?.code ?? null,
    signal: exit?.signal ?? null,
    stderr: new TextDecoder().decode(streamBytes(capture, 'stderr')),
    ...(exit?.stdinError ? { stdinError: exit.stdinError } : {}),
    ...(exit?.spawnError ? { spawnError: exit.spawnError } : {}),
  };
}
