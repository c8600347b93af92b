/**
 * Checks a round as its user saw it against a scenario's expectation. A failure names the
 * expectation and says what was expected and what came, for the table and the JSON report.
 */
import { ABORT_CAUSE, renderFailure } from '@mwh/harness-core/replay';
import { summarizeRound } from '@mwh/protocol-core';
import type { ContentPart, McpServerStatus, Usage, Verdict, VerdictKind } from '@mwh/protocol-core';

/** What the last round of a scenario must show its user. */
export interface UserExpectation {
  verdict: VerdictKind;
  /** The streamed text, exactly, after retractions (so text shown twice fails). */
  text?: string;
  /**
   * The CLI takes back text it streamed (an answer abandoned and given again): the round has a
   * retraction. A client that cannot be told so (ACP v1) keeps what it was shown, so there
   * `text` must end what it shows, once.
   */
  retracts?: true;
  /**
   * The streamed text is a non-empty start of this, after retractions: what a user can have seen
   * of an answer cancelled between two of its deltas, wherever the cancel landed.
   */
  textPrefixOf?: string;
  /** The streamed reasoning, exactly, after retractions. */
  reasoning?: string;
  /** The round was cancelled by its caller, and the CLI process is gone. */
  cancelled?: boolean;
  /** The failure text harness-core renders for the verdict (English) contains this: the remedy a user reads. */
  failureIncludes?: string;
  /**
   * Files in the round's working directory after the round: made by a tool (true), not there
   * (false), or holding exactly this text (a file written or edited, or left as it was).
   */
  files?: Record<string, boolean | string>;
  /** Tool names in the order they were called, each followed by its result. */
  toolCalls?: readonly string[];
  /** For each tool result in order: was it an error, and a part of its output. */
  toolResults?: readonly { isError: boolean; includes?: string }[];
  /** Each MCP server's last state, as its `mcp-server` parts said it. */
  mcpServers?: Record<string, McpServerStatus>;
  /** Warnings (by code) the round must have given. */
  warnings?: readonly string[];
  /** A question the CLI put to the user (a `question` part) holds this text. */
  question?: string;
  /**
   * Tool calls made inside a subagent, in order: each nested under an earlier tool call of the
   * round (its parentToolCallId), and followed by its result, nested alike.
   */
  nestedToolCalls?: readonly { toolName: string; result: { isError: boolean; includes?: string } }[];
  /** A usage part arrived. */
  usage?: boolean;
  /** A session part arrived; with `sameAsFirstRound`, naming the first round's session. */
  session?: boolean;
  sameSessionAsFirstRound?: boolean;
  /** The last model request carried this text: a resumed round sends the earlier turns. */
  lastRequestIncludes?: string;
  /** The verdict kinds of the rounds before this one; each a success when not given. */
  earlierVerdicts?: readonly VerdictKind[];
  /** The rounds ran in one CLI process (a conversation's turns): one capture for them all. */
  oneProcess?: boolean;
  /**
   * The conversation's usage (`Conversation.usage`) counts exactly this many output tokens (the
   * sum of its replies' own counts), and agrees with its turns' usage parts.
   */
  outputTokens?: number;
}

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

/**
 * What a scenario showed: its last round as its user saw it, and the few facts from outside that
 * round a live run knows (a replay of the last round's capture takes them from its record).
 */
export interface SeenScenario {
  last: SeenRound;
  /** The verdicts of the rounds before the last, in order. */
  earlierVerdicts?: readonly Pick<Verdict, 'kind' | 'message'>[];
  /** The session or thread id the first round reported, when there were several rounds. */
  firstSession?: string;
  /** Whether the last main model request carried the expectation's `lastRequestIncludes`. */
  lastRequestIncludes?: boolean;
  /**
   * For each file the expectation names, in the round's working directory: false when it is not
   * there, its text when the expectation names the text, else true.
   */
  files?: Record<string, boolean | string>;
  /** How many CLI processes the rounds ran in (captures), when the expectation asks. */
  processes?: number;
  /** A conversation's usage as it summed it, and the sum of its turns' usage parts. */
  usage?: { conversation: Usage; turns: Usage };
}

export function checkExpectation(expect: UserExpectation, seen: SeenScenario): ExpectationFailure[] {
  const failures: ExpectationFailure[] = [];
  // `expected` and `got` are said as they are; a value from the CLI or the script goes through
  // `shown` first, so its whitespace and control characters are visible and it stays one line.
  const fail = (expectation: string, expected: string, got: string) => failures.push({ expectation, expected, got });
  const verdictSaid = (verdict: Pick<Verdict, 'kind' | 'message'>) => `${verdict.kind}${verdict.message ? `: ${shown(verdict.message)}` : ''}`;
  const { last } = seen;
  for (const [index, verdict] of (seen.earlierVerdicts ?? []).entries()) {
    const wanted = expect.earlierVerdicts?.[index] ?? 'success';
    if (verdict.kind !== wanted) fail(`earlier round ${index + 1} ends ${wanted}`, wanted, verdictSaid(verdict));
  }
  if (last.verdict.kind !== expect.verdict) fail('verdict kind', expect.verdict, verdictSaid(last.verdict));
  const parts = last.parts;
  const finishes = parts.filter((part) => part.type === 'finish').length;
  if (parts.at(-1)?.type !== 'finish') fail('the round ends with one finish', 'finish last', parts.at(-1)?.type ?? 'no parts');
  if (finishes > 1) fail('the round ends with one finish', '1', String(finishes));
  // What a user shows: the deltas with every retraction applied (a retried stream takes back
  // what it had sent), so text that arrives twice without being taken back fails.
  const summary = summarizeRound(parts);
  if (expect.retracts && !parts.some((part) => part.type === 'text-retract')) fail('streamed text taken back', 'a text-retract part', 'none');
  if (expect.text !== undefined && summary.text !== expect.text) fail('text, exactly once', shown(expect.text), shown(summary.text));
  if (expect.textPrefixOf !== undefined && (summary.text === '' || !expect.textPrefixOf.startsWith(summary.text))) {
    fail('the text so far, once', `a start of ${shown(expect.textPrefixOf)}`, shown(summary.text));
  }
  if (expect.reasoning !== undefined && summary.reasoning !== expect.reasoning) fail('reasoning, exactly once', shown(expect.reasoning), shown(summary.reasoning));
  if (expect.cancelled) {
    if (last.verdict.cause?.name !== ABORT_CAUSE) fail('the verdict says the round was cancelled', `cause ${ABORT_CAUSE}`, last.verdict.cause?.name ?? 'no cause');
    // The round's verdict comes once its process is gone, with how it ended.
    if (last.verdict.exitCode === null && last.verdict.signal === null) fail('no process left', 'an exit code or signal', 'neither');
  }
  if (expect.failureIncludes !== undefined) {
    const failure = renderFailure(last.verdict, { locale: 'en' });
    if (!failure.includes(expect.failureIncludes)) fail('the failure a user reads', `text with ${shown(expect.failureIncludes)}`, shown(failure.split('\n')[0] ?? ''));
  }
  for (const [name, wanted] of Object.entries(expect.files ?? {})) {
    const found = seen.files?.[name] ?? false;
    const said = (file: boolean | string) => (typeof file === 'string' ? `present, holding ${shown(file)}` : file ? 'present' : 'absent');
    const holds = typeof wanted === 'string' ? found === wanted : (found !== false) === wanted;
    if (!holds) fail(`${name} in the working directory`, said(wanted), said(found));
  }
  if (expect.toolCalls) {
    const names = parts.flatMap((part) => (part.type === 'tool-call' ? [part.toolName] : []));
    if (names.join('\n') !== expect.toolCalls.join('\n')) fail('tool calls in order', shown(expect.toolCalls), shown(names));
  }
  if (expect.toolResults) {
    const results = parts.filter((part): part is Extract<ContentPart, { type: 'tool-result' }> => part.type === 'tool-result');
    const got = results.map((result) => ({ isError: result.isError }));
    const wanted = expect.toolResults.map((result) => ({ isError: result.isError }));
    if (JSON.stringify(got) !== JSON.stringify(wanted)) fail('tool results (is error)', shown(wanted), shown(got));
    for (const [index, result] of expect.toolResults.entries()) {
      const seenResult = results[index];
      if (result.includes !== undefined && seenResult && !seenResult.output.includes(result.includes)) fail(`tool result ${index + 1} output`, `contains ${shown(result.includes)}`, shown(seenResult.output));
    }
    // Each result follows its call, and the text after the tools comes after the last result.
    for (const result of results) {
      const call = parts.findIndex((part) => part.type === 'tool-call' && part.toolCallId === result.toolCallId);
      if (call < 0 || call > parts.indexOf(result)) fail('each tool result follows its call', `call ${shown(result.toolCallId)} first`, call < 0 ? 'no call with that id' : 'the result came first');
    }
  }
  if (expect.nestedToolCalls) checkNested(expect.nestedToolCalls, parts, fail);
  if (expect.usage && !parts.some((part) => part.type === 'usage')) fail('usage reported', 'a usage part', 'none');
  for (const [name, wanted] of Object.entries(expect.mcpServers ?? {})) {
    const state = summary.mcpServers.find((server) => server.name === name);
    if (state?.status !== wanted) fail(`MCP server ${name}'s state`, wanted, state ? shown(state.status) : 'never said');
  }
  for (const code of expect.warnings ?? []) {
    if (!summary.warnings.some((warning) => warning.code === code)) fail(`a ${code} warning`, code, shown(summary.warnings.map((warning) => warning.code)));
  }
  if (expect.question !== undefined && !parts.some((part) => part.type === 'question' && part.text.includes(expect.question!))) {
    fail('the question shown to the user', `a question with ${shown(expect.question)}`, shown(parts.filter((part) => part.type === 'question').map((part) => (part as { text: string }).text)));
  }
  const session = roundSession(last);
  if (expect.session && !session) fail('session or thread id reported', 'a session part', 'none');
  if (expect.sameSessionAsFirstRound && seen.firstSession !== session) {
    fail('the resumed round continues the same session', seen.firstSession ? shown(seen.firstSession) : 'a session', session ? shown(session) : 'none');
  }
  if (expect.lastRequestIncludes !== undefined && seen.lastRequestIncludes !== true) {
    fail('the resumed round sends the earlier turns to the model', `a request containing ${shown(expect.lastRequestIncludes)}`, seen.lastRequestIncludes === false ? 'a request without it' : 'no request');
  }
  if (expect.oneProcess && seen.processes !== 1) fail('the rounds ran in one process', '1 process', seen.processes === undefined ? 'not counted' : `${seen.processes} processes`);
  if (expect.outputTokens !== undefined) {
    const { conversation, turns } = seen.usage ?? {};
    if (conversation?.outputTokens !== expect.outputTokens) fail("the conversation's usage counts each reply's output tokens once", String(expect.outputTokens), conversation ? shown(conversation) : 'none');
    else if (!turns || !sameUsage(conversation, turns)) fail("the conversation's usage is the sum of its turns' usage parts", turns ? shown(turns) : 'usage parts', shown(conversation));
  }
  return failures;
}

function sameUsage(a: Usage, b: Usage): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Usage)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** The session or thread id a round reported. */
export function roundSession(round: SeenRound): string | undefined {
  return round.parts.find((part): part is Extract<ContentPart, { type: 'session' }> => part.type === 'session')?.sessionId;
}

/** Past this, a value is cut, saying how much was left out: a reason is a line to read. */
const SHOWN_CHARS = 300;

/**
 * A value as a reason shows it: a string quoted with its whitespace and control characters
 * escaped (a trailing space, a newline, an ESC are all visible), anything else as JSON.
 */
export function shown(value: unknown): string {
  let text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  let cut = '';
  if (text.length > SHOWN_CHARS) {
    cut = `… (${text.length - SHOWN_CHARS} more characters)`;
    text = text.slice(0, SHOWN_CHARS);
  }
  return typeof value === 'string' ? `${JSON.stringify(text)}${cut}` : `${text}${cut}`;
}

/** One line for the table: `verdict kind: expected success, got failed: ...`. */
export function failureSentence(failure: ExpectationFailure): string {
  return `${failure.expectation}: expected ${failure.expected}, got ${failure.got}`;
}

/** The subagent's calls: each nested under an earlier call of the round, its result nested alike, in order. */
function checkNested(wanted: NonNullable<UserExpectation['nestedToolCalls']>, parts: readonly ContentPart[], fail: (expectation: string, expected: string, got: string) => void): void {
  const calls = new Map<string, number>();
  const nestedCalls: Extract<ContentPart, { type: 'tool-call' }>[] = [];
  for (const [index, part] of parts.entries()) {
    if (part.type !== 'tool-call') continue;
    calls.set(part.toolCallId, index);
    if (part.parentToolCallId !== undefined) nestedCalls.push(part);
  }
  const names = nestedCalls.map((call) => call.toolName);
  if (names.join('\n') !== wanted.map((call) => call.toolName).join('\n')) fail('tool calls nested in a subagent, in order', shown(wanted.map((call) => call.toolName)), shown(names));
  for (const [index, call] of nestedCalls.entries()) {
    const parent = calls.get(call.parentToolCallId!);
    if (parent === undefined || parent > parts.indexOf(call)) fail(`nested call ${shown(call.toolCallId)}`, 'under an earlier call of the round', `under ${shown(call.parentToolCallId)}, ${parent === undefined ? 'no call of the round' : 'a later call'}`);
    const result = parts.find((part): part is Extract<ContentPart, { type: 'tool-result' }> => part.type === 'tool-result' && part.toolCallId === call.toolCallId);
    const expected = wanted[index]?.result;
    if (!expected) continue;
    if (!result) {
      fail(`nested result ${shown(call.toolCallId)}`, 'a result', 'none');
      continue;
    }
    if (result.parentToolCallId !== call.parentToolCallId) fail(`nested result ${shown(call.toolCallId)}`, `under ${shown(call.parentToolCallId)}`, result.parentToolCallId ? `under ${shown(result.parentToolCallId)}` : 'not nested');
    if (result.isError !== expected.isError || (expected.includes !== undefined && !result.output.includes(expected.includes))) {
      fail(`nested result ${shown(call.toolCallId)}`, `${expected.isError ? 'an error' : 'a success'}${expected.includes !== undefined ? ` with ${shown(expected.includes)}` : ''}`, `${result.isError ? 'an error' : 'a success'}: ${shown(result.output)}`);
    }
  }
}
