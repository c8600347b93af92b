/**
 * The conformance kit: the scenario catalogues that drive the real `claude` and `codex` CLIs
 * against the loopback mocks of `@mwh/mock-servers`, the recorder that keeps each round as a
 * capture, and the fixture recorders built on them.
 */

// Recording a process as a capture.
export { recordProcess } from './recorder/capture-recorder.js';
export type { ProcessIo, RecordOptions } from './recorder/capture-recorder.js';

// Claude: the binary, the scenarios and their runner.
export { claudeScenarios, findClaudeScenario } from './claude/claude-scenarios.js';
export { runClaudeScenario, writeMessageAndWait, scenarioSessionId, FAKE_ANTHROPIC_API_KEY } from './claude/claude-scenario-runner.js';
export type { ClaudeScenarioRun, RunClaudeScenarioOptions } from './claude/claude-scenario-runner.js';
export type { ClaudeEarlierRound, ClaudeExpectation, ClaudeRunView, ClaudeScenario } from './claude/claude-scenario.js';
export type { AnswerSummary, StdoutLine } from './claude/claude-stdout.js';

// Codex: the binary, the app-server conversation, the scenarios and their runner.
export { CodexConversation } from './codex/codex-conversation.js';
export type { CodexNotification, CodexThreadOptions } from './codex/codex-conversation.js';
export { codexScenarios, findCodexScenario } from './codex/codex-scenarios.js';
export { runCodexScenario } from './codex/codex-scenario-runner.js';
export type { CodexExpectation, CodexScenario, CodexScenarioContext, CodexScenarioRun, RunCodexScenarioOptions } from './codex/codex-scenario-runner.js';
export { checkCodexReplay } from './codex/codex-replay-check.js';
export type { CodexReplayCheck } from './codex/codex-replay-check.js';
export { uuidv7 } from './support/uuid.js';

// Fixtures: fixtures/<harness>/<version>/<scenario>.capture.jsonl.
export { recordClaudeFixtures } from './claude/record-claude-fixtures.js';
export type { RecordClaudeFixturesOptions } from './claude/record-claude-fixtures.js';
export { recordCodexFixtures } from './codex/record-codex-fixtures.js';
export type { RecordCodexFixturesOptions } from './codex/record-codex-fixtures.js';
export type { RecordedFixture, RecordedFixtures, RecordFixturesOptions } from './recorder/record-fixture-set.js';

// Surfaces and drift: what each CLI version shows of itself, what changed from one version to the
// next and whether it touches what mwh reads or sends, mwh's own schema gaps, what mwh sent.
export { collectSurface, withOutcomes, SurfaceSources } from './run/collect-surface.js';
export type { CollectSurfaceOptions, VersionFindings } from './run/collect-surface.js';
export { emptySurface, readSurface, surfaceJson, cutExample, SURFACE_FORMAT, SURFACE_VERSION, EXAMPLE_CHARS } from './surface/cli-surface.js';
export type { CliSurface, DefinitionSurface, HelpSurface, InvocationSurface, LineSurface, RouteSurface, ScenarioOutcomeSurface, SchemaSurface, SurfaceRead } from './surface/cli-surface.js';
export { diffSurfaces, isEmptyDiff } from './drift/surface-diff.js';
export type { ChangeArea, ChangeKind, DiffOptions, OutcomeChange, SurfaceChange, SurfaceDiff } from './drift/surface-diff.js';
export { classifyChanges, MOCK_REQUEST_READS, WIRE_USE } from './drift/drift-impact.js';
export type { ClassifiedChange, Impact } from './drift/drift-impact.js';
export { versionPairs, comparePair, driftSentence, describeChange, changesOf, restGroups, refLabel } from './drift/version-drift.js';
export type { CompareOptions, RestGroup, SurfaceRef, VersionPair } from './drift/version-drift.js';
export { requestSurface } from './collect/surface-requests.js';
export type { RequestRecord } from './collect/surface-requests.js';
export { codexSchemaSurface } from './codex/codex-schema-surface.js';
export { readHelp } from './collect/surface-invocation.js';
export { sdkSchemaSurface, readSdkTypes } from './claude/sdk-types.js';
export type { SdkTypesContext, SdkTypesResult } from './claude/sdk-types.js';
export type { GapEntry, SchemaGaps } from './collect/schema-gaps.js';
export { printCodexSchema, loadVendoredCodexSchema, loadClaudeSchemas } from './surface/schema-sources.js';
export type { CodexCommand, PrintedSchema } from './surface/schema-sources.js';
export { checkClaudeSentMessages } from './claude/claude-surface.js';
export { checkCodexSentMessages } from './codex/codex-surface.js';
export { sentFailuresByScenario } from './collect/sent-messages.js';
export type { SentMessageFailure, SentMessagesCheck } from './collect/sent-messages.js';

// The HTML page of a run, or of one capture.
export { renderReportHtml } from './report/report-html.js';
export { renderRoundsHtml } from './report/round-html.js';
export type { RoundView, RoundsPageInput } from './report/round-html.js';
export { reportVerdict, outcomeWords, statusWords } from './report/report-verdict.js';
export type { ReportVerdict, VerdictScenario } from './report/report-verdict.js';
export type { ReportInput, ReportRun, ReportScenario } from './report/report-html.js';

// `mwh conformance`: SPECs, the user-view catalogue run through harness-core, baselines, the runner.
export { installedCli, parseCliSpec, reportedVersion, defaultCliCacheDir, ConformanceSetupError, PINNED_VERSIONS, CLAIMED_FROM } from './sweep/cli-spec.js';
export type { CliBinary, CliSpec, ClaudeChannel, RangeEnd, ResolvedCli, ResolveCliOptions } from './sweep/cli-spec.js';
export { resolveCli, holdCli } from './sweep/cli-install.js';
export type { HeldCli } from './sweep/cli-install.js';
export { planCli } from './sweep/cli-plan.js';
export type { PlannedCli } from './sweep/cli-plan.js';
export { cliKey, cliLabel } from './sweep/cli-channel.js';
export type { AcpAgentLabel, CliChannel, PackageChannel } from './sweep/cli-channel.js';
export { CliCache, DEFAULT_CACHE_BOUND, cacheEntryName } from './sweep/cli-cache.js';
export type { CacheEntry, CacheEntryMeta, CacheLease, CacheListing, PruneRequest, PruneResult } from './sweep/cli-cache.js';
export { parseByteSize, formatBytes } from './support/byte-size.js';
export { compareVersions, versionsBetween } from './support/version-range.js';
export { claudeRoundScenarios } from './claude/claude-round-scenarios.js';
export { codexRoundScenarios, codexExecRoundScenarios } from './codex/codex-round-scenarios.js';
export { roundScenarios } from './kit/kits.js';
export type { RoundScenario, RoundScenarioOf, RoundStep, ScenarioCues } from './scenarios/round-scenarios.js';
export type { UserExpectation } from './scenarios/user-expectations.js';
export { checkSetUp, describeSetUp } from './scenarios/scenario-set-up.js';
export type { ObservedFacts, SetUpCheck } from './scenarios/scenario-set-up.js';
export { judgeCapture, judgeRound, isScenarioRecord, recordProblem } from './scenarios/scenario-record.js';
export type { Judgement, JudgedStatus, RecordedFacts, ScenarioRecord } from './scenarios/scenario-record.js';
export { checkExpectation, failureSentence, shown } from './scenarios/user-expectations.js';
export type { ExpectationFailure, SeenRound, SeenScenario } from './scenarios/user-expectations.js';
export { runRoundScenario } from './run/run-round-scenario.js';
export type { RunRoundScenarioOptions, ScenarioRun } from './run/run-round-scenario.js';
export { parseBaseline, defaultBaseline, findBaselineEntry } from './run/baseline.js';
export type { BaselineEntry, BaselineRead } from './run/baseline.js';
export { runAcpConformance } from './acp/run-acp-conformance.js';
export type { RunAcpConformanceOptions } from './acp/run-acp-conformance.js';
export { runAcpScenario } from './acp/run-acp-scenario.js';
export type { AcpAgent, AcpAgentInfo, AcpScenarioRun, RunAcpScenarioOptions } from './acp/run-acp-scenario.js';
export { ACP_UNSEEN } from './acp/acp-judge.js';
export { runConformance, planConformance, conformanceExitCode, reportSummary, DEFAULT_RETRIES, MAX_JOBS, STATUS_ORDER } from './run/run-conformance.js';
export { resultsJson, readResults, mergeResults, RESULTS_FORMAT, RESULTS_VERSION } from './run/conformance-results.js';
export { versionIssues } from './changelog/version-issues.js';
export type { VersionIssue } from './changelog/version-issues.js';
export type { MergeResult, ResultsRead, ShardResults } from './run/conformance-results.js';
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
} from './run/run-conformance.js';
export { pairJson, driftJson, driftAnswer, pairLabel, surfaceCounts } from './drift/drift-json.js';
export type { ChangeJson, DriftJson, PairJson, TouchingJson } from './drift/drift-json.js';
export { protocolHistory, changelogMarkdown, historyJson, readHistory, isWholeCatalogue, HISTORY_FORMAT, HISTORY_VERSION, REDUCED_CATALOGUE, SWEEP_COMMANDS } from './changelog/protocol-changelog.js';
export type { HarnessHistory, HistoryOptions, HistoryVersion, ProtocolHistory } from './changelog/protocol-changelog.js';
export { surfaceCoverage, coverageSentence } from './run/surface-coverage.js';
export type { SurfaceCoverage, KindCoverage } from './run/surface-coverage.js';
