/**
 * How a CLI's stdout lines stream text a reader joins, said by each protocol package next to its
 * reader, for harness-core's capture redaction: a secret the model streams in pieces is whole
 * only in the text the pieces add up to, so the redactor must group the pieces exactly as the
 * reader joins them, or a secret split across deltas reaches a capture. It is the redactor's
 * contract with the protocol packages, not an API for reading a round (the readers are that).
 */

/** What one stdout line means to the streams: a delta of one, or the end of some. */
export type DeltaLineEvent =
  | {
      kind: 'delta';
      /** The stream it adds to: what a reader joins into one text. */
      key: string;
      /** What the stream ends with (a Claude message's parent, a codex item). */
      group: string;
      /** The block it is in (a Claude content block, a codex reasoning part). */
      block?: string;
      /** Streams a reader joins one after another (codex's agent messages of a turn): a new one goes on from the last. */
      joins?: string;
      /** A block whose whole text a later line repeats (`DeltaLines.repeats`). */
      streamed?: { key: string; parent: string; field: string };
      /** The text is JSON (a tool input's), where a secret may be written escaped. */
      json: boolean;
      text: string;
      /** The parsed line, and how to put a redacted text into it. */
      value: unknown;
      write: (value: unknown, text: string) => void;
    }
  /**
   * The streams of `group` (all when undefined), or only their block `block`, ended: `final`, or
   * for now (a block, a message's stop), letting held text go but keeping their place.
   */
  | { kind: 'end'; group: string | undefined; block?: string; final: boolean; json?: boolean };

/** A block's text as a line repeats it whole, and how to write it back. */
export interface RepeatedText {
  parent: string;
  field: string;
  text: string;
  set(text: string): void;
}

export interface DeltaLines {
  /**
   * Strings that every line `read` gives meaning to holds, raw: a line holding none of them (and
   * no `\u` escape, which may write one) is passed over unparsed, as most lines are.
   */
  readonly markers: readonly string[];
  /** What the parsed line means to the streams; undefined for every other line. */
  read(value: unknown): DeltaLineEvent | undefined;
  /** An id the reader reads a repeated line once by (Claude's `uuid`): so must the streams. */
  lineId?(value: unknown): string | undefined;
  /** A string every line that may be a request or a response holds: what the harness answers must stay after it. */
  readonly requestMarker: string;
  /**
   * The reader puts a break between a stream's blocks (codex's reasoning parts), so text held at
   * a block's end goes out on that block's lines; else (Claude's message blocks) it waits.
   */
  readonly breaksBetweenBlocks: boolean;
  /** Lines that repeat streamed blocks whole (Claude's assistant and result lines): their markers and texts. */
  readonly repeats?: { readonly markers: readonly string[]; texts(value: unknown): RepeatedText[] | undefined };
}
