/**
 * Whether Claude Code is signed in (`claude auth status`), and what a user does about a round that
 * failed for want of a sign-in: the exact command, and what became of a credential variable they
 * set. Never advice to do what they did: with `--credential environment` the variables already
 * went to the CLI.
 */
import type { CliSignIn } from '../cli-registration.js';

// As `claude --help` names them on 2.1.269 to 2.1.332.
const COMMAND = '`claude auth login` (or make a long-lived token with `claude setup-token`)';
const SIGN_IN = `Sign in with ${COMMAND}`;

export const CLAUDE_SIGN_IN: CliSignIn = {
  stored: { name: 'claude-oauth-token', how: 'a token mwh stored' },
  command: COMMAND,
  async cliLogin({ command, env, cwd }) {
    try {
      // Loaded when asked: the registry, which a replay reads, loads no process code.
      const { claudeAuthStatus } = await import('./claude-login.js');
      const status = await claudeAuthStatus({ command, baseEnv: env, cwd });
      // A method's name (`claude.ai`, `oauth_token`), shown only when it looks like one.
      return status.loggedIn ? { state: 'yes', ...(/^[\w.-]{1,40}$/.test(status.authMethod) ? { how: status.authMethod } : {}) } : { state: 'no' };
    } catch (error) {
      return { state: 'unknown', how: error instanceof Error ? error.message : String(error) };
    }
  },
  remedy(set, credential) {
    const names = set.join(' and ');
    const one = set.length === 1;
    if (credential !== 'environment') {
      const lines = [`${SIGN_IN}, or set ANTHROPIC_API_KEY and run mwh with --credential environment.`];
      if (set.length) {
        lines.push(
          `${names} ${one ? 'is' : 'are'} set here, but mwh run removes credential variables by default so the CLI uses its own login; add --credential environment to use ${one ? 'it' : 'them'}.`,
        );
      }
      return lines;
    }
    if (!set.length) return [`${SIGN_IN}, or set ANTHROPIC_API_KEY (--credential environment hands it to the CLI).`];
    // The variable overrides the CLI's own login, so signing in helps only without it.
    return [
      `${names} went to the CLI as set here (--credential environment): check that ${one ? 'it is' : 'they are'} valid, or sign in with \`claude auth login\` and run mwh without --credential environment.`,
    ];
  },
};
