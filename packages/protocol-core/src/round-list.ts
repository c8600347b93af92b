/**
 * A replay's parts as the rounds they make, folded as they stream: a conversation's capture or a
 * stdout of several turns ends each round in its `finish`; a transcript begins each with a `turn`
 * event (and ends none).
 */
import type { ContentPart } from './content-part.js';
import { RoundSummarizer, type RoundSummary } from './round-summary.js';
import { turnOf } from './stream-kind.js';

/** One turn of a file: its summary, and the user's words that began it when the file holds them. */
export interface Round {
  summary: RoundSummary;
  prompt?: string;
}

/** The rounds so far, each folded into its summary (text and reasoning kept up to their bound). */
export class RoundList {
  private readonly done: Round[] = [];
  private current: { summarizer: RoundSummarizer; prompt?: string; empty: boolean } | undefined;

  add(part: ContentPart): void {
    const turn = turnOf(part);
    if (turn) {
      // A turn said twice before anything of it came (its start, then its prompt) is one turn.
      if (!this.current || !this.current.empty || (turn.prompt !== undefined && this.current.prompt !== undefined)) this.begin();
      if (turn.prompt !== undefined) this.current!.prompt = turn.prompt;
      return;
    }
    this.current ?? this.begin();
    this.current!.summarizer.add(part);
    // A line passed over before anything of a turn came makes no turn of its own.
    if (part.type !== 'session' && part.type !== 'event' && part.type !== 'unknown') this.current!.empty = false;
    if (part.type === 'finish') this.close();
  }

  /** Every round, the one going on closed; one with nothing in it after the last is none. */
  list(): Round[] {
    this.close(true);
    return this.done;
  }

  private begin(): void {
    this.close();
    this.current = { summarizer: new RoundSummarizer(), empty: true };
  }

  /** `last`: the file ended; a file with nothing in it is still one round, empty. */
  private close(last = false): void {
    const current = this.current;
    this.current = undefined;
    if (!current || (current.empty && current.prompt === undefined && !(last && this.done.length === 0))) return;
    this.done.push({ summary: current.summarizer.summary(), ...(current.prompt !== undefined ? { prompt: current.prompt } : {}) });
  }
}

