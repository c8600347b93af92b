/**
 * mwh's own schema gaps: what a CLI version wrote that protocol-claude's (or protocol-codex's)
 * schemas do not describe, tallied over the captures of a run: unknown event types (or methods),
 * unknown fields, unknown enum values, and known lines that fail their schema. Each finding keeps
 * a count and one example line. This is not drift between versions (`version-drift.ts`): a gap
 * is the schemas' to close, whatever version shows it.
 */
import { isRecord, type Capture } from '@mwh/protocol-core';
import { decodeStreamJsonLine } from '@mwh/protocol-claude';
import { captureJsonLines, codexRpcLines } from '../surface/capture-lines.js';
import { indexCodexSchema } from '../codex/codex-schema-index.js';
import type { SchemaValidator } from '../surface/schema-validator.js';
import { cutExample } from '../surface/cli-surface.js';
import { findUnknowns } from '../surface/schema-walk.js';

export interface GapEntry {
  /** What was found: `system/new_kind`, `result usage.new_field`, `item/completed item.type=sleep`. */
  key: string;
  count: number;
  /** One line that shows it, cut to a readable length. */
  example: string;
  /** For an invalid line: why it fails its schema. */
  error?: string;
}

export interface SchemaGaps {
  unknownEvents: GapEntry[];
  unknownFields: GapEntry[];
  unknownEnumValues: GapEntry[];
  invalidLines: GapEntry[];
}

/** Counts findings by key, keeping the first example of each. */
export class GapTally {
  private readonly groups = {
    unknownEvents: new Map<string, GapEntry>(),
    unknownFields: new Map<string, GapEntry>(),
    unknownEnumValues: new Map<string, GapEntry>(),
    invalidLines: new Map<string, GapEntry>(),
  };

  add(group: keyof SchemaGaps, key: string, raw: string, error?: string): void {
    const entry = this.groups[group].get(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    const example = cutExample(raw);
    this.groups[group].set(key, { key, count: 1, example, ...(error ? { error } : {}) });
  }

  /** Fields and enum values of one message the schema does not know. */
  addUnknowns(event: string, root: unknown, schema: unknown, value: unknown, raw: string): void {
    for (const found of findUnknowns(root, schema, value)) {
      if (found.kind === 'field') this.add('unknownFields', `${event} ${found.path}`, raw);
      else this.add('unknownEnumValues', `${event} ${found.path}=${found.value}`, raw);
    }
  }

  result(): SchemaGaps {
    const list = (m: Map<string, GapEntry>) => [...m.values()].sort((a, b) => a.key.localeCompare(b.key));
    return {
      unknownEvents: list(this.groups.unknownEvents),
      unknownFields: list(this.groups.unknownFields),
      unknownEnumValues: list(this.groups.unknownEnumValues),
      invalidLines: list(this.groups.invalidLines),
    };
  }
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

/** Codex: every message the app-server wrote, against the vendored schema bundle. */
export function observeCodex(captures: readonly Capture[], bundle: unknown, validator: SchemaValidator): SchemaGaps {
  const index = indexCodexSchema(bundle);
  const tally = new GapTally();
  for (const capture of captures) {
    for (const line of codexRpcLines(capture)) {
      if (line.direction !== 'received' || !line.method) continue;
      let ref: string | null | undefined;
      let label = line.method;
      if (line.kind === 'notification' || line.kind === 'request') {
        const union = line.kind === 'notification' ? 'ServerNotification' : 'ServerRequest';
        ref = index.params(union, line.method);
        if (ref === undefined) {
          tally.add('unknownEvents', `${line.kind} ${line.method}`, line.raw);
          continue;
        }
      } else if (line.kind === 'response') {
        ref = index.response('ClientRequest', line.method);
        label = `${line.method} result`;
      }
      if (!ref) continue;
      const checked = validator.check(ref, line.payload);
      if (!checked.ok) tally.add('invalidLines', label, line.raw, checked.error);
      tally.addUnknowns(label, bundle, { $ref: ref }, line.payload, line.raw);
    }
  }
  return tally.result();
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
