/**
 * Whether codex is signed in (`codex login status`), and what a user does about a round that
 * failed for want of a sign-in: the exact command, and what became of a credential variable they
 * set.
 */
import type { CliSignIn } from '../cli-registration.js';

export const CODEX_SIGN_IN: CliSignIn = {
  stored: { name: 'openai-api-key', how: 'an API key mwh stored' },
  // As `codex login --help` names them on 0.154.0 to 0.171.0.
  command: '`codex login` (or store an API key in its login: `printenv OPENAI_API_KEY | codex login --with-api-key`)',
  async cliLogin({ command, env, cwd, timeoutMs }) {
    // `codex login status` exits 0 signed in, 1 not, and says how on either stream. Loaded when
    // asked: the registry, which a replay reads, loads no process code.
    const { runBriefly } = await import('../process/brief-command.js');
    const status = await runBriefly(command, ['login', 'status'], env, cwd, timeoutMs);
    const said = `${status.stdout}\n${status.stderr}`.split('\n').find((line) => /logged in/i.test(line));
    // Never its words: codex names an API key by its last characters.
    if (status.exitCode === 0) return { state: 'yes', how: said && /api key/i.test(said) ? 'an API key (codex login)' : said && /chatgpt/i.test(said) ? 'ChatGPT (codex login)' : 'codex login' };
    if (status.exitCode === 1 && said) return { state: 'no' };
    return { state: 'unknown', how: status.spawnError ?? `codex login status ${status.exitCode === null ? 'did not finish' : `exited with ${status.exitCode}`}` };
  },
  /**
   * codex's app-server reads no key from the environment for its own OpenAI provider, with or
   * without `--credential environment` (0.171.0 sends no Authorization header with OPENAI_API_KEY,
   * CODEX_API_KEY or CODEX_ACCESS_TOKEN set): a key goes into its login, where it does.
   */
  remedy(set) {
    const first = set[0];
    if (first === undefined) return ['Sign in with `codex login`, or store an API key in its login: `printenv OPENAI_API_KEY | codex login --with-api-key`.'];
    const store = `printenv ${first} | codex login ${first === 'CODEX_ACCESS_TOKEN' ? '--with-access-token' : '--with-api-key'}`;
    return [
      'Sign in with `codex login`.',
      `${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set here, but codex reads no credential from the environment for its own provider (--credential environment does not change that); store it in its login: \`${store}\`.`,
    ];
  },
};
