/**
 * Checks a round as its user saw it against a scenario's expectation. A failure names the
 * expectation and says what was expected and what came, for the table and the JSON report.
 */
import { ABORT_CAUSE, renderFailure } from '@mwh/harness-core';
import { summarizeRound } from '@mwh/protocol-core';
import type { ContentPart, Verdict } from '@mwh/protocol-core';
import type { UserExpectation } from './round-scenarios.js';

export interface ExpectationFailure {
  expectation: string;
  expected: string;
  got: string;
}

/** One round as its consumer saw it. */
export interface SeenRound {
  parts: readonly ContentPart[];
  verdict: Verdict;
}

export interface SeenScenario {
  rounds: readonly SeenRound[];
  /** The body of the last model request the mock got for a main turn, as text. */
  lastRequestBody?: string;
  /** For each file the expectation names: is it in the round's working directory. */
  files?: Record<string, boolean>;
}

export function checkExpectation(expect: UserExpectation, seen: SeenScenario): ExpectationFailure[] {
  const failures: ExpectationFailure[] = [];
  const fail = (expectation: string, expected: unknown, got: unknown) => failures.push({ expectation, expected: shown(expected), got: shown(got) });
  const last = seen.rounds.at(-1);
  if (!last) return [{ expectation: 'a round ran', expected: 'a round', got: 'none' }];
  for (const [index, round] of seen.rounds.slice(0, -1).entries()) {
    if (round.verdict.kind !== 'success') fail(`earlier round ${index + 1} succeeds`, 'success', `${round.verdict.kind}: ${round.verdict.message}`);
  }
  if (last.verdict.kind !== expect.verdict) fail('verdict kind', expect.verdict, `${last.verdict.kind}${last.verdict.message ? `: ${last.verdict.message}` : ''}`);
  const parts = last.parts;
  if (parts.at(-1)?.type !== 'finish') fail('the round ends with one finish', 'finish last', parts.at(-1)?.type ?? 'no parts');
  if (parts.filter((part) => part.type === 'finish').length > 1) fail('the round ends with one finish', 1, parts.filter((part) => part.type === 'finish').length);
  // What a user shows: the deltas with every retraction applied (a retried stream takes back
  // what it had sent), so text that arrives twice without being taken back fails.
  const summary = summarizeRound(parts);
  if (expect.text !== undefined && summary.text !== expect.text) fail('text, exactly once', expect.text, summary.text);
  if (expect.reasoning !== undefined && summary.reasoning !== expect.reasoning) fail('reasoning, exactly once', expect.reasoning, summary.reasoning);
  if (expect.cancelled) {
    if (last.verdict.cause?.name !== ABORT_CAUSE) fail('the verdict says the round was cancelled', `cause ${ABORT_CAUSE}`, last.verdict.cause?.name ?? 'no cause');
    // The round's verdict comes once its process is gone, with how it ended.
    if (last.verdict.exitCode === null && last.verdict.signal === null) fail('no process left', 'an exit code or signal', 'neither');
  }
  if (expect.failureIncludes !== undefined) {
    const failure = renderFailure(last.verdict, { locale: 'en' });
    if (!failure.includes(expect.failureIncludes)) fail('the failure a user reads', `text with ${expect.failureIncludes}`, failure.split('\n')[0] ?? '');
  }
  for (const [name, wanted] of Object.entries(expect.files ?? {})) {
    const present = seen.files?.[name] ?? false;
    if (present !== wanted) fail(`${name} in the working directory`, wanted ? 'present' : 'absent', present ? 'present' : 'absent');
  }
  if (expect.toolCalls) {
    const names = parts.flatMap((part) => (part.type === 'tool-call' ? [part.toolName] : []));
    if (names.join('\n') !== expect.toolCalls.join('\n')) fail('tool calls in order', expect.toolCalls, names);
  }
  if (expect.toolResults) {
    const results = parts.filter((part): part is Extract<ContentPart, { type: 'tool-result' }> => part.type === 'tool-result');
    const got = results.map((result) => ({ isError: result.isError }));
    if (JSON.stringify(got) !== JSON.stringify(expect.toolResults.map((result) => ({ isError: result.isError })))) fail('tool results (is error)', expect.toolResults.map((r) => ({ isError: r.isError })), got);
    for (const [index, wanted] of expect.toolResults.entries()) {
      const result = results[index];
      if (wanted.includes !== undefined && result && !result.output.includes(wanted.includes)) fail(`tool result ${index + 1} output`, `contains ${wanted.includes}`, result.output.slice(0, 200));
    }
    // Each result follows its call, and the text after the tools comes after the last result.
    for (const result of results) {
      const call = parts.findIndex((part) => part.type === 'tool-call' && part.toolCallId === result.toolCallId);
      if (call < 0 || call > parts.indexOf(result)) fail('each tool result follows its call', `call ${result.toolCallId} first`, call < 0 ? 'no call with that id' : 'the result came first');
    }
  }
  if (expect.usage && !parts.some((part) => part.type === 'usage')) fail('usage reported', 'a usage part', 'none');
  const session = (round: SeenRound) => round.parts.find((part): part is Extract<ContentPart, { type: 'session' }> => part.type === 'session')?.sessionId;
  if (expect.session && !session(last)) fail('session or thread id reported', 'a session part', 'none');
  if (expect.sameSessionAsFirstRound && seen.rounds.length > 1 && session(seen.rounds[0]!) !== session(last)) {
    fail('the resumed round continues the same session', session(seen.rounds[0]!) ?? 'a session', session(last) ?? 'none');
  }
  if (expect.lastRequestIncludes !== undefined && !(seen.lastRequestBody ?? '').includes(expect.lastRequestIncludes)) {
    fail('the resumed round sends the earlier turns to the model', `a request containing ${expect.lastRequestIncludes}`, seen.lastRequestBody === undefined ? 'no request' : 'a request without it');
  }
  return failures;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line for the table: `verdict kind: expected success, got failed: ...`. */
export function failureSentence(failure: ExpectationFailure): string {
  return `${failure.expectation}: expected ${failure.expected}, got ${failure.got}`;
}
