#!/usr/bin/env node
/**
 * Writes a large raw Claude stdout (stream-json with partial messages) for memory and stack
 * checks of `mwh replay`, without holding it in memory: an init line, then streamed messages
 * of distinct ids and uuids, then a result. Not committed output: run it into a temp folder.
 *
 *   node scripts/make-big-stream.mjs FILE [--mib 1024] [--small N]
 *
 * `--mib`: messages until the file holds that many MiB (default 1024).
 * `--small N`: instead, N small events (keep_alive lines) between one message and the result.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: make-big-stream.mjs FILE [--mib N] [--small N]\n');
  process.exit(2);
}
const option = (name, fallback) => {
  const at = rest.indexOf(name);
  return at === -1 ? fallback : Number(rest[at + 1]);
};
const mib = option('--mib', 1024);
const small = option('--small', 0);
const session = '6fae75c1-e0ba-4f43-a33b-3470a0df7cd5';
let uuid = 0;
const line = (value) => `${JSON.stringify({ ...value, session_id: session, uuid: `00000000-0000-4000-8000-${(uuid++).toString(16).padStart(12, '0')}` })}\n`;
const event = (id, body) => line({ type: 'stream_event', event: body, parent_tool_use_id: null, api_message_id: id });
const words = 'The quick brown fox jumps over the lazy dog while the harness reads every line once. ';

function message(n) {
  const id = `msg_${n.toString(36).padStart(8, '0')}`;
  const deltas = [words.slice(0, 20), words.slice(20, 45), words.slice(45)];
  return (
    event(id, { type: 'message_start', message: { id, type: 'message', role: 'assistant', model: 'claude-opus-5-5', content: [], usage: { input_tokens: 10, output_tokens: 1 } } }) +
    event(id, { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }) +
    deltas.map((text) => event(id, { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } })).join('') +
    line({ type: 'assistant', message: { id, type: 'message', role: 'assistant', model: 'claude-opus-5-5', content: [{ type: 'text', text: words }], usage: { input_tokens: 10, output_tokens: 20 } }, parent_tool_use_id: null }) +
    event(id, { type: 'content_block_stop', index: 0 }) +
    event(id, { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 20 } }) +
    event(id, { type: 'message_stop' })
  );
}

const fd = openSync(file, 'w');
let written = 0;
const write = (text) => {
  written += writeSync(fd, text);
};
// Batched writes: one syscall per some hundred KiB, not per line.
let batch = '';
const add = (text) => {
  batch += text;
  if (batch.length > 256 * 1024) {
    write(batch);
    batch = '';
  }
};
add(line({ type: 'system', subtype: 'init', model: 'claude-opus-5-5', cwd: '/work', tools: ['Bash'] }));
let messages = 0;
if (small > 0) {
  add(message(messages++));
  for (let i = 0; i < small; i++) add('{"type":"keep_alive"}\n');
} else {
  while (written + batch.length < mib * 1024 * 1024) add(message(messages++));
}
add(line({ type: 'result', subtype: 'success', is_error: false, result: words, duration_ms: 1, num_turns: messages, total_cost_usd: 0, usage: { input_tokens: 10, output_tokens: 20 } }));
write(batch);
closeSync(fd);
process.stdout.write(`${file}: ${written} bytes, ${messages} messages, ${small} small events\n`);
