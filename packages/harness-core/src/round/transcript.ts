/**
 * The bounded transcript a thread hands a CLI that lost (or never had) its conversation:
 * the earlier user and assistant turns, newest kept when they do not all fit the budget,
 * prepended to the new message so nothing starts from zero.
 */

export interface ThreadTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** Characters, not tokens: cheap to apply, and about 8k tokens of English. */
export const DEFAULT_TRANSCRIPT_BUDGET = 32_000;

const LABEL = { user: 'User', assistant: 'Assistant' } as const;
const ELLIPSIS = '…';

/**
 * The earlier turns as text within `budget` characters, oldest first; newest turns win.
 * A newest turn longer than the whole budget keeps its end, where a question usually is.
 */
export function boundedTranscript(turns: readonly ThreadTurn[], budget = DEFAULT_TRANSCRIPT_BUDGET): string {
  const entries = turns.filter((t) => t.text.trim()).map((t) => `${LABEL[t.role]}: ${t.text.trim()}`);
  const kept: string[] = [];
  let used = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    // Each entry is followed by a blank line.
    if (used + entry.length + 2 <= budget) {
      kept.unshift(entry);
      used += entry.length + 2;
      continue;
    }
    if (kept.length === 0 && budget > 64) {
      const colon = entry.indexOf(': ') + 2;
      const label = entry.slice(0, colon) + ELLIPSIS;
      kept.unshift(label + entry.slice(entry.length - (budget - label.length - 2)));
    }
    break;
  }
  if (kept.length === 0) return '';
  const omitted = entries.length - kept.length;
  const note = omitted > 0 ? `(${omitted} earlier ${omitted === 1 ? 'turn' : 'turns'} omitted)\n\n` : '';
  return note + kept.join('\n\n');
}

/**
 * The new message with the transcript before it; the message alone when there is no history.
 * Sent once, when the CLI's own copy of the conversation is gone.
 */
export function withTranscript(message: string, turns: readonly ThreadTurn[] | undefined, budget = DEFAULT_TRANSCRIPT_BUDGET): string {
  const transcript = boundedTranscript(turns ?? [], budget);
  if (!transcript) return message;
  return [
    'This conversation continues an earlier one that is no longer in your session. The earlier turns, oldest first:',
    '<earlier-turns>',
    transcript,
    '</earlier-turns>',
    'The new message:',
    message,
  ].join('\n\n');
}
