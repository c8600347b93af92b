/**
 * @mwh/harness-core/internals: the building blocks a round is made of (processes, timers, the
 * end of a round, thread records, child environments, finding binaries). mwh's own CLI, the
 * conformance kit and the benchmarks use them. No stability promise: any release may change or
 * remove them; the round API at the package root is what stays. Like the root, it loads no
 * protocol package's reading code: `mwh run` imports it before the CLI is spawned.
 */
export { CliProcess, DEFAULT_EXIT_GRACE_MS } from './process/process-runner.js';
export type { CliProcessOptions, ProcessResult, ProcessStream, StdoutReader, StopSteps } from './process/process-runner.js';
export { ensureCodexHome, spawnAppServer } from './process/app-server-process.js';
export type { AppServerProcessOptions } from './process/app-server-process.js';
export { CODEX_CLIENT_INFO } from './codex/codex-thread.js';
export { stderrRedactor } from './secrets/secret-forms.js';
export { IdleTimer } from './process/idle-timer.js';
export { CLI_LAYOUTS, cliLayoutsSentence, findInstalledCli } from './installed-clis.js';
export type { InstalledCli } from './installed/installed-cli.js';
export { programOnPath } from './installed/program-on-path.js';

export { RoundEnder, endRound } from './verdict/round-end.js';
export { CaptureReplay } from './capture/capture-replay.js';
export type { CaptureReplayOptions } from './capture/capture-replay.js';
export type { RoundEnd, RoundStop } from './verdict/round-end.js';
export { fence } from './verdict/render-failure.js';

export { uuidV5, URL_NAMESPACE } from './round/session-id.js';
export { ThreadRecordStore, codexThreadName, threadKeyDigest, THREAD_RECORD_DIR } from './round/thread-record-store.js';
export { boundedTranscript, withTranscript, DEFAULT_TRANSCRIPT_BUDGET } from './round/transcript.js';
export { CredentialStore } from './secrets/credential-store.js';
export type { StoredCredential } from './secrets/credential-store.js';
