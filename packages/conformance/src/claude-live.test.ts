// A few rounds of the real claude binary against the Anthropic mock: the recorder, the mock
// and the scenarios must agree with the CLI as installed, not only with each other.
import { describe, expect, it } from 'vitest';
import { replayClaudeCapture } from '@mwh/protocol-claude';
import { parseCapture, serializeCapture, summarizeRound } from '@mwh/protocol-core';
import { isMainTurn, sentToolResults } from '@mwh/mock-servers';
import { findClaudeBinary } from './claude-binary.js';
import { FAKE_ANTHROPIC_API_KEY, runClaudeScenario } from './claude-scenario-runner.js';
import type { ClaudeScenarioRun } from './claude-scenario-runner.js';
import { findClaudeScenario } from './claude-scenarios.js';

const binary = await findClaudeBinary().catch(() => undefined);
// A round takes one to four seconds; the margin is for a machine busy with other test runs.
const ROUND_TIMEOUT_MS = 100_000;

async function run(name: string): Promise<ClaudeScenarioRun> {
  const result = await runClaudeScenario(findClaudeScenario(name), { binary: binary!, timeoutMs: 45_000 });
  expect(result.problems).toEqual([]);
  return result;
}

/** What the protocol package's reader makes of the capture, after a trip through the file format. */
function replay(result: ClaudeScenarioRun) {
  const parsed = parseCapture(serializeCapture(result.capture));
  if (!parsed.ok) throw new Error(parsed.error);
  return summarizeRound(replayClaudeCapture(parsed.value));
}

describe.skipIf(!binary)('the real claude CLI against the Anthropic mock', () => {
  it('streams a text answer: system/init, text deltas, the assistant message, a success result', async () => {
    const result = await run('text-streamed');
    const types = result.view.lines.map((line) => (line.type === 'stream_event' ? `stream_event/${(line.event as { type: string }).type}` : `${String(line.type)}${line.subtype ? `/${String(line.subtype)}` : ''}`));
    expect(types[0]).toBe('system/init');
    expect(types.filter((type) => type === 'stream_event/content_block_delta')).toHaveLength(4);
    expect(types.indexOf('assistant')).toBeGreaterThan(types.lastIndexOf('stream_event/content_block_delta'));
    expect(types.at(-1)).toBe('result/success');
    expect(result.capture.exit).toMatchObject({ code: 0, signal: null });

    const header = result.capture.header;
    expect(header.argv[0]).toBe('claude');
    expect(header.argv).toContain('--include-partial-messages');
    expect(header.env).toEqual(expect.arrayContaining(['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'CLAUDE_CONFIG_DIR', 'HOME', 'PATH']));
    expect(serializeCapture(result.capture)).not.toContain(FAKE_ANTHROPIC_API_KEY);

    const summary = replay(result);
    expect(summary.text).toBe(result.capture.expect?.text);
    expect(summary.verdict?.kind).toBe('success');
  }, ROUND_TIMEOUT_MS);

  it('turns a 401 into an error result and exit 1 with no retry', async () => {
    const result = await run('api-401');
    expect(result.view.requests).toHaveLength(1);
    const synthetic = result.view.lines.find((line) => line.type === 'assistant');
    expect(synthetic).toMatchObject({ error: 'authentication_failed', message: { model: '<synthetic>' } });
    expect(result.view.answer.result).toMatchObject({ is_error: true, api_error_status: 401 });
    expect(replay(result).verdict?.kind).toBe('auth-required');
  }, ROUND_TIMEOUT_MS);

  it('runs Bash and sends its output back as the tool_result', async () => {
    const result = await run('bash-tool');
    const turns = result.view.requests.filter(isMainTurn);
    expect(turns).toHaveLength(2);
    expect(sentToolResults(turns[1]!)).toEqual([{ toolUseId: 'toolu_mock_01', isError: false, text: 'hello' }]);
    const summary = replay(result);
    expect(summary.toolCalls.map((call) => call.name)).toEqual(['Bash']);
    expect(summary.text).toBe(result.capture.expect?.text);
  }, ROUND_TIMEOUT_MS);

  it('sends the earlier turns of a resumed session', async () => {
    // The scenario's own check asserts the first round's prompt and answer are in the request.
    const result = await run('resume-known');
    expect(result.capture.header.argv).toContain('--resume');
    expect(replay(result).verdict?.kind).toBe('success');
  }, ROUND_TIMEOUT_MS);
});
