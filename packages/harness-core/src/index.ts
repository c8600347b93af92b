/**
 * @mwh/harness-core: one round API over the Claude Code CLI and the Codex app-server. This root is
 * the stable surface; the building blocks the round is made of are at `@mwh/harness-core/internals`.
 */
export { startRound, startConversation } from './start-round.js';
export type { Conversation, ConversationOptions, TurnOptions } from './round/conversation.js';
export { startClaudeRound } from './claude/claude-round.js';
export { startCodexRound } from './codex/codex-round.js';
export type { Round } from './round/round.js';
export type { RoundOptions, RoundCredential, McpBackConnection, ApprovalRequest, ApprovalDecision, CodexMode } from './round/round-options.js';
export { DEFAULT_IDLE_TIMEOUT_MS, CODEX_MODES } from './round/round-options.js';
export { MAX_TIMER_MS } from './process/timer-delay.js';
export type { ThreadTurn } from './round/transcript.js';

export { HarnessError, assertSuccess } from './verdict/harness-errors.js';
export type { HarnessErrorKind } from './verdict/harness-errors.js';
export { renderFailure, failureSentence } from './verdict/render-failure.js';
export type { RenderFailureOptions } from './verdict/render-failure.js';
export { failureTexts, failureLanguage } from './verdict/failure-text.js';
export type { FailureLanguage, FailureSentence, FailureTexts } from './verdict/failure-text.js';
export { replayCapture } from './capture/replay-capture.js';
export type { ReplayOptions } from './capture/capture-replay.js';
export { IDLE_CAUSE, ABORT_CAUSE, STDIN_CAUSE, SPAWN_CAUSE, UNSUPPORTED_OPTION_CAUSE } from './verdict/verdict-causes.js';
export { DEFAULT_RETRY_BOUND_MS, RETRY_CAUSE, stoppedOffline } from './verdict/retry-bound.js';

export { CaptureCollector, CaptureRecorder } from './capture/capture-sink.js';
export { CaptureRedaction, redactCapture } from './capture/capture-redaction.js';
export { machineNames, sanitizeCapture } from './capture/capture-sanitize.js';
export type { MachineNames, SanitizedCapture, SanitizeOptions, SanitizeReport } from './capture/capture-sanitize.js';
export type { CaptureSink } from './capture/capture-sink.js';
export { captureCommand } from './capture/capture-command.js';
export { environmentSecrets, MIN_FOUND_SECRET_LENGTH, secretLength } from './secrets/found-secrets.js';
export type { CaptureCommandOptions, CaptureCommandResult } from './capture/capture-command.js';

export { claudeSessionId, CLAUDE_SESSION_NAMESPACE } from './round/session-id.js';
export { startClaudeLogin, claudeAuthStatus, isSubscriptionLogin, storeClaudeToken, clearClaudeToken } from './claude/claude-login.js';
export type { ClaudeLoginOptions, ClaudeAuthStatus, ClaudeBrowserLogin, ClaudeStatusOptions } from './claude/claude-login.js';
export { startCodexDeviceLogin, storeCodexApiKey, clearCodexApiKey } from './codex/codex-login.js';
export type { CodexLoginOptions, CodexDeviceLogin } from './codex/codex-login.js';
export { cliVersionAt, locateCli } from './installed-clis.js';
export type { LocateOptions, LocateResult, LocatedCli } from './installed/installed-cli.js';
export { checkedRange, outsideRangeSentence, rangePlace } from './installed/checked-range.js';
export type { CheckedRange } from './installed/checked-range.js';
export { compareVersions, VERSION } from './installed/version-order.js';
export { cliStatus } from './cli-status.js';
export type { CliOrigin, CliStatus, CliStatusOptions, SignedIn } from './cli-status.js';
export { PROTOCOLS, protocolOf } from './protocols.js';
export { REGISTRY, registrationOf } from './registry.js';
export type { CliRegistration, CliSignIn, PermissionMode } from './cli-registration.js';
export type { StoredCredential } from './secrets/credential-store.js';
export type { CliInstall, InstalledCli } from './installed/installed-cli.js';
