/** Runs a capture through the reader of its harness and redacts what the user asked to hide. */
import { PartRedactor } from '@mwh/harness-core';
import type { Capture, ContentPart } from '@mwh/protocol-core';
import { replayClaudeCapture } from '@mwh/protocol-claude';
import { replayCodexCapture } from '@mwh/protocol-codex';

export function replayRound(capture: Capture, secrets: string[] = []): ContentPart[] {
  const parts = capture.header.harness === 'claude' ? replayClaudeCapture(capture) : replayCodexCapture(capture);
  // The same redaction a live round gets, so a secret split across deltas is caught here too.
  const redactor = new PartRedactor(secrets);
  return [...parts.flatMap((part) => redactor.push(part)), ...redactor.flush()];
}
