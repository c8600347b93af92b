import { afterEach, describe, expect, it } from 'vitest';
import { startLoopbackServer, writeInPieces, writeJson } from './loopback-http.js';
import type { LoggedRequest, LoopbackServer } from './loopback-http.js';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('startLoopbackServer', () => {
  it('logs each request numbered, with its query, parsed body and redacted credentials', async () => {
    const seen: LoggedRequest[] = [];
    server = await startLoopbackServer((request, res) => {
      seen.push(request);
      writeJson(res, 201, { echo: request.body ?? null }, { 'x-mock': 'yes' });
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/v1/things?beta=true`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-secret', 'x-api-key': 'sk-ant-secret', 'openai-api-key': 'sk-openai', 'x-other': 'kept' },
      body: '{"a":"ü"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-mock')).toBe('yes');
    expect(await res.json()).toEqual({ echo: { a: 'ü' } });
    await (await fetch(`${server.url}/plain`, { method: 'POST', body: 'not json' })).text();

    expect(seen[0]).toMatchObject({ index: 0, method: 'POST', path: '/v1/things', url: '/v1/things?beta=true', body: { a: 'ü' }, rawBody: '{"a":"ü"}' });
    expect(seen[0]!.t).toBeGreaterThanOrEqual(0);
    expect(seen[0]!.headers).toMatchObject({ authorization: '[redacted]', 'x-api-key': '[redacted]', 'openai-api-key': '[redacted]', 'x-other': 'kept' });
    expect(JSON.stringify(seen)).not.toMatch(/sk-(secret|ant-secret|openai)/);
    expect(seen[1]).toMatchObject({ index: 1, path: '/plain', body: undefined, rawBody: 'not json' });
  });

  it('tells its clients an idle connection stays open 600 s, longer than a turn pauses', async () => {
    // The client's idle timer follows the server's hint: at Node's default (5 s) a CLI whose turn
    // waited that long on a tool sent its next request into the closing socket (ECONNRESET).
    server = await startLoopbackServer((_request, res) => writeJson(res, 200, {}));
    const res = await fetch(server.url);
    await res.text();
    expect(res.headers.get('keep-alive')).toBe('timeout=600');
  });

  it('cuts the connection of a handler that throws', async () => {
    server = await startLoopbackServer(() => {
      throw new Error('handler bug');
    });
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('closes while a response is stalled, cutting it', async () => {
    server = await startLoopbackServer(async (_request, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      await writeInPieces(res, Buffer.from('héllo'), 2);
    });
    const res = await fetch(server.url);
    const body = res.text();
    await server.close();
    server = undefined;
    await expect(body).rejects.toThrow();
  });
});
