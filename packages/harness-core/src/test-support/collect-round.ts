/** Reads a whole round: its parts, its streamed text, its verdict, and how long it took. */
import type { ContentPart, Verdict } from '@mwh/protocol-core';

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
