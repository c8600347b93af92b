/**
 * What a capture recorded by `mwh conformance` keeps of its scenario (its `expect` record): the
 * scenario, the expectation its round is held to, the set-up it needed, and the facts only the
 * live run could see. One judgement serves the live run and a replay of the capture, so
 * `mwh replay` of a failed scenario's capture says fail, with the same reason.
 */
import { summarizeRound, type Capture, type CaptureExpectation, type Harness, type VerdictKind, isRecord } from '@mwh/protocol-core';
import type { UserExpectation } from './user-expectations.js';
import { checkSetUp, type ObservedFacts, type SetUpCheck } from './scenario-set-up.js';
import { checkExpectation, shown, type ExpectationFailure, type SeenRound, type SeenScenario } from './user-expectations.js';

/** The facts of a run that its captures do not hold: the mock's log, the working directory, earlier rounds. */
export interface RecordedFacts extends ObservedFacts, Omit<SeenScenario, 'last'> {}

export interface ScenarioRecord extends CaptureExpectation {
  verdict: VerdictKind;
  scenario: string;
  description: string;
  /** Which round of the scenario this capture's process belongs to, from 1, of how many. */
  round: number;
  rounds: number;
  /** What the round must show its user: the scenario's expectation on the last round, success before it. */
  user: UserExpectation;
  /** What the round had to reach; empty on the rounds before the last. */
  setUp: SetUpCheck[];
  facts: RecordedFacts;
}

export type JudgedStatus = 'pass' | 'fail' | 'inconclusive';

export interface Judgement {
  status: JudgedStatus;
  /** What did not hold (fail). */
  failures: ExpectationFailure[];
  /** What the run did not reach (inconclusive): a sentence each. */
  notSetUp: string[];
}

/** The scenario's judgement of one round: inconclusive when its set-up did not happen, else pass or fail. */
export function judgeRound(record: ScenarioRecord, harness: Harness, captures: readonly Capture[], last: SeenRound): Judgement {
  const { notSetUp, mwhFailed } = checkSetUp(record.setUp, harness, captures, record.facts);
  if (notSetUp.length > 0) return { status: 'inconclusive', failures: [], notSetUp };
  const { modelRequests: _m, unservedReplies: _u, ...seen } = record.facts;
  const failures = [...mwhFailed, ...checkExpectation(record.user, { ...seen, last })];
  return { status: failures.length ? 'fail' : 'pass', failures, notSetUp };
}

/** Whether a capture's `expect` record is a conformance scenario's (rather than a fixture's). */
export function isScenarioRecord(expect: CaptureExpectation | undefined): expect is ScenarioRecord {
  return typeof expect?.scenario === 'string' && 'user' in expect;
}

/**
 * What is wrong with a scenario record read from a capture, or undefined when every field the
 * judgement reads has its kind: a capture is input, and a damaged record must not be judged
 * (nor throw) but be said to be damaged.
 */
export function recordProblem(record: ScenarioRecord): string | undefined {
  if (!Number.isInteger(record.round) || !Number.isInteger(record.rounds)) return 'round is not a round number';
  if (!isRecord(record.user)) return 'user is not an object';
  for (const [name, valid] of Object.entries(USER_FIELDS)) {
    const value = record.user[name as keyof UserExpectation];
    if (value !== undefined && !valid(value)) return `user.${name} is not ${USER_FIELD_KINDS[name] ?? 'valid'}`;
  }
  if (!Array.isArray(record.setUp) || !record.setUp.every(isSetUpCheck)) return 'setUp is not a list of known checks';
  const facts: unknown = record.facts;
  if (!isRecord(facts) || typeof facts.modelRequests !== 'number' || typeof facts.unservedReplies !== 'number') return 'facts lacks its request counts';
  if (facts.earlierVerdicts !== undefined && !(Array.isArray(facts.earlierVerdicts) && facts.earlierVerdicts.every((v) => isRecord(v) && typeof v.kind === 'string' && typeof v.message === 'string'))) {
    return 'facts.earlierVerdicts is not a list of verdicts';
  }
  if (facts.firstSession !== undefined && typeof facts.firstSession !== 'string') return 'facts.firstSession is not text';
  if (facts.lastRequestIncludes !== undefined && typeof facts.lastRequestIncludes !== 'boolean') return 'facts.lastRequestIncludes is not true or false';
  if (facts.files !== undefined && !isFiles(facts.files)) return 'facts.files does not map names to true, false or text';
  if (facts.processes !== undefined && typeof facts.processes !== 'number') return 'facts.processes is not a number';
  if (facts.usage !== undefined && !(isRecord(facts.usage) && isUsage(facts.usage.conversation) && isUsage(facts.usage.turns))) return 'facts.usage is not two usages';
  if (facts.mcpNotStarted !== undefined && !(Array.isArray(facts.mcpNotStarted) && facts.mcpNotStarted.every(isString))) return 'facts.mcpNotStarted is not a list of names';
  return undefined;
}

const isString = (value: unknown): boolean => typeof value === 'string';
const isUsage = (value: unknown): boolean => isRecord(value) && Object.values(value).every((count) => typeof count === 'number');
const isBoolean = (value: unknown): boolean => typeof value === 'boolean';
const isFiles = (value: unknown): boolean => isRecord(value) && Object.values(value).every((file) => isBoolean(file) || isString(file));
const USER_FIELDS: Record<keyof UserExpectation, (value: unknown) => boolean> = {
  verdict: isString,
  text: isString,
  retracts: (value) => value === true,
  textPrefixOf: isString,
  reasoning: isString,
  cancelled: isBoolean,
  failureIncludes: isString,
  files: isFiles,
  toolCalls: (value) => Array.isArray(value) && value.every(isString),
  toolResults: (value) => Array.isArray(value) && value.every((result) => isRecord(result) && isBoolean(result.isError) && (result.includes === undefined || isString(result.includes))),
  usage: isBoolean,
  session: isBoolean,
  sameSessionAsFirstRound: isBoolean,
  lastRequestIncludes: isString,
  earlierVerdicts: (value) => Array.isArray(value) && value.every(isString),
  oneProcess: isBoolean,
  question: isString,
  outputTokens: (value) => typeof value === 'number',
  mcpServers: (value) => isRecord(value) && Object.values(value).every(isString),
  warnings: (value) => Array.isArray(value) && value.every(isString),
  nestedToolCalls: (value) =>
    Array.isArray(value) && value.every((call) => isRecord(call) && isString(call.toolName) && isRecord(call.result) && isBoolean(call.result.isError) && (call.result.includes === undefined || isString(call.result.includes))),
};
const USER_FIELD_KINDS: Record<string, string> = { files: 'a map of names to true, false or text', mcpServers: 'a map of names to states', warnings: 'a list of codes', nestedToolCalls: 'a list of nested calls', earlierVerdicts: 'a list of verdict kinds', toolCalls: 'a list of names', toolResults: 'a list of results' };

function isSetUpCheck(check: unknown): boolean {
  if (!isRecord(check)) return false;
  if (check.kind === 'text-before-break') return isString(check.text);
  return ['model-asked', 'script-served', 'cancel-after-text', 'request-answered', 'resumed', 'mcp-started'].includes(check.kind as string);
}

/**
 * How a replayed capture stands against what it was recorded to show, if it says: a scenario's
 * record is judged as the live run was; a fixture's `expect` by its verdict kind and text.
 */
export function judgeCapture(capture: Capture, whole: SeenRound): (Judgement & { scenario: string }) | undefined {
  const expect = capture.expect;
  // A conversation's capture replays as its turns, each ending in a finish; its record is of the last.
  const turnStart = whole.parts.findLastIndex((part, index) => part.type === 'finish' && index < whole.parts.length - 1) + 1;
  const replayed = turnStart === 0 ? whole : { ...whole, parts: whole.parts.slice(turnStart) };
  if (isScenarioRecord(expect)) {
    const problem = recordProblem(expect);
    if (problem) return { scenario: expect.scenario, status: 'inconclusive', failures: [], notSetUp: [`the capture's scenario record cannot be judged: its ${problem}`] };
    // A round before the last is held only to succeeding: the label says which round it was.
    const scenario = expect.rounds > 1 ? `${expect.scenario} (round ${expect.round} of ${expect.rounds})` : expect.scenario;
    return { scenario, ...judgeRound(expect, capture.header.harness, [capture], replayed) };
  }
  if (typeof expect?.verdict !== 'string') return undefined;
  const failures: ExpectationFailure[] = [];
  if (replayed.verdict.kind !== expect.verdict) failures.push({ expectation: 'verdict kind', expected: expect.verdict, got: replayed.verdict.kind });
  const text = summarizeRound(replayed.parts).text;
  if (typeof expect.text === 'string' && text !== expect.text) failures.push({ expectation: 'text, exactly once', expected: shown(expect.text), got: shown(text) });
  return { scenario: capture.header.scenario ?? 'recorded', status: failures.length ? 'fail' : 'pass', failures, notSetUp: [] };
}
