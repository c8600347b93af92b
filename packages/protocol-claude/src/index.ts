/** @mwh/protocol-claude: Claude Code's stream-json protocol, pure — bytes in, content parts and a verdict out. */
export { StreamJsonDecoder, decodeStreamJsonLine, lookupKey } from './stream-json-decoder.js';
export type { ClaudeEvent, ClaudeMessageKey, DecodedLine, StreamJsonDecoderOptions } from './stream-json-decoder.js';
export {
  encodeUserMessage,
  encodeInterrupt,
  encodeInitialize,
  encodeContextUsageSummary,
  encodePermissionResponse,
  encodeControlError,
  SENT_CONTROL_REQUESTS,
} from './stream-json-encoder.js';
export type { UserMessageOptions, PermissionDecision } from './stream-json-encoder.js';
export { answerControlRequest, ANSWERED_CONTROL_REQUESTS } from './claude-answers.js';
export type { AnswerOptions } from './claude-answers.js';
export { ClaudeRoundReader, readClaudeStream, SYNTHETIC_MODEL } from './claude-round-reader.js';
export type { ClaudeRoundReaderOptions } from './claude-round-reader.js';
export { decideClaudeVerdict, isErrorResult } from './claude-verdict.js';
export type { ClaudeRoundFacts } from './claude-verdict.js';
export { toUsage } from './claude-usage.js';
export { replayClaudeCapture, ClaudeCaptureReplay } from './claude-replay.js';
export { looksLikeClaudeStream, looksLikeClaudeTranscript } from './claude-stream-detection.js';
export { ClaudeTranscriptReader } from './claude-transcript-reader.js';
export type { ClaudeReplayOptions } from './claude-replay.js';
export { claudeInvocation, CLAUDE_CREDENTIAL_VARIABLES } from './claude-invocation.js';
export { CLAUDE_WIRE_USE } from './claude-wire-use.js';
export type { ClaudeInvocation, ClaudeInvocationOptions, FileToWrite, McpHttpServer } from './claude-invocation.js';
export { outputValidators, inputValidators } from './generated/claude-validators.js';
export type { Validator, ValidatorTable } from '@mwh/protocol-core';
/** Every type of the pinned stream-json protocol (both directions), generated from its JSON Schema. */
export type * as ClaudeProtocol from './claude-protocol-types.js';
/** Claude Code's protocol, described once (harness-core's PROTOCOLS registers it). */
export { CLAUDE_PROTOCOL } from './claude-protocol.js';
/** The descriptor's data without its reading code (also at `./invocation`, which loads none of the reader). */
export { CLAUDE_CLI } from './claude-cli.js';
