export { claudeInvocation, CLAUDE_CREDENTIAL_VARIABLES } from './claude-invocation.js';
export type { ClaudeInvocation, ClaudeInvocationOptions, FileToWrite, McpHttpServer } from './claude-invocation.js';
