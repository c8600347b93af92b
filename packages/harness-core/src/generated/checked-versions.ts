// Generated from docs/protocol/history.json (and the CLIs pinned in package.json that it has no sweep of yet) by scripts/gen.mjs.
// Do not edit: run `pnpm gen` in packages/harness-core after `mwh changelog` rewrote the history.

/** Per CLI: the oldest version mwh claims and the newest one a sweep checked. */
export const CHECKED_VERSIONS = {
  claude: { claimedFrom: '2.1.269', newest: '2.1.337' },
  codex: { claimedFrom: '0.154.0', newest: '0.171.0' },
  gemini: { claimedFrom: '0.61.0', newest: '0.61.0' },
} as const;
