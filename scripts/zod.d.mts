/** Types of the zod generator (scripts/zod.mjs), for the tests that call it. */
export function zodModule(options: {
  header: string;
  definitions: Record<string, unknown>;
  refName: (ref: string) => string;
  tables: { name: string; source: string; keys: [string, string][] }[];
  reachableOnly?: boolean;
}): string;
