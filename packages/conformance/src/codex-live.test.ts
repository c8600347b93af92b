// Runs the real codex CLI (the pinned devDependency) against the Responses mock: a few
// scenarios only, each a couple of seconds, to prove the kit still drives this codex.
import { describe, expect, it } from 'vitest';
import { frameAll, parseCapture, serializeCapture, streamBytes } from '@mwh/protocol-core';
import type { Capture } from '@mwh/protocol-core';
import { checkCodexReplay } from './codex-replay-check.js';
import { runCodexScenario } from './codex-scenario-runner.js';
import { findCodexScenario } from './codex-scenarios.js';
import { toolOutputFor } from '@mwh/mock-servers';

type Message = { id?: number; method?: string; params?: Record<string, any>; result?: any; error?: { code: number; message: string } };

function stdoutMessages(capture: Capture): Message[] {
  return frameAll(streamBytes(capture, 'stdout')).flatMap((line) => (line.ok ? [JSON.parse(line.text) as Message] : []));
}

describe('codex app-server against the Responses mock', () => {
  it('streams a text answer as deltas and completes the turn', async () => {
    const { capture, requests } = await runCodexScenario(findCodexScenario('text-deltas'));
    const messages = stdoutMessages(capture);
    const methods = messages.flatMap((m) => (m.method ? [m.method] : []));
    expect(methods.indexOf('turn/started')).toBeGreaterThan(-1);
    expect(methods.indexOf('turn/started')).toBeLessThan(methods.indexOf('item/agentMessage/delta'));
    expect(methods.lastIndexOf('item/agentMessage/delta')).toBeLessThan(methods.indexOf('turn/completed'));

    const deltas = messages.filter((m) => m.method === 'item/agentMessage/delta').map((m) => m.params!.delta);
    expect(deltas).toEqual(['Hel', 'lo, w', 'ö', 'rld — the ', 'mock says', ' hi ✓']);
    const message = messages.find((m) => m.method === 'item/completed' && m.params!.item.type === 'agentMessage');
    expect(message?.params!.item).toMatchObject({ id: 'msg_mock_0_0', text: 'Hello, wörld — the mock says hi ✓' });
    const completed = messages.find((m) => m.method === 'turn/completed');
    expect(completed?.params!.turn).toMatchObject({ status: 'completed', error: null });
    // Every notification carries emittedAtMs and no "jsonrpc" member.
    expect(messages.every((m) => !('jsonrpc' in m))).toBe(true);
    expect(messages.filter((m) => m.method).every((m) => typeof (m as { emittedAtMs?: unknown }).emittedAtMs === 'number')).toBe(true);

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/responses']);
    const body = requests[0]!.body as { model: string; stream: boolean; tools: { name?: string; type: string }[] };
    expect(body).toMatchObject({ model: 'gpt-5.5', stream: true });
    expect(body.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['exec_command', 'apply_patch', 'request_user_input']));
    expect(requests[0]!.headers.authorization).toBe('[redacted]');

    expect(capture.exit).toMatchObject({ code: 0, signal: null });
    expect(capture.header.env).toEqual(['CODEX_HOME', 'HOME', 'MWH_MOCK_KEY', 'PATH']);
    const again = parseCapture(serializeCapture(capture));
    expect(again.ok && again.value.expect).toEqual({ verdict: 'success', text: 'Hello, wörld — the mock says hi ✓', turnStatus: 'completed', exitCode: 0, signal: null });
    expect(checkCodexReplay(capture)).toMatchObject({ verdict: 'success', message: 'Hello, wörld — the mock says hi ✓', problems: [] });
  });

  it('runs a shell command and sends its output back to the model', async () => {
    const { capture, requests } = await runCodexScenario(findCodexScenario('shell-command'));
    const items = stdoutMessages(capture)
      .filter((m) => m.method === 'item/completed' && m.params!.item.type === 'commandExecution')
      .map((m) => m.params!.item);
    expect(items).toEqual([expect.objectContaining({ id: 'call_shell', status: 'completed', exitCode: 0, aggregatedOutput: 'shell-ok\n' })]);
    expect(requests).toHaveLength(2);
    expect(toolOutputFor(requests[1]!.body, 'call_shell')).toContain('shell-ok');
  });

  it('answers -32600 "no rollout found" to the resume of an unknown thread', async () => {
    const { capture } = await runCodexScenario(findCodexScenario('resume-unknown-thread'));
    const sent = frameAll(streamBytes(capture, 'stdin')).flatMap((line) => (line.ok ? [JSON.parse(line.text) as Message] : []));
    const resume = sent.find((m) => m.method === 'thread/resume');
    expect(resume?.params?.threadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const answer = stdoutMessages(capture).find((m) => m.id === resume!.id && !m.method);
    expect(answer?.error).toEqual({ code: -32600, message: `no rollout found for thread id ${resume!.params!.threadId}` });
    expect(capture.expect).toMatchObject({ verdict: 'resume-not-found', error: answer!.error!.message });
    expect(checkCodexReplay(capture)).toMatchObject({ verdict: 'resume-not-found', problems: [] });
  });
});
