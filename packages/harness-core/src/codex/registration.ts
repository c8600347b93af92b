/** codex, registered: everything harness-core knows of it, found through `registry.ts`. */
import { CODEX_CLI } from '@mwh/protocol-codex/invocation';
import type { CliRegistration } from '../cli-registration.js';
import { CHECKED_VERSIONS } from '../generated/checked-versions.js';
import { createConversation, loadingDriver } from '../round/conversation.js';
import { CODEX_INSTALL } from './codex-install.js';
import { codexRoundSecrets, startCodexRound } from './codex-round.js';
import { CODEX_SIGN_IN } from './codex-sign-in.js';

export const CODEX_REGISTRATION: CliRegistration = {
  cli: CODEX_CLI,
  loadProtocol: async () => (await import('@mwh/protocol-codex')).CODEX_PROTOCOL,
  startRound: startCodexRound,
  // The conversation's driver (and the reading code) loads with its first turn.
  startConversation: (options) =>
    createConversation(options, (homed) => loadingDriver(codexRoundSecrets(homed), async () => (await import('./codex-conversation.js')).codexConversationDriver(homed))),
  install: CODEX_INSTALL,
  checkedRange: CHECKED_VERSIONS.codex,
  signIn: CODEX_SIGN_IN,
};
