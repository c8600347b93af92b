/** Tolerant reads of wire values: a member of the wrong type reads as absent, never as a throw. */

export type WireObject = Record<string, unknown>;

export function asObject(value: unknown): WireObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as WireObject) : undefined;
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
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function arrayField(value: unknown, key: string): unknown[] {
  const v = field(value, key);
  return Array.isArray(v) ? v : [];
}
