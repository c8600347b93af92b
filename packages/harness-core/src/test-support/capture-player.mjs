#!/usr/bin/env node
// Plays a recorded capture (PLAYER_CAPTURE) back as the CLI that wrote it: its stdout and stderr
// chunks in recorded order, then its exit (code or signal). What the harness writes is read only
// to answer it as the recording did: a codex response goes out once the harness sent the request
// it answers (the same method, in order), under the harness's id, and what followed a Claude
// control request once the harness answered it. A test runs a live round on it and compares the
// parts with the replay of its capture.
import { readFileSync } from 'node:fs';

const records = readFileSync(process.env.PLAYER_CAPTURE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const header = records[0];
const chunks = records.filter((record) => record.type === 'chunk');
const exit = records.find((record) => record.type === 'exit');
const bytesOf = (chunk) => (chunk.text !== undefined ? Buffer.from(chunk.text, 'utf8') : Buffer.from(chunk.base64, 'base64'));
/**
 * How long the recording's request waits for the harness's own before its response is dropped (a
 * request this harness no longer sends). At 1 s a harness slowed by a loaded machine (the test
 * command at load 10) was passed by: the player went on, exited, and the round's next request met
 * a closed pipe (EPIPE, `incomplete`), failing identity for the player's haste, not the harness's.
 */
const MATCH_WAIT_MS = 5_000;

const write = (stream, bytes) => new Promise((resolve) => (stream.write(bytes) ? resolve() : stream.once('drain', resolve)));
// A harness that closed our stdout has what it wanted: the rest is not written.
process.stdout.on('error', () => {});
process.stdin.on('error', () => {});

/** The request_id of a Claude control request's line; undefined for any other line. */
function controlRequested(line) {
  if (!line.includes('"control_request"')) return undefined;
  const message = parsed(line);
  return message?.type === 'control_request' ? message.request_id : undefined;
}

/** The request_id a Claude control response answers; undefined for any other line. */
function controlAnswered(line) {
  const message = parsed(line);
  return message?.type === 'control_response' ? message.response?.request_id : undefined;
}

/** A JSON-RPC request's line parsed; undefined for any other line. */
function requestOf(line) {
  const message = parsed(line);
  return typeof message?.method === 'string' && message.id !== undefined ? message : undefined;
}

/** A line (text or bytes) as JSON; undefined when it is none. */
function parsed(line) {
  try {
    return JSON.parse(line.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A request's role: a round opens its thread with thread/start where the recording may have
 * resumed one, and either answer opens it.
 */
const roleOf = (method) => (method === 'thread/resume' ? 'thread/start' : method);
/** Requests the recording never answered but a round waits on, and what codex answers to them. */
const UNRECORDED_ANSWERS = { 'thread/name/set': {} };

/** The harness's requests not matched yet, by role, in the order it sent them; and who waits. */
const sent = new Map();
const waiters = [];
/** The Claude control requests the harness answered, by request_id. */
const controlAnswers = new Set();
/** The recorded request ids the harness sent too, to its id; one it never sent is null. */
const liveIds = new Map();
const recordedText = chunks.filter((chunk) => chunk.stream === 'stdin').map((chunk) => bytesOf(chunk).toString('utf8')).join('');
const unrecorded = new Set(Object.keys(UNRECORDED_ANSWERS).filter((method) => !recordedText.includes(`"method":${JSON.stringify(method)}`)));
let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text) => {
  pending += text;
  let end;
  while ((end = pending.indexOf('\n')) >= 0) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    const answered = controlAnswered(line);
    if (answered !== undefined) {
      controlAnswers.add(answered);
      for (const wake of waiters.splice(0)) wake();
      continue;
    }
    const message = requestOf(line);
    if (!message) continue;
    if (unrecorded.has(message.method)) {
      process.stdout.write(`${JSON.stringify({ id: message.id, result: UNRECORDED_ANSWERS[message.method] })}\n`);
      continue;
    }
    const role = roleOf(message.method);
    const queue = sent.get(role) ?? [];
    queue.push(message.id);
    sent.set(role, queue);
    for (const wake of waiters.splice(0)) wake();
  }
});
process.stdin.resume();

/** What `found` finds once the harness wrote it, or undefined after the wait. */
async function waitUntil(found) {
  const deadline = Date.now() + MATCH_WAIT_MS;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    const left = deadline - Date.now();
    if (left <= 0) return undefined;
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, left);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** Waits for the harness to send its request of `method`'s role: its id, or undefined after the wait. */
const liveRequest = (method) => waitUntil(() => sent.get(roleOf(method))?.shift());

let stdinRest = '';
let claudeRest = Buffer.alloc(0);
let stdoutRest = Buffer.alloc(0);

for (const chunk of chunks) {
  const bytes = bytesOf(chunk);
  if (chunk.stream === 'stderr') {
    await write(process.stderr, bytes);
  } else if (chunk.stream === 'stdin') {
    if (header.harness !== 'codex') continue;
    // What came after a request in the recording goes out after the harness's own request.
    stdinRest += bytes.toString('utf8');
    const lines = stdinRest.split('\n');
    stdinRest = lines.pop();
    for (const message of lines.map(requestOf)) {
      if (message) liveIds.set(JSON.stringify(message.id), (await liveRequest(message.method)) ?? null);
    }
  } else if (header.harness !== 'codex') {
    await write(process.stdout, bytes);
    // What came after a permission request in the recording goes out once the harness answered it.
    claudeRest = Buffer.concat([claudeRest, bytes]);
    let end;
    while ((end = claudeRest.indexOf(0x0a)) >= 0) {
      const id = controlRequested(claudeRest.subarray(0, end));
      claudeRest = claudeRest.subarray(end + 1);
      if (id !== undefined) await waitUntil(() => (controlAnswers.has(id) ? true : undefined));
    }
  } else {
    // Whole lines, so a response can be given the harness's id; every other line keeps its bytes.
    stdoutRest = Buffer.concat([stdoutRest, bytes]);
    let end;
    while ((end = stdoutRest.indexOf(0x0a)) >= 0) {
      const line = stdoutRest.subarray(0, end + 1);
      stdoutRest = stdoutRest.subarray(end + 1);
      const answered = answer(line);
      if (answered) await write(process.stdout, answered);
    }
  }
}
if (stdoutRest.length) await write(process.stdout, stdoutRest);

/**
 * A recorded response under the id the harness gave the request it answers; none when the
 * harness never sent that request (an interrupt of a recorded cancel): its id could be another's.
 */
function answer(line) {
  const message = parsed(line);
  if (message === null || typeof message !== 'object' || 'method' in message || message.id === undefined) return line;
  const id = liveIds.get(JSON.stringify(message.id));
  if (id === undefined) return line;
  return id === null ? undefined : Buffer.from(`${JSON.stringify({ ...message, id })}\n`, 'utf8');
}

if (exit?.signal) process.kill(process.pid, exit.signal);
// Let the writes drain before the exit.
process.stdout.end(() => process.exit(exit?.code ?? 0));
