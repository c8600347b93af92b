/**
 * Replays a Codex capture through @mwh/protocol-codex's reader and says where the result
 * departs from the expectation the recording scenario stored with it: the conformance check
 * a fixture exists for.
 */
import { summarizeRound } from '@mwh/protocol-core';
import type { Capture, PartOf } from '@mwh/protocol-core';
import { replayCodexCapture } from '@mwh/protocol-codex';

export interface CodexReplayCheck {
  /** The reader's verdict kind, or undefined when it gave no finish part. */
  verdict: string | undefined;
  message: string | undefined;
  /** The text-delta parts joined, with the retracted text taken out (what a user is left with). */
  text: string;
  /** Sentences naming each difference from `capture.expect`; empty when it conforms. */
  problems: string[];
}

export function checkCodexReplay(capture: Capture): CodexReplayCheck {
  const parts = replayCodexCapture(capture);
  const finish = parts.find((part): part is PartOf<'finish'> => part.type === 'finish');
  const text = summarizeRound(parts).text;
  const verdict = finish?.verdict;
  const expected = capture.expect;
  const problems: string[] = [];
  if (!expected) problems.push('the capture holds no expectation');
  else {
    if (verdict?.kind !== expected.verdict) problems.push(`verdict ${String(verdict?.kind)}, expected ${expected.verdict}`);
    if (typeof expected.text === 'string' && text !== expected.text) problems.push(`streamed text ${JSON.stringify(text)}, expected ${JSON.stringify(expected.text)}`);
    // A success's message is its answer; a failure's must carry the CLI's own error text.
    if (expected.verdict === 'success' && verdict?.message !== expected.text) problems.push(`result ${JSON.stringify(verdict?.message)}, expected ${JSON.stringify(expected.text)}`);
    if (typeof expected.error === 'string' && !verdict?.message.includes(expected.error)) {
      problems.push(`message ${JSON.stringify(verdict?.message)} lacks ${JSON.stringify(expected.error)}`);
    }
  }
  return { verdict: verdict?.kind, message: verdict?.message, text, problems };
}
