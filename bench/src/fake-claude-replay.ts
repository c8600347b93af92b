#!/usr/bin/env node
/**
 * A stand-in for the `claude` executable that the official agent SDK spawns: it answers the
 * SDK's control requests, and when the user message arrives writes a recorded stream (the file
 * named by MWH_BENCH_REPLAY) to stdout and exits, so the SDK reads the same bytes mwh reads.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const file = process.env.MWH_BENCH_REPLAY;
if (!file) {
  process.stderr.write('fake-claude-replay: MWH_BENCH_REPLAY names no file\n');
  process.exit(2);
}

const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
let replaying = false;
input.on('line', (line) => {
  let message: { type?: string; request_id?: string };
  try {
    message = JSON.parse(line) as typeof message;
  } catch {
    return;
  }
  if (message.type === 'control_request') {
    process.stdout.write(JSON.stringify({ type: 'control_response', response: { subtype: 'success', request_id: message.request_id, response: {} } }) + '\n');
  } else if (message.type === 'user' && !replaying) {
    replaying = true;
    const replay = createReadStream(file);
    replay.pipe(process.stdout, { end: false });
    replay.on('end', () => process.exit(0));
  }
});
input.on('close', () => {
  if (!replaying) process.exit(0);
});
