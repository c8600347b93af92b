import { describe, expect, it } from 'vitest';
import { cliErrorLine, decideCodexVerdict, type CodexRoundFacts } from './codex-verdict.js';

const facts = (over: Partial<CodexRoundFacts> = {}): CodexRoundFacts => ({
  turnCompleted: null,
  finalError: null,
  resumeNotFound: null,
  requestFailure: null,
  outstanding: [],
  turnStarted: false,
  resultText: '',
  usage: null,
  ...over,
});

const MISSING_HOME =
  'WARNING: proceeding, even though we could not create PATH aliases: CODEX_HOME points to "/h/x", but that path does not exist\nError: CODEX_HOME points to "/h/x", but that path does not exist\n';

describe('decideCodexVerdict: the process ends without turn/completed', () => {
  it('could not be started: not-started', () => {
    const v = decideCodexVerdict(facts(), { exitCode: null, signal: null, stderr: '', spawnError: { name: 'Error', message: 'spawn codex ENOENT', code: 'ENOENT' } });
    expect(v).toMatchObject({ kind: 'not-started', message: 'spawn codex ENOENT', cause: { code: 'ENOENT' } });
  });

  it('a missing CODEX_HOME: failed with the CLI own message, the outstanding method and the exit code', () => {
    const v = decideCodexVerdict(facts({ outstanding: ['initialize'] }), { exitCode: 1, signal: null, stderr: MISSING_HOME });
    expect(v).toMatchObject({
      kind: 'failed',
      exitCode: 1,
      message: 'codex app-server exited with code 1 while "initialize" was outstanding: Error: CODEX_HOME points to "/h/x", but that path does not exist',
      stderrTail: MISSING_HOME,
    });
    // How the process ended, quoting its error line, reads as an end whatever the line says.
    expect(v.unexplained).toBe(true);
    expect(decideCodexVerdict(facts({ outstanding: ['initialize'] }), { exitCode: 1, signal: null, stderr: 'fatal: oops\n' }).unexplained).toBe(true);
  });

  it("leaves codex's start-up warnings that say it goes on unharmed out of the stderr tail, and keeps every other line", () => {
    const bubblewrap =
      '\u001b[2m2026-12-06T02:37:33.366242Z\u001b[0m \u001b[31mERROR\u001b[0m \u001b[2mcodex_app_server\u001b[0m\u001b[2m:\u001b[0m Codex could not find bubblewrap on PATH. Install bubblewrap with your OS package manager. See the sandbox prerequisites: https://developers.openai.com/codex/concepts/sandboxing#prerequisites. Codex will use the bundled bubblewrap in the meantime.';
    const aliases = 'WARNING: proceeding, even though we could not create PATH aliases: Refusing to create helper binaries under temporary dir "/tmp" (codex_home: AbsolutePathBuf("/tmp/x/.codex"))';
    const failure = '2026-12-07T15:49:45.061110Z ERROR codex_api::endpoint::responses_websocket: failed to connect to Responses WebSocket stage=Unknown';
    const v = decideCodexVerdict(facts({ turnStarted: true }), { exitCode: 0, signal: null, stderr: `${aliases}\n${bubblewrap}\n${failure}\n` });
    expect(v.stderrTail).toBe(`${failure}\n`);
    // The same warning with a reason that is the failure stays (MISSING_HOME above keeps its tail whole).
    expect(decideCodexVerdict(facts(), { exitCode: 1, signal: null, stderr: MISSING_HOME }).stderrTail).toBe(MISSING_HOME);
  });

  it('a stream that ended with no process outcome is described by the reader: unexplained', () => {
    expect(decideCodexVerdict(facts({ turnStarted: true }), null)).toMatchObject({ kind: 'incomplete', message: 'The stream ended before the turn completed.', unexplained: true });
  });

  it('killed mid-turn: incomplete, naming the signal', () => {
    const v = decideCodexVerdict(facts({ turnStarted: true, resultText: 'Working on it' }), { exitCode: null, signal: 'SIGKILL', stderr: '' });
    expect(v).toMatchObject({ kind: 'incomplete', signal: 'SIGKILL', message: 'codex app-server was ended by SIGKILL before the turn completed.', unexplained: true });
  });

  it('ended by the harness (idle bound): incomplete', () => {
    const v = decideCodexVerdict(facts({ turnStarted: true, outstanding: ['turn/interrupt'] }), { exitCode: null, signal: 'SIGTERM', stderr: '', intentional: true });
    expect(v).toMatchObject({ kind: 'incomplete', message: 'The round was ended before the turn completed while "turn/interrupt" was outstanding.', unexplained: true });
  });

  it('a broken stdin pipe is kept as the cause', () => {
    const stdinError = { name: 'Error', message: 'write EPIPE', code: 'EPIPE' };
    const v = decideCodexVerdict(facts({ outstanding: ['initialize'] }), { exitCode: 1, signal: null, stderr: '', stdinError });
    expect(v).toMatchObject({ kind: 'failed', cause: stdinError, message: 'codex app-server exited with code 1 while "initialize" was outstanding: writing to it failed: write EPIPE' });
  });

  it('no process outcome at all (a capture without its exit): incomplete', () => {
    expect(decideCodexVerdict(facts(), null)).toMatchObject({ kind: 'incomplete', exitCode: null, stderrTail: '' });
  });

  it('a success followed by a crash keeps the success, with a warning', () => {
    const v = decideCodexVerdict(facts({ turnCompleted: { status: 'completed', error: null, durationMs: 5 }, resultText: 'ok' }), { exitCode: 3, signal: null, stderr: '' });
    expect(v).toMatchObject({ kind: 'success', message: 'ok', warning: 'codex app-server exited with code 3 after the turn completed' });
  });

  it("a failed turn whose message is the API's whole JSON error body says its sentence, the body kept as rawMessage", () => {
    const body = JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'The tools cannot be used.', param: 'tools' }, status: 400 }, null, 2);
    const v = decideCodexVerdict(facts({ turnCompleted: { status: 'failed', error: { message: body }, durationMs: null } }), { exitCode: 0, signal: null, stderr: '' });
    expect(v).toMatchObject({ kind: 'failed', message: 'The tools cannot be used.', rawMessage: body });
    expect(decideCodexVerdict(facts({ finalError: { message: 'plain words' } }), null)).not.toHaveProperty('rawMessage');
  });

  it('a 401 that codex 0.154.0 classifies as other is auth-required; other failures stay failed', () => {
    const error = { message: 'unexpected status 401 Unauthorized: Incorrect API key provided., url: http://127.0.0.1:1/v1/responses', codexErrorInfo: 'other' };
    expect(decideCodexVerdict(facts({ finalError: error }), { exitCode: 0, signal: null, stderr: '' }).kind).toBe('auth-required');
    const server = { message: 'unexpected status 500 Internal Server Error: boom', codexErrorInfo: 'other' };
    expect(decideCodexVerdict(facts({ finalError: server }), { exitCode: 0, signal: null, stderr: '' }).kind).toBe('failed');
  });

  it('the unauthorized classification is auth-required', () => {
    const v = decideCodexVerdict(facts({ finalError: { message: 'Unauthorized', codexErrorInfo: 'unauthorized' } }), { exitCode: 0, signal: null, stderr: '' });
    expect(v.kind).toBe('auth-required');
  });
});

describe('cliErrorLine', () => {
  it('finds the last Error line, without colour codes', () => {
    expect(cliErrorLine('\u001b[31mERROR\u001b[0m codex: x\nError: first\nError: last\n')).toBe('Error: last');
    expect(cliErrorLine('nothing to see')).toBeUndefined();
  });
});

describe('decideCodexVerdict: outstanding requests, however many', () => {
  it('names the first few a caller gives and counts the rest, each quoted short', () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => (i === 1 ? 'x'.repeat(2 * 1024 * 1024) : 'initialize'));
    const v = decideCodexVerdict(facts({ outstanding: many }), { exitCode: 1, signal: null, stderr: '' });
    expect(v.message).toBe(`codex app-server exited with code 1 while "initialize", "${'x'.repeat(64)}…", "initialize" and 999997 more were outstanding.`);
    // A count beyond the names a reader kept.
    const counted = decideCodexVerdict(facts({ outstanding: ['turn/start'], outstandingCount: 5000 }), { exitCode: 1, signal: null, stderr: '' });
    expect(counted.message).toBe('codex app-server exited with code 1 while "turn/start" and 4999 more were outstanding.');
  });
});
