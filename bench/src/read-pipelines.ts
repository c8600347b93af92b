/**
 * The ways of reading a stream the bench compares, all over the same in-memory chunks: the
 * floor (split and JSON.parse, nothing else), what users hand-roll (readline and a zod union),
 * and mwh (decoder alone, and decoder + reader to content parts, one reader per round).
 */
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import type { ProcessOutcome } from '@mwh/protocol-core';
import { ClaudeRoundReader, StreamJsonDecoder } from '@mwh/protocol-claude';
import { CodexRoundReader, type CodexProcessOutcome } from '@mwh/protocol-codex';
import type { RoundStream } from './fixture-streams.js';
import { naiveClaudeMessage, naiveCodexNotification, naiveCodexResponse } from './naive-schemas.js';

const CLEAN_EXIT: ProcessOutcome = { exitCode: 0, signal: null, stderr: '' };
// Made once, not per round: the bench's own work is not the reader's.
const CODEX_CLEAN_EXIT: CodexProcessOutcome = { ...CLEAN_EXIT, intentional: true };

/** Split on `\n` and `JSON.parse` each line: the least any reader of JSON Lines must do. */
export function floorRead(stream: RoundStream): number {
  const decoder = new TextDecoder();
  let carry = '';
  let lines = 0;
  for (const { chunks } of stream.rounds) {
    for (const chunk of chunks) {
      const text = carry + decoder.decode(chunk, { stream: true });
      let start = 0;
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
        if (nl > start) {
          JSON.parse(text.slice(start, nl));
          lines++;
        }
        start = nl + 1;
      }
      carry = text.slice(start);
    }
  }
  return lines;
}

function* allChunks(stream: RoundStream): Generator<Uint8Array> {
  for (const { chunks } of stream.rounds) yield* chunks;
}

/** The hand-rolled way in: readline over a stream, each non-empty line through JSON.parse, bad JSON skipped. */
async function* naiveJsonLines(stream: RoundStream): AsyncGenerator<unknown> {
  const lines = createInterface({ input: Readable.from(allChunks(stream)), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    try {
      yield JSON.parse(line);
    } catch {
      // Not JSON: skipped.
    }
  }
}

/** readline over a stream, JSON.parse, a zod union; the text deltas and tool calls read out. */
export async function naiveClaudeRead(stream: RoundStream): Promise<number> {
  let read = 0;
  for await (const value of naiveJsonLines(stream)) {
    const parsed = naiveClaudeMessage.safeParse(value);
    // Types the union does not know fall through as they are.
    if (!parsed.success) continue;
    const message = parsed.data;
    if (message.type === 'stream_event' && message.event.delta?.text) read += message.event.delta.text.length;
    else if (message.type === 'assistant') read += message.message.content.filter((block) => block.type === 'tool_use').length;
  }
  return read;
}

export async function naiveCodexRead(stream: RoundStream): Promise<number> {
  let read = 0;
  for await (const value of naiveJsonLines(stream)) {
    // Responses and errors are checked too, though only notifications carry what is read here.
    if (typeof value !== 'object' || value === null || !('method' in value)) {
      naiveCodexResponse.safeParse(value);
      continue;
    }
    const parsed = naiveCodexNotification.safeParse(value);
    if (!parsed.success) continue;
    const message = parsed.data;
    if (message.method === 'item/agentMessage/delta') read += message.params.delta.length;
    else if (message.method === 'item/completed') read++;
  }
  return read;
}

/** mwh's Claude decoder alone: framing, JSON and the generated validators. */
export function mwhClaudeDecode(stream: RoundStream): number {
  let lines = 0;
  for (const { chunks } of stream.rounds) {
    const decoder = new StreamJsonDecoder();
    for (const chunk of chunks) lines += decoder.push(chunk).length;
    lines += decoder.end().length;
  }
  return lines;
}

/** mwh's Claude decoder and round reader, to content parts and a verdict, one reader per round. */
export function mwhClaudeRead(stream: RoundStream): number {
  let parts = 0;
  for (const { chunks } of stream.rounds) {
    const reader = new ClaudeRoundReader();
    for (const chunk of chunks) parts += reader.push(chunk).length;
    parts += reader.end(CLEAN_EXIT).length;
  }
  return parts;
}

/** mwh's codex round reader over the server's stdout, the client's lines telling which request each response answers. */
export function mwhCodexRead(stream: RoundStream): number {
  let parts = 0;
  for (const { round, chunks } of stream.rounds) {
    const reader = new CodexRoundReader();
    for (const line of round.clientLines) reader.sent(line);
    for (const chunk of chunks) parts += reader.push(chunk).length;
    parts += reader.end(CODEX_CLEAN_EXIT).length;
  }
  return parts;
}
