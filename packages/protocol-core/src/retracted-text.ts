/**
 * How a reader counts and says the text it takes back when the CLI abandons a model response: both
 * protocols' `stream-abandoned` warnings say it in the same words.
 */

const SURROGATE = /[\uD800-\uDFFF]/;

/** Characters (code points) in a string, without building an array of them. */
export function codePoints(text: string): number {
  // Most text has no surrogate at all, which a native search tells several times faster than the loop.
  if (!SURROGATE.test(text)) return text.length;
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/**
 * `the text and reasoning it had streamed are not part of the answer and are retracted`: what a
 * retraction takes back, by kind. No count: the reader counts the CLI's raw text, which tells a
 * secret's length where the answer shows it redacted, and a capture's replay (of the redacted
 * text) would say another number than the live round did.
 */
export function retractedSentence(chars: { text: number; reasoning: number }, streamed: string): string {
  const kinds = [...(chars.text ? ['text'] : []), ...(chars.reasoning ? ['reasoning'] : [])];
  const both = kinds.length > 1;
  return `the ${kinds.join(' and ')} ${streamed} ${both ? 'are' : 'is'} not part of the answer and ${both ? 'are' : 'is'} retracted`;
}
