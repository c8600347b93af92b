/**
 * A replay's parts as the rounds they make, folded as they stream: a conversation's capture or a
 * stdout of several turns ends each round in its `finish`; a transcript begins each with a `turn`
 * event (and ends none).
 */
import type { ContentPart } from './content-part.js';
import { RoundSummarizer, type RoundSummary } from './round-summary.js';
import { answersTurn, turnOf } from './stream-kind.js';

/** One turn of a file: its summary, and the user's words that began it when the file holds them. */
export interface Round {
  summary: RoundSummary;
  prompt?: string;
  /** Its parts, with `keepParts` (a page of a file read whole): those of a turn too empty to be one go to the next round, or the last. */
  parts?: ContentPart[];
}

/** The rounds so far, each folded into its summary (text and reasoning kept up to their bound). */
export class RoundList {
  private readonly done: Round[] = [];
  /** `empty`: nothing but lines passed over, the session and events; `answered`: a part of its answer came (answersTurn). */
  private current: { summarizer: RoundSummarizer; prompt?: string; empty: boolean; answered: boolean; parts?: ContentPart[] } | undefined;
  // Parts of a turn that made no round, kept for the next one (keepParts only).
  private carried: ContentPart[] = [];

  constructor(private readonly options: { keepParts?: boolean } = {}) {}

  add(part: ContentPart): void {
    const turn = turnOf(part);
    if (turn) {
      // A turn said twice before anything of its answer came (its start, then its prompt) is one
      // turn: a stdout's init line (its session, its MCP servers' states) comes before the prompt it echoes.
      if (!this.current || this.current.answered || (turn.prompt !== undefined && this.current.prompt !== undefined)) this.begin();
      if (turn.prompt !== undefined) this.current!.prompt = turn.prompt;
      this.current!.parts?.push(part);
      return;
    }
    this.current ?? this.begin();
    this.current!.summarizer.add(part);
    this.current!.parts?.push(part);
    // A line passed over before anything of a turn came makes no turn of its own.
    if (part.type !== 'session' && part.type !== 'event' && part.type !== 'unknown') this.current!.empty = false;
    if (answersTurn(part)) this.current!.answered = true;
    if (part.type === 'finish') this.close();
  }

  /** Every round, the one going on closed; one with nothing in it after the last is none. */
  list(): Round[] {
    this.close(true);
    const last = this.done.at(-1);
    for (const part of this.carried) last?.parts?.push(part);
    this.carried = [];
    return this.done;
  }

  private begin(): void {
    this.close();
    this.current = { summarizer: new RoundSummarizer(), empty: true, answered: false, ...(this.options.keepParts ? { parts: this.carried } : {}) };
    this.carried = [];
  }

  /** `last`: the file ended; a file with nothing in it is still one round, empty. */
  private close(last = false): void {
    const current = this.current;
    this.current = undefined;
    if (!current) return;
    if (current.empty && current.prompt === undefined && !(last && this.done.length === 0)) {
      if (current.parts) this.carried = current.parts;
      return;
    }
    this.done.push({ summary: current.summarizer.summary(), ...(current.prompt !== undefined ? { prompt: current.prompt } : {}), ...(current.parts ? { parts: current.parts } : {}) });
  }
}

