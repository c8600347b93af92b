/** The verdict `mwh replay` would give a capture: written out, read back, and replayed. */
import { parseCapture, serializeCapture, type Capture, type Verdict } from '@mwh/protocol-core';
import { replayCaptureNow } from './replay-now.js';

export function replayedVerdict(capture: Capture, secrets: readonly string[] = []): Verdict {
  const parsed = parseCapture(serializeCapture(capture));
  if (!parsed.ok) throw new Error(parsed.error);
  const finish = replayCaptureNow(parsed.value, { secrets }).at(-1);
  if (finish?.type !== 'finish') throw new Error('the replay did not end with finish');
  return finish.verdict;
}

/** A capture of several turns, written out, read back and replayed: each turn's text and verdict. */
export function replayedTurns(capture: Capture): { text: string; kind: Verdict['kind']; exitCode: number | null }[] {
  const parsed = parseCapture(serializeCapture(capture));
  if (!parsed.ok) throw new Error(parsed.error);
  const turns: { text: string; kind: Verdict['kind']; exitCode: number | null }[] = [];
  let text = '';
  for (const part of replayCaptureNow(parsed.value)) {
    if (part.type === 'text-delta') text += part.text;
    if (part.type !== 'finish') continue;
    turns.push({ text, kind: part.verdict.kind, exitCode: part.verdict.exitCode });
    text = '';
  }
  return turns;
}
