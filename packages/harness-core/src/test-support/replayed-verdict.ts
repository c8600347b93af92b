/** The verdict `mwh replay` would give a capture: written out, read back, and replayed. */
import { parseCapture, serializeCapture, type Capture, type Verdict } from '@mwh/protocol-core';
import { replayCapture } from '../capture-replay.js';

export function replayedVerdict(capture: Capture, secrets: readonly string[] = []): Verdict {
  const parsed = parseCapture(serializeCapture(capture));
  if (!parsed.ok) throw new Error(parsed.error);
  const finish = replayCapture(parsed.value, { secrets }).at(-1);
  if (finish?.type !== 'finish') throw new Error('the replay did not end with finish');
  return finish.verdict;
}
