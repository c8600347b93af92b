/**
 * No control sequences in what the agent sends: a CLI's text, tool output and stderr can carry
 * ANSI escapes (colours, cursor moves, window titles) and other C0 and C1 controls, which an
 * editor would show as garbage or, in a terminal client, obey. Every string of every message the
 * agent writes (its params, result or error; not the client's own id) goes out without them:
 * escape sequences removed whole, a line ending of `\r\n` or `\r` made `\n`, tab and newline
 * kept, any other control dropped.
 */
import type { AnyMessage, Stream } from '@agentclientprotocol/sdk';

/** CSI (`ESC [` or the 8-bit 0x9b) with its parameters, OSC and other strings up to their terminator, or a two-character escape. */
const ESCAPES = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?|\x1b[ -~]?/g;
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
const ANY_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

export function plainText(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  return text.replace(ESCAPES, '').replace(/\r\n?/g, '\n').replace(CONTROLS, '');
}

/**
 * A copy of a JSON value whose strings (keys too) are plain text. Walked with a stack, not by
 * recursion: a tool's input can be nested deeper than the call stack.
 */
export function withoutControls<T>(value: T): T {
  if (typeof value === 'string') return plainText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  const root: unknown = Array.isArray(value) ? [] : {};
  const stack: [object, Record<string, unknown> | unknown[]][] = [[value, root as Record<string, unknown>]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    for (const [key, item] of Object.entries(from)) {
      let copy: unknown = item;
      if (typeof item === 'string') copy = plainText(item);
      else if (item !== null && typeof item === 'object') {
        copy = Array.isArray(item) ? [] : {};
        stack.push([item, copy as Record<string, unknown>]);
      }
      if (Array.isArray(to)) to.push(copy);
      // Defined, not assigned: a key `__proto__` stays a key.
      else Object.defineProperty(to, plainText(key), { value: copy, enumerable: true, writable: true, configurable: true });
    }
  }
  return root as T;
}

/** The stream with every message the agent writes made plain (`withoutControls`), its id untouched. */
export function plainOutput(stream: Stream): Stream {
  const sink = stream.writable.getWriter();
  const writable = new WritableStream<AnyMessage>({
    write: (message) => sink.write(plainMessage(message)),
    close: () => sink.close(),
    abort: (reason) => sink.abort(reason),
  });
  return { readable: stream.readable, writable };
}

function plainMessage(message: AnyMessage): AnyMessage {
  if (message === null || typeof message !== 'object') return message;
  const out: Record<string, unknown> = { ...message };
  for (const key of ['params', 'result', 'error'] as const) {
    if (key in out) out[key] = withoutControls(out[key]);
  }
  return out as AnyMessage;
}
