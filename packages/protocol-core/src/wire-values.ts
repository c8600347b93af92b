/**
 * Tolerant reads of wire values, for both protocols: a member of the wrong type reads as
 * absent, never as a throw.
 */

export type WireObject = Record<string, unknown>;

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is WireObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A JSON array of strings only. */
export function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function asObject(value: unknown): WireObject | undefined {
  return isRecord(value) ? value : undefined;
}

export function field(value: unknown, key: string): unknown {
  return asObject(value)?.[key];
}

export function stringField(value: unknown, key: string): string | undefined {
  const v = field(value, key);
  return typeof v === 'string' ? v : undefined;
}

export function numberField(value: unknown, key: string): number | undefined {
  const v = field(value, key);
  return isFiniteNumber(v) ? v : undefined;
}

/** A finite number: JSON allows 1e999, which parses as Infinity and fits no schema. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function arrayField(value: unknown, key: string): unknown[] {
  const v = field(value, key);
  return Array.isArray(v) ? v : [];
}
