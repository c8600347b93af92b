/**
 * How a Claude Code version's surface is read from its captures: its stdout lines keyed as the
 * decoder looks them up (`type/subtype`), the tools its `system/init` lists, mwh's schema gaps
 * against protocol-claude's output schema, and what mwh wrote to its stdin against the input schema.
 */
import { decodeStreamJsonLine } from '@mwh/protocol-claude';
import { isRecord, type Capture } from '@mwh/protocol-core';
import { GapTally, type SchemaGaps } from '../collect/schema-gaps.js';
import { checkAgainst, sentReporter, type SentMessagesCheck } from '../collect/sent-messages.js';
import { LineTally } from '../collect/surface-lines.js';
import { captureJsonLines } from '../surface/capture-lines.js';
import type { LineSurface } from '../surface/cli-surface.js';
import type { SchemaValidator } from '../surface/schema-validator.js';

export function claudeLineSurface(captures: readonly Capture[]): Record<string, LineSurface> {
  const tally = new LineTally();
  for (const capture of captures) {
    for (const line of captureJsonLines(capture, 'stdout')) if (line.json) tally.add(claudeKeyOf(line.value) ?? '(no type)', line.value, line.raw);
  }
  return tally.result();
}

/** The tools Claude's `system/init` lines list, over every capture. */
export function initTools(captures: readonly Capture[]): string[] {
  const tools = new Set<string>();
  for (const capture of captures) {
    for (const line of captureJsonLines(capture, 'stdout')) {
      const value = line.value;
      if (!isRecord(value) || value.type !== 'system' || value.subtype !== 'init' || !Array.isArray(value.tools)) continue;
      for (const tool of value.tools) if (typeof tool === 'string') tools.add(tool);
    }
  }
  return [...tools].sort();
}

/** Claude: stdout lines against protocol-claude's output schema (the one the reader uses). */
export function observeClaude(captures: readonly Capture[], outputSchema: unknown): SchemaGaps {
  const defs = claudeDefinitionsByKey(outputSchema);
  const tally = new GapTally();
  for (const capture of captures) {
    for (const line of captureJsonLines(capture, 'stdout')) {
      if (!line.json) continue;
      const decoded = decodeStreamJsonLine(line.raw);
      if (decoded.kind === 'unknown-event') {
        tally.add('unknownEvents', claudeKeyOf(decoded.value) ?? '(no type)', line.raw);
      } else if (decoded.kind === 'invalid') {
        tally.add('invalidLines', decoded.key, line.raw, decoded.error);
      } else if (decoded.kind === 'event') {
        const ref = defs.get(decoded.key);
        if (ref) tally.addUnknowns(decoded.key, outputSchema, { $ref: ref }, decoded.message, line.raw);
      }
    }
  }
  return tally.result();
}

/** Claude: every stdin line against protocol-claude's input schema, by its `type`. */
export function checkClaudeSentMessages(captures: readonly Capture[], inputSchema: unknown, validator: SchemaValidator): SentMessagesCheck {
  const defs = claudeDefinitionsByKey(inputSchema);
  const report = sentReporter();
  for (const capture of captures) {
    const scenario = capture.header.scenario ?? '(capture)';
    for (const line of captureJsonLines(capture, 'stdin')) {
      report.checked();
      if (!line.json) {
        report.fail({ scenario, message: '(line)', problem: 'not-json', detail: 'not JSON', line: line.raw });
        continue;
      }
      const key = claudeKeyOf(line.value) ?? '(no type)';
      const ref = defs.get(key) ?? defs.get(key.split('/')[0]!);
      if (!ref) {
        report.fail({ scenario, message: key, problem: 'unknown-method', detail: `the input schema has no message ${key}`, line: line.raw });
        continue;
      }
      checkAgainst(report, inputSchema, validator, ref, line.value, { scenario, message: key, line: line.raw });
    }
  }
  return report.result();
}

/** `type/subtype` (`stream_event/<event.type>`), the key the reader looks messages up by. */
export function claudeKeyOf(value: unknown): string | undefined {
  if (!isRecord(value) || typeof value.type !== 'string') return undefined;
  const sub = value.type === 'stream_event' ? (isRecord(value.event) ? value.event.type : undefined) : value.subtype;
  return typeof sub === 'string' ? `${value.type}/${sub}` : value.type;
}

/** The `$ref` of the definition behind each lookup key, read from the constants each pins. */
export function claudeDefinitionsByKey(schema: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const defs = isRecord(schema) && isRecord(schema.$defs) ? schema.$defs : {};
  for (const [name, def] of Object.entries(defs)) {
    if (!isRecord(def) || !isRecord(def.properties)) continue;
    const props = def.properties;
    const type = constOf(props.type);
    if (typeof type !== 'string') continue;
    const sub = type === 'stream_event' ? (isRecord(props.event) && isRecord(props.event.properties) ? constOf(props.event.properties.type) : undefined) : constOf(props.subtype);
    out.set(typeof sub === 'string' ? `${type}/${sub}` : type, `#/$defs/${name}`);
  }
  return out;
}

function constOf(prop: unknown): unknown {
  return isRecord(prop) ? prop.const : undefined;
}
