export type { ContentPart, ContentPartType, McpServerStatus, PartOf, RoundConclusion, Usage } from './content-part.js';
export type { Verdict, VerdictKind, ProcessOutcome } from './verdict.js';
export { tail, STDERR_TAIL_BYTES, processFields, describeExit, unexplained } from './verdict.js';
export { TextTail } from './text-tail.js';
export { MwhError, LineTooLongError } from './errors.js';
export { LineFramer, frameAll, DEFAULT_MAX_LINE_BYTES } from './line-framer.js';
export type { FramedLine, LineFramerOptions } from './line-framer.js';
export { LineRoundReader } from './line-round-reader.js';
export { LineReplay } from './line-replay.js';
export type { FinishingReader, IntentionalOutcome } from './line-replay.js';
export { Redactor, StreamRedactor, REDACTED, JSON_ESCAPES } from './redactor.js';
export {
  CAPTURE_FORMAT,
  CAPTURE_VERSION,
  captureHeader,
  serializeCapture,
  encodeChunk,
  streamBytes,
  captureOutcome,
  exitOutcome,
  replayChunks,
  HARNESSES,
  isHarness,
} from './capture.js';
export type {
  Capture,
  CaptureChunk,
  CaptureExit,
  CaptureStop,
  CaptureExpectation,
  CaptureHeader,
  CaptureStream,
  ChunkReplay,
  Harness,
} from './capture.js';
export { CaptureReader, parseCapture, DEFAULT_MAX_CAPTURE_LINE_BYTES } from './capture-reader.js';
export type { CaptureReaderOptions, CaptureReadResult, CaptureRecord, CaptureParseResult, ParseCaptureOptions, ParseResult } from './capture-reader.js';
export { summarizeRound, RoundSummarizer } from './round-summary.js';
export { AnswerText } from './answer-text.js';
export { MessageBreaks } from './message-breaks.js';
export type { RoundSummary } from './round-summary.js';
export type { Validator, ValidatorTable, ValidationProblem } from './validator.js';
export { utf8Bytes, utf8Text, concatBytes, toBase64, fromBase64 } from './bytes.js';
export { MAX_JSON_DEPTH, jsonTextDepth, jsonValueDepth, isTooDeep, isTextTooDeep } from './json-depth.js';
export { stringifyJson } from './safe-json.js';
export { appendAll, RecentMap, RecentSet, RECENT_WINDOW } from './bounded.js';
export { MAX_KEPT_TEXT_UNITS, fittingLength } from './kept-text.js';
export { isRecord, isStrings, asObject, field, stringField, numberField, isFiniteNumber, arrayField, type WireObject } from './wire-values.js';
export { firstJsonValues, LINES_LOOKED_AT } from './stream-sniffing.js';
export { addUsage } from './usage-sum.js';
export { codePoints } from './code-points.js';
export { findTokens, TOKEN_RULES, type FoundToken, type TokenRule } from './token-patterns.js';
export { retractedSentence } from './retracted-text.js';
export { ForgottenStreams } from './forgotten-streams.js';
export { PartRedactor } from './part-redactor.js';
export { streamedDelta } from './streamed-delta.js';
export { keyPart, tupleKey } from './tuple-key.js';
export type { PartSink } from './part-redactor.js';
export { childEnv, NESTING_VARIABLES } from './child-env.js';
export { mcpServerSecrets, pushMcpServerState } from './mcp-server.js';
export type { McpServer } from './mcp-server.js';
export { imageDataUrl } from './user-image.js';
export type { UserImage } from './user-image.js';
export { fieldPaths, listsPath, recordReads, unrecorded } from './wire-use.js';
export type { WireUse } from './wire-use.js';
export type { DeltaLineEvent, DeltaLines, RepeatedText } from './delta-lines.js';
export { describeProtocol } from './cli-protocol.js';
export type { CliDescription, CliProtocol } from './cli-protocol.js';
export { decodeEventLine } from './event-line.js';
export type { EventLine, MemberKind, RequiredMembers } from './event-line.js';
export { LineCutter } from './line-cutter.js';
export type { LineSink } from './line-cutter.js';
export { TURN_EVENT, turnStart, turnOf, answersTurn, FileReplay, looksLikeCapture, JsonLinesReader } from './stream-kind.js';
export type { StreamKind, StreamKindReader, TurnEventData, FileReader } from './stream-kind.js';
export { NumberedJsonLines, isCutOffLine } from './numbered-json-lines.js';
export type { NumberedLine } from './numbered-json-lines.js';
export { RoundList } from './round-list.js';
export type { Round } from './round-list.js';
