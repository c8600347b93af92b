/** Runs a capture through the reader of its harness and redacts what the user asked to hide. */
import { Redactor, type Capture, type ContentPart } from '@mwh/protocol-core';
import { replayClaudeCapture } from '@mwh/protocol-claude';
import { replayCodexCapture } from '@mwh/protocol-codex';

export function replayRound(capture: Capture, secrets: string[] = []): ContentPart[] {
  const parts = capture.header.harness === 'claude' ? replayClaudeCapture(capture) : replayCodexCapture(capture);
  return redactParts(mergeDeltas(parts), new Redactor(secrets));
}

/**
 * Joins consecutive deltas of one message, so a secret the CLI streamed across several
 * deltas is one string by the time it is redacted. Replay holds the whole round, so
 * nothing needs to stream here.
 */
function mergeDeltas(parts: ContentPart[]): ContentPart[] {
  const out: ContentPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if ((part.type === 'text-delta' || part.type === 'reasoning-delta') && last?.type === part.type && last.id === part.id) {
      out[out.length - 1] = { ...last, text: last.text + part.text };
    } else {
      out.push(part);
    }
  }
  return out;
}

function redactParts(parts: ContentPart[], redactor: Redactor): ContentPart[] {
  return redactor.empty ? parts : parts.map((part) => redactor.redactValue(part));
}
