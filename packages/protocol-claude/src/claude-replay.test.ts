import { describe, expect, it } from 'vitest';
import { captureOutcome, replayChunks, RoundList, streamBytes, summarizeRound, turnOf, type Capture } from '@mwh/protocol-core';
import { ClaudeCaptureReplay, replayClaudeCapture } from './claude-replay.js';
import { readClaudeStream } from './claude-round-reader.js';
import { fixtureFiles, fixtureNames, loadFixture, readCaptureFile } from './test-support/fixtures.js';
import { assistant, init, lines, result, text } from './test-support/streams.js';

function expectAsRecorded(capture: Capture, label: string): void {
  expect(capture.expect, `${label} has no expect record`).toBeDefined();
  const summary = summarizeRound(replayClaudeCapture(capture));
  expect(summary.verdict?.kind, `${label}: ${summary.verdict?.message}`).toBe(capture.expect!.verdict);
  if (capture.expect!.text !== undefined) expect(summary.text, label).toBe(capture.expect!.text);
}

describe('replayClaudeCapture', () => {
  it("replays a conversation's capture as its turns: a user message after the turn's result begins the next", () => {
    const encoder = new TextEncoder();
    const user = (text: string) => `${JSON.stringify({ type: 'user', message: { role: 'user', content: [{ type: 'text', text }] }, parent_tool_use_id: null, session_id: '' })}\n`;
    const turn = (text: string) => [
      { type: 'system', subtype: 'init', session_id: 's', model: 'm', tools: [], mcp_servers: [], cwd: '/', permissionMode: 'default', apiKeySource: 'none', slash_commands: [], output_style: 'default', uuid: `init-${text}` },
      { type: 'assistant', message: { id: `msg-${text}`, type: 'message', role: 'assistant', model: 'm', content: [{ type: 'text', text }], stop_reason: 'end_turn', usage: { input_tokens: 1, output_tokens: 1 } }, parent_tool_use_id: null, session_id: 's', uuid: `a-${text}` },
      { type: 'result', subtype: 'success', is_error: false, result: text, session_id: 's', duration_ms: 1, duration_api_ms: 1, num_turns: 1, total_cost_usd: 0, usage: { input_tokens: 1, output_tokens: 1 }, uuid: `r-${text}` },
    ];
    const capture: Capture = {
      header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'claude', cli: { name: 'claude', version: '2.1.332' }, argv: [], env: [], startedAt: '2026-12-06T00:00:00Z' },
      chunks: [
        { stream: 'stdin', t: 0, bytes: encoder.encode(user('first')) },
        // A message sent while the turn runs (the CLI queues it) begins nothing.
        { stream: 'stdin', t: 1, bytes: encoder.encode(user('queued')) },
        { stream: 'stdout', t: 2, bytes: lines(...turn('One')) },
        { stream: 'stdin', t: 3, bytes: encoder.encode(user('second')) },
        { stream: 'stdout', t: 4, bytes: lines(...turn('Two')) },
      ],
      exit: { t: 5, code: 0, signal: null },
    };
    const finishes = replayClaudeCapture(capture).filter((part) => part.type === 'finish');
    expect(finishes.map((part) => [part.verdict.kind, part.verdict.message, part.verdict.exitCode])).toEqual([
      ['success', 'One', null],
      ['success', 'Two', 0],
    ]);
  });

  it("reads a raw stdout of several turns (no user messages to go by) as its turns: the CLI's next line after a result begins the next", () => {
    const capture = readCaptureFile(fixtureFiles({ rounds: true }).find((file) => file.pathname.endsWith('/several-turns.capture.jsonl'))!);
    const raw: Capture = { ...capture, chunks: capture.chunks.filter((chunk) => chunk.stream === 'stdout') };
    const parts = replayChunks(new ClaudeCaptureReplay({ withoutClientLines: true }), raw);
    const finishes = parts.filter((part) => part.type === 'finish');
    // As the capture with its user messages reads, each turn its own text and verdict.
    expect(finishes).toEqual(replayClaudeCapture(capture).filter((part) => part.type === 'finish'));
    expect(finishes.map((part) => part.verdict.message)).toEqual(['First answer MARK-1', 'Second answer MARK-2', 'Third answer']);
    expect(parts.filter((part) => turnOf(part) !== undefined)).toHaveLength(2);
    // Without withoutClientLines (a capture, whose stdin says where turns begin), the raw stdout is one round, as before.
    expect(replayChunks(new ClaudeCaptureReplay(), raw).filter((part) => part.type === 'finish')).toHaveLength(1);
  });

  it("keeps a line after a turn's result that begins no turn (a rate limit) in that turn, and takes the prompt a CLI echoes", () => {
    const stdout = readCaptureFile(fixtureFiles().find((file) => file.pathname.endsWith('2.1.332/text-streamed.capture.jsonl'))!);
    const bytes = streamBytes(stdout, 'stdout');
    const after = lines({ type: 'rate_limit_event', rate_limit_info: { status: 'allowed' }, uuid: 'rl', session_id: 's' });
    const one = replayChunks(new ClaudeCaptureReplay({ withoutClientLines: true }), { ...stdout, chunks: [{ stream: 'stdout', t: 0, bytes }, { stream: 'stdout', t: 1, bytes: after }] });
    expect(one.filter((part) => part.type === 'finish')).toHaveLength(1);
    const echo = lines({ type: 'user', message: { role: 'user', content: [{ type: 'text', text: 'And again?' }] }, parent_tool_use_id: null, session_id: 's', uuid: 'echo' });
    const two = replayChunks(new ClaudeCaptureReplay({ withoutClientLines: true }), { ...stdout, chunks: [{ stream: 'stdout', t: 0, bytes }, { stream: 'stdout', t: 1, bytes: echo }, { stream: 'stdout', t: 2, bytes }] });
    expect(two.map(turnOf).filter(Boolean)).toEqual([{ prompt: 'And again?' }]);
    expect(two.filter((part) => part.type === 'finish')).toHaveLength(2);
  });

  it("takes the first turn's prompt a stdout echoes after its init line (whose MCP servers come first), and no line of the CLI's own", () => {
    const raw = (...messages: unknown[]): Capture => ({
      header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'claude', cli: { name: 'claude', version: 'unknown' }, argv: [], env: [], startedAt: '2026-12-07T00:00:00Z', withoutClientLines: true },
      chunks: [{ stream: 'stdout', t: 0, bytes: lines(...messages) }],
    });
    const user = (content: unknown, extra: Record<string, unknown> = {}) => ({ type: 'user', message: { role: 'user', content }, parent_tool_use_id: null, session_id: 's', ...extra });
    const roundsOf = (capture: Capture) => {
      const rounds = new RoundList();
      for (const part of replayChunks(new ClaudeCaptureReplay({ withoutClientLines: true }), capture)) rounds.add(part);
      return rounds.list();
    };
    // takopi's session: an init naming an MCP server that failed, then the echoed prompt.
    const withServers = { ...init(), mcp_servers: [{ name: 'github', status: 'connected' }, { name: 'sentry', status: 'error' }] };
    const rounds = roundsOf(raw(withServers, user([{ type: 'text', text: 'List the files.' }]), assistant('a', [text('Done.')]), result({ result: 'Done.' })));
    expect(rounds.map((round) => [round.prompt, round.summary.text, round.summary.mcpServers.length])).toEqual([['List the files.', 'Done.', 2]]);
    // An interrupt's notice, a compaction's summary and a local command's output are the CLI's, not a prompt.
    for (const line of [user([{ type: 'text', text: '[Request interrupted by user]' }]), user('This session is being continued...', { isSynthetic: true }), user('<local-command-stdout>Compacted </local-command-stdout>')]) {
      expect(roundsOf(raw(init(), line, result({ result: '' })))[0]!.prompt).toBeUndefined();
    }
  });

  it('reads a run cut off before its result, then another run, as two rounds: the first incomplete, with a warning that says where it stopped', () => {
    const capture: Capture = {
      header: { type: 'header', format: 'mwh-capture', version: 1, harness: 'claude', cli: { name: 'claude', version: 'unknown' }, argv: [], env: [], startedAt: '2026-12-07T00:00:00Z', withoutClientLines: true },
      chunks: [{ stream: 'stdout', t: 0, bytes: lines(init(), assistant('a', [text('Partial.')]), { ...init(), session_id: 'second' }, assistant('b', [text('Whole.')]), result({ result: 'Whole.', session_id: 'second' })) }],
    };
    const rounds = new RoundList();
    for (const part of replayChunks(new ClaudeCaptureReplay({ withoutClientLines: true }), capture)) rounds.add(part);
    const list = rounds.list();
    expect(list.map((round) => [round.summary.verdict?.kind, round.summary.text, round.summary.sessionId])).toEqual([
      ['incomplete', 'Partial.', expect.any(String)],
      ['success', 'Whole.', 'second'],
    ]);
    expect(list[0]!.summary.warnings).toEqual([{ code: 'cut-off', message: "The run stopped before its result line: another run's init line (session second) follows what it wrote, so its turn ends there, incomplete." }]);
    // An init line again before the turn's answer began (a control exchange first, say) cuts nothing.
    const again = replayChunks(new ClaudeCaptureReplay({ withoutClientLines: true }), { ...capture, chunks: [{ stream: 'stdout', t: 0, bytes: lines(init(), init(), assistant('a', [text('One.')]), result({ result: 'One.' })) }] });
    expect(again.filter((part) => part.type === 'finish')).toHaveLength(1);
  });

  it('replays every committed fixture to the verdict and text it was recorded with', () => {
    expect(fixtureNames().length).toBeGreaterThan(0);
    const files = fixtureFiles().filter((url) => readCaptureFile(url).header.harness === 'claude');
    for (const url of files) expectAsRecorded(readCaptureFile(url), url.pathname);
  });

  it('reads every committed fixture to the same parts as recorded, whole, and cut every 1, 7 and 4096 bytes', () => {
    const cut = (bytes: Uint8Array, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
    for (const url of fixtureFiles()) {
      const capture = readCaptureFile(url);
      if (capture.header.harness !== 'claude') continue;
      const recorded = replayClaudeCapture(capture);
      const stdout = streamBytes(capture, 'stdout');
      const outcome = captureOutcome(capture);
      for (const size of [stdout.length || 1, 1, 7, 4096]) expect(readClaudeStream(cut(stdout, size), outcome), `${url.pathname} by ${size}`).toEqual(recorded);
    }
  });

  it('keeps of stderr only the end a live round keeps: its memory is bounded, and its verdict is the live one', () => {
    // The whole stderr was kept as text: a capture of 600 MiB of it died of 'Invalid string
    // length', and a sign-in failure further back than a live round keeps decided the verdict.
    const replay = new ClaudeCaptureReplay();
    const encode = (text: string) => new TextEncoder().encode(text);
    const noise = encode('warning: noisy\n'.repeat(4096));
    replay.chunk({ stream: 'stderr', t: 0, bytes: encode('Not logged in\n') });
    for (let i = 0; i < 200; i++) {
      replay.chunk({ stream: 'stderr', t: 0, bytes: noise });
      expect((replay as unknown as { stderr: { text: string } }).stderr.text.length).toBeLessThanOrEqual(3 * 64 * 1024);
    }
    const verdict = summarizeRound(replay.end({ t: 1, code: 1, signal: null })).verdict!;
    expect(verdict.kind).not.toBe('auth-required');
    expect(verdict.stderrTail).toBe('warning: noisy\n'.repeat(4096 * 200).slice(-64 * 1024));
  });

  it('takes the line cap from its options', () => {
    // The init line (several KB) and the result are over the cap; the text in between is read.
    const parts = replayClaudeCapture(loadFixture('text-streamed'), { maxLineBytes: 1000 });
    expect(parts.filter((p) => p.type === 'unknown' && p.reason === 'line-too-long')).toHaveLength(2);
    expect(summarizeRound(parts)).toMatchObject({
      sessionId: null,
      text: 'Hello! How can I help you today?',
      verdict: { kind: 'incomplete' },
    });
  });
});

describe('captureOutcome', () => {
  it('is the recorded exit and all of stderr', () => {
    expect(captureOutcome(loadFixture('resume-unknown'))).toEqual({
      exitCode: 1,
      signal: null,
      stderr: 'No conversation found with session ID: 2b14f620-a234-5245-8ec0-21b7762efa30\n',
    });
  });

  it('has neither code nor signal for a capture cut off before the exit', () => {
    const { exit: _exit, ...cut } = loadFixture('text-streamed');
    expect(captureOutcome(cut)).toMatchObject({ exitCode: null, signal: null });
    expect(summarizeRound(replayClaudeCapture(cut)).verdict?.kind).toBe('success');
  });
});
