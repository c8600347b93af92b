/** Reads a whole round: its parts, its streamed text, its verdict, and how long it took. */
import { addUsage, type ContentPart, type Usage, type Verdict } from '@mwh/protocol-core';
import type { Conversation, ConversationOptions } from '../round/conversation.js';
import { fakeRoundOptions } from './fake-cli-path.js';
import { groupMembers, pidsInCwd, waitUntil } from './process-check.js';
import { makeScratch } from './scratch.js';

export interface CollectedRound {
  parts: ContentPart[];
  text: string;
  verdict: Verdict;
  ms: number;
}

export async function collectRound(round: AsyncIterable<ContentPart>): Promise<CollectedRound> {
  const started = Date.now();
  const parts: ContentPart[] = [];
  for await (const part of round) parts.push(part);
  const finish = parts.at(-1);
  if (finish?.type !== 'finish') throw new Error('the round did not end with finish');
  const text = parts.map((p) => (p.type === 'text-delta' ? p.text : '')).join('');
  return { parts, text, verdict: finish.verdict, ms: Date.now() - started };
}

/**
 * Reads a round and aborts `controller` at its first text delta, noting the CLI's process (the
 * one running in `cwd`) at that moment, so a test can check that its group is gone afterwards.
 */
export async function cancelAtFirstText(round: AsyncIterable<ContentPart>, controller: AbortController, cwd: string): Promise<{ parts: ContentPart[]; pid: number | undefined }> {
  const parts: ContentPart[] = [];
  let pid: number | undefined;
  for await (const part of round) {
    parts.push(part);
    if (part.type === 'text-delta' && !controller.signal.aborted) {
      pid = pidsInCwd(cwd)[0];
      controller.abort();
    }
  }
  return { parts, pid };
}

/** The usage parts of a stream, summed. */
export function usageOf(parts: readonly ContentPart[]): Usage {
  let total: Usage = {};
  for (const part of parts) if (part.type === 'usage') total = addUsage(total, part.usage);
  return total;
}

/**
 * Starts the conversation's process ahead of its first message, kills its group as a crash would
 * and waits until it is gone, then sends the first message and closes the conversation: that
 * turn, read whole, and the processes left in `cwd` after the close.
 */
export async function firstTurnAfterStartKilled(conversation: Conversation, cwd: string): Promise<{ turn: CollectedRound; left: number[] }> {
  await conversation.start();
  const pid = pidsInCwd(cwd)[0];
  if (pid === undefined) throw new Error('start spawned no process in the cwd');
  process.kill(-pid, 'SIGKILL');
  await waitUntil(() => groupMembers(pid).length === 0);
  const turn = await collectRound(conversation.send('first'));
  await conversation.close();
  return { turn, left: pidsInCwd(cwd) };
}

/**
 * `start` of a conversation on the fake CLI's `hang` (up, never answering) with a short idle
 * bound, awaited; the processes in its cwd once it settled (the set-up: one, still up) and after the close.
 */
export async function startOnSilentCli(harness: 'claude' | 'codex', begin: (options: ConversationOptions) => Conversation): Promise<{ during: number[]; left: number[] }> {
  const scratch = await makeScratch(`${harness}-hang`);
  try {
    const { message: _, ...options } = fakeRoundOptions(scratch, 'hang', { harness, threadKey: 'conversation/hang', idleTimeoutMs: 300 });
    const conversation = begin(options);
    await conversation.start();
    const during = pidsInCwd(scratch.cwd);
    await conversation.close();
    return { during, left: pidsInCwd(scratch.cwd) };
  } finally {
    await scratch.remove();
  }
}
