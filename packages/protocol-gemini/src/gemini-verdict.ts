/**
 * How a round of `gemini --output-format stream-json` ended: the CLI's own result event first
 * (status success or error, with its error), then its last error event, then the process exit,
 * read by the CLI's exit codes. Measured with 0.61.0: a run refused before its turn (auth 41,
 * trust 55) writes no event at all, only a sentence on stderr; a model API error writes a result
 * of status `error` whose message quotes the API's body, and the CLI exits with the HTTP status
 * modulo 256 (400 → 144, 401 → 145, 429 → 173, 500 → 244). Exit codes are the CLI's
 * (`FatalError` subclasses of its core): 41 auth, 42 input, 44 sandbox, 52 config, 53 turn limit,
 * 54 tool, 55 trust, 130 cancelled.
 */
import { describeExit, isRecord, isTextTooDeep, processFields, unexplained, type ProcessOutcome, type Usage, type Verdict } from '@mwh/protocol-core';

/** What the reader gathered from the stream that the verdict depends on. */
export interface GeminiRoundFacts {
  /** The result event: its status, and its error's type and message when it failed. */
  result: { status: 'success'; durationMs: number | null } | { status: 'error'; errorType: string | undefined; message: string; durationMs: number | null } | null;
  /** The message of the last error event of severity `error`. */
  lastError: string | null;
  /** The init event came: the CLI began its turn. */
  started: boolean;
  /** The text of the last assistant message: a successful round's result. */
  resultText: string;
  usage: Usage | null;
}

/** The process as the verdict knows it; `intentional` when the harness ended it itself. */
export interface GeminiProcessOutcome extends ProcessOutcome {
  intentional?: boolean;
}

/** The process a verdict names: how people run it. */
const CLI = 'gemini';

/**
 * Lines the CLI writes to stderr on every run that say nothing of how a round ended (the
 * terminal's colours, a missing ripgrep, its start-up timing, YOLO mode's notice), left out of the
 * stderr tail so they are not read as its cause.
 */
export const GEMINI_STDERR_NOISE: readonly RegExp[] = [
  /^Warning: 256-color support not detected\./,
  /^Ripgrep is not available\./,
  /^\[STARTUP\] /,
  /^YOLO mode is enabled\./,
];

/** The CLI's exit codes and what a verdict calls them: the kind, a subtype, and the words when the CLI gave none. */
const EXIT_CODES: ReadonlyMap<number, { kind: Verdict['kind']; subtype: string; says: string }> = new Map([
  [41, { kind: 'auth-required', subtype: 'auth', says: 'it is not signed in (no usable auth method)' }],
  [42, { kind: 'failed', subtype: 'input', says: 'its input was refused' }],
  [44, { kind: 'failed', subtype: 'sandbox', says: 'its sandbox failed' }],
  [52, { kind: 'failed', subtype: 'config', says: 'its configuration is invalid' }],
  [53, { kind: 'failed', subtype: 'turn-limit', says: 'the session reached its turn limit' }],
  [54, { kind: 'failed', subtype: 'tool', says: 'a tool failed fatally' }],
  [55, { kind: 'failed', subtype: 'untrusted-folder', says: 'the folder is not trusted (run it with --skip-trust)' }],
  [130, { kind: 'incomplete', subtype: 'cancelled', says: 'the turn was cancelled' }],
]);

/** The exit code of input the CLI refused, a resume of an unknown session among it. */
const INPUT_EXIT = 42;
/** 0.61.0: "Error resuming session: No previous sessions found for this project." (or the session's own error). */
const RESUME_REFUSED = /^Error resuming session:/;

/** An HTTP error status comes out of the CLI modulo 256: the 4xx and 5xx it can stand for from 144 (400) up. */
const FIRST_HTTP_EXIT = 400 % 256;

export function decideGeminiVerdict(facts: GeminiRoundFacts, outcome: GeminiProcessOutcome | null): Verdict {
  if (outcome?.spawnError) {
    const verdict = verdictOf(lead(facts, outcome), 'not-started', outcome.spawnError.message);
    verdict.cause = outcome.spawnError;
    return verdict;
  }
  const result = facts.result;
  if (result?.status === 'success') {
    const fields = lead(facts, outcome);
    fields.subtype = 'success';
    if (result.durationMs !== null) fields.durationMs = result.durationMs;
    const verdict = verdictOf(fields, 'success', facts.resultText);
    if (!outcome?.intentional && verdict.exitCode !== null && verdict.exitCode !== 0) verdict.warning = `${CLI} exited with code ${verdict.exitCode} after the turn completed`;
    return verdict;
  }
  if (result?.status === 'error' || facts.lastError !== null) {
    const message = result?.status === 'error' ? result.message : facts.lastError!;
    const fields = lead(facts, outcome);
    if (result?.status === 'error' && result.durationMs !== null) fields.durationMs = result.durationMs;
    return failure(fields, message, result?.status === 'error' ? result.errorType : undefined, outcome);
  }
  const fields = lead(facts, outcome);
  if (!outcome) return unexplained(verdictOf(fields, 'incomplete', 'The stream ended before the turn completed.'));
  if (outcome.stdinError) fields.cause = outcome.stdinError;
  if (outcome.intentional) return unexplained(verdictOf(fields, 'incomplete', 'The round was ended before the turn completed.'));
  const said = cliErrorLine(outcome.stderr ?? '');
  const known = outcome.exitCode === null ? undefined : EXIT_CODES.get(outcome.exitCode);
  if (known) {
    fields.subtype = known.subtype;
    // A resume of a session the home does not hold is refused as bad input (42), in these words.
    if (said !== undefined && outcome.exitCode === INPUT_EXIT && RESUME_REFUSED.test(said)) return verdictOf(fields, 'resume-not-found', said);
    // The CLI's own sentence where it wrote one ("Invalid auth method selected."), the table's words otherwise.
    if (said !== undefined) return verdictOf(fields, known.kind, said);
    return unexplained(verdictOf(fields, known.kind, `${CLI} ${describeExit(outcome, '')}: ${known.says}.`));
  }
  const status = httpStatusOfExit(outcome.exitCode);
  if (status !== undefined) {
    fields.subtype = `http-${status}`;
    return unexplained(verdictOf(fields, isAuthStatus(status) ? 'auth-required' : 'failed', `${CLI} ${describeExit(outcome, '')} (HTTP ${status} from the model API)${said ? `: ${said}` : '.'}`));
  }
  // A turn cut short is incomplete; a CLI that stopped before its turn began failed.
  const when = facts.started ? ' before the turn completed' : ' before a turn started';
  return unexplained(verdictOf(fields, facts.started ? 'incomplete' : 'failed', `${CLI} ${describeExit(outcome, 'closed its output')}${when}${said ? `: ${said}` : '.'}`));
}

/**
 * A failure in the CLI's words. An API error's result message quotes the API's body
 * (`[API Error: {"error":{"code":400,"message":"…"}}]`): the verdict says the sentence in it and
 * keeps the whole text in `rawMessage`; its status (the body's code, or else the exit code's)
 * says whether it is a sign-in failure, and names the subtype (`http-429`); else the exit code's
 * name for it, or the error's own type.
 */
function failure(fields: Lead, message: string, errorType: string | undefined, outcome: GeminiProcessOutcome | null): Verdict {
  const body = apiErrorOf(message);
  const status = body?.code ?? httpStatusOfExit(outcome?.exitCode ?? null);
  const known = outcome?.exitCode === undefined || outcome.exitCode === null ? undefined : EXIT_CODES.get(outcome.exitCode);
  if (status !== undefined) fields.subtype = `http-${status}`;
  else if (known) fields.subtype = known.subtype;
  // Without an exit code (a replay of a stdout alone), the CLI's name for the error (`FatalTurnLimitedError`).
  else if (errorType !== undefined && errorType !== 'unknown') fields.subtype = errorType;
  const kind = (status !== undefined && isAuthStatus(status)) || known?.kind === 'auth-required' ? 'auth-required' : known?.kind === 'incomplete' ? 'incomplete' : 'failed';
  const verdict = verdictOf(fields, kind, body?.sentence ?? message);
  if (body?.sentence !== undefined && body.sentence !== message) verdict.rawMessage = message;
  return verdict;
}

type Lead = Omit<Verdict, 'kind' | 'message'>;

function lead(facts: Pick<GeminiRoundFacts, 'usage'>, outcome: GeminiProcessOutcome | null): Lead {
  const fields: Lead = processFields(outcome, GEMINI_STDERR_NOISE);
  if (facts.usage) fields.usage = facts.usage;
  return fields;
}

function verdictOf(fields: Lead, kind: Verdict['kind'], message: string): Verdict {
  const verdict = fields as Verdict;
  verdict.kind = kind;
  verdict.message = message;
  verdict.isError = kind !== 'success';
  return verdict;
}

function isAuthStatus(status: number): boolean {
  return status === 401 || status === 403;
}

/**
 * The HTTP status an exit code stands for (144 → 400 … 254 → 510), or undefined for the CLI's own
 * codes. 255 is no status: it is what `process.exit(-1)` and a shell's failures give (511 is rare).
 */
export function httpStatusOfExit(exitCode: number | null): number | undefined {
  if (exitCode === null || exitCode < FIRST_HTTP_EXIT || exitCode >= 255) return undefined;
  return exitCode + 256;
}

/** Longer than any API error text: a text past it is said as it is. */
const MAX_ERROR_UNITS = 64 * 1024;

/**
 * The API error in a result's message: `[API Error: <body or sentence>]` and what the CLI adds on
 * later lines (a 429's "Please wait and try again later…"), the body's `error.message` and
 * `error.code` when it is one. Undefined when the message is not of that form.
 */
export function apiErrorOf(message: string): { sentence: string; code?: number } | undefined {
  if (message.length > MAX_ERROR_UNITS) return undefined;
  const match = /^\[API Error: ([\s\S]*)\]([\s\S]*)$/.exec(message.trim());
  if (!match) return undefined;
  const inner = match[1]!.trim();
  const after = match[2]!.trim();
  const withAfter = (sentence: string) => (after ? `${sentence} ${after}` : sentence);
  if (!inner.startsWith('{') || isTextTooDeep(inner)) return { sentence: withAfter(inner) };
  let body: unknown;
  try {
    body = JSON.parse(inner);
  } catch {
    return { sentence: withAfter(inner) };
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const sentence = typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : inner;
  const code = typeof error?.code === 'number' && Number.isInteger(error.code) ? error.code : undefined;
  return code === undefined ? { sentence: withAfter(sentence) } : { sentence: withAfter(sentence), code };
}

/** A line that says what went wrong: the CLI's `Error …` lines, its argument parser's complaints. */
const SAYS_ERROR = /^(Error\b|Invalid values:|Unknown arguments?:|Not enough arguments)/;

/**
 * The CLI's own last word on stderr, without terminal colours (the trust refusal and a bad
 * settings file are written in red): its last line that says an error (a bad settings file's
 * "Error in …/settings.json: …" rather than the "Please fix …" after it), or else its last line
 * that is neither noise nor part of a stack trace.
 */
export function cliErrorLine(stderr: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const lines = stderr.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  let last: string | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (line === '' || /^at\s/.test(line) || /^[{}[\]]/.test(line) || GEMINI_STDERR_NOISE.some((rule) => rule.test(line))) continue;
    if (SAYS_ERROR.test(line)) return line;
    last ??= line;
  }
  return last;
}
