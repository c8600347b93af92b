/**
 * The name of codex's second output mode, `codex exec --json`, where a capture header and a
 * replay say which stream a codex recording holds (the app-server's JSON-RPC being the default).
 */
export const CODEX_EXEC_OUTPUT_MODE = 'exec';
