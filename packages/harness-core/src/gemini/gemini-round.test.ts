import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { geminiFunctionCall, geminiFunctionResponses, geminiText, startGeminiMock, type GeminiMock } from '@mwh/mock-servers/gemini';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CaptureCollector } from '../capture/capture-sink.js';
import { ThreadRecordStore } from '../round/thread-record-store.js';
import { startRound } from '../start-round.js';
import { collectRound } from '../test-support/collect-round.js';
import { geminiMockOptions, MOCK_GEMINI_KEY } from '../test-support/gemini-env.js';
import { groupMembers, waitUntil } from '../test-support/process-check.js';
import { replayedVerdict } from '../test-support/replayed-verdict.js';
import { makeScratch, type Scratch } from '../test-support/scratch.js';
import { claudeSessionId, URL_NAMESPACE, uuidV5 } from '../round/session-id.js';
import { GEMINI_SESSION_NAMESPACE, GEMINI_SESSION_RECORD_DIR, geminiSessionId } from './gemini-round.js';
import { GEMINI_REGISTRATION } from './registration.js';

const history = [
  { role: 'user' as const, text: 'Earlier question' },
  { role: 'assistant' as const, text: 'Earlier answer EARLIER-TURN-23' },
];
const gemini = { harness: 'gemini' as const };

describe('Gemini session ids', () => {
  it('are name-based in a namespace of their own, re-derivable, never a Claude session id of the same key', () => {
    expect(uuidV5('urn:mwh:gemini-session', URL_NAMESPACE)).toBe(GEMINI_SESSION_NAMESPACE);
    expect(geminiSessionId('k')).toBe(uuidV5('k', GEMINI_SESSION_NAMESPACE));
    expect(geminiSessionId('k')).not.toBe(claudeSessionId('k'));
  });
});

describe('Gemini CLI round against the real gemini and the Gemini API mock', () => {
  let scratch: Scratch;
  let mock: GeminiMock | undefined;
  beforeAll(async () => {
    scratch = await makeScratch('gemini');
  });
  afterEach(async () => {
    await mock?.close();
    mock = undefined;
  });
  afterAll(async () => {
    await scratch.remove();
  });
  const records = () => new ThreadRecordStore(scratch.configHome, GEMINI_SESSION_RECORD_DIR);

  it('answers in its own home, records its session and resumes it in the next round; its capture replays to the same verdict', async () => {
    mock = await startGeminiMock([geminiText('First answer MARK-1'), geminiText('Second answer MARK-2')]);
    const capture = new CaptureCollector();
    const first = await collectRound(startRound({ ...gemini, message: 'new question', threadKey: 'g/a', history, capture, ...geminiMockOptions(scratch, mock.url) }));
    expect(first.verdict).toMatchObject({ kind: 'success', message: 'First answer MARK-1', exitCode: 0 });
    expect(first.text).toBe('First answer MARK-1');
    expect(first.parts.find((p) => p.type === 'session')).toMatchObject({ type: 'session', sessionId: geminiSessionId('g/a') });
    expect(first.parts.some((p) => p.type === 'usage')).toBe(true);
    expect(await records().read('g/a')).toBe(geminiSessionId('g/a'));
    // The home is the round's: the settings that let the key through were written there, with the key itself nowhere in them.
    const settings = readFileSync(join(scratch.configHome, '.gemini', 'settings.json'), 'utf8');
    expect(JSON.parse(settings)).toMatchObject({ security: { auth: { selectedType: 'gemini-api-key' } }, privacy: { usageStatisticsEnabled: false } });
    // A new session gets the transcript; the key went as a header, never on the command line.
    const [request] = mock.chatRequests();
    expect(request!.rawBody).toContain('EARLIER-TURN-23');
    const header = capture.captures[0]!.header;
    expect(header).toMatchObject({ harness: 'gemini' });
    expect(header.argv).toContain('--session-id');
    // The CLI's own command line: the node and the flags it was started through are no part of it.
    expect(header.argv[0]).toMatch(/gemini(\.js)?$/);
    expect(header.argv).not.toContain('--liftoff-only');
    expect(JSON.stringify(header)).not.toContain(MOCK_GEMINI_KEY);
    expect(replayedVerdict(capture.captures[0]!)).toEqual(first.verdict);

    const second = await collectRound(startRound({ ...gemini, message: 'follow-up', threadKey: 'g/a', history, capture, ...geminiMockOptions(scratch, mock.url) }));
    expect(second.verdict).toMatchObject({ kind: 'success', message: 'Second answer MARK-2' });
    expect(capture.captures[1]!.header.argv).toContain('--resume');
    // Resumed, the session holds the first turn (its transcript once) and the new message.
    const resumed = mock.chatRequests()[1]!.rawBody;
    expect(resumed).toContain('First answer MARK-1');
    expect(resumed.split('EARLIER-TURN-23').length).toBe(2);
    expect(resumed).toContain('follow-up');
  }, 120_000);

  it('forgets a record the CLI has no session for and starts it again with the transcript, in the same round', async () => {
    mock = await startGeminiMock([geminiText('Fresh answer')]);
    await records().write('g/stale', geminiSessionId('g/stale'));
    const capture = new CaptureCollector();
    const result = await collectRound(startRound({ ...gemini, message: 'hello again', threadKey: 'g/stale', history, capture, ...geminiMockOptions(scratch, mock.url) }));
    expect(result.verdict).toMatchObject({ kind: 'success', message: 'Fresh answer' });
    // Two processes: the resume the CLI refused (exit 42, nothing of it shown), then the fresh start.
    expect(capture.captures.map((c) => c.header.argv.includes('--resume'))).toEqual([true, false]);
    expect(capture.captures[0]!.exit?.code).toBe(42);
    expect(result.parts.filter((p) => p.type === 'session')).toHaveLength(1);
    expect(mock.chatRequests()[0]!.rawBody).toContain('EARLIER-TURN-23');
  }, 120_000);

  it('a tool that would ask is refused in the default mode (the turn goes on), and runs with autoApprove (--approval-mode yolo)', async () => {
    mock = await startGeminiMock([
      geminiFunctionCall('run_shell_command', { command: 'echo TOOL-RAN-31' }),
      geminiText('Done without it'),
      geminiFunctionCall('run_shell_command', { command: 'echo TOOL-RAN-31' }),
      geminiText('Done with it'),
    ]);
    const refused = await collectRound(startRound({ ...gemini, message: 'run it', threadKey: 'g/tool-default', ...geminiMockOptions(scratch, mock.url) }));
    expect(refused.verdict).toMatchObject({ kind: 'success', message: 'Done without it' });
    expect(refused.parts.find((p) => p.type === 'tool-call')).toMatchObject({ toolName: 'run_shell_command' });
    expect(refused.parts.find((p) => p.type === 'tool-result')).toMatchObject({ isError: true });
    expect(refused.parts.some((p) => p.type === 'warning' && p.code === 'tool-unavailable')).toBe(true);

    const approved = await collectRound(startRound({ ...gemini, message: 'run it', threadKey: 'g/tool-yolo', autoApprove: true, ...geminiMockOptions(scratch, mock.url) }));
    expect(approved.verdict).toMatchObject({ kind: 'success', message: 'Done with it' });
    expect(approved.parts.find((p) => p.type === 'tool-result')).toMatchObject({ isError: false });
    // The command ran: its output went back to the model.
    const responses = geminiFunctionResponses(mock.chatRequests()[3]!.body);
    expect(JSON.stringify(responses)).toContain('TOOL-RAN-31');
  }, 120_000);

  it('with no key the CLI refuses to start (exit 41): auth-required, and no request reached the model', async () => {
    mock = await startGeminiMock([geminiText('never')]);
    const result = await collectRound(startRound({ ...gemini, message: 'hi', threadKey: 'g/auth', ...geminiMockOptions(scratch, mock.url), credential: { type: 'cli-login' } }));
    expect(result.verdict).toMatchObject({ kind: 'auth-required', exitCode: 41 });
    expect(mock.chatRequests()).toHaveLength(0);
  }, 120_000);

  it('a prompt over the 128 KiB one argument holds is refused before anything starts, with a sentence', async () => {
    mock = await startGeminiMock([geminiText('never')]);
    const result = await collectRound(startRound({ ...gemini, message: 'é'.repeat(70_000), threadKey: 'g/long', ...geminiMockOptions(scratch, mock.url) }));
    expect(result.verdict).toMatchObject({ kind: 'not-started', message: expect.stringContaining('bounds at 128 KiB; this turn\'s prompt (with any transcript and instructions) is 137 KiB') });
    expect(mock.requests).toHaveLength(0);
  }, 120_000);

  it('MCP servers given to a round are refused before anything starts, with a sentence, not dropped', async () => {
    mock = await startGeminiMock([geminiText('never')]);
    const mcpServers = { tools: { type: 'http' as const, url: 'http://127.0.0.1:9/mcp' } };
    const result = await collectRound(startRound({ ...gemini, message: 'hi', threadKey: 'g/mcp', ...geminiMockOptions(scratch, mock.url), mcpServers }));
    expect(result.verdict).toMatchObject({ kind: 'not-started', message: expect.stringContaining('reads MCP servers only from its settings files') });
    // The sentence the registration gives clients (the ACP agent refuses them up front with it).
    expect(result.verdict).toMatchObject({ message: expect.stringContaining(GEMINI_REGISTRATION.mcpServersRefused!) });
    expect(mock.requests).toHaveLength(0);
  }, 120_000);

  it('an HTTP error of the model API fails the round with the API sentence and the exit code it maps to (400 → 144), the key redacted', async () => {
    mock = await startGeminiMock([{ kind: 'http-error', status: 400, message: `bad request MARK-400 for key ${MOCK_GEMINI_KEY}` }]);
    const result = await collectRound(startRound({ ...gemini, message: 'hi', threadKey: 'g/http', ...geminiMockOptions(scratch, mock.url) }));
    expect(mock.chatRequests().length).toBeGreaterThan(0);
    expect(result.verdict).toMatchObject({ kind: 'failed', exitCode: 144 });
    expect(result.verdict.message).toContain('MARK-400');
    expect(JSON.stringify(result.parts)).not.toContain(MOCK_GEMINI_KEY);
  }, 120_000);

  it('cancelled mid-turn: the process (one, no relaunched child) is gone and the round is incomplete, cancelled', async () => {
    mock = await startGeminiMock([{ kind: 'stream', output: [{ type: 'text', text: 'Partial MARK-C' }], ending: 'stall' }]);
    const controller = new AbortController();
    const round = startRound({ ...gemini, message: 'hi', threadKey: 'g/cancel', signal: controller.signal, ...geminiMockOptions(scratch, mock.url) });
    let pgid: number | undefined;
    const parts = [];
    for await (const part of round) {
      parts.push(part);
      if (part.type === 'text-delta' && pgid === undefined) {
        pgid = findGeminiGroup(scratch.configHome);
        controller.abort();
      }
    }
    const verdict = await round.verdict;
    expect(parts.some((p) => p.type === 'text-delta')).toBe(true);
    expect(verdict).toMatchObject({ kind: 'incomplete' });
    expect(verdict.message).toMatch(/cancelled/i);
    expect(pgid).toBeDefined();
    expect(await waitUntil(() => groupMembers(pgid!).length === 0, 10_000)).toBe(true);
  }, 120_000);
});

/** The process group of the gemini running with this home (its GEMINI_CLI_HOME in its environment), and that it is one process. */
function findGeminiGroup(home: string): number | undefined {
  for (const pid of pidsWithEnv(`GEMINI_CLI_HOME=${home}`)) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    // Spawned once: no relaunched child beside it in its group.
    expect(groupMembers(pgid)).toEqual([pid]);
    return pgid;
  }
  return undefined;
}

function pidsWithEnv(entry: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(entry)) found.push(Number(name));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}
