/** One made-up token of each format findTokens knows, for the tests of what masks them. */

/** Characters a token of each format is made of, repeated to its length (built here, so no real-looking key sits in the source). */
export const run = (chars: string, n: number) => Array.from({ length: n }, (_, i) => chars[(i * 7) % chars.length]).join('');
export const ALNUM = 'aB3dE5gH7jK9mN1pQ2sT4vW6yZ8';

/** One token of each rule's format, and what it is said to be. */
export const TOKEN_EXAMPLES: readonly [token: string, what: string][] = [
  [`sk-ant-api03-${run(ALNUM + '_-', 93)}AA`, 'an Anthropic key'],
  [`sk-ant-oat01-${run(ALNUM, 60)}`, 'an Anthropic key'],
  [`sk-proj-${run(ALNUM + '_-', 74)}T3BlbkFJ${run(ALNUM, 58)}`, 'an OpenAI key'],
  [`sk-${run(ALNUM, 20)}T3BlbkFJ${run(ALNUM, 20)}`, 'an `sk-` API key'],
  [`ghp_${run(ALNUM, 36)}`, 'a GitHub token'],
  [`gho_${run(ALNUM, 36)}`, 'a GitHub token'],
  [`github_pat_${run(ALNUM + '_', 82)}`, 'a GitHub token'],
  [`glpat-${run(ALNUM, 20)}`, 'a GitLab token'],
  [`xoxb-${run('0123456789', 12)}-${run('0123456789', 12)}-${run(ALNUM, 24)}`, 'a Slack token'],
  [`xoxp-${run('0123456789', 11)}-${run('0123456789', 11)}-${run('0123456789', 12)}-${run(ALNUM, 32)}`, 'a Slack token'],
  [`AKIA${run('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, 'an AWS access key id'],
  [`AIza${run(ALNUM + '_-', 35)}`, 'a Google API key'],
  [`npm_${run(ALNUM, 36)}`, 'an npm token'],
  [`hf_${run(ALNUM, 34)}`, 'a Hugging Face token'],
  [`sk_live_${run(ALNUM, 24)}`, 'a Stripe key'],
  [`eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${run(ALNUM + '_-', 43)}`, 'a JSON Web Token'],
  [`-----BEGIN OPENSSH PRIVATE KEY-----\n${run(ALNUM + '+/', 70)}\n${run(ALNUM + '+/', 70)}\n-----END OPENSSH PRIVATE KEY-----`, 'a private key'],
];
