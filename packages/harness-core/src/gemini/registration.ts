/** Gemini CLI, registered: everything harness-core knows of it, found through `registry.ts`. */
import { GEMINI_CLI } from '@mwh/protocol-gemini/invocation';
import type { CliRegistration } from '../cli-registration.js';
import { CHECKED_VERSIONS } from '../generated/checked-versions.js';
import { createConversation, loadingDriver } from '../round/conversation.js';
import { loadingRound } from '../round/loading-round.js';
import { GEMINI_INSTALL } from './gemini-install.js';
import { GEMINI_MCP_SERVERS_REFUSED } from './gemini-mcp-servers.js';
import { geminiRoundSecrets } from './gemini-round-secrets.js';
import { GEMINI_SIGN_IN } from './gemini-sign-in.js';

export const GEMINI_REGISTRATION: CliRegistration = {
  cli: GEMINI_CLI,
  loadProtocol: async () => (await import('@mwh/protocol-gemini')).GEMINI_PROTOCOL,
  // The round's code loads as it starts, the conversation's with its first turn (the reading code after either spawns).
  startRound: (options) => loadingRound(options, geminiRoundSecrets, async () => (await import('./gemini-round.js')).runGeminiRound),
  startConversation: (options) =>
    createConversation(options, (homed) => loadingDriver(geminiRoundSecrets(homed), async () => (await import('./gemini-conversation.js')).geminiConversationDriver(homed))),
  install: GEMINI_INSTALL,
  checkedRange: CHECKED_VERSIONS.gemini,
  signIn: GEMINI_SIGN_IN,
  // Its approval mode (`--approval-mode`), decided before each turn: headless gemini asks nothing while it runs.
  permissionModes: [
    { id: 'default', name: 'Ask', description: 'Tools that would ask first are refused (headless Gemini CLI cannot ask); the others run.', round: {} },
    { id: 'auto_edit', name: 'Accept edits', description: 'File edits run without asking; tools that would ask are refused.', round: { args: ['--approval-mode', 'auto_edit'] } },
    { id: 'plan', name: 'Plan', description: 'Gemini CLI reads and plans, and changes nothing.', round: { args: ['--approval-mode', 'plan'] } },
    { id: 'yolo', name: 'YOLO', description: 'Every tool runs without asking.', round: { args: ['--approval-mode', 'yolo'] } },
  ],
  // None holds across its versions: `-m` takes the API's model names.
  modelAliases: [],
  mcpServersRefused: GEMINI_MCP_SERVERS_REFUSED,
};
