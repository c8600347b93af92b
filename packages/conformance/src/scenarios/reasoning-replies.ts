/**
 * The model replies with reasoning that both catalogues send (the fixture recorder's and the
 * `mwh conformance` one), with the reasoning and text a user must be left with.
 */
import type { MockMessageReply, StreamReply } from '@mwh/mock-servers';

/** Claude: a thinking block, then a text block, in one message. */
export const THINKING_ANSWER: MockMessageReply = {
  type: 'message',
  content: [
    { type: 'thinking', thinking: ['The user asks ', 'for 6 × 7, ', 'which is 42.'] },
    { type: 'text', text: ['6 × 7 ', '= 42.'] },
  ],
};
export const THINKING_ANSWER_SEEN = { text: '6 × 7 = 42.', reasoning: 'The user asks for 6 × 7, which is 42.' } as const;

/** codex: a reasoning summary in two parts, then the answer, in one model response. */
export const REASONING_REPLY: StreamReply = {
  kind: 'stream',
  output: [
    { type: 'reasoning', summary: ['Deciding how to greet.', 'A short greeting will do.'] },
    { type: 'message', text: 'Hi there.' },
  ],
  usage: { input_tokens: 900, output_tokens: 40, reasoning_output_tokens: 25 },
};
// The summary parts are joined with a blank line between them.
export const REASONING_REPLY_SEEN = { text: 'Hi there.', reasoning: 'Deciding how to greet.\n\nA short greeting will do.' } as const;
