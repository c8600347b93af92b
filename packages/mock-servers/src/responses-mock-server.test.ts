import { afterEach, describe, expect, it } from 'vitest';
import { startResponsesMock } from './responses-mock-server.js';
import type { ResponsesMock } from './responses-mock-server.js';
import { applyPatchCall, execCommandCall, textReply, toolOutputFor } from './responses-mock-script.js';
import type { ResponsesReply } from './responses-mock-script.js';

let mock: ResponsesMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function start(replies: ResponsesReply[]): Promise<ResponsesMock> {
  mock = await startResponsesMock(replies);
  return mock;
}

function post(body: unknown = { model: 'gpt-5.5', stream: true, input: [] }): Promise<Response> {
  return fetch(`${mock!.url}/v1/responses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-secret-value' },
    body: JSON.stringify(body),
  });
}

type Event = { event: string; data: Record<string, unknown> };

function parseSse(text: string): Event[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>;
      return { event, data };
    });
}

describe('startResponsesMock', () => {
  it('streams text as the scripted deltas, ending in response.completed with usage', async () => {
    await start([textReply('Hello, wörld', { deltas: ['Hel', 'lo, w', 'ö', 'rld'], usage: { input_tokens: 10, output_tokens: 4, cached_input_tokens: 2 } })]);
    const res = await post();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const events = parseSse(await res.text());
    expect(events.map((e) => e.event)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ]);
    for (const e of events) expect(e.data.type).toBe(e.event);
    expect(events.map((e) => e.data.sequence_number)).toEqual(events.map((_, n) => n));
    expect(events.filter((e) => e.event === 'response.output_text.delta').map((e) => e.data.delta)).toEqual(['Hel', 'lo, w', 'ö', 'rld']);
    expect(events[10]!.data.item).toEqual({
      id: 'msg_mock_0_0',
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: 'Hello, wörld', annotations: [] }],
    });
    expect(events[11]!.data.response).toMatchObject({
      id: 'resp_mock_0',
      status: 'completed',
      model: 'gpt-5.5',
      usage: { input_tokens: 10, input_tokens_details: { cached_tokens: 2 }, output_tokens: 4, total_tokens: 14 },
    });
  });

  it('streams reasoning summaries, function calls and custom tool calls in order', async () => {
    await start([
      {
        kind: 'stream',
        output: [{ type: 'reasoning', summary: ['Think first.', 'Then act.'] }, execCommandCall('echo hi', 'call_1'), applyPatchCall('*** Begin Patch\n*** End Patch\n')],
      },
    ]);
    const events = parseSse(await (await post()).text());
    const kinds = events.map((e) => e.event);
    expect(kinds.filter((k) => k === 'response.reasoning_summary_part.added')).toHaveLength(2);
    const summaryDeltas = events.filter((e) => e.event === 'response.reasoning_summary_text.delta');
    expect(summaryDeltas.map((e) => [e.data.summary_index, e.data.delta])).toEqual([
      [0, 'Think '],
      [0, 'first.'],
      [1, 'Then '],
      [1, 'act.'],
    ]);
    const done = events.filter((e) => e.event === 'response.output_item.done').map((e) => e.data.item as Record<string, unknown>);
    expect(done.map((item) => item.type)).toEqual(['reasoning', 'function_call', 'custom_tool_call']);
    expect(done[0]!.summary).toEqual([
      { type: 'summary_text', text: 'Think first.' },
      { type: 'summary_text', text: 'Then act.' },
    ]);
    expect(done[1]).toMatchObject({ name: 'exec_command', call_id: 'call_1', arguments: '{"cmd":"echo hi","login":false,"tty":false}' });
    expect(done[2]).toMatchObject({ name: 'apply_patch', call_id: 'call_mock_0_2', input: '*** Begin Patch\n*** End Patch\n' });
    const completed = events.at(-1)!;
    expect(completed.event).toBe('response.completed');
    expect((completed.data.response as { output: unknown[] }).output).toHaveLength(3);
  });

  it('answers HTTP errors with an OpenAI error body', async () => {
    await start([{ kind: 'http-error', status: 401 }, { kind: 'http-error', status: 500, message: 'boom', headers: { 'retry-after': '0' } }]);
    const unauthorized = await post();
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({
      error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' },
    });
    const failed = await post();
    expect(failed.status).toBe(500);
    expect(failed.headers.get('retry-after')).toBe('0');
    expect(await failed.json()).toMatchObject({ error: { message: 'boom', type: 'server_error' } });
  });

  it('ends streams without response.completed: closed, failed, dropped', async () => {
    await start([
      textReply('cut short', { ending: 'close' }),
      textReply('nope', { ending: 'failed', failure: { code: 'context_length_exceeded', message: 'Too long.' } }),
      textReply('broken', { ending: 'drop' }),
      { kind: 'drop' },
    ]);
    const closed = parseSse(await (await post()).text());
    expect(closed.at(-1)!.event).toBe('response.output_item.done');
    expect(closed.some((e) => e.event === 'response.completed')).toBe(false);

    const failed = parseSse(await (await post()).text());
    expect(failed.at(-1)).toMatchObject({
      event: 'response.failed',
      data: { response: { status: 'failed', error: { code: 'context_length_exceeded', message: 'Too long.' } } },
    });

    const dropped = await post();
    expect(dropped.status).toBe(200);
    await expect(dropped.text()).rejects.toThrow();

    await expect(post()).rejects.toThrow();
  });

  it('holds a dropped ending for its cue, and drops once it comes', async () => {
    let release!: () => void;
    const cue = new Promise<void>((resolve) => (release = resolve));
    await start([textReply('broken', { ending: 'drop', endAfter: cue })]);
    const reader = (await post()).body!.getReader();
    let text = '';
    while (!text.includes('response.output_item.done')) text += new TextDecoder().decode((await reader.read()).value);
    const next = reader.read().then(
      () => 'data',
      () => 'broken',
    );
    expect(await Promise.race([next, new Promise((resolve) => setTimeout(() => resolve('held'), 300))])).toBe('held');
    release();
    expect(await next).toBe('broken');
  });

  it('keeps a stalled stream open until the mock closes', async () => {
    await start([textReply('Working', { ending: 'stall' }), { kind: 'stall' }]);
    const res = await post();
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('response.output_item.done')) text += new TextDecoder().decode((await reader.read()).value);
    const pending = reader.read();
    // The hung request settles only when the mock closes; observe it now so its failure is expected.
    const hung = post().then(() => 'answered', () => 'cut');
    await mock!.waitForResponseRequests(2);
    const raced = await Promise.race([pending.then(() => 'read'), new Promise((resolve) => setTimeout(() => resolve('still open'), 100))]);
    expect(raced).toBe('still open');
    await mock!.close();
    mock = undefined;
    await expect(pending).rejects.toThrow();
    expect(await hung).toBe('cut');
  });

  it('splits the SSE body into byte pieces when asked', async () => {
    await start([textReply('çà', { deltas: ['ç', 'à'], writeBytes: 3 })]);
    const events = parseSse(await (await post()).text());
    expect(events.filter((e) => e.event === 'response.output_text.delta').map((e) => e.data.delta)).toEqual(['ç', 'à']);
  });

  it('logs every request with credentials redacted, and falls back when the script runs out', async () => {
    await start([{ kind: 'stream', output: [execCommandCall('true', 'call_a')] }]);
    await (await post({ model: 'gpt-5.5', stream: true, input: [] })).text();
    const body = { model: 'gpt-5.5', stream: true, input: [{ type: 'function_call_output', call_id: 'call_a', output: 'exit 0' }] };
    const second = parseSse(await (await post(body)).text());
    expect(second.find((e) => e.event === 'response.output_text.delta')?.data.delta).toBe('(The ');
    const models = await fetch(`${mock!.url}/v1/models?client_version=1`);
    expect(await models.json()).toMatchObject({ data: [], models: [] });
    expect((await fetch(`${mock!.url}/v1/other`)).status).toBe(404);

    const log = mock!.requests;
    expect(log.map((r) => [r.index, r.method, r.path, r.answeredBy, r.replyIndex])).toEqual([
      [0, 'POST', '/v1/responses', 'script', 0],
      [1, 'POST', '/v1/responses', 'fallback', undefined],
      [2, 'GET', '/v1/models', 'endpoint', undefined],
      [3, 'GET', '/v1/other', 'not-found', undefined],
    ]);
    expect(log[0]!.headers.authorization).toBe('[redacted]');
    expect(JSON.stringify(log)).not.toContain('sk-secret-value');
    expect(mock!.responseRequests()).toHaveLength(2);
    expect(toolOutputFor(log[1]!.body, 'call_a')).toBe('exit 0');
    expect(toolOutputFor(log[1]!.body, 'call_b')).toBeUndefined();
  });

  it('waits for a number of model requests, or says how many came', async () => {
    await start([textReply('one')]);
    const waiting = mock!.waitForResponseRequests(1);
    await (await post()).text();
    await waiting;
    await expect(mock!.waitForResponseRequests(2, 50)).rejects.toThrow('1 of 2 model requests arrived within 50 ms');
  });
});
