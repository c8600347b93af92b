/**
 * @mwh/acp: an Agent Client Protocol agent over stdio for the Claude Code CLI and the Codex
 * app-server, each session a conversation of harness-core's (one CLI process), each prompt a turn of it.
 */
export { createAcpAgent, serveAcp, AGENT_VERSION } from './acp-agent.js';
export type { AcpAgent, AcpAgentOptions } from './acp-agent.js';
export { stdioStream } from './stdio-stream.js';
export { defaultSessionsDir, MAX_RECORD_BYTES } from './session-store.js';
