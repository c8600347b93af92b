/** @mwh/protocol-codex: the Codex app-server protocol, pure — lines in, content parts and a verdict out. */
export { JsonRpcPeer } from './json-rpc-peer.js';
export type { PeerEvent, JsonRpcPeerOptions, RequestHandler, NotificationHandler } from './json-rpc-peer.js';
export {
  JsonRpcError,
  PeerClosedError,
  PeerSendError,
  JSON_RPC_PARSE_ERROR,
  JSON_RPC_INVALID_REQUEST,
  JSON_RPC_METHOD_NOT_FOUND,
  JSON_RPC_INVALID_PARAMS,
  JSON_RPC_INTERNAL_ERROR,
  isResumeNotFound,
} from './json-rpc-error.js';
export type { PeerCloseReason } from './json-rpc-error.js';
export {
  parseJsonRpcLine,
  parseServerLine,
  classifyJsonRpc,
  isRequestId,
  encodeRequest,
  encodeNotification,
  encodeResult,
  encodeError,
} from './json-rpc-message.js';
export type { JsonRpcMessage, JsonRpcErrorObject, ParsedLine, RequestId, ServerLine } from './json-rpc-message.js';

export {
  initializeParams,
  threadStartParams,
  threadResumeParams,
  threadNameSetParams,
  threadConfigOverlay,
  turnStartParams,
  turnInterruptParams,
  deviceCodeLoginParams,
} from './client-messages.js';
export type { ClientInfo, InitializeOptions, McpServerConfig, ThreadOptions, TurnOptions } from './client-messages.js';
export { CodexClient } from './codex-client.js';
export type { CodexClientOptions, CodexNotification, OpenedThread, OpenThreadOptions, DeviceCodeChallenge, LoginCompleted } from './codex-client.js';

export { codexInvocation, codexExecInvocation, codexKeyVariables, CODEX_CREDENTIAL_VARIABLES } from './codex-invocation.js';
export { CODEX_WIRE_USE } from './codex-wire-use.js';
export type { CodexInvocation, CodexInvocationOptions, CodexExecInvocationOptions } from './codex-invocation.js';

export { answerServerRequest, answerServerRequestsOn, ANSWERED_SERVER_REQUESTS } from './codex-answers.js';
export type { AnswerOptions, ServerRequestAnswer } from './codex-answers.js';

export { CodexRoundReader, readCodexStream } from './codex-round-reader.js';
export type { CodexRoundReaderOptions } from './codex-round-reader.js';
export { toUsage } from './codex-usage.js';
export { decideCodexVerdict, cliErrorLine } from './codex-verdict.js';
export type { CodexProcessOutcome, CodexRoundFacts, TurnError } from './codex-verdict.js';
export { replayCodexCapture, CodexCaptureReplay } from './codex-replay.js';
export { looksLikeCodexStream, looksLikeCodexRollout } from './codex-stream-detection.js';
export { CodexRolloutReader } from './codex-rollout-reader.js';
export type { CodexReplayOptions } from './codex-replay.js';

/** `codex exec --json`: its events, reader, verdict, replay and detection. */
export { decodeCodexExecLine } from './codex-exec-event.js';
export type { CodexExecEvent, CodexExecEventType, CodexExecLine, CodexExecUnknown } from './codex-exec-event.js';
export { CodexExecRoundReader, readCodexExecStream } from './codex-exec-round-reader.js';
export type { CodexExecRoundReaderOptions } from './codex-exec-round-reader.js';
export { decideCodexExecVerdict } from './codex-exec-verdict.js';
export type { CodexExecRoundFacts } from './codex-exec-verdict.js';
export { toExecUsage } from './codex-usage.js';
export { replayCodexExecCapture, CodexExecReplay } from './codex-exec-replay.js';
export type { CodexExecReplayOptions } from './codex-exec-replay.js';
export { looksLikeCodexExecStream } from './codex-exec-stream-detection.js';
export { CODEX_EXEC_OUTPUT_MODE } from './codex-exec-mode.js';
export { CODEX_EXEC_EVENT_TYPES, CODEX_EXEC_ITEM_TYPES } from './generated/codex-exec-events.js';
/** The events of `codex exec --json` as codex's TypeScript SDK declares them. */
export type * as CodexExecProtocol from './generated/codex-exec-events.js';

export { validateMessage, validatedMethods } from './protocol-validators.js';
export type { MessageKind, ValidationResult } from './protocol-validators.js';
export {
  CLIENT_REQUEST_METHODS,
  CLIENT_NOTIFICATION_METHODS,
  SERVER_NOTIFICATION_METHODS,
  SERVER_REQUEST_METHODS,
} from './generated/codex-methods.js';
export type * from './protocol-messages.js';
/** Every type of the 0.171.0 protocol, generated from its JSON Schema. */
export type * as CodexProtocol from './generated/codex-types.js';
/** The codex app-server's protocol, described once (harness-core's PROTOCOLS registers it). */
export { CODEX_PROTOCOL } from './codex-protocol.js';
/** The descriptor's data without its reading code (also at `./invocation`, which loads none of the reader). */
export { CODEX_CLI } from './codex-cli.js';
