/**
 * Which process of a `mwh run` round its capture file holds, and what the round's processes were:
 * a Claude round runs two when its first attempt does not count (a fresh start that failed before
 * it began, then a resume; or a resume that found no conversation, then a fresh start), and one
 * capture file holds one process. Told from the captures themselves: their argv and their replay.
 */
import { replayCapture } from '@mwh/harness-core';
import type { Capture, Verdict } from '@mwh/protocol-core';

export interface SavedAttempt {
  /** The process whose verdict is the round's. */
  capture: Capture;
  /** One sentence on what ran, when more than one process did. */
  note?: string;
}

const OUTCOMES: Record<Verdict['kind'], string> = {
  success: 'succeeded',
  failed: 'failed',
  incomplete: 'stopped before it finished',
  'not-started': 'could not start',
  'auth-required': 'was not signed in',
  'resume-not-found': 'found no conversation',
};

/**
 * The capture that decided the round (the last one, except that a resume which found nothing
 * never does: the round then tells the start's verdict, or starts afresh) and, when the round ran
 * more than one process, the note naming each in order with its outcome.
 */
export async function savedAttempt(captures: readonly Capture[], cli: string, file: string): Promise<SavedAttempt | undefined> {
  const attempts: { capture: Capture; what: string; kind: Verdict['kind'] | undefined }[] = [];
  for (const capture of captures) attempts.push({ capture, what: capture.header.argv.includes('--resume') ? 'a resume' : 'a fresh start', kind: await verdictKind(capture) });
  const decided = attempts.findLast((attempt) => attempt.kind !== 'resume-not-found') ?? attempts.at(-1);
  if (!decided) return undefined;
  if (attempts.length === 1) return { capture: decided.capture };
  const ran = attempts.map((attempt) => `${attempt.what}, which ${attempt.kind ? OUTCOMES[attempt.kind] : 'ended without a verdict'}`).join(', then ');
  const times = attempts.length === 2 ? 'twice' : `${attempts.length} times`;
  return { capture: decided.capture, note: `the round ran ${cli} ${times}: ${ran}; ${file} holds ${decided.what.replace(/^a /, 'the ')}, which decided the verdict.` };
}

async function verdictKind(capture: Capture): Promise<Verdict['kind'] | undefined> {
  const finish = (await replayCapture(capture)).findLast((part) => part.type === 'finish');
  return finish?.type === 'finish' ? finish.verdict.kind : undefined;
}
