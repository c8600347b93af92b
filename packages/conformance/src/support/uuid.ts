/**
 * A UUIDv7 (time-ordered, random), the shape codex gives thread ids, for a thread codex has
 * never seen. Name-based ids come from harness-core's `uuidV5`.
 */
import { randomBytes } from 'node:crypto';

/** A UUIDv7: 48-bit millisecond time, version 7, variant 10, the rest random. */
export function uuidv7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  return formatUuid(bytes, 7);
}

/** Sets the version and variant bits of 16 bytes and writes them as 8-4-4-4-12 hex. */
function formatUuid(bytes: Buffer, version: number): string {
  bytes[6] = (bytes[6]! & 0x0f) | (version << 4);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
