/**
 * `@mwh/protocol-codex/invocation`: what a host needs to start the codex app-server, and nothing
 * that reads it: the CLI's description (CODEX_CLI), its command line and its credential variables.
 * A host loads this before the spawn and the package's root (the JSON-RPC peer, the reader, the
 * generated validators) while the app-server boots.
 */
export { CODEX_CLI } from './codex-cli.js';
export { codexInvocation, codexExecInvocation, codexKeyVariables, CODEX_CREDENTIAL_VARIABLES } from './codex-invocation.js';
export type { CodexInvocation, CodexInvocationOptions, CodexExecInvocationOptions } from './codex-invocation.js';
