import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCapture, serializeCapture, streamBytes, summarizeRound } from '@mwh/protocol-core';
import { CaptureCollector, CaptureRecorder } from './capture-sink.js';
import { replayCaptureNow } from '../test-support/replay-now.js';
import type { ProcessResult } from '../process/process-runner.js';
import { splitAt } from '../../../../scripts/test-support/split-at.js';

const result: ProcessResult = { pid: 1, exitCode: 0, signal: null, stderr: '', stderrBytes: 0, closedBy: 'close', durationMs: 1 };

function record(secrets: string[], pieces: Uint8Array[]) {
  const collector = new CaptureCollector();
  const recorder = new CaptureRecorder(collector, {
    harness: 'codex',
    cli: { name: 'codex', version: 'unknown' },
    argv: ['codex', 'app-server', '-c', `token=${secrets[0] ?? ''}`],
    env: { CODEX_HOME: '/h', SECRET_KEY: 'v' },
    secrets,
  });
  for (const piece of pieces) recorder.chunk('stdin', piece);
  recorder.cliVersion = '0.171.0';
  recorder.end(result);
  return collector.captures[0]!;
}

describe('CaptureRecorder', () => {
  it('records a valid capture with env names only and redacted argv', () => {
    const capture = record(['tok-123'], [Buffer.from('{"auth":"Bearer tok-1'), Buffer.from('23"}\n')]);
    const parsed = parseCapture(serializeCapture(capture));
    expect(parsed.ok).toBe(true);
    expect(capture.header.env).toEqual(['CODEX_HOME', 'SECRET_KEY']);
    expect(capture.header.argv).toEqual(['codex', 'app-server', '-c', 'token=[REDACTED]']);
    expect(capture.header.cli.version).toBe('0.171.0');
    expect(Buffer.from(streamBytes(capture, 'stdin')).toString()).toBe('{"auth":"Bearer [REDACTED]"}\n');
    expect(capture.exit).toMatchObject({ code: 0, signal: null });
  });

  it('redacts a multi-byte secret split anywhere in the bytes', () => {
    const secret = 'pässwörd-🔑';
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.nat(), { maxLength: 6 }), (before, after, cuts) => {
        const bytes = Buffer.from(before + secret + after, 'utf8');
        const pieces = splitAt(bytes, cuts);
        const out = Buffer.from(streamBytes(record([secret], pieces), 'stdin')).toString('utf8');
        expect(out).not.toContain(secret);
        expect(out).toContain('[REDACTED]');
      }),
    );
  });

  it('redacts a secret with quotes or backslashes as the JSON lines carry it', () => {
    const secret = 'tok"en\\with-quote';
    const line = Buffer.from(`${JSON.stringify({ auth: secret, plain: secret.replace(/["\\]/g, '') })}\n`);
    const out = Buffer.from(streamBytes(record([secret], [line.subarray(0, 12), line.subarray(12)]), 'stdin')).toString();
    expect(out).toBe(`{"auth":"[REDACTED]","plain":"tokenwith-quote"}\n`);
  });

  it('redacts the slash-escaped and ASCII-only forms JSON writers give a secret, and the header and exit', () => {
    const secret = 'k/é-1';
    const line = Buffer.from(`{"a":"k\\/é-1","b":"k/\\u00e9-1","c":"k\\/\\u00E9-1"}\n`);
    const collector = new CaptureCollector();
    const recorder = new CaptureRecorder(collector, {
      harness: 'codex',
      cli: { name: 'codex', version: 'unknown' },
      argv: ['codex'],
      env: { [`VAR_${secret}`]: 'v' },
      secrets: [secret],
    });
    recorder.chunk('stdout', line);
    recorder.cliVersion = `0.171.0-${secret}`;
    recorder.end({ ...result, spawnError: { name: 'Error', message: `spawn ${secret} ENOENT`, code: 'ENOENT' } });
    const capture = collector.captures[0]!;
    expect(Buffer.from(streamBytes(capture, 'stdout')).toString()).toBe('{"a":"[REDACTED]","b":"[REDACTED]","c":"[REDACTED]"}\n');
    expect(JSON.stringify(capture.header)).not.toContain(secret);
    expect(capture.header.cli.version).toBe('0.171.0-[REDACTED]');
    expect(capture.exit?.spawnError?.message).toBe('spawn [REDACTED] ENOENT');
  });

  it('keeps a secret the model streams in pieces out of the capture, so its replay shows it masked', () => {
    const secret = 'sk-live-KEY-1';
    const delta = (text: string) =>
      `${JSON.stringify({ type: 'stream_event', event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, parent_tool_use_id: null, session_id: 's1', uuid: `u-${text.length}` })}\n`;
    const stdout = [
      `${JSON.stringify({ type: 'system', subtype: 'init', session_id: 's1', model: 'm', tools: [], cwd: '/' })}\n`,
      `${JSON.stringify({ type: 'stream_event', event: { type: 'message_start', message: { id: 'msg_1', role: 'assistant', content: [] } }, parent_tool_use_id: null, session_id: 's1', uuid: 'u0' })}\n`,
      delta('the key is sk-li'),
      delta('ve-KE'),
      delta('Y-1, keep it'),
      `${JSON.stringify({ type: 'stream_event', event: { type: 'content_block_stop', index: 0 }, parent_tool_use_id: null, session_id: 's1', uuid: 'u9' })}\n`,
      `${JSON.stringify({ type: 'result', subtype: 'success', is_error: false, result: `the key is ${secret}, keep it`, session_id: 's1' })}\n`,
    ].join('');
    const collector = new CaptureCollector();
    const recorder = new CaptureRecorder(collector, { harness: 'claude', cli: { name: 'claude', version: '2.1.332' }, argv: ['claude'], env: {}, secrets: [secret] });
    for (const piece of splitAt(Buffer.from(stdout), [100, 333, 500, 640])) recorder.chunk('stdout', piece);
    recorder.end(result);
    const capture = parseCapture(serializeCapture(collector.captures[0]!));
    if (!capture.ok) throw new Error('the capture does not parse');
    const recorded = Buffer.from(streamBytes(capture.value, 'stdout')).toString();
    expect(recorded).not.toMatch(/sk-li|ve-KE|Y-1/);
    expect(recorded.split('\n')).toHaveLength(stdout.split('\n').length);
    // Replayed with no secrets given: the capture alone has to be safe.
    // The stream never ends its message (no assistant line, no message_delta): its deltas are
    // retracted at the result line, whose text is then the answer (said in a result-mismatch warning).
    const parts = replayCaptureNow(capture.value);
    expect(summarizeRound(parts).text).toBe('the key is [REDACTED], keep it');
    expect(JSON.stringify(parts)).not.toMatch(/sk-li|ve-KE|Y-1/);
  });
});

describe('CaptureRecorder.end', () => {
  const options = { harness: 'claude' as const, cli: { name: 'claude', version: 'unknown' }, argv: ['claude'], env: {}, secrets: [] };

  it('settles once the sink saved the capture', async () => {
    let saved = false;
    const collector = new CaptureCollector(async () => {
      await new Promise((r) => setTimeout(r, 20));
      saved = true;
    });
    expect(await new CaptureRecorder(collector, options).end(result)).toBeUndefined();
    expect(saved).toBe(true);
  });

  it('resolves to a warning, never rejects, whatever the sink threw', async () => {
    const hostile = {
      get message(): string {
        throw new Error('a getter that throws');
      },
    };
    for (const [thrown, said] of [
      [new TypeError('no space'), 'TypeError: no space'],
      ['a string', 'a string'],
      [Object.setPrototypeOf(hostile, Error.prototype), 'an error that cannot be shown'],
    ] as const) {
      const sink = new CaptureCollector(() => {
        throw thrown;
      });
      expect(await new CaptureRecorder(sink, options).end(result)).toEqual({ type: 'warning', code: 'capture-not-saved', message: `The capture of this round was not saved: ${said}` });
    }
  });
});
