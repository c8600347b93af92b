/**
 * What a redactor that keeps a bounded number of streams knows of the ones it let go: a stream
 * forgotten while what it read may have begun a secret, and met again, starts as if cut
 * (`StreamRedactor.startCut`) from where it was, so the secret it goes on to finish is masked.
 * A fixed table of slots by the stream's key, in memory that does not grow: two streams in one
 * slot make it "anywhere", and every stream met again there starts cut from anywhere. Forgetting
 * is fine; forgetting that a stream may be inside a secret is not.
 */
import type { StreamRedactor } from './redactor.js';

/** Slots of the table (two 32-bit numbers each: 32 KiB, made at the first stream forgotten). */
const SLOTS = 4096;
/** In `nodes`: the slot's stream (or streams) may have been anywhere in a secret. */
const ANYWHERE = -1;

export class ForgottenStreams {
  /** Per slot, a second hash of the key forgotten there (0: none), to tell it from others. */
  private checks: Int32Array | undefined;
  /** Per slot, the trie node the stream was at, or ANYWHERE. */
  private nodes: Int32Array | undefined;

  /** `stream`, known by `key`, is let go: where it was is kept if it may be inside a secret. */
  forget(key: string, stream: StreamRedactor): void {
    if (stream.idle) return;
    const checks = (this.checks ??= new Int32Array(SLOTS));
    const nodes = (this.nodes ??= new Int32Array(SLOTS));
    const [slot, check] = hashes(key);
    // A stream whose own start was cut, or a slot another key holds, is no one place any more.
    const node = stream.cutPending ? ANYWHERE : stream.trieNode;
    if (checks[slot] === 0 || checks[slot] === check) {
      nodes[slot] = checks[slot] === check && nodes[slot] !== node ? ANYWHERE : node;
      checks[slot] = check;
    } else {
      nodes[slot] = ANYWHERE;
    }
  }

  /** A new stream for `key` starts where a stream of that key was forgotten, if one may have been. */
  recall(key: string, stream: StreamRedactor): void {
    if (this.checks === undefined) return;
    const [slot, check] = hashes(key);
    const node = this.nodes![slot]!;
    if (node === ANYWHERE) {
      stream.startCut();
    } else if (this.checks[slot] === check) {
      stream.startCut(node);
      // It is remembered again: the slot is free for another.
      this.checks[slot] = 0;
    }
  }
}

/** The key's slot, and a second hash of it that is never 0 (FNV-1a, two bases). */
function hashes(key: string): [slot: number, check: number] {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return [(a >>> 0) % SLOTS, (b ^ (b >>> 15)) | 1];
}
