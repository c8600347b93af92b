/** codex, registered: everything harness-core knows of it, found through `registry.ts`. */
import { CODEX_CLI } from '@mwh/protocol-codex/invocation';
import type { CliRegistration } from '../cli-registration.js';
import { CHECKED_VERSIONS } from '../generated/checked-versions.js';
import { createConversation, loadingDriver } from '../round/conversation.js';
import { loadingRound } from '../round/loading-round.js';
import { CODEX_INSTALL } from './codex-install.js';
import { codexRoundSecrets } from './codex-round-secrets.js';
import { CODEX_SIGN_IN } from './codex-sign-in.js';

export const CODEX_REGISTRATION: CliRegistration = {
  cli: CODEX_CLI,
  loadProtocol: async () => (await import('@mwh/protocol-codex')).CODEX_PROTOCOL,
  // The round's code loads as it starts, the conversation's with its first turn (the reading code after either spawns).
  startRound: (options) => loadingRound(options, codexRoundSecrets, async () => (await import('./codex-round.js')).driveCodexRound),
  startConversation: (options) =>
    createConversation(options, (homed) => loadingDriver(codexRoundSecrets(homed), async () => (await import('./codex-conversation.js')).codexConversationDriver(homed))),
  install: CODEX_INSTALL,
  checkedRange: CHECKED_VERSIONS.codex,
  signIn: CODEX_SIGN_IN,
  // Its approval policy with its sandbox, as thread settings (a resumed thread's too).
  permissionModes: [
    { id: 'default', name: 'As configured', description: "codex's own approval policy and sandbox (its config.toml).", round: {} },
    { id: 'read-only', name: 'Read only', description: 'codex reads files; anything else is asked about.', round: { codexPermissions: { approvalPolicy: 'on-request', sandbox: 'read-only' } } },
    { id: 'auto', name: 'Auto', description: 'codex works in the workspace; leaving it or the network is asked about.', round: { codexPermissions: { approvalPolicy: 'on-request', sandbox: 'workspace-write' } } },
    { id: 'full-access', name: 'Full access', description: 'codex runs anything without asking, outside any sandbox.', round: { codexPermissions: { approvalPolicy: 'never', sandbox: 'danger-full-access' } } },
  ],
  // None holds across its versions: the models it reports are offered as it reports them.
  modelAliases: [],
  // Given to the CLI with each round (Claude's --mcp-config, Codex's thread config).
  mcpServersRefused: undefined,
};
