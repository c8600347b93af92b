// Generated from docs/protocol/history.json (and the CLIs pinned in package.json that it has no sweep of yet) by scripts/gen.mjs.
// Do not edit: run `pnpm gen` in packages/harness-core after `mwh changelog` rewrote the history.

/** Per CLI: the oldest version mwh claims, the newest one a sweep checked, and the one its tests run (its pinned devDependency). */
export const CHECKED_VERSIONS = {
  claude: { claimedFrom: '2.1.269', newest: '2.1.337', pinned: '2.1.332' },
  codex: { claimedFrom: '0.154.0', newest: '0.171.0', pinned: '0.171.0' },
  gemini: { claimedFrom: '0.61.0', newest: '0.61.0', pinned: '0.61.0' },
} as const;
