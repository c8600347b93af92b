import { describe, expect, it } from 'vitest';
import { apiErrorOf, cliErrorLine, decideGeminiVerdict, httpStatusOfExit, type GeminiRoundFacts } from './gemini-verdict.js';

const facts = (over: Partial<GeminiRoundFacts> = {}): GeminiRoundFacts => ({ result: null, lastError: null, started: true, resultText: '', usage: null, ...over });
const exited = (exitCode: number | null, stderr = '', extra = {}) => ({ exitCode, signal: null, stderr, ...extra });
const apiError = (message: string) => facts({ result: { status: 'error', errorType: 'unknown', message, durationMs: 0 } });

describe('decideGeminiVerdict', () => {
  it('takes the result first: a success with the answer, a warning when the process still failed', () => {
    expect(decideGeminiVerdict(facts({ result: { status: 'success', durationMs: 5 }, resultText: 'Done.' }), exited(0))).toMatchObject({ kind: 'success', message: 'Done.', durationMs: 5, isError: false });
    expect(decideGeminiVerdict(facts({ result: { status: 'success', durationMs: null }, resultText: 'Done.' }), exited(1)).warning).toBe('gemini exited with code 1 after the turn completed');
  });

  it.each([
    ['a 400 body', '[API Error: {"error":{"code":400,"message":"Request contains an invalid argument.","status":"INVALID_ARGUMENT"}}]', 144, 'failed', 'http-400', 'Request contains an invalid argument.'],
    ['a 401 body', '[API Error: {"error":{"code":401,"message":"API key not valid.","status":"UNAUTHENTICATED"}}]', 145, 'auth-required', 'http-401', 'API key not valid.'],
    ['a 403 body', '[API Error: {"error":{"code":403,"message":"Permission denied.","status":"PERMISSION_DENIED"}}]', 147, 'auth-required', 'http-403', 'Permission denied.'],
    // A 429's message has no status: the exit code (429 mod 256) says it.
    ['a 429 sentence', '[API Error: Resource has been exhausted.]\nPlease wait and try again later.', 173, 'failed', 'http-429', 'Resource has been exhausted. Please wait and try again later.'],
    ['a 503 sentence', '[API Error: The model is overloaded.]', 247, 'failed', 'http-503', 'The model is overloaded.'],
    ['a broken stream', '[API Error: terminated]', 1, 'failed', undefined, 'terminated'],
  ])('reads an API error result (%s) as the API said it, status from the body or the exit code', (_label, message, code, kind, subtype, said) => {
    const verdict = decideGeminiVerdict(apiError(message), exited(code));
    expect(verdict).toMatchObject({ kind, message: said, exitCode: code, rawMessage: message, isError: true });
    expect(verdict.subtype).toBe(subtype);
  });

  it.each([
    [41, 'Invalid auth method selected.\n', 'auth-required', 'auth', 'Invalid auth method selected.'],
    [55, '\u001b[31mGemini CLI is not running in a trusted directory. To proceed, either use `--skip-trust`.\u001b[0m\n', 'failed', 'untrusted-folder', 'Gemini CLI is not running in a trusted directory. To proceed, either use `--skip-trust`.'],
    [42, 'Error resuming session: No previous sessions found for this project.\n', 'resume-not-found', 'input', 'Error resuming session: No previous sessions found for this project.'],
    [42, 'Error starting session: Session ID "x" already exists.\n', 'failed', 'input', 'Error starting session: Session ID "x" already exists.'],
    [52, 'Warning: 256-color support not detected. Using a terminal with at least 256-color support is recommended.\n', 'failed', 'config', 'gemini exited with code 52: its configuration is invalid.'],
    [53, '', 'failed', 'turn-limit', 'gemini exited with code 53: the session reached its turn limit.'],
    [44, '', 'failed', 'sandbox', 'gemini exited with code 44: its sandbox failed.'],
    [54, '', 'failed', 'tool', 'gemini exited with code 54: a tool failed fatally.'],
    [130, '', 'incomplete', 'cancelled', 'gemini exited with code 130: the turn was cancelled.'],
  ])('reads exit code %i with no result by the CLI\'s table, in its own words where it wrote some', (code, stderr, kind, subtype, message) => {
    const verdict = decideGeminiVerdict(facts({ started: false }), exited(code, stderr));
    expect(verdict).toMatchObject({ kind, subtype, message, exitCode: code });
    expect(verdict.stderrTail).not.toContain('256-color');
  });

  it('reads an HTTP status in the exit code when the CLI wrote no result', () => {
    expect(decideGeminiVerdict(facts(), exited(145))).toMatchObject({ kind: 'auth-required', subtype: 'http-401', unexplained: true });
    expect(decideGeminiVerdict(facts(), exited(244))).toMatchObject({ kind: 'failed', subtype: 'http-500', message: 'gemini exited with code 244 (HTTP 500 from the model API).' });
  });

  it('says how the process ended when nothing else did', () => {
    expect(decideGeminiVerdict(facts(), null)).toMatchObject({ kind: 'incomplete', unexplained: true });
    expect(decideGeminiVerdict(facts(), exited(0, '', { intentional: true }))).toMatchObject({ kind: 'incomplete', message: 'The round was ended before the turn completed.' });
    expect(decideGeminiVerdict(facts(), exited(0))).toMatchObject({ kind: 'incomplete', message: 'gemini exited with code 0 before the turn completed.' });
    expect(decideGeminiVerdict(facts({ started: false }), exited(1, 'Error: boom\n'))).toMatchObject({ kind: 'failed', message: 'gemini exited with code 1 before a turn started: Error: boom' });
    const spawn = decideGeminiVerdict(facts(), exited(null, '', { spawnError: { name: 'Error', message: 'spawn gemini ENOENT', code: 'ENOENT' } }));
    expect(spawn).toMatchObject({ kind: 'not-started', message: 'spawn gemini ENOENT', cause: { code: 'ENOENT' } });
  });
});

describe('the pieces of the verdict', () => {
  it('maps exit codes from 144 up to the HTTP statuses they stand for, and no other', () => {
    expect([144, 145, 173, 244, 254, 255, 143, 130, 41, 0, null].map(httpStatusOfExit)).toEqual([400, 401, 429, 500, 510, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('takes the sentence out of an API error without trusting its body', () => {
    expect(apiErrorOf('[API Error: {"error":{"code":"x","message":""}}]')).toEqual({ sentence: '{"error":{"code":"x","message":""}}' });
    // Past its bound a text is said as it is; nested deeper than anyone reads, it is never parsed.
    expect(apiErrorOf(`[API Error: ${'['.repeat(100_000)}]`)).toBeUndefined();
    const deep = `{${'"a":['.repeat(10_000)}}`;
    expect(apiErrorOf(`[API Error: ${deep}]`)).toEqual({ sentence: deep });
    expect(apiErrorOf('no API error')).toBeUndefined();
  });

  it("finds the CLI's last word on stderr past its noise and stack frames, an error line first", () => {
    expect(cliErrorLine('Ripgrep is not available. Falling back to GrepTool.\nError: x\n    at f (file.js:1:1)\n{\n')).toBe('Error: x');
    expect(cliErrorLine('[STARTUP] Phase x\n')).toBeUndefined();
    // 0.61.0 with a settings file that is not JSON (exit 52), and with a flag's bad value (exit 1).
    expect(cliErrorLine("\u001b[31mError in /h/.gemini/settings.json: Expected property name or '}' in JSON at position 2\nPlease fix the configuration file(s) and try again.\u001b[0m\n")).toBe(
      "Error in /h/.gemini/settings.json: Expected property name or '}' in JSON at position 2",
    );
    expect(cliErrorLine('Invalid values:\n  Argument: approval-mode, Given: "bogus"\nUsage: gemini [options]\n  -h, --help  Show help\n')).toBe('Invalid values:');
  });

  it('reads a turn limit the CLI reported in its result by its exit code', () => {
    const message = 'Reached max session turns for this session. Increase the number of turns by specifying maxSessionTurns in settings.json.';
    const verdict = decideGeminiVerdict(facts({ result: { status: 'error', errorType: 'FatalTurnLimitedError', message, durationMs: 0 } }), exited(53));
    expect(verdict).toMatchObject({ kind: 'failed', subtype: 'turn-limit', message });
    expect(decideGeminiVerdict(facts({ result: { status: 'error', errorType: 'FatalTurnLimitedError', message, durationMs: 0 } }), null).subtype).toBe('FatalTurnLimitedError');
  });
});
