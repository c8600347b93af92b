/**
 * How a Gemini CLI version's surface is read from its captures: its stream-json events keyed by
 * `type` (init, message, tool_use, tool_result, error, result, and any a newer CLI adds), with
 * their fields, and mwh's gaps: the lines protocol-gemini's decoder does not know or finds
 * invalid. gemini reads nothing mwh writes (its prompt is an argument, stdin is closed).
 */
import { decodeGeminiLine } from '@mwh/protocol-gemini';
import { isRecord, type Capture } from '@mwh/protocol-core';
import { GapTally, type SchemaGaps } from '../collect/schema-gaps.js';
import { LineTally } from '../collect/surface-lines.js';
import { captureJsonLines } from '../surface/capture-lines.js';
import type { LineSurface } from '../surface/cli-surface.js';

export function geminiLineSurface(captures: readonly Capture[]): Record<string, LineSurface> {
  const tally = new LineTally();
  for (const capture of captures) {
    for (const line of captureJsonLines(capture, 'stdout')) if (line.json) tally.add(geminiKeyOf(line.value), line.value, line.raw);
  }
  return tally.result();
}

/** Gemini: stdout lines through protocol-gemini's decoder; a line it does not know, or finds invalid, is a gap. */
export function observeGemini(captures: readonly Capture[]): SchemaGaps {
  const tally = new GapTally();
  for (const capture of captures) {
    for (const line of captureJsonLines(capture, 'stdout')) {
      if (!line.json) continue;
      const decoded = decodeGeminiLine({ ok: true, text: line.raw });
      if (decoded === undefined || decoded.ok) continue;
      if (decoded.part.reason === 'unknown-event') tally.add('unknownEvents', geminiKeyOf(line.value), line.raw);
      else tally.add('invalidLines', geminiKeyOf(line.value), line.raw, 'a member the CLI declares required is missing or of another kind');
    }
  }
  return tally.result();
}

function geminiKeyOf(value: unknown): string {
  return isRecord(value) && typeof value.type === 'string' ? value.type : '(no type)';
}
