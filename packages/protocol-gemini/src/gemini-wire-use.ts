/**
 * What mwh uses of the stream-json protocol of gemini, stated once: the events and fields the
 * round reader (with its verdict and usage) reads, and the flags `geminiInvocation` passes. The
 * conformance kit's drift tells a change between two CLI versions that touches these from one
 * that does not; gemini-wire-use.test.ts keeps the lists equal to what the code does. Keys are
 * the events' `type`. gemini takes nothing on stdin that mwh writes: `sends` is empty.
 */
import type { WireUse } from '@mwh/protocol-core';

const STATS = ['total_tokens', 'input_tokens', 'output_tokens', 'cached'];

export const GEMINI_WIRE_USE = {
  reads: {
    init: ['session_id', 'model'],
    // A delta and a whole message are read alike (0.61.0 streams every answer as deltas).
    message: ['role', 'content'],
    tool_use: ['tool_name', 'tool_id', 'parameters'],
    tool_result: ['tool_id', 'status', 'output', 'error', 'error.type', 'error.message'],
    error: ['severity', 'message'],
    result: ['status', 'error', 'error.type', 'error.message', 'stats', ...STATS.map((path) => `stats.${path}`), 'stats.duration_ms'],
  },
  sends: {},
  flags: ['--output-format', '--model', '--approval-mode', '--resume', '--session-id', '--skip-trust', '--prompt'],
} as const satisfies WireUse;
