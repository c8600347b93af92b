/**
 * Replays a recorded Codex round through the same reader a live round uses, so what
 * `mwh replay` shows is what the live round showed: the client's lines (stdin) tell which
 * request each response answers, the server's lines (stdout) become parts, the exit and stderr
 * decide the verdict.
 */
import { CAPTURE_FORMAT, LineFramer, appendAll, type Capture, type ContentPart } from '@mwh/protocol-core';
import { CodexTurnReader, type CodexTurnReaderOptions } from './codex-turn-reader.js';
import { classifyJsonRpc } from './json-rpc-message.js';
import { asObject } from './wire-values.js';

export interface ReplayOptions extends CodexTurnReaderOptions {
  /**
   * The harness ended the process itself (after the turn, or at the idle bound). Defaults to
   * the capture's exit record `intentional` member when it has one.
   */
  intentional?: boolean;
}

export function replayCodexCapture(capture: Capture, options: ReplayOptions = {}): ContentPart[] {
  // A raw stdout replayed alone has no client lines: its responses are read by their shape.
  const withoutClientLines = options.withoutClientLines ?? !capture.chunks.some((chunk) => chunk.stream === 'stdin');
  const reader = new CodexTurnReader({ ...options, withoutClientLines });
  const stdin = new LineFramer();
  const stdout = new LineFramer();
  const stderr = new TextDecoder();
  const parts: ContentPart[] = [];
  let stderrText = '';
  // Chunks are in time order, so a request is always seen before its response.
  for (const chunk of capture.chunks) {
    if (chunk.stream === 'stdin') {
      for (const line of stdin.push(chunk.bytes)) if (line.ok) reader.clientLine(line.text);
    } else if (chunk.stream === 'stdout') {
      for (const line of stdout.push(chunk.bytes)) appendAll(parts, reader.serverFramed(line));
    } else {
      stderrText += stderr.decode(chunk.bytes, { stream: true });
    }
  }
  for (const line of stdin.end()) if (line.ok) reader.clientLine(line.text);
  for (const line of stdout.end()) appendAll(parts, reader.serverFramed(line));
  stderrText += stderr.decode();
  const exit = capture.exit;
  if (!exit) return [...parts, ...reader.finish(null)];
  // parseCapture has checked the exit record, so `intentional` is a boolean or absent.
  const intentional = options.intentional ?? exit.intentional ?? false;
  return [
    ...parts,
    ...reader.finish({
      exitCode: exit.code,
      signal: exit.signal,
      stderr: stderrText,
      intentional,
      ...(exit.spawnError ? { spawnError: exit.spawnError } : {}),
      ...(exit.stdinError ? { stdinError: exit.stdinError } : {}),
    }),
  ];
}

/**
 * Whether text (the first lines of a stdout dump, or of a capture file) is a Codex app-server
 * stream: JSON-RPC messages, which Claude's stream-json (objects with a `type`) never is.
 */
export function looksLikeCodexStream(firstLines: string): boolean {
  let codex = 0;
  for (const line of firstLines.split('\n').slice(0, 20)) {
    const text = line.trim();
    if (!text) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      // A debug line or a line cut off by the caller's limit: neither side's evidence.
      continue;
    }
    const object = asObject(value);
    if (!object) continue;
    if (object.format === CAPTURE_FORMAT && object.type === 'header') return object.harness === 'codex';
    if (typeof object.type === 'string' && typeof object.method !== 'string') return false;
    if (classifyJsonRpc(object).ok) codex++;
  }
  return codex > 0;
}
