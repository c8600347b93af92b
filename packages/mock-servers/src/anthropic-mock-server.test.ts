import { afterEach, describe, expect, it } from 'vitest';
import { chunkText, errorResponse, textMessage, toolUseMessage } from './anthropic-mock-script.js';
import type { AnthropicMockScript } from './anthropic-mock-script.js';
import { isMainTurn, startAnthropicMock } from './anthropic-mock-server.js';
import type { AnthropicMock } from './anthropic-mock-server.js';
import { sentToolResults } from './anthropic-request.js';

let mock: AnthropicMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function start(script: AnthropicMockScript): Promise<AnthropicMock> {
  mock = await startAnthropicMock(script);
  return mock;
}

function post(server: AnthropicMock, body: Record<string, unknown>, path = '/v1/messages?beta=true'): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sk-ant-mwh-fake', 'anthropic-version': '2023-06-01' },
    body: JSON.stringify(body),
  });
}

const streamed = { model: 'claude-test', stream: true, messages: [{ role: 'user', content: 'hi' }], tools: [{ name: 'Bash' }] };

/** The SSE events of a body, checking each `event:` name against its data's type. */
function parseSse(text: string): { type: string; [key: string]: unknown }[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((frame) => {
      const [eventLine, dataLine] = frame.split('\n');
      const data = JSON.parse(dataLine!.replace(/^data: /, '')) as { type: string };
      expect(eventLine).toBe(`event: ${data.type}`);
      return data;
    });
}

describe('startAnthropicMock', () => {
  it('streams a text message as the Messages API does, deltas split as scripted', async () => {
    const deltas = ['Grüße ', '👨', '\u200d👩', ' 中文', '文本'];
    const server = await start({ replies: [textMessage(deltas, { usage: { input_tokens: 7 } })] });
    const res = await post(server, streamed);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseSse(await res.text());
    expect(events.map((event) => event.type)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      ...deltas.map(() => 'content_block_delta'),
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events[0]).toMatchObject({
      message: { id: 'msg_mock_01', type: 'message', role: 'assistant', model: 'claude-test', content: [], stop_reason: null, usage: { input_tokens: 7, output_tokens: 1 } },
    });
    expect(events[1]).toEqual({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    expect(events.slice(3, 3 + deltas.length).map((event) => event.delta)).toEqual(deltas.map((text) => ({ type: 'text_delta', text })));
    expect(events.at(-2)).toMatchObject({ delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: expect.any(Number) } });
  });

  it('streams thinking with its signature, text, and tool calls whose JSON arrives in pieces', async () => {
    const server = await start({
      replies: [
        {
          type: 'message',
          content: [
            { type: 'thinking', thinking: ['Let me ', 'think.'], signature: 'sig-1' },
            { type: 'text', text: 'Running it.' },
            { type: 'tool_use', name: 'Bash', input: { command: 'echo hello' }, partialJson: ['{"comm', 'and":"echo', ' hello"}'] },
            { type: 'tool_use', name: 'Read', input: { file_path: '/tmp/x' } },
          ],
        },
      ],
    });
    const events = parseSse(await (await post(server, streamed)).text());
    const deltasOf = (index: number) => events.filter((event) => event.type === 'content_block_delta' && event.index === index).map((event) => event.delta);
    expect(deltasOf(0)).toEqual([
      { type: 'thinking_delta', thinking: 'Let me ' },
      { type: 'thinking_delta', thinking: 'think.' },
      { type: 'signature_delta', signature: 'sig-1' },
    ]);
    expect(deltasOf(1)).toEqual([{ type: 'text_delta', text: 'Running it.' }]);
    expect(deltasOf(2)).toEqual(['{"comm', 'and":"echo', ' hello"}'].map((partial_json) => ({ type: 'input_json_delta', partial_json })));
    const readJson = deltasOf(3).map((delta) => (delta as { partial_json: string }).partial_json);
    expect(readJson.length).toBeGreaterThan(1);
    expect(JSON.parse(readJson.join(''))).toEqual({ file_path: '/tmp/x' });
    const starts = events.filter((event) => event.type === 'content_block_start').map((event) => event.content_block);
    expect(starts).toEqual([
      { type: 'thinking', thinking: '', signature: '' },
      { type: 'text', text: '' },
      { type: 'tool_use', id: 'toolu_mock_01', name: 'Bash', input: {} },
      { type: 'tool_use', id: 'toolu_mock_02', name: 'Read', input: {} },
    ]);
    expect(events.find((event) => event.type === 'message_delta')).toMatchObject({ delta: { stop_reason: 'tool_use' } });
  });

  it('answers a non-streamed request with the whole message', async () => {
    const server = await start({ replies: [toolUseMessage([{ name: 'Bash', input: { command: 'ls' }, id: 'toolu_fixed' }], { text: 'Listing.' })] });
    const res = await post(server, { ...streamed, stream: false });
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({
      id: 'msg_mock_01',
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content: [
        { type: 'text', text: 'Listing.' },
        { type: 'tool_use', id: 'toolu_fixed', name: 'Bash', input: { command: 'ls' } },
      ],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: expect.any(Number), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    });
  });

  it('answers HTTP errors with Anthropic error bodies', async () => {
    const server = await start({ replies: [errorResponse(401), errorResponse(529), errorResponse(400, 'prompt is too long')] });
    const unauthorized = await post(server, streamed);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('request-id')).toBe('req_mock_0');
    expect(await unauthorized.json()).toEqual({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } });
    const overloaded = await post(server, streamed);
    expect(overloaded.status).toBe(529);
    expect(await overloaded.json()).toEqual({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
    expect(await (await post(server, streamed)).json()).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: 'prompt is too long' } });
    expect(server.requests.map((request) => request.status)).toEqual([401, 529, 400]);
  });

  it('drops the connection after the scripted delta', async () => {
    const server = await start({ replies: [textMessage(['one ', 'two ', 'three'], { interrupt: { afterDeltas: 2, mode: 'drop' } })] });
    const res = await post(server, streamed);
    const reader = res.body!.getReader();
    let received = '';
    const failure = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return undefined;
        received += new TextDecoder().decode(value);
      }
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const deltas = parseSse(received).filter((event) => event.type === 'content_block_delta');
    expect(deltas.map((event) => (event.delta as { text: string }).text)).toEqual(['one ', 'two ']);
    expect(received).not.toContain('message_stop');
  });

  it('holds the break for its cue: nothing breaks before the client said it saw the text', async () => {
    let release!: () => void;
    const cue = new Promise<void>((resolve) => (release = resolve));
    const server = await start({ replies: [textMessage(['one ', 'two'], { interrupt: { afterDeltas: 1, mode: 'drop', until: cue } })] });
    const reader = (await post(server, streamed)).body!.getReader();
    let received = '';
    while (!received.includes('text_delta')) received += new TextDecoder().decode((await reader.read()).value);
    const next = reader.read().then(
      () => 'data',
      () => 'broken',
    );
    expect(await Promise.race([next, new Promise((resolve) => setTimeout(() => resolve('held'), 300))])).toBe('held');
    release();
    expect(await next).toBe('broken');
  });

  it('stalls after the scripted delta until the mock closes', async () => {
    const server = await start({ replies: [textMessage(['one ', 'two'], { interrupt: { afterDeltas: 1, mode: 'stall' } })] });
    const res = await post(server, streamed);
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('text_delta')) received += new TextDecoder().decode((await reader.read()).value);
    const next = reader.read().then(
      () => 'data',
      () => 'error',
    );
    const early = await Promise.race([next, new Promise((resolve) => setTimeout(() => resolve('nothing'), 200))]);
    expect(early).toBe('nothing');
    await server.close();
    expect(await next).toBe('error');
  });

  it('writes the body in pieces that split UTF-8 characters, same bytes in the end', async () => {
    const text = '日本語の👍🏽テキスト';
    const server = await start({ replies: [textMessage(chunkText(text, 2), { writeBytes: 3 })] });
    const events = parseSse(await (await post(server, streamed)).text());
    const joined = events
      .filter((event) => event.type === 'content_block_delta')
      .map((event) => (event.delta as { text: string }).text)
      .join('');
    expect(joined).toBe(text);
  });

  it('logs every request with its body, redacting credentials', async () => {
    const server = await start({
      replies: [
        textMessage('first'),
        (request) => textMessage(`you sent back ${sentToolResults(request)[0]?.text ?? 'nothing'}`),
      ],
    });
    await (await post(server, streamed)).text();
    const withResult = {
      ...streamed,
      stream: false,
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {} }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'hello', is_error: false }] },
      ],
    };
    expect(((await (await post(server, withResult)).json()) as { content: { text: string }[] }).content[0]!.text).toBe('you sent back hello');
    const [first, second] = server.requests;
    expect(first).toMatchObject({ index: 0, method: 'POST', path: '/v1/messages', url: '/v1/messages?beta=true', stream: true, answeredBy: 'queue', status: 200 });
    expect(first!.headers['x-api-key']).toBe('[redacted]');
    expect(first!.headers['anthropic-version']).toBe('2023-06-01');
    expect(JSON.stringify(server.requests)).not.toContain('sk-ant-mwh-fake');
    expect(sentToolResults(second!)).toEqual([{ toolUseId: 'toolu_1', isError: false, text: 'hello' }]);
    expect(server.messageRequests().filter(isMainTurn)).toHaveLength(2);
    expect(server.pending).toBe(0);
  });

  it('matches side requests by route, falls back when the queue is empty, and answers other endpoints', async () => {
    const server = await start({
      replies: [textMessage('main answer')],
      routes: [{ name: 'title', match: (request) => !isMainTurn(request), reply: textMessage('A title'), times: 1 }],
    });
    const side = { model: 'claude-haiku', stream: false, messages: [{ role: 'user', content: 'title?' }] };
    const answerOf = async (res: Response) => ((await res.json()) as { content: { text: string }[] }).content[0]!.text;
    expect(await answerOf(await post(server, side))).toBe('A title');
    expect(await answerOf(await post(server, { ...streamed, stream: false }))).toBe('main answer');
    // The route was used up and the queue is empty.
    expect(await answerOf(await post(server, side))).toMatch(/no scripted reply/);
    server.enqueue(textMessage('late'));
    expect(await answerOf(await post(server, { ...streamed, stream: false }))).toBe('late');

    const counted = await post(server, { messages: [{ role: 'user', content: 'hi' }] }, '/v1/messages/count_tokens?beta=true');
    expect(await counted.json()).toEqual({ input_tokens: expect.any(Number) });
    expect((await fetch(`${server.url}/api/hello`, { method: 'HEAD' })).status).toBe(200);
    const missing = await fetch(`${server.url}/v1/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: 'error', error: { type: 'not_found_error' } });
    expect(server.requests.map((request) => request.answeredBy)).toEqual(['route:title', 'queue', 'fallback', 'queue', 'endpoint', 'endpoint', 'not-found']);
  });

  it('answers 500 and logs a script error when a reply function throws', async () => {
    const server = await start({
      replies: [
        () => {
          throw new Error('no such tool result');
        },
      ],
    });
    const res = await post(server, streamed);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ type: 'error', error: { type: 'api_error', message: 'mock: the script failed: no such tool result' } });
    expect(server.requests[0]!.answeredBy).toBe('script-error');
  });

  it('rejects a script whose tool input pieces do not add up', async () => {
    await expect(
      startAnthropicMock({ replies: [toolUseMessage([{ name: 'Bash', input: { command: 'ls' }, partialJson: ['{"command":', '"pwd"}'] }])] }),
    ).rejects.toThrow(/does not join into its input/);
  });
});
