/**
 * The one rule both readers follow where one message's text ends and the next one's begins: a
 * blank line between them, so two messages of a turn ("...update the docs" and "Done, all tests
 * pass.") never read as one sentence. The first text of a message that follows another message's
 * text starts with the newlines that make the blank line (none when that text ended with one,
 * as Claude's text before a tool call often does). A retraction that takes a message's text back
 * whole takes its break with it.
 */
import { RecentMap } from './bounded.js';

interface MessageState {
  /** UTF-16 units this message put into the answer, its break included. */
  units: number;
  /** UTF-16 units of its break. */
  separator: number;
  /** The answer's last characters before this message, to go back to when it is taken back. */
  tailBefore: string;
}

/** `K`: what tells one message from another, as the reader keys them. */
export class MessageBreaks<K = string> {
  private readonly messages = new RecentMap<K, MessageState>();
  /** The message that passed text on last. */
  private last: K | undefined;
  /** Up to the last two characters of the answer: all the rule looks at. */
  private tail = '';
  /** UTF-16 units of the answer so far. */
  private units = 0;

  /** `text`, the next piece of message `id`'s text, as it goes into the answer: its first piece after another message's text starts with the break. */
  piece(id: K, text: string): string {
    let message = this.messages.get(id);
    let out = text;
    if (!message) {
      const separator = this.units > 0 ? breakAfter(this.tail) : '';
      message = { units: 0, separator: separator.length, tailBefore: this.tail };
      this.messages.set(id, message);
      out = separator + text;
    }
    message.units += out.length;
    this.units += out.length;
    this.tail = out.length >= 2 ? out.slice(-2) : (this.tail + out).slice(-2);
    this.last = id;
    return out;
  }

  /**
   * Message `id` takes back the last `length` UTF-16 units it passed on. Returns the units the
   * retraction takes from the answer: when nothing of the message's text is left, its break too,
   * and the next message follows the text before it as if this one had never been.
   */
  retract(id: K, length: number): number {
    const message = this.messages.get(id);
    if (!message) return length;
    let taken = Math.min(length, message.units);
    if (message.units - taken <= message.separator) taken = message.units;
    message.units -= taken;
    this.units -= taken;
    if (message.units === 0) {
      this.messages.delete(id);
      if (this.last === id) this.tail = message.tailBefore;
    } else if (this.last === id) {
      // What the message's text ends with now is not known: the next break is a whole one.
      this.tail = '';
    }
    return Math.max(length, taken);
  }
}

/** The newlines that end `tail` with a blank line. */
function breakAfter(tail: string): string {
  if (tail.endsWith('\n\n')) return '';
  return tail.endsWith('\n') ? '\n' : '\n\n';
}
