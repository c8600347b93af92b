/** @mwh/harness-core: one round API over the Claude Code CLI and the Codex app-server. */
export { startRound } from './start-round.js';
export { startClaudeRound } from './claude-round.js';
export { startCodexRound, CODEX_CLIENT_INFO } from './codex-round.js';
export type { Round } from './round.js';
export type { RoundOptions, RoundCredential, McpBackConnection } from './round-options.js';
export { DEFAULT_IDLE_TIMEOUT_MS } from './round-options.js';

export { HarnessError, assertSuccess } from './harness-errors.js';
export type { HarnessErrorKind } from './harness-errors.js';
export { renderFailure, failureSentence, fence } from './render-failure.js';
export type { RenderFailureOptions } from './render-failure.js';
export { failureTexts, failureLanguage } from './failure-text.js';
export type { FailureLanguage, FailureSentence, FailureTexts } from './failure-text.js';
export { replayCapture, RoundEnder, endRound, isProducedOutput } from './round-end.js';
export type { ReplayOptions, RoundEnd, RoundStop } from './round-end.js';
export { IDLE_CAUSE, ABORT_CAUSE, STDIN_CAUSE, SPAWN_CAUSE } from './verdict-causes.js';
export { DEFAULT_RETRY_BOUND_MS, RETRY_CAUSE } from './retry-bound.js';

// Moved to protocol-core (it is pure); kept here so existing imports keep working.
export { PartRedactor } from '@mwh/protocol-core';
export { CaptureCollector, CaptureRecorder } from './capture-sink.js';
export type { CaptureSink } from './capture-sink.js';
export { captureCommand, environmentSecrets } from './capture-command.js';
export type { CaptureCommandOptions, CaptureCommandResult } from './capture-command.js';

export { claudeSessionId, uuidV5, CLAUDE_SESSION_NAMESPACE, URL_NAMESPACE } from './session-id.js';
export { ThreadRecordStore, codexThreadName, threadKeyDigest, THREAD_RECORD_DIR } from './thread-record-store.js';
export { boundedTranscript, withTranscript, DEFAULT_TRANSCRIPT_BUDGET } from './transcript.js';
export type { ThreadTurn } from './transcript.js';
export { CredentialStore } from './credential-store.js';
export type { StoredCredential } from './credential-store.js';

export { startClaudeLogin, claudeAuthStatus, isSubscriptionLogin, storeClaudeToken, clearClaudeToken } from './claude-login.js';
export type { ClaudeLoginOptions, ClaudeAuthStatus, ClaudeBrowserLogin } from './claude-login.js';
export { startCodexDeviceLogin, storeCodexApiKey, clearCodexApiKey } from './codex-login.js';
export type { CodexLoginOptions, CodexDeviceLogin } from './codex-login.js';

export { CliProcess, DEFAULT_EXIT_GRACE_MS } from './process-runner.js';
export type { CliProcessOptions, ProcessResult, ProcessStream, StopSteps } from './process-runner.js';
export { AppServerConnection, ensureCodexHome } from './codex-app-server.js';
export type { AppServerOptions } from './codex-app-server.js';
export { RollingTail } from './stderr-tail.js';
export { IdleTimer } from './idle-timer.js';
export { CLI_LAYOUTS, CLI_PACKAGES, cliLayoutsSentence, findInstalledCli, locateCli } from './installed-cli.js';
export type { InstalledCli, LocateOptions, LocateResult, LocatedCli } from './installed-cli.js';
