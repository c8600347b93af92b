/**
 * @mwh/harness-core/internals: the building blocks a round is made of (processes, timers, the
 * end of a round, thread records, child environments, finding binaries). mwh's own CLI, the
 * conformance kit and the benchmarks use them. No stability promise: any release may change or
 * remove them; the round API at the package root is what stays.
 */
export { CliProcess, DEFAULT_EXIT_GRACE_MS } from './process-runner.js';
export type { CliProcessOptions, ProcessResult, ProcessStream, StopSteps } from './process-runner.js';
export { AppServerConnection, ensureCodexHome } from './codex-app-server.js';
export type { AppServerOptions } from './codex-app-server.js';
export { CODEX_CLIENT_INFO } from './codex-round.js';
export { RollingTail } from './stderr-tail.js';
export { stderrRedactor } from './secret-forms.js';
export { IdleTimer } from './idle-timer.js';
export { CLI_LAYOUTS, CLI_PACKAGES, cliLayoutsSentence, findInstalledCli } from './installed-cli.js';
export type { InstalledCli } from './installed-cli.js';
export { programOnPath } from './program-on-path.js';

export { RoundEnder, endRound } from './round-end.js';
export { CaptureReplay } from './capture-replay.js';
export type { CaptureReplayOptions } from './capture-replay.js';
export type { RoundEnd, RoundStop } from './round-end.js';
export { fence } from './render-failure.js';

export { uuidV5, URL_NAMESPACE } from './session-id.js';
export { ThreadRecordStore, codexThreadName, threadKeyDigest, THREAD_RECORD_DIR } from './thread-record-store.js';
export { boundedTranscript, withTranscript, DEFAULT_TRANSCRIPT_BUDGET } from './transcript.js';
export { CredentialStore } from './credential-store.js';
export type { StoredCredential } from './credential-store.js';
