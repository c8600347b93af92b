import { describe, expect, it } from 'vitest';
import { STDERR_TAIL_BYTES } from '@mwh/protocol-core';
import { replayClaudeCapture } from './claude-replay.js';
import { readClaudeStream } from './claude-round-reader.js';
import { decideClaudeVerdict, isErrorResult } from './claude-verdict.js';
import { loadFixture } from './test-support/fixtures.js';
import {
  init,
  lines,
  outcome,
  result,
  streamedAnswer,
  syntheticError,
  textOf,
  verdictOf,
} from './test-support/streams.js';

const verdict = (messages: unknown[], overrides: Parameters<typeof outcome>[0] = {}) =>
  verdictOf(readClaudeStream([lines(...messages)], outcome(overrides)));
const streamedText = streamedAnswer('m1', ['Here is ', 'part']).slice(0, -1);
// As the resume-unknown fixture has it.
const UNKNOWN_SESSION = 'No conversation found with session ID: 2b14f620-a234-5245-8ec0-21b7762efa30';

describe('How a failed round reaches the thread', () => {
  describe('resume found no conversation → resume-not-found', () => {
    it('as the CLI writes it: an error_during_execution result and the same sentence on stderr', () => {
      expect(verdictOf(replayClaudeCapture(loadFixture('resume-unknown')))).toMatchObject({
        kind: 'resume-not-found',
        message: UNKNOWN_SESSION,
        exitCode: 1,
        subtype: 'error_during_execution',
        stderrTail: `${UNKNOWN_SESSION}\n`,
      });
    });

    it('from the result alone, or from stderr alone', () => {
      const fromResult = result({
        subtype: 'error_during_execution',
        is_error: true,
        result: undefined,
        errors: [UNKNOWN_SESSION],
      });
      expect(verdict([fromResult], { exitCode: 1 }).kind).toBe('resume-not-found');
      expect(verdict([], { exitCode: 1, stderr: `warning: x\n${UNKNOWN_SESSION}\n` })).toMatchObject({
        kind: 'resume-not-found',
        message: UNKNOWN_SESSION,
      });
    });
  });

  describe('authentication failure → auth-required, with or without streamed text', () => {
    it('a 401: the synthetic notice and an is_error result with api_error_status 401', () => {
      const parts = replayClaudeCapture(loadFixture('api-401'));
      expect(textOf(parts)).toBe('');
      expect(verdictOf(parts)).toMatchObject({
        kind: 'auth-required',
        message: 'Invalid API key · Fix external API key',
        exitCode: 1,
        isError: true,
      });
    });

    it('after streamed text', () => {
      const failed = [
        ...streamedText,
        syntheticError('Failed to authenticate. API Error: 401 Invalid bearer token', 'authentication_failed', 401),
        result({
          is_error: true,
          api_error_status: 401,
          result: 'Failed to authenticate. API Error: 401 Invalid bearer token',
        }),
      ];
      const parts = readClaudeStream([lines(...failed)], outcome({ exitCode: 1 }));
      expect(textOf(parts)).toBe('Here is part');
      expect(verdictOf(parts).kind).toBe('auth-required');
    });

    it('by the phrases: "Not logged in", "Invalid API key", "authentication_failed"', () => {
      expect(
        verdict([result({ is_error: true, result: 'Not logged in · Please run /login' })], { exitCode: 1 }),
      ).toMatchObject({
        kind: 'auth-required',
        message: 'Not logged in · Please run /login',
      });
      expect(verdict([init()], { exitCode: 1, stderr: 'Invalid API key · Fix external API key\n' })).toMatchObject({
        kind: 'auth-required',
        message: 'Invalid API key · Fix external API key',
      });
      expect(verdict([syntheticError('Please sign in again', 'authentication_failed')], { exitCode: 1 })).toMatchObject(
        {
          kind: 'auth-required',
          message: 'Please sign in again',
        },
      );
    });

    it('not when the round succeeded and only its text mentions a key', () => {
      expect(verdict([result({ result: 'An "Invalid API key" error means the key is wrong.' })]).kind).toBe('success');
    });
  });

  describe('an error verdict, even after streamed text → failed', () => {
    it('an API error (is_error with api_error_status) after the synthetic notice', () => {
      expect(verdictOf(replayClaudeCapture(loadFixture('api-529')))).toMatchObject({
        kind: 'failed',
        message: expect.stringMatching(/^API Error: 529 Overloaded/),
        exitCode: 1,
      });
    });

    it('a non-success subtype, is_error, or any api_error_status', () => {
      const after = (r: Record<string, unknown>) => verdict([...streamedText, result(r)], { exitCode: 1 });
      expect(
        after({
          subtype: 'error_max_turns',
          is_error: true,
          result: undefined,
          errors: ['Reached maximum number of turns (3)'],
        }),
      ).toMatchObject({
        kind: 'failed',
        message: 'Reached maximum number of turns (3)',
        subtype: 'error_max_turns',
      });
      expect(after({ is_error: true, result: 'Prompt is too long' })).toMatchObject({
        kind: 'failed',
        message: 'Prompt is too long',
      });
      expect(after({ api_error_status: 500, result: 'API Error: 500' }).kind).toBe('failed');
      expect(after({ subtype: 'error_during_execution', result: undefined, errors: [] })).toMatchObject({
        kind: 'failed',
        message: 'Claude Code ended the turn with error_during_execution.',
      });
    });

    it("never shows the CLI's [ede_diagnostic] state dump as its message", () => {
      const after = (errors: string[]) => verdict([...streamedText, result({ subtype: 'error_during_execution', is_error: true, result: undefined, errors })], { exitCode: 1 });
      const diagnostic = '[ede_diagnostic] result_type=user last_content_type=n/a stop_reason=null';
      expect(after([diagnostic, 'Tool execution failed'])).toMatchObject({ kind: 'failed', message: 'Tool execution failed' });
      expect(after([diagnostic])).toMatchObject({ kind: 'failed', message: 'Claude Code ended the turn with error_during_execution.' });
    });
  });

  describe('an interrupted turn (a control_request interrupt, SIGINT) → incomplete, as codex says of its interrupted turn', () => {
    for (const name of ['interrupted-control', 'interrupted-sigint']) {
      it(`${name}: the streamed text stays, and the message is no diagnostic`, () => {
        const parts = replayClaudeCapture(loadFixture(name));
        expect(textOf(parts)).toBe('Partial ');
        expect(verdictOf(parts)).toMatchObject({ kind: 'incomplete', message: 'The turn was interrupted.', subtype: 'error_during_execution', isError: true, unexplained: true });
      });
    }

    it('while tools ran too, with nothing streamed; an error the CLI wrote is its message', () => {
      const interrupted = (over: Record<string, unknown>) =>
        verdict([result({ subtype: 'error_during_execution', is_error: true, result: undefined, terminal_reason: 'aborted_tools', ...over })], { exitCode: 0 });
      expect(interrupted({ errors: ['[ede_diagnostic] result_type=user'] })).toMatchObject({ kind: 'incomplete', message: 'The turn was interrupted.', unexplained: true });
      expect(interrupted({ errors: ['Request was aborted.'] })).toMatchObject({ kind: 'incomplete', message: 'Request was aborted.' });
      expect(interrupted({ errors: ['Request was aborted.'] }).unexplained).toBeUndefined();
    });
  });

  it('exited before reading the message (broken stdin pipe) → failed, the pipe fault kept as the cause', () => {
    const epipe = { name: 'Error', message: 'write EPIPE', code: 'EPIPE' };
    expect(verdict([], { exitCode: 1, stderr: 'Error: unknown option --bogus\n', stdinError: epipe })).toEqual({
      kind: 'failed',
      message: 'Claude Code exited before it read the message (writing to its stdin failed: write EPIPE).',
      exitCode: 1,
      signal: null,
      stderrTail: 'Error: unknown option --bogus\n',
      cause: epipe,
      unexplained: true,
    });
  });

  it('a broken stdin pipe after output: the message was read, so the round is incomplete, cause kept', () => {
    const epipe = { name: 'Error', message: 'write EPIPE', code: 'EPIPE' };
    expect(verdict(streamedText, { exitCode: 1, stdinError: epipe })).toMatchObject({ kind: 'incomplete', cause: epipe });
  });

  it('non-zero exit with nothing produced and no verdict → failed', () => {
    expect(verdictOf(replayClaudeCapture(loadFixture('bad-arguments')))).toEqual({
      kind: 'failed',
      message: 'Claude Code exited with code 1 and wrote no result.',
      exitCode: 1,
      signal: null,
      stderrTail: 'Error: When using --print, --output-format=stream-json requires --verbose\n',
      unexplained: true,
    });
    expect(verdict([init()], { exitCode: null, signal: 'SIGKILL' })).toMatchObject({
      kind: 'failed',
      message: 'Claude Code was ended by SIGKILL and wrote no result.',
      unexplained: true,
    });
  });

  it("the CLI's own notice is its account; only the reader's description of an exit is unexplained", () => {
    const noticed = verdict([syntheticError('API Error: 529 Overloaded', 'server_error', 529)], { exitCode: 1 });
    expect(noticed.message).toBe('API Error: 529 Overloaded');
    expect(noticed.unexplained).toBeUndefined();
    expect(verdict([...streamedText, syntheticError('API Error: 529 Overloaded', 'server_error', 529)], { exitCode: 1 }).unexplained).toBeUndefined();
    expect(verdict(streamedText, { exitCode: 1 }).unexplained).toBe(true);
  });

  it('output, or a clean exit, with no closing result → incomplete', () => {
    expect(verdict(streamedText, { exitCode: 1 })).toMatchObject({
      kind: 'incomplete',
      message: 'Claude Code exited with code 1 without a closing result.',
      unexplained: true,
    });
    expect(verdict(streamedText, { exitCode: null, signal: 'SIGTERM' }).kind).toBe('incomplete');
    expect(verdict([init()], { exitCode: 0 })).toMatchObject({
      kind: 'incomplete',
      message: 'Claude Code exited with code 0 without a closing result.',
    });
  });

  it('could not be started (missing CLI) → not-started', () => {
    const enoent = { name: 'Error', message: 'spawn claude ENOENT', code: 'ENOENT' };
    expect(verdict([], { exitCode: null, spawnError: enoent })).toEqual({
      kind: 'not-started',
      message: 'spawn claude ENOENT',
      exitCode: null,
      signal: null,
      stderrTail: '',
      cause: enoent,
    });
  });

  it('a success verdict with output and a non-zero exit → the answer stands, with a warning naming the exit code', () => {
    const v = verdict(streamedAnswer('m1', ['fine']), { exitCode: 3, stderr: 'session_writes_lost ENOSPC\n' });
    expect(v).toMatchObject({
      kind: 'success',
      message: 'fine',
      exitCode: 3,
      stderrTail: 'session_writes_lost ENOSPC\n',
      warning: 'Claude Code exited with code 3 after a successful result.',
    });
  });

  it('a clean success carries no warning', () => {
    expect(verdictOf(replayClaudeCapture(loadFixture('two-tool-calls')))).not.toHaveProperty('warning');
  });
});

describe('decideClaudeVerdict', () => {
  it('keeps the last 64 KiB of stderr', () => {
    const stderr = 'x'.repeat(STDERR_TAIL_BYTES) + 'THE END';
    const v = decideClaudeVerdict({ producedOutput: false }, outcome({ exitCode: 1, stderr }));
    expect(v.stderrTail.endsWith('THE END')).toBe(true);
    expect(Buffer.byteLength(v.stderrTail)).toBe(STDERR_TAIL_BYTES);
  });

  it('lets a spawn error win over everything else', () => {
    const v = decideClaudeVerdict(
      { producedOutput: true, result: { type: 'result', subtype: 'success', result: 'x' } },
      outcome({ spawnError: { name: 'Error', message: 'spawn EACCES' } }),
    );
    expect(v.kind).toBe('not-started');
  });
});

describe('isErrorResult', () => {
  it('is true for is_error, a non-success subtype, or an API error status', () => {
    expect(isErrorResult({ type: 'result', subtype: 'success', is_error: false })).toBe(false);
    expect(isErrorResult({ type: 'result', subtype: 'success', api_error_status: null })).toBe(false);
    expect(isErrorResult({ type: 'result', subtype: 'success', is_error: true })).toBe(true);
    expect(isErrorResult({ type: 'result', subtype: 'error_max_budget_usd' })).toBe(true);
    expect(isErrorResult({ type: 'result', subtype: 'success', api_error_status: 429 })).toBe(true);
  });
});
