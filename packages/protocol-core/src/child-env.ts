/**
 * The environment a CLI child starts with: the caller's base environment without what would
 * leak in (a parent Claude Code session, credentials that would override the CLI's own
 * login), plus the variables the round sets. Pure: the caller passes the base environment.
 */

/** Set inside Claude Code; a child that sees them refuses to start, or acts, as a nested session. */
export const NESTING_VARIABLES: readonly string[] = ['CLAUDECODE', 'CLAUDE_CODE_ENTRYPOINT'];

export function childEnv(
  base: Record<string, string | undefined>,
  options: { remove?: readonly string[]; set?: Record<string, string> } = {},
): Record<string, string> {
  const removed = new Set<string>([...NESTING_VARIABLES, ...(options.remove ?? [])]);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) if (value !== undefined && !removed.has(name)) env[name] = value;
  return Object.assign(env, options.set ?? {});
}
