import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonRpcError, PeerClosedError, PeerSendError } from './json-rpc-error.js';
import { JsonRpcPeer, type PeerEvent } from './json-rpc-peer.js';
import { parseJsonRpcLine, type ParsedLine } from './json-rpc-message.js';

function setup() {
  const sent: Record<string, unknown>[] = [];
  const events: PeerEvent[] = [];
  const peer = new JsonRpcPeer({ send: (line) => sent.push(JSON.parse(line)), onEvent: (e) => events.push(e) });
  return { peer, sent, events };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('JsonRpcPeer', () => {
  it('sends requests without a jsonrpc member or newline, and correlates responses by id', async () => {
    const lines: string[] = [];
    const peer = new JsonRpcPeer({ send: (l) => lines.push(l) });
    const a = peer.request('initialize', { clientInfo: { name: 'x', version: '1' } });
    const b = peer.request('thread/start');
    expect(lines).toEqual(['{"id":0,"method":"initialize","params":{"clientInfo":{"name":"x","version":"1"}}}', '{"id":1,"method":"thread/start"}']);
    expect(peer.pending).toEqual(['initialize', 'thread/start']);
    peer.receive('{"id":1,"result":{"thread":{"id":"t"}}}');
    peer.receive('{"jsonrpc":"2.0","id":0,"result":{"userAgent":"codex"}}');
    await expect(a).resolves.toEqual({ userAgent: 'codex' });
    await expect(b).resolves.toEqual({ thread: { id: 't' } });
    expect(peer.pending).toEqual([]);
  });

  it('takes a line parsed already (the one parse a live round makes for the peer and the reader) without parsing it again', async () => {
    const { peer, events } = setup();
    const answered = peer.request('thread/start');
    const line = parseJsonRpcLine('{"id":0,"result":{"thread":{"id":"t"}}}');
    // The text no longer parses: only the message the caller parsed can settle the request.
    peer.receive({ ...line, raw: 'not json any more' } as ParsedLine);
    await expect(answered).resolves.toEqual({ thread: { id: 't' } });
    peer.receive(parseJsonRpcLine('{"half":'));
    expect(events).toEqual([expect.objectContaining({ type: 'malformed', reason: 'not-json', line: '{"half":' })]);
  });

  it('rejects with a JsonRpcError carrying code, message and data', async () => {
    const { peer } = setup();
    const p = peer.request('thread/resume', { threadId: 'x' });
    peer.receive('{"error":{"code":-32600,"message":"no rollout found for thread id x","data":{"k":1}},"id":0}');
    const error = await p.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toMatchObject({ code: -32600, message: 'no rollout found for thread id x', data: { k: 1 }, method: 'thread/resume', kind: 'json-rpc-error' });
  });

  it('notifications reach every handler with their params and the whole message (emittedAtMs)', () => {
    const { peer } = setup();
    const seen: unknown[] = [];
    peer.onNotification((method, params, message) => seen.push([method, params, message.emittedAtMs]));
    const off = peer.onNotification(() => seen.push('second'));
    peer.receive('{"method":"turn/started","params":{"threadId":"t"},"emittedAtMs":17}');
    off();
    peer.receive('{"method":"initialized"}');
    expect(seen).toEqual([['turn/started', { threadId: 't' }, 17], 'second', ['initialized', undefined, undefined]]);
  });

  it('answers a server request through its handler, sync or async, and with -32601 when none takes it', async () => {
    const { peer, sent, events } = setup();
    peer.onRequest('item/commandExecution/requestApproval', () => ({ decision: 'decline' }));
    peer.onRequest('item/tool/requestUserInput', async () => ({ answers: {} }));
    peer.receive('{"method":"item/commandExecution/requestApproval","id":0,"params":{}}');
    peer.receive('{"method":"item/tool/requestUserInput","id":1,"params":{}}');
    peer.receive('{"method":"item/tool/call","id":2,"params":{}}');
    await flush();
    expect(sent).toEqual([
      { id: 0, result: { decision: 'decline' } },
      { id: 2, error: { code: -32601, message: 'Method not found: item/tool/call' } },
      { id: 1, result: { answers: {} } },
    ]);
    expect(events).toEqual([{ type: 'unhandled-request', id: 2, method: 'item/tool/call' }]);
  });

  it('a handler that throws is answered -32603, or with the code of a JsonRpcError it throws', async () => {
    const { peer, sent, events } = setup();
    peer.onRequest('a', () => {
      throw new Error('broken');
    });
    peer.onRequest('b', async () => {
      throw new JsonRpcError('b', { code: -32602, message: 'bad params' });
    });
    peer.receive('{"method":"a","id":"x","params":null}');
    peer.receive('{"method":"b","id":"y"}');
    await flush();
    expect(sent).toEqual([
      { id: 'x', error: { code: -32603, message: 'broken' } },
      { id: 'y', error: { code: -32602, message: 'bad params' } },
    ]);
    expect(events.map((e) => e.type)).toEqual(['handler-error']);
  });

  it('a handler answering what JSON cannot carry, or throwing a non-Error, is answered -32603', async () => {
    const { peer, sent, events } = setup();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    peer.onRequest('bigint', () => ({ n: 10n }));
    peer.onRequest('cycle', async () => cycle);
    peer.onRequest('toJSON', () => ({ toJSON: () => { throw new Error('no'); } }));
    peer.onRequest('string', () => { throw 'plain string'; });
    peer.onRequest('null-proto', () => { throw Object.create(null); });
    peer.onRequest('symbol', async () => { throw Symbol('s'); });
    peer.onRequest('then-getter', () => ({ get then(): never { throw new Error('then fails'); } }));
    peer.onRequest('undefined', () => { throw undefined; });
    const methods = ['bigint', 'cycle', 'toJSON', 'string', 'null-proto', 'symbol', 'then-getter', 'undefined'];
    expect(() => methods.forEach((m, i) => peer.receive(JSON.stringify({ method: m, id: i })))).not.toThrow();
    await flush();
    expect(sent).toHaveLength(methods.length);
    for (const answer of sent) expect(answer).toMatchObject({ error: { code: -32603, message: expect.any(String) } });
    expect(new Set(sent.map((a) => a.id))).toEqual(new Set(methods.map((_, i) => i)));
    expect(sent.find((a) => a.id === 3)).toMatchObject({ error: { message: 'plain string' } });
    expect(events.every((e) => e.type === 'handler-error')).toBe(true);
  });

  it('a JsonRpcError whose data JSON cannot carry is still answered, -32603', async () => {
    const { peer, sent } = setup();
    peer.onRequest('a', () => {
      throw new JsonRpcError('a', { code: -32602, message: 'bad', data: { n: 1n } });
    });
    peer.receive('{"method":"a","id":1}');
    await flush();
    expect(sent).toEqual([{ id: 1, error: { code: -32603, message: 'The answer to a could not be encoded as JSON.' } }]);
  });

  it('an event listener that throws never makes receive throw, and a notification JSON cannot carry is not sent', () => {
    const lines: string[] = [];
    const peer = new JsonRpcPeer({ send: (l) => lines.push(l), onEvent: () => { throw new Error('listener broke'); } });
    expect(() => {
      peer.receive('not json');
      peer.receive('{"id":"never-sent","error":{"code":1,"message":"x"}}');
      peer.receive('{"method":"future/request","id":4}');
      peer.notify('n', { big: 1n });
    }).not.toThrow();
    expect(lines).toEqual(['{"id":4,"error":{"code":-32601,"message":"Method not found: future/request"}}']);
  });

  it('a request whose params JSON cannot carry rejects with a typed error and leaves nothing pending', async () => {
    const { peer } = setup();
    await expect(peer.request('x', { n: 1n })).rejects.toBeInstanceOf(PeerSendError);
    expect(peer.pending).toEqual([]);
  });

  it("tells a server request from the response to our request with the same id (codex numbers its own from 0)", async () => {
    const { peer, sent } = setup();
    const ours = peer.request('turn/start', {});
    peer.onRequest('item/fileChange/requestApproval', () => ({ decision: 'accept' }));
    peer.receive('{"method":"item/fileChange/requestApproval","id":0,"params":{}}');
    expect(peer.pending).toEqual(['turn/start']);
    peer.receive('{"id":0,"result":{"turn":{"id":"u"}}}');
    await expect(ours).resolves.toEqual({ turn: { id: 'u' } });
    expect(sent.at(-1)).toEqual({ id: 0, result: { decision: 'accept' } });
  });

  it('reports malformed lines and responses to unknown ids as events, never throws', () => {
    const { peer, events } = setup();
    expect(() => {
      peer.receive('not json');
      peer.receive('[1,2]');
      peer.receive('{"jsonrpc":"1.0","method":"x"}');
      peer.receive('{"id":99,"result":1}');
      peer.receive('{"id":null,"error":{"code":-32700,"message":"parse error"}}');
      peer.receive('');
    }).not.toThrow();
    expect(events.map((e) => e.type)).toEqual(['malformed', 'malformed', 'malformed', 'unknown-response', 'unknown-response']);
    expect(events[0]).toMatchObject({ reason: 'not-json', line: 'not json' });
  });

  it('close settles every pending request with an error naming its method, the exit code and the stderr tail', async () => {
    const { peer } = setup();
    const closes: unknown[] = [];
    peer.onClose((r) => closes.push(r));
    const init = peer.request('initialize', {});
    peer.close({ exitCode: 1, signal: null, stderrTail: 'Error: CODEX_HOME points to "/x", but that path does not exist' });
    const error = await init.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PeerClosedError);
    expect(error).toMatchObject({ method: 'initialize', exitCode: 1, kind: 'peer-closed' });
    expect((error as Error).message).toBe(
      'The app-server went away while "initialize" was outstanding (exit code 1). stderr: Error: CODEX_HOME points to "/x", but that path does not exist',
    );
    // Later requests reject at once, with the same reason; close is idempotent.
    peer.close({ exitCode: 2 });
    await expect(peer.request('thread/start')).rejects.toMatchObject({ method: 'thread/start', exitCode: 1 });
    expect(closes).toEqual([{ exitCode: 1, signal: null, stderrTail: 'Error: CODEX_HOME points to "/x", but that path does not exist' }]);
  });

  it('an intentional close says so', async () => {
    const { peer } = setup();
    const p = peer.request('turn/interrupt');
    peer.close({ intentional: true, signal: 'SIGTERM' });
    await expect(p).rejects.toThrow('The connection was closed while "turn/interrupt" was outstanding (signal SIGTERM).');
  });

  it('a send that throws rejects that request with a PeerSendError and leaves nothing pending', async () => {
    const peer = new JsonRpcPeer({
      send: () => {
        throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
      },
    });
    await expect(peer.request('initialize')).rejects.toBeInstanceOf(PeerSendError);
    expect(peer.pending).toEqual([]);
  });

  it('server requests arriving after close are reported, not answered', () => {
    const { peer, sent, events } = setup();
    peer.close({ exitCode: 0 });
    peer.receive('{"method":"item/tool/call","id":3}');
    expect(sent).toEqual([]);
    expect(events).toEqual([{ type: 'unanswered-after-close', id: 3, method: 'item/tool/call' }]);
  });
});

// ---- model-based: whatever happens, every request settles exactly once ---------------------

interface Model {
  pending: Map<number, string>;
  closed: boolean;
}
interface Real {
  peer: JsonRpcPeer;
  sent: Record<string, unknown>[];
  outcomes: { method: string; settled: number; error?: unknown }[];
  requestIds: number[];
}

const methods = fc.constantFrom('initialize', 'thread/start', 'thread/resume', 'turn/start', 'turn/interrupt');

class RequestCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly method: string) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const index = r.outcomes.length;
    r.outcomes.push({ method: this.method, settled: 0 });
    const sentBefore = r.sent.length;
    r.peer.request(this.method).then(
      () => r.outcomes[index]!.settled++,
      (error: unknown) => {
        r.outcomes[index]!.settled++;
        r.outcomes[index]!.error = error;
      },
    );
    if (!m.closed) {
      const id = r.sent[sentBefore]!.id as number;
      m.pending.set(id, this.method);
      r.requestIds[index] = id;
    }
    await flush();
  }
  toString = () => `request(${this.method})`;
}

class RespondCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly ok: boolean) {}
  check = (m: Readonly<Model>) => m.pending.size > 0 && !m.closed;
  async run(m: Model, r: Real) {
    const ids = [...m.pending.keys()];
    const id = ids[this.pick % ids.length]!;
    m.pending.delete(id);
    r.peer.receive(JSON.stringify(this.ok ? { id, result: { ok: true } } : { id, error: { code: -32600, message: 'no' } }));
    await flush();
    expect(r.peer.pending).toEqual([...m.pending.values()]);
  }
  toString = () => `respond(${this.pick}, ${this.ok})`;
}

class ServerRequestCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly id: number, readonly method: string) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const before = r.sent.length;
    r.peer.receive(JSON.stringify({ method: this.method, id: this.id, params: {} }));
    await flush();
    const replies = r.sent.slice(before).filter((s) => s.id === this.id && !('method' in s));
    // Answered exactly once while open (an unanswered request blocks codex forever); never after close.
    expect(replies).toHaveLength(m.closed ? 0 : 1);
    if (!m.closed && this.method !== 'item/commandExecution/requestApproval') expect(replies[0]!.error).toMatchObject({ code: -32601 });
    expect(r.peer.pending).toEqual([...m.pending.values()]);
  }
  toString = () => `serverRequest(${this.id}, ${this.method})`;
}

class NoiseCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly line: string) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.peer.receive(this.line);
    await flush();
    expect(r.peer.pending).toEqual(m.closed ? [] : [...m.pending.values()]);
  }
  toString = () => `noise(${this.line})`;
}

class CloseCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly exitCode: number | null) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.peer.close({ exitCode: this.exitCode, stderrTail: 'bye' });
    m.pending.clear();
    m.closed = true;
    await flush();
    expect(r.peer.pending).toEqual([]);
  }
  toString = () => `close(${this.exitCode})`;
}

describe('JsonRpcPeer: the peer dying at any point', () => {
  it('settles every request exactly once, answers every server request once, and hangs on nothing', async () => {
    const commands = fc.commands(
      [
        methods.map((m) => new RequestCmd(m)),
        fc.tuple(fc.nat(), fc.boolean()).map(([p, ok]) => new RespondCmd(p, ok)),
        fc.tuple(fc.nat(5), fc.constantFrom('item/commandExecution/requestApproval', 'item/tool/call', 'future/x')).map(
          ([id, m]) => new ServerRequestCmd(id, m),
        ),
        fc.constantFrom('garbage', '{"id":1234,"result":1}', '{"method":"thread/status/changed","params":{}}', '{}').map((l) => new NoiseCmd(l)),
        fc.option(fc.nat(3), { nil: null }).map((c) => new CloseCmd(c)),
      ],
      { maxCommands: 30 },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const sent: Record<string, unknown>[] = [];
        const peer = new JsonRpcPeer({ send: (l) => sent.push(JSON.parse(l)) });
        peer.onRequest('item/commandExecution/requestApproval', () => ({ decision: 'decline' }));
        const real: Real = { peer, sent, outcomes: [], requestIds: [] };
        await fc.asyncModelRun(() => ({ model: { pending: new Map(), closed: false }, real }), cmds);
        // The process goes away at the end whatever happened before.
        const stillPending = peer.pending;
        peer.close({ exitCode: 137, signal: 'SIGKILL' });
        await flush();
        for (const outcome of real.outcomes) expect(outcome.settled).toBe(1);
        const closedErrors = real.outcomes.filter((o) => PeerClosedError.isInstance(o.error)).map((o) => (o.error as PeerClosedError).method);
        for (const method of stillPending) expect(closedErrors).toContain(method);
      }),
      { numRuns: 150 },
    );
  });
});

describe('JsonRpcPeer: hostile answers and stray responses', () => {
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  // What a handler may do: answer well, answer what JSON cannot carry, throw or reject anything.
  const behaviours: (() => unknown)[] = [
    () => ({ decision: 'decline' }),
    () => ({ n: 1n }),
    () => cycle,
    () => Promise.resolve({ ok: true }),
    () => Promise.reject(new Error('async no')),
    () => Promise.reject(Object.create(null)),
    () => {
      throw 42;
    },
    () => {
      throw new JsonRpcError('x', { code: -32602, message: 'refused' });
    },
  ];

  it('every server request is answered exactly once, stray responses settle nothing, and receive never throws', async () => {
    const lineArb = fc.oneof(
      fc.tuple(fc.nat(1000), fc.nat(behaviours.length - 1)).map(([id, b]) => ({ kind: 'request' as const, line: JSON.stringify({ method: `m${b}`, id: `s${id}` }) })),
      fc.oneof(fc.integer({ min: 100, max: 1000 }), fc.constantFrom('never-sent', null)).map((id) => ({
        kind: 'stray' as const,
        line: JSON.stringify({ id, error: { code: -32603, message: 'stray' } }),
      })),
      fc.integer({ min: 100, max: 1000 }).map((id) => ({ kind: 'stray' as const, line: JSON.stringify({ id, result: { thread: { id: 'forged' } } }) })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { maxLength: 30 }), async (lines) => {
        const sent: Record<string, unknown>[] = [];
        const peer = new JsonRpcPeer({ send: (l) => sent.push(JSON.parse(l)), onEvent: () => {} });
        behaviours.forEach((b, i) => peer.onRequest(`m${i}`, b));
        const ours = peer.request('turn/start', {});
        let settled = false;
        void ours.then(() => (settled = true), () => (settled = true));
        for (const { line } of lines) expect(() => peer.receive(line)).not.toThrow();
        await flush();
        await flush();
        // The one real request stays outstanding whatever stray responses came.
        expect(settled).toBe(false);
        expect(peer.pending).toEqual(['turn/start']);
        const asked = lines.filter((l) => l.kind === 'request').map((l) => (JSON.parse(l.line) as { id: string }).id);
        const answered = sent.filter((s) => !('method' in s)).map((s) => s.id as string);
        expect(answered.sort()).toEqual(asked.sort());
        peer.close();
      }),
      { numRuns: 100 },
    );
  });
});
