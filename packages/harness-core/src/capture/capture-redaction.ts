/**
 * Keeping secrets out of a capture: its header's strings, its exit's messages, and its streams'
 * bytes. The bytes are redacted split anywhere, with the escaped forms a JSON line gives a secret,
 * and each line whole (up to a limit) in any mix of escapes, as the verdict masks them: stderr's
 * as they come, then by the line (TextLinesRedactor), stdin's and stdout's (JSON Lines) a whole
 * line at a time, so a line that was JSON stays JSON (JsonLinesRedactor). stdout's lines go through a
 * CaptureLineRedactor as well, since a secret the model streams in pieces is whole only in the
 * text its delta lines add up to. Used while recording (CaptureRecorder) and on a capture that
 * was recorded without the secrets now known (`mwh replay --html --redact-file`).
 */
import { concatBytes, Redactor, REDACTED } from '@mwh/protocol-core';
import type { Capture, CaptureChunk, CaptureExit, CaptureHeader, CaptureStream, Harness } from '@mwh/protocol-core';
import { JsonLinesRedactor } from './capture-json-lines.js';
import { CaptureLineRedactor } from './capture-line-redactor.js';
import { TextLinesRedactor } from './capture-text-lines.js';
import { byteRedactor, EscapedSecrets, withJsonForms } from '../secrets/secret-forms.js';
import { protocolOf } from '../protocols.js';

export class CaptureRedaction {
  /** For strings: the header's, the exit's messages (each secret and its JSON forms). */
  readonly strings: Redactor;
  private readonly bytes: Redactor;
  private readonly escaped: EscapedSecrets;
  private readonly streams = new Map<CaptureStream, JsonLinesRedactor | TextLinesRedactor>();
  private readonly lines: CaptureLineRedactor | undefined;
  /** What the line redactor let go during one call, joined into one chunk per arrival time. */
  private readonly collected: { bytes: Uint8Array; t: number }[] = [];
  private readonly collect = (bytes: Uint8Array, t: number) => void this.collected.push({ bytes, t });
  /**
   * The time of the chunk written last. A stdout line that waited (it might have begun a secret)
   * is written after chunks that arrived later: it takes their time, so a capture's times never
   * go backwards in file order, which a tool reading them (or replaying with timing) expects.
   */
  private lastT = -Infinity;

  /** `mask`: what each secret becomes, `[REDACTED]` unless a sanitiser gives a value its placeholder. */
  constructor(harness: Harness, secrets: readonly string[], mask = REDACTED) {
    const forms = withJsonForms(secrets);
    this.bytes = byteRedactor(forms, mask);
    this.strings = new Redactor(forms, mask);
    this.escaped = new EscapedSecrets(forms, this.strings, this.bytes);
    if (!this.strings.empty) this.lines = new CaptureLineRedactor(protocolOf(harness).deltaLines, new Redactor(secrets, mask), this.strings);
  }

  get empty(): boolean {
    return this.strings.empty;
  }

  /** Bytes of `stream` that arrived at `t`; hands `out` the chunks that can be written now. */
  push(stream: CaptureStream, bytes: Uint8Array, t: number, out: (chunk: CaptureChunk) => void): void {
    if (this.empty) {
      if (bytes.length) this.put(out, stream, new Uint8Array(bytes), t);
      return;
    }
    let redactor = this.streams.get(stream);
    if (!redactor) {
      redactor = stream === 'stderr' ? new TextLinesRedactor(this.bytes, this.escaped) : new JsonLinesRedactor(this.bytes, this.strings, this.escaped);
      this.streams.set(stream, redactor);
    }
    this.write(stream, redactor.push(bytes), t, out);
  }

  /** The streams ended: what was held back goes out. */
  finish(t: number, out: (chunk: CaptureChunk) => void): void {
    for (const [stream, redactor] of this.streams) this.write(stream, redactor.flush(), t, out);
    if (!this.lines) return;
    this.lines.finish(t, this.collect);
    this.writeCollected(out);
  }

  header(header: CaptureHeader): CaptureHeader {
    const r = this.strings;
    const out: CaptureHeader = {
      ...header,
      cli: { name: r.redact(header.cli.name), version: r.redact(header.cli.version) },
      // Secrets never go on a command line, but an override might carry one.
      argv: header.argv.map((arg) => r.redact(arg)),
      env: header.env.map((name) => r.redact(name)),
    };
    if (header.scenario !== undefined) out.scenario = r.redact(header.scenario);
    if (header.description !== undefined) out.description = r.redact(header.description);
    return out;
  }

  exit(exit: CaptureExit): CaptureExit {
    const r = this.strings;
    const out: CaptureExit = { ...exit };
    if (exit.spawnError) out.spawnError = r.redactValue(exit.spawnError);
    if (exit.stdinError) out.stdinError = r.redactValue(exit.stdinError);
    if (exit.stop?.by === 'abort' && exit.stop.reason !== undefined) out.stop = { by: 'abort', reason: r.redact(exit.stop.reason) };
    if (exit.stop?.by === 'retry') out.stop = { ...exit.stop, lastNotice: r.redact(exit.stop.lastNotice) };
    return out;
  }

  private write(stream: CaptureStream, bytes: Uint8Array, t: number, out: (chunk: CaptureChunk) => void): void {
    if (stream === 'stdout' && this.lines) {
      this.lines.push(bytes, t, this.collect);
      this.writeCollected(out);
    } else if (bytes.length) {
      this.put(out, stream, bytes, t);
    }
  }

  /** Writes a chunk, no earlier than the one before it. */
  private put(out: (chunk: CaptureChunk) => void, stream: CaptureStream, bytes: Uint8Array, t: number): void {
    if (t > this.lastT) this.lastT = t;
    out({ stream, t: this.lastT, bytes });
  }

  private writeCollected(out: (chunk: CaptureChunk) => void): void {
    const collected = this.collected;
    for (let i = 0; i < collected.length; ) {
      let j = i + 1;
      while (j < collected.length && collected[j]!.t === collected[i]!.t) j++;
      const bytes = j === i + 1 ? collected[i]!.bytes : concatBytes(collected.slice(i, j).map((piece) => piece.bytes));
      if (bytes.length) this.put(out, 'stdout', bytes, collected[i]!.t);
      i = j;
    }
    collected.length = 0;
  }
}

/**
 * A capture with every secret in `secrets` kept out, as if it had been recorded knowing them;
 * each replaced by `mask` (a sanitiser's placeholder for the value, else `[REDACTED]`).
 */
export function redactCapture(capture: Capture, secrets: readonly string[], mask = REDACTED): Capture {
  const redaction = new CaptureRedaction(capture.header.harness, secrets, mask);
  if (redaction.empty) return capture;
  const chunks: CaptureChunk[] = [];
  const out = (chunk: CaptureChunk) => void chunks.push(chunk);
  for (const chunk of capture.chunks) redaction.push(chunk.stream, chunk.bytes, chunk.t, out);
  redaction.finish(capture.exit?.t ?? capture.chunks.at(-1)?.t ?? 0, out);
  const redacted: Capture = { ...capture, header: redaction.header(capture.header), chunks };
  if (capture.exit) redacted.exit = redaction.exit(capture.exit);
  if (capture.expect) redacted.expect = redaction.strings.redactValue(capture.expect);
  return redacted;
}
