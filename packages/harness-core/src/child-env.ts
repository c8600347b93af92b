/**
 * The environment a CLI child starts with: the caller's base environment without what would
 * leak in (a parent Claude Code session, credentials that would override the CLI's own
 * login), plus the variables the round sets.
 */
import { NESTING_VARIABLES } from '@mwh/protocol-claude';

export { NESTING_VARIABLES };

/** Credentials codex reads from the environment ahead of its own login in CODEX_HOME. */
export const CODEX_CREDENTIAL_VARIABLES = ['OPENAI_API_KEY', 'CODEX_API_KEY', 'CODEX_ACCESS_TOKEN'] as const;

export function childEnv(
  base: Record<string, string | undefined>,
  options: { remove?: readonly string[]; set?: Record<string, string> } = {},
): Record<string, string> {
  const removed = new Set<string>([...NESTING_VARIABLES, ...(options.remove ?? [])]);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) if (value !== undefined && !removed.has(name)) env[name] = value;
  return Object.assign(env, options.set ?? {});
}
