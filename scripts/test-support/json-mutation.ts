// Mutations of recorded JSON values for the zod-versus-ajv agreement properties of both protocol
// packages: replace or remove one member at a path, and list the paths a value has.

/** A copy of `value` with the member at a path of keys replaced (or added). */
export function replaced(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

/** A copy of `value` without the member at a path of keys. */
export function removed(value: unknown, path: string[]): unknown {
  if (!value || typeof value !== 'object' || path.length === 0) return value;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path;
  if (rest.length === 0) delete copy[head!];
  else copy[head!] = removed(copy[head!], rest);
  return copy;
}

/** The paths of the members of `value`, breadth first, at most `limit` of them. */
export function paths(value: unknown, limit: number): string[][] {
  const out: string[][] = [];
  const queue: [unknown, string[]][] = [[value, []]];
  while (queue.length && out.length < limit) {
    const [node, path] = queue.shift()!;
    if (!node || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      out.push([...path, key]);
      queue.push([child, [...path, key]]);
    }
  }
  return out;
}
