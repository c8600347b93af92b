import { describe, expect, it } from 'vitest';
import { requestSurface } from './surface-requests.js';

const messages = (body: unknown, headers: Record<string, string> = { 'X-Api-Key': 'secret', 'content-type': 'application/json' }) => ({
  method: 'POST',
  path: '/v1/messages',
  headers,
  body,
});

describe('requestSurface', () => {
  it('keeps header names, body field paths with their types and tool names per route, never values', () => {
    const surface = requestSurface([
      messages({ model: 'm', messages: [{ role: 'user', content: [{ type: 'text', text: 'secret words' }] }], tools: [{ name: 'Bash', input_schema: {} }] }),
      messages({ model: null }),
      { method: 'HEAD', path: '/api/hello', headers: {}, body: undefined },
    ]);
    expect(surface).toEqual({
      'HEAD /api/hello': { count: 1, headers: [], body: {}, tools: [] },
      'POST /v1/messages': {
        count: 2,
        headers: ['content-type', 'x-api-key'],
        body: {
          messages: 'array',
          'messages[].content': 'array',
          'messages[].content[].text': 'string',
          'messages[].content[].type': 'string',
          'messages[].role': 'string',
          model: 'null|string',
          tools: 'array',
          'tools[].input_schema': 'object',
          'tools[].name': 'string',
        },
        tools: ['Bash'],
      },
    });
    expect(JSON.stringify(surface)).not.toContain('secret');
  });

  it('does not recurse on a deeply nested body', () => {
    let body: unknown = {};
    for (let i = 0; i < 100_000; i += 1) body = { a: [body] };
    expect(Object.keys(requestSurface([messages(body)])['POST /v1/messages']!.body)).toEqual(['a', 'a[].a', 'a[].a[].a']);
  });
});
