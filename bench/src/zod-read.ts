/**
 * What the generated zod schemas cost (the `./zod` export of both protocol packages): the same
 * stream as the read rows, read the way a user of that export would, readline over the bytes,
 * `JSON.parse`, each message through its generated schema, the text deltas and tool calls read
 * out, as a ratio to the floor measured in the same run.
 */
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { lookupKey } from '@mwh/protocol-claude';
import { outputSchemas } from '@mwh/protocol-claude/zod';
import { clientResponseSchemas, serverNotificationParamsSchemas, serverRequestParamsSchemas } from '@mwh/protocol-codex/zod';
import { formatSpread, type Row } from './bench-report.js';
import { benchKitOf, type BenchedHarness } from './bench-kits.js';
import { roundStream, type RoundStream } from './fixture-streams.js';
import { interleave, speedRatios, spread } from './measure.js';
import { floorRead } from './read-pipelines.js';

interface Parser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/** Each line of the stream parsed (bad JSON skipped), with the index of the round it belongs to. */
async function* jsonLines(stream: RoundStream): AsyncGenerator<{ value: unknown; round: number }> {
  const chunks = function* () {
    for (const { chunks } of stream.rounds) yield* chunks;
  };
  // Every round ends with a newline, so its lines are its newlines: a count tells where it ends.
  const ends: number[] = [];
  let total = 0;
  for (const { round } of stream.rounds) ends.push((total += newlines(round.stdout)));
  let round = 0;
  let line = 0;
  for await (const text of createInterface({ input: Readable.from(chunks()), crlfDelay: Infinity })) {
    while (line >= ends[round]!) round++;
    line++;
    if (!text) continue;
    try {
      yield { value: JSON.parse(text), round };
    } catch {
      // Not JSON: skipped.
    }
  }
}

function newlines(bytes: Uint8Array): number {
  let n = 0;
  for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) n++;
  return n;
}

/** Claude: the schema of each line's lookup key (exported beside the decoder); keys it has no schema for fall through. */
export async function zodClaudeRead(stream: RoundStream): Promise<number> {
  const schemas = outputSchemas as Record<string, Parser>;
  let read = 0;
  for await (const { value } of jsonLines(stream)) {
    const key = lookupKey(value);
    const parsed = key && schemas[key]!.safeParse(value);
    if (!parsed || !parsed.success) continue;
    const message = parsed.data as { type: string; event?: { delta?: { text?: string } }; message?: { content: { type: string }[] } };
    if (message.type === 'stream_event' && message.event?.delta?.text) read += message.event.delta.text.length;
    else if (message.type === 'assistant') read += message.message!.content.filter((block) => block.type === 'tool_use').length;
  }
  return read;
}

/**
 * codex: notifications and server requests by method; a response by the method of the request
 * it answers, known from the client's own lines of its round (as a client knows what it sent).
 */
export async function zodCodexRead(stream: RoundStream): Promise<number> {
  const notifications = serverNotificationParamsSchemas as Record<string, Parser>;
  const requests = serverRequestParamsSchemas as Record<string, Parser>;
  const responses = clientResponseSchemas as Record<string, Parser>;
  let read = 0;
  let current = -1;
  let sent = new Map<unknown, string>();
  for await (const { value, round } of jsonLines(stream)) {
    if (round !== current) {
      current = round;
      sent = new Map();
      for (const line of stream.rounds[round]!.round.clientLines) {
        const request = JSON.parse(line) as { id?: unknown; method?: unknown };
        if (request.id !== undefined && typeof request.method === 'string') sent.set(request.id, request.method);
      }
    }
    if (typeof value !== 'object' || value === null) continue;
    const message = value as { id?: unknown; method?: unknown; params?: unknown; result?: unknown };
    if (typeof message.method !== 'string') {
      const method = sent.get(message.id);
      if (method && 'result' in message) responses[method]?.safeParse(message.result);
      continue;
    }
    if (message.id !== undefined) {
      requests[message.method]?.safeParse(message.params);
      continue;
    }
    const parsed = notifications[message.method]?.safeParse(message.params);
    if (!parsed?.success) continue;
    if (message.method === 'item/agentMessage/delta') read += (parsed.data as { delta: string }).delta.length;
    else if (message.method === 'item/completed') read++;
  }
  return read;
}

export async function zodReadThroughput(options: { harness: BenchedHarness; bytes: number; runs: number }): Promise<Row[]> {
  const stream = roundStream(options.harness, options.bytes);
  const zodRead = benchKitOf(options.harness).zodRead;
  const samples = await interleave(
    [
      { name: 'floor', run: () => floorRead(stream) },
      { name: 'zod', run: () => zodRead(stream) },
    ],
    options.runs,
  );
  const floor = samples.get('floor')!;
  const mb = stream.bytes / 1e6;
  const benchmark = `${options.harness}-zod`;
  return [
    { benchmark, what: `floor (split + JSON.parse), ${mb.toFixed(1)} MB, ${stream.lines} lines`, figure: formatSpread(spread(floor.map((s) => mb / (s.cpuMs / 1000))), ' MB/s', 1), target: 'baseline' },
    { benchmark, what: `readline + JSON.parse + @mwh/protocol-${options.harness}/zod schemas vs floor`, figure: formatSpread(spread(speedRatios(floor, samples.get('zod')!, 'cpuMs')), 'x'), target: '' },
  ];
}
