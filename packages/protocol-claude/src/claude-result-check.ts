/**
 * The round's reading held to the CLI's own summary of it, the `result` line: its answer text and
 * its error flag (its usage: `RequestUsageCounter.settle`). Where the two disagree, the round's one
 * `result-mismatch` warning names both, so a reading never contradicts the CLI in silence.
 */
import type { ContentPart } from '@mwh/protocol-core';
import type { ResultMessage } from './generated/claude-output-types.js';
import { isErrorResult } from './claude-verdict.js';

/** UTF-16 units of the last message's text kept to hold it to the result's: its end is what counts. */
const KEPT_UNITS = 4096;
/** UTF-16 units of a text a warning quotes, at most (its start and its end, the middle left out). */
const QUOTED_UNITS = 80;

/** The id of the text part that gives the result's text as the answer: no message's id, which starts `msg_` or is a uuid. */
export const RESULT_TEXT_ID = 'result';

/**
 * What the round's text parts left of its answer, as the parts say it (deltas less retractions):
 * how much is left, and the end of the last message that said any, bounded.
 */
export class AnswerTail {
  /** UTF-16 units of answer text passed on and not taken back, since the last result line. */
  private units = 0;
  /** The last message with text: its id, its end (KEPT_UNITS and more) and its length; undefined when not known. */
  private last: { id: string; text: string; units: number } | undefined;

  /** Takes in the parts `parts` holds from index `from` on. */
  observe(parts: readonly ContentPart[], from: number): void {
    for (let i = from; i < parts.length; i++) {
      const part = parts[i]!;
      if (part.type === 'text-delta') this.add(part.id, part.text);
      else if (part.type === 'text-retract') this.retract(part.id, part.length);
    }
  }

  /**
   * Holds the result line to what was read since the last one, appending to `out` the result's
   * text when it is the answer, and returns what disagreed, a sentence each. The next round starts.
   */
  check(result: ResultMessage, out: ContentPart[], interrupted = false): string[] {
    const said: string[] = [];
    // The error flag the CLI sets against the round's reading: an error subtype or API status is
    // no success whatever is_error says (an interrupted turn is incomplete, any other failed).
    if (result.is_error === false && isErrorResult(result)) {
      const why = result.subtype !== 'success' ? `its subtype is ${JSON.stringify(result.subtype)}` : `it carries api_error_status ${result.api_error_status}`;
      said.push(`error: the CLI's result line says is_error false, but ${why}; the round is read as ${interrupted ? 'interrupted (incomplete)' : 'failed'}.`);
    }
    // A failure's result text is the CLI's account of it (the verdict's message), not an answer.
    const text = result.result;
    if (!isErrorResult(result) && typeof text === 'string' && text.trim() !== '') {
      if (this.units === 0) {
        out.push({ type: 'text-delta', id: RESULT_TEXT_ID, text });
        said.push(`text: the stream left no answer text, the CLI's result line has ${quote(text)}; the result's text is the answer.`);
      } else if (this.last && !agrees(this.last.text, this.last.units === this.last.text.length, text)) {
        said.push(`text: the stream's answer ends ${quoteEnd(this.last.text)}, the CLI's result line says ${quote(text)}; the stream's text is kept.`);
      }
    }
    this.units = 0;
    this.last = undefined;
    return said;
  }

  private add(id: string, text: string): void {
    this.units += text.length;
    if (this.last?.id !== id) this.last = { id, text: '', units: 0 };
    const last = this.last;
    last.units += text.length;
    last.text += text;
    // Cut now and then, not per delta, so many small deltas cost no more than one.
    if (last.text.length > 2 * KEPT_UNITS) last.text = endOf(last.text, KEPT_UNITS);
  }

  private retract(id: string, length: number): void {
    this.units = Math.max(0, this.units - length);
    // An earlier message's text taken back leaves the last one's as it was.
    if (this.last?.id !== id) return;
    const last = this.last;
    last.units -= length;
    // Taken back past what is kept: the message before it is now the last, and it is not known.
    if (last.units <= 0 || length > last.text.length) this.last = undefined;
    else last.text = last.text.slice(0, last.text.length - length);
  }
}

/**
 * Whether the last message's text (`whole`, or only its end) agrees with the result's: the CLI
 * gives the last message's text, so the stream's must end as it does (blank lines aside).
 */
function agrees(kept: string, whole: boolean, result: string): boolean {
  const ours = kept.trim();
  const theirs = result.trim();
  if (whole || ours.length >= theirs.length) return ours.endsWith(theirs);
  return theirs.endsWith(ours);
}

/** A text as a warning quotes it: JSON-quoted (one line, control characters escaped), its middle left out past QUOTED_UNITS. */
function quote(text: string): string {
  if (text.length <= QUOTED_UNITS) return JSON.stringify(text);
  const half = QUOTED_UNITS / 2;
  return `${JSON.stringify(startOf(text, half))}…${JSON.stringify(endOf(text, half))} (${text.length} characters)`;
}

/** The end of a text, as `quote` quotes a text: all of it, or its last QUOTED_UNITS after an ellipsis. */
function quoteEnd(text: string): string {
  return text.length <= QUOTED_UNITS ? JSON.stringify(text) : `…${JSON.stringify(endOf(text, QUOTED_UNITS))}`;
}

/** The first `units` of `text`, a surrogate pair not split. */
function startOf(text: string, units: number): string {
  const code = text.charCodeAt(units - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? units - 1 : units);
}

/** The last `units` of `text`, a surrogate pair not split. */
function endOf(text: string, units: number): string {
  const from = text.length - units;
  const code = text.charCodeAt(from);
  return text.slice(code >= 0xdc00 && code <= 0xdfff ? from + 1 : from);
}
