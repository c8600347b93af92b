/**
 * @mwh/harness-core: one round API over the Claude Code CLI and the Codex app-server. This root is
 * the stable surface; the building blocks the round is made of are at `@mwh/harness-core/internals`.
 */
export { startRound, startConversation } from './start-round.js';
export type { Conversation, ConversationOptions, TurnOptions } from './conversation.js';
export { startClaudeRound } from './claude-round.js';
export { startCodexRound } from './codex-round.js';
export type { Round } from './round.js';
export type { RoundOptions, RoundCredential, McpBackConnection } from './round-options.js';
export { DEFAULT_IDLE_TIMEOUT_MS } from './round-options.js';
export { MAX_TIMER_MS } from './timer-delay.js';
export type { ThreadTurn } from './transcript.js';

export { HarnessError, assertSuccess } from './harness-errors.js';
export type { HarnessErrorKind } from './harness-errors.js';
export { renderFailure, failureSentence } from './render-failure.js';
export type { RenderFailureOptions } from './render-failure.js';
export { failureTexts, failureLanguage } from './failure-text.js';
export type { FailureLanguage, FailureSentence, FailureTexts } from './failure-text.js';
export { replayCapture } from './capture-replay.js';
export type { ReplayOptions } from './capture-replay.js';
export { IDLE_CAUSE, ABORT_CAUSE, STDIN_CAUSE, SPAWN_CAUSE } from './verdict-causes.js';
export { DEFAULT_RETRY_BOUND_MS, RETRY_CAUSE } from './retry-bound.js';

export { CaptureCollector, CaptureRecorder } from './capture-sink.js';
export { CaptureRedaction, redactCapture } from './capture-redaction.js';
export { machineNames, sanitizeCapture } from './capture-sanitize.js';
export type { MachineNames, SanitizedCapture } from './capture-sanitize.js';
export type { CaptureSink } from './capture-sink.js';
export { captureCommand } from './capture-command.js';
export { environmentSecrets, MIN_FOUND_SECRET_LENGTH, secretLength } from './found-secrets.js';
export type { CaptureCommandOptions, CaptureCommandResult } from './capture-command.js';

export { claudeSessionId, CLAUDE_SESSION_NAMESPACE } from './session-id.js';
export { startClaudeLogin, claudeAuthStatus, isSubscriptionLogin, storeClaudeToken, clearClaudeToken } from './claude-login.js';
export type { ClaudeLoginOptions, ClaudeAuthStatus, ClaudeBrowserLogin, ClaudeStatusOptions } from './claude-login.js';
export { startCodexDeviceLogin, storeCodexApiKey, clearCodexApiKey } from './codex-login.js';
export type { CodexLoginOptions, CodexDeviceLogin } from './codex-login.js';
export { cliVersionAt, locateCli } from './installed-cli.js';
export type { LocateOptions, LocateResult, LocatedCli } from './installed-cli.js';
export { checkedRange, outsideRangeSentence, rangePlace } from './checked-range.js';
export type { CheckedRange } from './checked-range.js';
export { compareVersions, VERSION } from './version-order.js';
export { cliStatus } from './cli-status.js';
export type { CliOrigin, CliStatus, CliStatusOptions, SignedIn } from './cli-status.js';
