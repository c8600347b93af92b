/**
 * Pipelined requests answered in order: a client may send `session/new` right after
 * `initialize`, before its answer. The ACP SDK's agent handles messages as they come and refuses
 * any request but `initialize` until one has been answered (-32600), so this stream holds what
 * follows an `initialize` until the agent has written that request's answer. Everything else
 * passes as it comes.
 */
import type { AnyMessage, Stream } from '@agentclientprotocol/sdk';

export function initializeFirst(stream: Stream): Stream {
  /** The id of the `initialize` whose answer is awaited, and what its answer releases. */
  let awaited: { id: unknown; written: Promise<void>; release: () => void } | undefined;
  const source = stream.readable.getReader();
  const sink = stream.writable.getWriter();
  const releaseAll = () => awaited?.release();

  const readable = new ReadableStream<AnyMessage>({
    async pull(controller) {
      if (awaited) await awaited.written;
      awaited = undefined;
      let next: Awaited<ReturnType<typeof source.read>>;
      try {
        next = await source.read();
      } catch (error) {
        controller.error(error);
        return;
      }
      if (next.done) {
        controller.close();
        return;
      }
      const message = next.value as { method?: unknown; id?: unknown };
      if (message && typeof message === 'object' && message.method === 'initialize' && 'id' in message) {
        let release!: () => void;
        const written = new Promise<void>((resolve) => (release = resolve));
        awaited = { id: message.id, written, release };
      }
      controller.enqueue(next.value);
    },
    cancel(reason) {
      releaseAll();
      return source.cancel(reason);
    },
  });

  const writable = new WritableStream<AnyMessage>({
    async write(message) {
      const sent = message as { method?: unknown; id?: unknown };
      try {
        await sink.write(message);
      } finally {
        // The answer is out (a result or an error), or could not be: what the client sent after it may go in.
        if (awaited && sent && typeof sent === 'object' && sent.method === undefined && sameId(sent.id, awaited.id)) awaited.release();
      }
    },
    async close() {
      releaseAll();
      await sink.close();
    },
    async abort(reason) {
      releaseAll();
      await sink.abort(reason);
    },
  });
  return { readable, writable };
}

function sameId(a: unknown, b: unknown): boolean {
  return a === b || (a !== undefined && JSON.stringify(a) === JSON.stringify(b));
}
