/** @mwh/protocol-gemini: Gemini CLI's headless stream-json, pure — lines in, content parts and a verdict out. */
export {
  geminiInvocation,
  geminiSettings,
  GEMINI_CREDENTIAL_VARIABLES,
  GEMINI_HOME_VARIABLE,
  GEMINI_CONFIG_FOLDER,
  GEMINI_OUTPUT_FORMAT,
  GEMINI_NO_RELAUNCH,
} from './gemini-invocation.js';
export type { GeminiInvocation, GeminiInvocationOptions, GeminiApprovalMode } from './gemini-invocation.js';
export { GEMINI_WIRE_USE } from './gemini-wire-use.js';
export { GEMINI_DELTA_LINES } from './gemini-delta-lines.js';

export { decodeGeminiLine } from './gemini-event.js';
export type { GeminiEvent, GeminiEventType, GeminiLine, GeminiUnknown } from './gemini-event.js';
export { GeminiRoundReader, readGeminiStream, TOOL_NOT_REGISTERED } from './gemini-round-reader.js';
export type { GeminiRoundReaderOptions } from './gemini-round-reader.js';
export { decideGeminiVerdict, httpStatusOfExit, apiErrorOf, cliErrorLine, GEMINI_STDERR_NOISE } from './gemini-verdict.js';
export type { GeminiProcessOutcome, GeminiRoundFacts } from './gemini-verdict.js';
export { toGeminiUsage } from './gemini-usage.js';
export { replayGeminiCapture, GeminiReplay } from './gemini-replay.js';
export type { GeminiReplayOptions } from './gemini-replay.js';
export { looksLikeGeminiStream } from './gemini-stream-detection.js';
export { GEMINI_EVENT_TYPES } from './generated/gemini-events.js';
/** The events of `gemini --output-format stream-json` as the CLI's core declares them. */
export type * as GeminiProtocol from './generated/gemini-events.js';

/** Gemini CLI's protocol, described once (harness-core's registry registers it). */
export { GEMINI_PROTOCOL } from './gemini-protocol.js';
/** The descriptor's data without its reading code (also at `./invocation`, which loads none of the reader). */
export { GEMINI_CLI } from './gemini-cli.js';
