/**
 * Gemini CLI and the MCP servers given with a round: 0.61.0 reads them from its settings files
 * only (no flag): the user's, which mwh never writes, the project's, which are the user's too, and
 * a system file it ignores under a folder others may write. A round that would run without the
 * servers it was given says so instead, in this sentence (its registration gives it to clients).
 */
export const GEMINI_MCP_SERVERS_REFUSED =
  'Gemini CLI reads MCP servers only from its settings files, which mwh does not write for a round: add them under mcpServers in .gemini/settings.json of the home the round runs in, and run the round without them.';
