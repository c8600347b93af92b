/**
 * Stdout's reader went away (`mwh run ... | head -1`). Not a signal of its own: node ignores
 * SIGPIPE, and listening for it would also fire on a write to a CLI's stdin after the CLI died.
 * bin.ts reports the first EPIPE here; a live round listens, to cancel itself as a signal does.
 */
const listeners = new Set<() => void>();

/** Calls `listener` when stdout closes; returns the function that stops listening. */
export function onStdoutClosed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; false when none listens (nothing is running that must be stopped). */
export function reportStdoutClosed(): boolean {
  if (listeners.size === 0) return false;
  for (const listener of [...listeners]) listener();
  return true;
}
