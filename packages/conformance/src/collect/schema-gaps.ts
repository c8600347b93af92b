/**
 * mwh's own schema gaps: what a CLI version wrote that protocol-claude's (or protocol-codex's)
 * schemas do not describe, tallied over the captures of a run: unknown event types (or methods),
 * unknown fields, unknown enum values, and known lines that fail their schema. Each finding keeps
 * a count and one example line (each CLI's reading of its captures is in its folder's
 * `*-surface.ts`). This is not drift between versions (`version-drift.ts`): a gap is the schemas'
 * to close, whatever version shows it.
 */
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

