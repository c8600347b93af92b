/**
 * The conformance kit: the scenario catalogues that drive the real `claude` and `codex` CLIs
 * against the loopback mocks of `@mwh/mock-servers`, the recorder that keeps each round as a
 * capture, and the fixture recorders built on them.
 */

// Recording a process as a capture.
export { recordProcess } from './capture-recorder.js';
export type { ProcessIo, RecordOptions } from './capture-recorder.js';

// Claude: the binary, the scenarios and their runner.
export { claudeScenarios, findClaudeScenario } from './claude-scenarios.js';
export { runClaudeScenario, writeMessageAndWait, scenarioSessionId, FAKE_ANTHROPIC_API_KEY } from './claude-scenario-runner.js';
export type { ClaudeScenarioRun, RunClaudeScenarioOptions } from './claude-scenario-runner.js';
export type { ClaudeEarlierRound, ClaudeExpectation, ClaudeRunView, ClaudeScenario } from './claude-scenario.js';
export type { AnswerSummary, StdoutLine } from './claude-stdout.js';

// Codex: the binary, the app-server conversation, the scenarios and their runner.
export { CodexConversation } from './codex-conversation.js';
export type { CodexNotification, CodexThreadOptions } from './codex-conversation.js';
export { codexScenarios, findCodexScenario } from './codex-scenarios.js';
export { runCodexScenario } from './codex-scenario-runner.js';
export type { CodexExpectation, CodexScenario, CodexScenarioContext, CodexScenarioRun, RunCodexScenarioOptions } from './codex-scenario-runner.js';
export { checkCodexReplay } from './codex-replay-check.js';
export type { CodexReplayCheck } from './codex-replay-check.js';
export { uuidv7 } from './uuid.js';

// Fixtures: fixtures/<harness>/<version>/<scenario>.capture.jsonl.
export { recordClaudeFixtures } from './record-claude-fixtures.js';
export type { RecordClaudeFixturesOptions } from './record-claude-fixtures.js';
export { recordCodexFixtures } from './record-codex-fixtures.js';
export type { RecordCodexFixturesOptions } from './record-codex-fixtures.js';
export type { RecordedFixture, RecordedFixtures, RecordFixturesOptions } from './record-fixture-set.js';

// Surfaces and drift: what each CLI version shows of itself, what changed from one version to the
// next and whether it touches what mwh reads or sends, mwh's own schema gaps, what mwh sent.
export { collectSurface, withOutcomes, SurfaceSources } from './collect-surface.js';
export type { CollectSurfaceOptions, VersionFindings } from './collect-surface.js';
export { emptySurface, readSurface, surfaceJson, cutExample, SURFACE_FORMAT, SURFACE_VERSION, EXAMPLE_CHARS } from './cli-surface.js';
export type { CliSurface, DefinitionSurface, HelpSurface, InvocationSurface, LineSurface, RouteSurface, ScenarioOutcomeSurface, SchemaSurface, SurfaceRead } from './cli-surface.js';
export { diffSurfaces, isEmptyDiff } from './surface-diff.js';
export type { ChangeArea, ChangeKind, DiffOptions, OutcomeChange, SurfaceChange, SurfaceDiff } from './surface-diff.js';
export { classifyChanges, MOCK_REQUEST_READS, WIRE_USE } from './drift-impact.js';
export type { ClassifiedChange, Impact } from './drift-impact.js';
export { versionPairs, comparePair, driftSentence, describeChange, changesOf, restGroups, refLabel } from './version-drift.js';
export type { CompareOptions, RestGroup, SurfaceRef, VersionPair } from './version-drift.js';
export { requestSurface } from './surface-requests.js';
export type { RequestRecord } from './surface-requests.js';
export { codexSchemaSurface } from './codex-schema-surface.js';
export { readHelp } from './surface-invocation.js';
export { sdkSchemaSurface, readSdkTypes } from './sdk-types.js';
export type { SdkTypesContext, SdkTypesResult } from './sdk-types.js';
export type { GapEntry, SchemaGaps } from './schema-gaps.js';
export { printCodexSchema, loadVendoredCodexSchema, loadClaudeSchemas } from './schema-sources.js';
export type { CodexCommand, PrintedSchema } from './schema-sources.js';
export { checkClaudeSentMessages, checkCodexSentMessages, sentFailuresByScenario } from './sent-messages.js';
export type { SentMessageFailure, SentMessagesCheck } from './sent-messages.js';

// The HTML page of a run, or of one capture.
export { renderReportHtml } from './report-html.js';
export { renderRoundsHtml } from './round-html.js';
export type { RoundView, RoundsPageInput } from './round-html.js';
export { reportVerdict, outcomeWords, statusWords } from './report-verdict.js';
export type { ReportVerdict, VerdictScenario } from './report-verdict.js';
export type { ReportInput, ReportRun, ReportScenario } from './report-html.js';

// `mwh conformance`: SPECs, the user-view catalogue run through harness-core, baselines, the runner.
export { installedCli, parseCliSpec, reportedVersion, defaultCliCacheDir, ConformanceSetupError, PINNED_VERSIONS, CLAIMED_FROM } from './cli-spec.js';
export type { CliBinary, CliSpec, ClaudeChannel, RangeEnd, ResolvedCli, ResolveCliOptions } from './cli-spec.js';
export { resolveCli, holdCli } from './cli-install.js';
export type { HeldCli } from './cli-install.js';
export { planCli } from './cli-plan.js';
export type { PlannedCli } from './cli-plan.js';
export { cliKey, cliLabel } from './cli-channel.js';
export type { AcpAgentLabel, CliChannel } from './cli-channel.js';
export { CliCache, DEFAULT_CACHE_BOUND, cacheEntryName } from './cli-cache.js';
export type { CacheEntry, CacheEntryMeta, CacheLease, CacheListing, PruneRequest, PruneResult } from './cli-cache.js';
export { parseByteSize, formatBytes } from './byte-size.js';
export { compareVersions, versionsBetween } from './version-range.js';
export { claudeRoundScenarios, codexRoundScenarios, codexExecRoundScenarios, roundScenarios } from './round-scenarios.js';
export type { ClaudeRoundScenario, CodexRoundScenario, RoundScenario, RoundStep, ScenarioCues } from './round-scenarios.js';
export type { UserExpectation } from './user-expectations.js';
export { checkSetUp, describeSetUp } from './scenario-set-up.js';
export type { ObservedFacts, SetUpCheck } from './scenario-set-up.js';
export { judgeCapture, judgeRound, isScenarioRecord, recordProblem } from './scenario-record.js';
export type { Judgement, JudgedStatus, RecordedFacts, ScenarioRecord } from './scenario-record.js';
export { checkExpectation, failureSentence, shown } from './user-expectations.js';
export type { ExpectationFailure, SeenRound, SeenScenario } from './user-expectations.js';
export { runRoundScenario } from './run-round-scenario.js';
export type { RunRoundScenarioOptions, ScenarioRun } from './run-round-scenario.js';
export { parseBaseline, defaultBaseline, findBaselineEntry } from './baseline.js';
export type { BaselineEntry, BaselineRead } from './baseline.js';
export { runAcpConformance } from './run-acp-conformance.js';
export type { RunAcpConformanceOptions } from './run-acp-conformance.js';
export { runAcpScenario } from './run-acp-scenario.js';
export type { AcpAgent, AcpAgentInfo, AcpScenarioRun, RunAcpScenarioOptions } from './run-acp-scenario.js';
export { ACP_UNSEEN } from './acp-judge.js';
export { runConformance, planConformance, conformanceExitCode, reportSummary, DEFAULT_RETRIES, MAX_JOBS, STATUS_ORDER } from './run-conformance.js';
export { resultsJson, readResults, mergeResults, RESULTS_FORMAT, RESULTS_VERSION } from './conformance-results.js';
export { versionIssues } from './version-issues.js';
export type { VersionIssue } from './version-issues.js';
export type { MergeResult, ResultsRead, ShardResults } from './conformance-results.js';
export type {
  CollectDrift,
  ConformanceProgress,
  ConformanceReport,
  ConformanceRun,
  ConformanceTarget,
  DriftInput,
  FailedTry,
  RunConformanceOptions,
  ScenarioOutcome,
  ScenarioStatus,
  Shard,
} from './run-conformance.js';
export { pairJson, driftJson, driftAnswer, pairLabel, surfaceCounts } from './drift-json.js';
export type { ChangeJson, DriftJson, PairJson, TouchingJson } from './drift-json.js';
export { protocolHistory, changelogMarkdown, historyJson, readHistory, isWholeCatalogue, HISTORY_FORMAT, HISTORY_VERSION, REDUCED_CATALOGUE, SWEEP_COMMANDS } from './protocol-changelog.js';
export type { HarnessHistory, HistoryOptions, HistoryVersion, ProtocolHistory } from './protocol-changelog.js';
export { surfaceCoverage, coverageSentence } from './surface-coverage.js';
export type { SurfaceCoverage, KindCoverage } from './surface-coverage.js';
