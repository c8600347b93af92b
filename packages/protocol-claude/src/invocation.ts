/**
 * `@mwh/protocol-claude/invocation`: what a host needs to start Claude Code, and nothing that reads
 * it: the CLI's description (CLAUDE_CLI), its command line, its credential variables and the
 * messages written to its stdin. A host loads this before the spawn and the package's root (the
 * decoder, the reader, the generated validators) while the CLI boots.
 */
export { CLAUDE_CLI } from './claude-cli.js';
export { claudeInvocation, CLAUDE_CREDENTIAL_VARIABLES } from './claude-invocation.js';
export type { ClaudeInvocation, ClaudeInvocationOptions, FileToWrite, McpHttpServer } from './claude-invocation.js';
export { encodeUserMessage, encodeInterrupt, encodeInitialize, encodeContextUsageSummary } from './stream-json-encoder.js';
export type { UserMessageOptions } from './stream-json-encoder.js';
