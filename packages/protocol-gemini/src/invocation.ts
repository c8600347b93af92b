/**
 * `@mwh/protocol-gemini/invocation`: what a host needs to start gemini, and nothing that reads it:
 * the CLI's description (GEMINI_CLI), its command line, its settings and its credential variables.
 * A host loads this before the spawn and the package's root (the reader) while the CLI boots.
 */
export { GEMINI_CLI } from './gemini-cli.js';
export {
  geminiInvocation,
  geminiSettings,
  GEMINI_CREDENTIAL_VARIABLES,
  GEMINI_HOME_VARIABLE,
  GEMINI_CONFIG_FOLDER,
  GEMINI_OUTPUT_FORMAT,
  GEMINI_NO_RELAUNCH,
} from './gemini-invocation.js';
export type { GeminiInvocation, GeminiInvocationOptions, GeminiApprovalMode } from './gemini-invocation.js';
