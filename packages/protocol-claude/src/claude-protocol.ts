/** Claude Code's stream-json protocol as harness-core, the mwh command and the kit look it up. */
import { describeProtocol, FileReplay, type CliProtocol } from '@mwh/protocol-core';
import { CLAUDE_CLI } from './claude-cli.js';
import { ClaudeCaptureReplay } from './claude-replay.js';
import { claudeStreamVersion, claudeTranscriptVersion, looksLikeClaudeStream, looksLikeClaudeTranscript } from './claude-stream-detection.js';
import { ClaudeTranscriptReader } from './claude-transcript-reader.js';

export const CLAUDE_PROTOCOL: CliProtocol = describeProtocol({
  ...CLAUDE_CLI,
  looksLikeStream: looksLikeClaudeStream,
  captureReplay: (options = {}) => new ClaudeCaptureReplay(options.withoutClientLines === undefined ? {} : { withoutClientLines: options.withoutClientLines }),
  // A transcript's lines have the types stdout's have: it is asked first.
  streamKinds: [
    {
      kind: 'claude-transcript',
      title: 'a Claude Code session transcript',
      verdicts: false,
      looksLike: looksLikeClaudeTranscript,
      cliVersion: claudeTranscriptVersion,
      replay: () => new FileReplay(new ClaudeTranscriptReader()),
    },
    {
      kind: 'claude-stdout',
      title: 'the stdout of claude in stream-json mode',
      verdicts: true,
      looksLike: looksLikeClaudeStream,
      cliVersion: claudeStreamVersion,
      replay: (options = {}) => new ClaudeCaptureReplay(options.withoutClientLines === undefined ? {} : { withoutClientLines: options.withoutClientLines }),
    },
  ],
});
