/**
 * Credentials recognised by their look, where no variable or option names them: the token
 * formats of the major providers. Found in whole text (a stream joined, a round's text), then
 * masked as named secrets are, so a token split across chunks, delta lines or escapes is masked
 * wherever its pieces went.
 *
 * A short list after gitleaks' rules (config/gitleaks.toml, MIT), each naming the rule it
 * follows: secretlint's rules are functions on its linter's context, bundled with Node
 * polyfills, and gitleaks' full set is Go (RE2) syntax with generic, entropy-scored rules that
 * would mask ordinary words. Lengths are looser than gitleaks' (a token of a format that grew
 * longer, or a test key, is still masked): over-masking a look-alike costs less than a leak.
 *
 * Every rule starts where its run of characters starts (a lookbehind) and bounds each repeat,
 * so a long near-miss is scanned once, never again from each of its positions.
 */

export interface TokenRule {
  /** What a value it finds is, for a person: `an Anthropic key`. */
  readonly what: string;
  /** Global; group 1, when present, is the token within the match (`Bearer <token>`). */
  readonly pattern: RegExp;
}

/** Not preceded by a character a token is made of: a token's own start, not a run's middle. */
const START = '(?<![A-Za-z0-9_-])';

export const TOKEN_RULES: readonly TokenRule[] = [
  // gitleaks anthropic-api-key, anthropic-admin-api-key; `oat`: Claude Code's `setup-token` OAuth token.
  { what: 'an Anthropic key', pattern: new RegExp(`${START}sk-ant-(?:api|admin|oat|ort)\\d{2}-[A-Za-z0-9_-]{20,400}`, 'g') },
  // gitleaks openai-api-key (project, service-account and admin keys; the legacy form below).
  { what: 'an OpenAI key', pattern: new RegExp(`${START}sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,400}`, 'g') },
  // gitleaks openai-api-key's legacy form, widened: `sk-` and 32 or more letters and digits (OpenAI's, DeepSeek's...).
  { what: 'an `sk-` API key', pattern: new RegExp(`${START}sk-[A-Za-z0-9]{32,400}(?![A-Za-z0-9_-])`, 'g') },
  // gitleaks github-pat, github-oauth, github-app-token, github-refresh-token.
  { what: 'a GitHub token', pattern: new RegExp(`${START}gh[pousr]_[A-Za-z0-9]{36,255}`, 'g') },
  // gitleaks github-fine-grained-pat.
  { what: 'a GitHub token', pattern: new RegExp(`${START}github_pat_[A-Za-z0-9_]{22,255}`, 'g') },
  // gitleaks gitlab-pat.
  { what: 'a GitLab token', pattern: new RegExp(`${START}glpat-[A-Za-z0-9_-]{20,255}`, 'g') },
  // gitleaks slack-bot-token, slack-user-token (and the app, refresh and legacy forms of the same prefix); slack-app-token.
  { what: 'a Slack token', pattern: new RegExp(`${START}(?:xox[abposre]|xapp)-[A-Za-z0-9-]{10,255}`, 'g') },
  // gitleaks aws-access-token: an access key id (its secret is the variable's, masked by name).
  { what: 'an AWS access key id', pattern: /(?<![A-Za-z0-9])(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}(?![A-Za-z0-9])/g },
  // gitleaks gcp-api-key.
  { what: 'a Google API key', pattern: new RegExp(`${START}AIza[A-Za-z0-9_-]{35,255}`, 'g') },
  // gitleaks npm-access-token.
  { what: 'an npm token', pattern: new RegExp(`${START}npm_[A-Za-z0-9]{36,255}`, 'g') },
  // gitleaks huggingface-access-token (letters only there; digits too here).
  { what: 'a Hugging Face token', pattern: new RegExp(`${START}hf_[A-Za-z0-9]{30,255}`, 'g') },
  // gitleaks stripe-access-token.
  { what: 'a Stripe key', pattern: new RegExp(`${START}(?:sk|rk)_(?:test|live|prod)_[A-Za-z0-9]{10,255}`, 'g') },
  // gitleaks jwt: a header and claims (base64url JSON, `ey` = `{"`), the signature when there is one.
  { what: 'a JSON Web Token', pattern: new RegExp(`${START}ey[A-Za-z0-9_-]{17,4096}\\.ey[A-Za-z0-9_-]{17,8192}\\.[A-Za-z0-9_-]{0,4096}`, 'g') },
  // gitleaks curl-auth-header, any bearer credential: the token after `Bearer `.
  { what: 'a bearer token', pattern: /(?<![A-Za-z])Bearer[ \t]{1,8}([A-Za-z0-9._~+/-]{20,4096}=*)/gi },
  // gitleaks private-key: the whole block (its newlines real, or `\n` in a JSON string). Its body
  // holds no run of five `-` (base64, line ends, `Proc-Type:` headers), so a scan from a BEGIN
  // stops at the next marker: linear on a run of BEGIN lines, where a lazy any-character body
  // scanned 16 KiB from each.
  { what: 'a private key', pattern: /(?<!-)-----BEGIN[ A-Z0-9_]{0,100}PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-(?!----)){64,16384}-----END[ A-Z0-9_]{0,100}PRIVATE KEY(?: BLOCK)?-----/g },
];

/** A token found: its text, and what the first rule that found it says it is. */
export interface FoundToken {
  value: string;
  what: string;
}

/**
 * The tokens the texts hold, each once (a value two rules find is what the first says). A value
 * inside another of its kind is left out: a token a stream's piece ends inside is found whole in the
 * joined text, and its first part, long enough, in the piece; masked first, that part would
 * leave the whole unmatched where the pieces join (the rest of it shown).
 */
export function findTokens(texts: Iterable<string>): FoundToken[] {
  const found = new Map<string, string>();
  for (const text of texts) {
    for (const rule of TOKEN_RULES) {
      for (const match of text.matchAll(rule.pattern)) {
        const value = match[1] ?? match[0];
        if (!found.has(value)) found.set(value, rule.what);
      }
    }
  }
  // A private key's block found in a raw JSON line (`\n` escapes) is the same as the one its string decodes to: masked in all its forms by that one.
  const values = [...found.keys()].filter((value) => !value.includes('\\') || !found.has(jsonDecoded(value)));
  // Pairs of a few thousand at most: past that, every value is kept (masked twice, never missed).
  // Only a piece of a token of the same kind is left out: a key inside a bearer value (`Bearer
  // <key>.`) is kept, since the key may stand alone elsewhere.
  const piece = (value: string) => values.some((other) => other !== value && other.includes(value) && found.get(other) === found.get(value));
  const whole = values.length > MAX_COMPARED ? values : values.filter((value) => !piece(value));
  return whole.map((value) => ({ value, what: found.get(value)! }));
}

/** `value` as the content of a JSON string decodes, or itself when it is none. */
function jsonDecoded(value: string): string {
  try {
    return JSON.parse(`"${value}"`) as string;
  } catch {
    return value;
  }
}

/** Found tokens compared pairwise for pieces of one another. */
const MAX_COMPARED = 2000;
