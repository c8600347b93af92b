/**
 * Whether Gemini CLI is signed in, and what a user does about a round that failed for want of a
 * sign-in. Gemini CLI has no status command (0.61.0): its sign-in is what its settings select
 * (`security.auth.selectedType` in `.gemini/settings.json`) with what that needs, read here
 * without a model request: a Google login's `oauth_creds.json`, or an API key in GEMINI_API_KEY.
 */
import type { CliSignIn } from '../cli-registration.js';

// As its settings and `gemini --help` name them on 0.61.0: signing in is interactive (`/auth` in the CLI).
const COMMAND = '`gemini` (choose "Sign in with Google" or "Use Gemini API key"; `/auth` changes it later)';

export const GEMINI_SIGN_IN: CliSignIn = {
  stored: { name: 'gemini-api-key', how: 'an API key mwh stored' },
  command: COMMAND,
  async cliLogin({ env }) {
    // Loaded when asked: the registry, which a replay reads, loads no file code.
    const { geminiSignedIn } = await import('./gemini-login.js');
    return geminiSignedIn(env);
  },
  remedy(set, credential) {
    const names = set.join(' and ');
    const one = set.length === 1;
    if (credential !== 'environment') {
      const lines = [`Sign in with ${COMMAND}, or set GEMINI_API_KEY and run mwh with --credential environment.`];
      if (set.length) {
        lines.push(
          `${names} ${one ? 'is' : 'are'} set here, but mwh run removes credential variables by default so the CLI uses its own sign-in; add --credential environment to use ${one ? 'it' : 'them'}.`,
        );
      }
      return lines;
    }
    if (!set.length) return [`Sign in with ${COMMAND}, or set GEMINI_API_KEY (--credential environment hands it to the CLI).`];
    // The key is used only when the CLI's settings select the API key (else its own sign-in, or exit 41).
    return [
      `${names} went to the CLI as set here (--credential environment): check that ${one ? 'it is' : 'they are'} valid and that gemini's settings select "Use Gemini API key" (\`/auth\` in \`gemini\`), or sign in with Google there and run mwh without --credential environment.`,
    ];
  },
};
