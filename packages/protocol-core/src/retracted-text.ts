/**
 * How a reader says the text it takes back when the CLI abandons a model response: both
 * protocols' `stream-abandoned` warnings say it in the same words.
 */
import type { ContentPart } from './content-part.js';

/**
 * `the text and reasoning it had streamed are not part of the answer and are retracted`: what
 * `retractions` (a reader's text-retract and reasoning-retract parts) take back, by kind. No
 * count: the CLI's raw text would tell a secret's length where the answer shows it redacted, and
 * a capture's replay (of the redacted text) would say another number than the live round did.
 */
export function retractedSentence(retractions: readonly ContentPart[], streamed: string): string {
  const text = retractions.some((part) => part.type === 'text-retract');
  const reasoning = retractions.some((part) => part.type === 'reasoning-retract');
  const kinds = [...(text ? ['text'] : []), ...(reasoning ? ['reasoning'] : [])];
  const both = kinds.length > 1;
  return `the ${kinds.join(' and ')} ${streamed} ${both ? 'are' : 'is'} not part of the answer and ${both ? 'are' : 'is'} retracted`;
}
