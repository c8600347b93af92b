/**
 * `mwh doctor`: which program of each registered CLI mwh run would use, without a model request: the
 * program, its version and where it came from, whether that version is inside the range mwh
 * checked, and whether the user is signed in.
 */
import { cliStatus, REGISTRY, registrationOf, type CliOrigin, type CliStatus } from '@mwh/harness-core';
import { UsageError } from './cli-error.js';
import { defineCommand } from './command-line.js';
import { safeText } from './safe-text.js';

/** Where a program came from, when it is not its CLI's own package (which its registration names). */
const ORIGINS: Partial<Record<CliOrigin, string>> = { 'agent-sdk': "the agent SDK's platform package", other: 'not an npm package mwh knows' };

export const doctorCommand = defineCommand({
  name: 'doctor',
  synopsis: '[--json]',
  summary: `For each CLI: the program mwh run would start (on PATH, else installed where mwh can see it),
its version and package (Claude Code ships in @anthropic-ai/claude-code and in the agent SDK's
platform packages), whether that version is inside the range mwh checked (the oldest it claims
to the newest its sweep ran; outside it, mwh conformance --claude VERSION checks it), and whether
a round would be signed in: a credential mwh stored, else the CLI's own login (claude auth
status, codex login status). Nothing is sent to a model.`,
  options: {
    json: { type: 'boolean', help: 'one JSON object instead of the lines' },
  },
  notes: 'Exit codes: 0 each CLI found is inside the checked range and signed in (and one was found); 1 otherwise; 2 bad arguments (one sentence why).',
  async run({ values, positionals }, io) {
    if (positionals.length) throw new UsageError(`doctor takes no arguments, not "${positionals[0]}"; see mwh doctor --help.`);
    const statuses = await Promise.all(REGISTRY.map(({ cli }) => cliStatus(cli.harness, { cwd: io.cwd, env: io.env, from: import.meta.url })));
    // Not signed in, each says how to sign in: the command its CLI's own help names.
    const json = statuses.map((status) => (status.found && status.signedIn.state === 'no' ? { ...status, signIn: registrationOf(status.harness).signIn.command.replaceAll('`', '') } : status));
    io.stdout(values.json ? `${JSON.stringify({ clis: json })}\n` : statuses.map(describe).join('\n'));
    const healthy = (status: CliStatus) => !status.found || (status.place === 'inside' && status.signedIn.state === 'yes');
    return statuses.some((status) => status.found) && statuses.every(healthy) ? 0 : 1;
  },
});

function describe(status: CliStatus): string {
  const name = registrationOf(status.harness).cli.title;
  if (!status.found) return `${name}: not found (${safeText(status.error)})\n`;
  const { range } = status;
  const version = status.version ?? 'a version it did not say';
  const place = {
    inside: `inside the range mwh checked (${range.claimedFrom} to ${range.newest})`,
    newer: `newer than the newest version mwh checked (${range.newest}): check it with mwh conformance --${status.harness} ${version}`,
    older: `older than the oldest version mwh claims (${range.claimedFrom}): check it with mwh conformance --${status.harness} ${version}`,
    unknown: `not known, so not checked against the range mwh checked (${range.claimedFrom} to ${range.newest})`,
  }[status.place];
  const signedIn = { yes: 'yes', no: 'no', unknown: 'could not tell' }[status.signedIn.state];
  return [
    `${name}: ${safeText(status.command)}`,
    `  version    ${safeText(version)}, from ${ORIGINS[status.origin] ?? registrationOf(status.harness).install.npmPackage}`,
    `  checked    ${place}`,
    `  signed in  ${signedIn}${status.signedIn.how ? ` (${safeText(status.signedIn.how)})` : ''}`,
    ...(status.signedIn.state === 'no' ? [`  sign in    with ${registrationOf(status.harness).signIn.command}`] : []),
    '',
  ].join('\n');
}
