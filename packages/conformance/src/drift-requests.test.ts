import { describe, expect, it } from 'vitest';
import { diffRequestShapes, isEmptyRequestDrift, requestShapes } from './drift-requests.js';

const messages = (body: unknown, headers: Record<string, string> = { 'X-Api-Key': 'secret', 'content-type': 'application/json' }) => ({
  method: 'POST',
  path: '/v1/messages',
  headers,
  body,
});

describe('requestShapes', () => {
  it('keeps header names and body field paths per route, never values', () => {
    const shapes = requestShapes([
      messages({ model: 'm', messages: [{ role: 'user', content: [{ type: 'text', text: 'secret words' }] }] }),
      { method: 'HEAD', path: '/api/hello', headers: {}, body: undefined },
    ]);
    expect(shapes).toEqual({
      'HEAD /api/hello': { headers: [], body: [] },
      'POST /v1/messages': { headers: ['content-type', 'x-api-key'], body: ['messages', 'messages[].content', 'messages[].content[].text', 'messages[].content[].type', 'messages[].role', 'model'] },
    });
    expect(JSON.stringify(shapes)).not.toContain('secret');
  });

  it('does not recurse on a deeply nested body', () => {
    let body: unknown = {};
    for (let i = 0; i < 100_000; i += 1) body = { a: [body] };
    expect(requestShapes([messages(body)])['POST /v1/messages']!.body).toEqual(['a', 'a[].a', 'a[].a[].a']);
  });
});

describe('diffRequestShapes', () => {
  it('lists routes, header names and body fields added and removed', () => {
    const reference = requestShapes([messages({ model: 'm', metadata: {} }), { method: 'HEAD', path: '/api/hello', headers: {}, body: undefined }]);
    const observed = requestShapes([messages({ model: 'm', context_management: {} }, { 'x-api-key': 'k', 'anthropic-beta': 'b' }), { method: 'GET', path: '/v1/models', headers: {}, body: undefined }]);
    expect(diffRequestShapes(reference, observed)).toEqual({
      routesAdded: ['GET /v1/models'],
      routesRemoved: ['HEAD /api/hello'],
      changed: [{ route: 'POST /v1/messages', headersAdded: ['anthropic-beta'], headersRemoved: ['content-type'], bodyAdded: ['context_management'], bodyRemoved: ['metadata'] }],
    });
    expect(isEmptyRequestDrift(diffRequestShapes(reference, reference))).toBe(true);
  });
});
