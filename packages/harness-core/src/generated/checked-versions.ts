// Generated from docs/protocol/history.json by scripts/gen.mjs.
// Do not edit: run `pnpm gen` in packages/harness-core after `mwh changelog` rewrote the history.

/** Per CLI: the oldest version mwh claims and the newest one a sweep checked. */
export const CHECKED_VERSIONS = {
  claude: { claimedFrom: '2.1.269', newest: '2.1.337' },
  codex: { claimedFrom: '0.154.0', newest: '0.171.0' },
} as const;
