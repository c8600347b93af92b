/** Gemini CLI's headless protocol (`--output-format stream-json`) as harness-core, the mwh command and the kit look it up. */
import { describeProtocol, looksLikeCapture, type CliProtocol } from '@mwh/protocol-core';
import { GEMINI_CLI } from './gemini-cli.js';
import { GeminiReplay } from './gemini-replay.js';
import { looksLikeGeminiStream } from './gemini-stream-detection.js';

export const GEMINI_PROTOCOL: CliProtocol = describeProtocol({
  ...GEMINI_CLI,
  looksLikeStream: looksLikeGeminiStream,
  captureReplay: () => new GeminiReplay(),
  streamKinds: [
    {
      kind: 'gemini-stdout',
      title: 'the stdout of gemini --output-format stream-json',
      verdicts: true,
      // gemini takes its prompt in its arguments (`--prompt`); what stdin holds is put before it, unread by the replay.
      stdinUnread: 'which takes its prompt in its arguments and whose replay reads nothing of its stdin',
      // looksLikeGeminiStream takes a capture of a gemini round too; a capture is a kind of its own.
      looksLike: (firstLines: string) => !looksLikeCapture(firstLines) && looksLikeGeminiStream(firstLines),
      replay: () => new GeminiReplay(),
    },
  ],
});
