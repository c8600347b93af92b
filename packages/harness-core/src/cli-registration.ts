/**
 * What harness-core knows of one CLI, in one object: each CLI's folder has a `registration.ts`
 * giving one, and `registry.ts` lists them. Every piece is required, so a CLI registered with one
 * left out does not compile; everything that would otherwise ask a CLI's name reads these instead.
 */
import type { CliDescription, CliProtocol } from '@mwh/protocol-core';
import type { CheckedRange } from './installed/checked-range.js';
import type { CliInstall } from './installed/installed-cli.js';
import type { Conversation, ConversationOptions } from './round/conversation.js';
import type { RoundOptions } from './round/round-options.js';
import type { Round } from './round/round.js';
import type { StoredCredential } from './secrets/credential-store.js';

export interface SignedIn {
  state: 'yes' | 'no' | 'unknown';
  /** How (`a token mwh stored`, `claude.ai`, `ChatGPT (codex login)`), or why unknown. */
  how?: string;
}

/** Whether a CLI is signed in, and what a user does when a round wanted a sign-in. */
export interface CliSignIn {
  /** The credential mwh stores for it (found first, as a round with the default credential finds it), and how that reads. */
  readonly stored: { readonly name: StoredCredential; readonly how: string };
  /** Whether the CLI's own login is signed in, asked of the program `command` without a model request. */
  cliLogin(ask: { command: string; env: Record<string, string | undefined>; cwd: string; timeoutMs: number }): Promise<SignedIn>;
  /**
   * The sentences to print under a verdict that wanted a sign-in: the exact command, and what
   * became of the credential variables `set` here given `credential` (mwh's `--credential`).
   */
  remedy(set: readonly string[], credential: string): string[];
  /** How it is signed in to, as its own `--help` names the commands (`mwh doctor` prints it for a CLI not signed in). */
  readonly command: string;
}

export interface CliRegistration {
  /** Its protocol package's description (the light `./invocation` entry): names, config folder, credential variables. */
  readonly cli: CliDescription;
  /**
   * Its whole protocol, that package loaded now: the reader, the replay, and the stdout detection
   * (`looksLikeStream`, `streamKinds`) that `mwh replay` asks of every registered CLI.
   */
  loadProtocol(): Promise<CliProtocol>;
  /** A round (this folder's round). */
  startRound(options: RoundOptions): Round;
  /** A conversation of several turns in one process (this folder's conversation). */
  startConversation(options: ConversationOptions): Conversation;
  /** How it is installed: its package, its program, the layouts its program has lived in. */
  readonly install: CliInstall;
  /** The versions mwh claims and the newest a sweep checked (generated from the protocol history). */
  readonly checkedRange: CheckedRange;
  readonly signIn: CliSignIn;
  /** Its permission modes as a client offers them (the ACP agent's session modes), `default` first: the CLI as a round starts it. */
  readonly permissionModes: readonly PermissionMode[];
  /** Model names it takes on every claimed version besides its own default (Claude Code's aliases). */
  readonly modelAliases: readonly string[];
  /**
   * Why a round of it refuses MCP servers given with the round (the sentence of its
   * `unsupported-option` verdict), or undefined when it takes them: a client (the ACP agent)
   * refuses them up front with it, and does not offer to take them.
   */
  readonly mcpServersRefused: string | undefined;
}

/** One of a CLI's permission modes: when it asks before a tool runs. */
export interface PermissionMode {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** What a round runs with under it. */
  readonly round: Pick<RoundOptions, 'args' | 'codexPermissions'>;
}
