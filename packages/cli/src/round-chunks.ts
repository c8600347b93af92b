/**
 * A file read whole as its rounds, each with its own bytes: `mwh replay --html` shows each round's
 * lines once, in its own section, not the whole file under every round. The chunks are cut at each
 * line's end and replayed one by one, and a line goes with the round its parts were read into.
 */
import { appendAll, RoundList, type Capture, type CaptureChunk, type ChunkReplay, type ContentPart, type Round } from '@mwh/protocol-core';

export interface RoundsRead {
  parts: ContentPart[];
  /** Each with its parts (`keepParts`). */
  rounds: Round[];
  /** Each round's own bytes, as a capture with the file's header; the exit goes with the last. */
  captures: Capture[];
}

export function readRounds(capture: Capture, replay: ChunkReplay): RoundsRead {
  const parts: ContentPart[] = [];
  // Each piece fed, with the part that says its round: the last it gave, or for a piece that gave
  // none (a result line that only confirms, a line read twice) the last part before it.
  const fed: { chunk: CaptureChunk; anchor: ContentPart | undefined }[] = [];
  for (const chunk of capture.chunks) {
    for (const piece of linesOf(chunk)) {
      const out = replay.chunk(piece);
      appendAll(parts, out);
      // A piece that ends inside a line goes with the rest of its line.
      const whole = piece.bytes[piece.bytes.length - 1] === 0x0a;
      fed.push({ chunk: piece, anchor: whole ? (out.at(-1) ?? parts.at(-1)) : undefined });
    }
  }
  appendAll(parts, replay.end(capture.exit));
  const list = new RoundList({ keepParts: true });
  for (const part of parts) list.add(part);
  const rounds = list.list();
  const roundOf = new Map<ContentPart, number>();
  rounds.forEach((round, index) => {
    for (const part of round.parts ?? []) roundOf.set(part, index);
  });
  // Nothing read as a round (a file of no parts): no section to give its lines to.
  if (rounds.length === 0) return { parts, rounds, captures: [] };
  const chunks: CaptureChunk[][] = rounds.map(() => []);
  // A piece whose anchor ends a round (the next turn's user message, which ends the one before),
  // that came before any part or that ends inside a line goes with the piece after it.
  let pending: CaptureChunk[] = [];
  for (const { chunk, anchor } of fed) {
    pending.push(chunk);
    if (anchor === undefined || anchor.type === 'finish') continue;
    const into = chunks[roundOf.get(anchor) ?? chunks.length - 1]!;
    for (const held of pending) into.push(held);
    pending = [];
  }
  for (const held of pending) chunks.at(-1)!.push(held);
  const captures = rounds.map((_, index) => {
    const own: Capture = { header: capture.header, chunks: chunks[index]! };
    if (index === rounds.length - 1 && capture.exit) own.exit = capture.exit;
    return own;
  });
  return { parts, rounds, captures };
}

/** A chunk cut after each newline; a chunk of one line (or none) is itself. */
function linesOf(chunk: CaptureChunk): CaptureChunk[] {
  const pieces: CaptureChunk[] = [];
  let start = 0;
  for (let newline = chunk.bytes.indexOf(0x0a); newline !== -1 && newline < chunk.bytes.length - 1; newline = chunk.bytes.indexOf(0x0a, newline + 1)) {
    pieces.push({ ...chunk, bytes: chunk.bytes.subarray(start, newline + 1) });
    start = newline + 1;
  }
  pieces.push(start === 0 ? chunk : { ...chunk, bytes: chunk.bytes.subarray(start) });
  return pieces;
}
