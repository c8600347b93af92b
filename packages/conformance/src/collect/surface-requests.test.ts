import { describe, expect, it } from 'vitest';
import { deferredTools, requestSurface } from './surface-requests.js';

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
      'HEAD /api/hello': { count: 1, headers: [], body: {}, tools: [], deferred: [], shapes: {} },
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
        deferred: [],
        shapes: {},
      },
    });
    expect(JSON.stringify(surface)).not.toContain('secret');
  });

  it('does not recurse on a deeply nested body', () => {
    let body: unknown = {};
    for (let i = 0; i < 100_000; i += 1) body = { a: [body] };
    expect(Object.keys(requestSurface([messages(body)])['POST /v1/messages']!.body)).toEqual(['a', 'a[].a', 'a[].a[].a']);
  });

  it("reads the tools announced for search (Claude Code 2.1.332's words) and each offered tool's input properties", () => {
    const prompt = 'You are powered by a model.\n\nThe following deferred tools are now available via ToolSearch. Their schemas are NOT loaded — calling them directly will fail with InputValidationError. Use ToolSearch with query "select:<name>[,<name>...]" to load tool schemas before calling them:\nCronCreate\nWebFetch\nmcp__local__lookup\n\nAvailable agent types for the Agent tool:\n- claude: Catch-all';
    const older = '<available-deferred-tools>\nNotebookEdit\n</available-deferred-tools>';
    const route = requestSurface([
      messages({
        messages: [{ role: 'user', content: [{ type: 'text', text: prompt }, { type: 'text', text: older }] }],
        tools: [{ name: 'ToolSearch', input_schema: { properties: { query: {}, max_results: {} } } }, { name: 'DeferredToolPlaceholder', input_schema: { properties: {} }, defer_loading: true }],
      }),
    ])['POST /v1/messages']!;
    expect(route.deferred).toEqual(['CronCreate', 'NotebookEdit', 'WebFetch', 'mcp__local__lookup']);
    expect(route.tools).toEqual(['DeferredToolPlaceholder', 'ToolSearch']);
    expect(route.shapes).toEqual({ DeferredToolPlaceholder: '', ToolSearch: 'max_results,query' });
  });

  it('finds no deferred tool in prose that only mentions them', () => {
    expect(deferredTools({ system: 'Deferred tools are loaded on demand.\nRead them first.' })).toEqual([]);
    expect(deferredTools({ system: 'The deferred tools are:\nRead this: not a name\n' })).toEqual([]);
  });
});
