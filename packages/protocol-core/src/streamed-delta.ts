/**
 * Which events stream text in pieces that a reader joins, as codex's
 * `item/commandExecution/outputDelta` streams a command's output: the live redactor and the
 * capture redactor must agree on them, or a secret split across pieces is masked in one and not
 * in the other.
 */

/**
 * The text an event (or codex notification) named `name` streams: its `delta` string when the
 * name ends in `Delta` or `/delta` (every delta notification codex has, and any it adds); else
 * undefined.
 */
export function streamedDelta(name: string, data: unknown): string | undefined {
  if (!name.endsWith('Delta') && !name.endsWith('/delta')) return undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const delta = (data as { delta?: unknown }).delta;
  return typeof delta === 'string' ? delta : undefined;
}
