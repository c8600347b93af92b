import { afterEach, describe, expect, it } from 'vitest';
import { startGeminiMock, schemaFilled } from './gemini-mock-server.js';
import type { GeminiMock } from './gemini-mock-server.js';
import { geminiFunctionCall, geminiFunctionResponses, geminiText } from './gemini-mock-script.js';
import type { GeminiMockScript, GeminiReplyFor } from './gemini-mock-script.js';

let mock: GeminiMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function start(script: GeminiMockScript | readonly GeminiReplyFor[]): Promise<GeminiMock> {
  mock = await startGeminiMock(script);
  return mock;
}

function post(method: string, body: unknown = { contents: [] }, model = 'gemini-2.5-flash'): Promise<Response> {
  const query = method === 'streamGenerateContent' ? '?alt=sse' : '';
  return fetch(`${mock!.url}/v1beta/models/${model}:${method}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-goog-api-key': 'AIza-secret-value' },
    body: JSON.stringify(body),
  });
}

function chunksOf(text: string): Record<string, unknown>[] {
  return text
    .split('\r\n\r\n')
    .filter((block) => block.trim())
    .map((block) => JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Record<string, unknown>);
}

const partsOf = (chunk: Record<string, unknown>) => (chunk.candidates as { content: { parts: unknown[] } }[])[0]!.content.parts;

describe('startGeminiMock', () => {
  it('streams text as the scripted deltas, the last chunk with the finish reason and usage', async () => {
    await start([geminiText('Hello, wörld', { deltas: ['Hel', 'lo, w', 'ö', 'rld'], usage: { promptTokenCount: 10, candidatesTokenCount: 4, cachedContentTokenCount: 2 } })]);
    const res = await post('streamGenerateContent');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const chunks = chunksOf(await res.text());
    expect(chunks.map(partsOf)).toEqual([[{ text: 'Hel' }], [{ text: 'lo, w' }], [{ text: 'ö' }], [{ text: 'rld' }]]);
    expect(chunks[3]).toMatchObject({
      candidates: [{ finishReason: 'STOP' }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 4, totalTokenCount: 14, cachedContentTokenCount: 2 },
      modelVersion: 'gemini-2.5-flash',
      responseId: 'resp_mock_0',
    });
    expect(chunks.slice(0, 3).every((chunk) => chunk.usageMetadata === undefined)).toBe(true);
  });

  it('streams function calls and thoughts as their parts, and logs the function responses sent back', async () => {
    await start([
      { kind: 'stream', output: [{ type: 'thought', text: 'Look first.' }, { type: 'function_call', name: 'run_shell_command', args: { command: 'echo hi' } }] },
      geminiText('Done.'),
    ]);
    const chunks = chunksOf(await (await post('streamGenerateContent')).text());
    expect(chunks.map(partsOf)).toEqual([[{ text: 'Look first.', thought: true }], [{ functionCall: { name: 'run_shell_command', args: { command: 'echo hi' }, id: 'call_mock_0_1' } }]]);
    const sentBack = { contents: [{ role: 'user', parts: [{ functionResponse: { name: 'run_shell_command', id: 'call_mock_0_1', response: { output: 'hi' } } }] }] };
    await (await post('streamGenerateContent', sentBack)).text();
    expect(geminiFunctionResponses(mock!.chatRequests()[1]!.body)).toEqual([{ name: 'run_shell_command', id: 'call_mock_0_1', response: { output: 'hi' } }]);
    expect(mock!.chatRequests().map((r) => [r.answeredBy, r.replyIndex])).toEqual([
      ['script', 0],
      ['script', 1],
    ]);
  });

  it('answers a scripted HTTP error with a Google-shaped body, and never logs the key', async () => {
    await start([{ kind: 'http-error', status: 429 }]);
    const res = await post('streamGenerateContent');
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: 429, message: 'Resource has been exhausted (e.g. check quota).', status: 'RESOURCE_EXHAUSTED' } });
    expect(mock!.requests[0]!.headers['x-goog-api-key']).toBe('[redacted]');
    expect(JSON.stringify(mock!.requests)).not.toContain('AIza-secret-value');
  });

  it('answers an unrouted generateContent with the schema it asks for, and counts tokens', async () => {
    await start([]);
    const router = { generationConfig: { responseJsonSchema: { type: 'OBJECT', properties: { complexity_reasoning: { type: 'STRING' }, complexity_score: { type: 'INTEGER' } }, required: ['complexity_reasoning', 'complexity_score'] } } };
    const answer = (await (await post('generateContent', router, 'gemini-3.5-flash-lite')).json()) as { candidates: { content: { parts: { text: string }[] } }[] };
    expect(JSON.parse(answer.candidates[0]!.content.parts[0]!.text)).toEqual({ complexity_reasoning: 'mock', complexity_score: 1 });
    expect(await (await post('countTokens', { contents: [{ parts: [{ text: 'x'.repeat(40) }] }] })).json()).toEqual({ totalTokens: expect.any(Number) });
    expect(mock!.requests.map((r) => [r.apiMethod, r.model, r.answeredBy])).toEqual([
      ['generateContent', 'gemini-3.5-flash-lite', 'endpoint'],
      ['countTokens', 'gemini-2.5-flash', 'endpoint'],
    ]);
    expect(mock!.chatRequests()).toEqual([]);
  });

  it('lets a route take a request out of the queue, and falls back when the queue runs out', async () => {
    await start({ routes: [{ name: 'router', match: (r) => r.method === 'generateContent', reply: geminiText('{"model_choice":"flash"}') }], replies: [geminiFunctionCall('glob', { pattern: '*' })] });
    const routed = (await (await post('generateContent')).json()) as { candidates: { content: { parts: unknown[] } }[] };
    expect(routed.candidates[0]!.content.parts).toEqual([{ text: '{"model_choice":"flash"}' }]);
    await (await post('streamGenerateContent')).text();
    const fallback = chunksOf(await (await post('streamGenerateContent')).text());
    expect(fallback.flatMap(partsOf).map((p) => (p as { text: string }).text).join('')).toBe('(The mock has no scripted reply for this request.)');
    expect(mock!.requests.map((r) => [r.answeredBy, r.route ?? r.replyIndex ?? null])).toEqual([
      ['route', 'router'],
      ['script', 0],
      ['fallback', null],
    ]);
  });

  it('answers 404 for a path it does not serve', async () => {
    await start([]);
    const res = await fetch(`${mock!.url}/v1beta/models`);
    expect(res.status).toBe(404);
    expect(mock!.requests[0]!.answeredBy).toBe('not-found');
  });

  it('fills a schema to a bounded depth, never recursing past it', () => {
    let deep: Record<string, unknown> = { type: 'STRING' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'OBJECT', properties: { a: deep }, required: ['a'] };
    expect(() => schemaFilled({ generationConfig: { responseJsonSchema: deep } })).not.toThrow();
    expect(schemaFilled({ generationConfig: { responseSchema: { type: 'ARRAY', items: { type: 'BOOLEAN' } } } })).toEqual([false]);
    expect(schemaFilled(undefined)).toEqual({});
  });
});
