/**
 * A capture made fit to attach to a bug report (`mwh capture --share`, `mwh replay --sanitize`):
 * harness-core's sanitiser with this machine's names and environment, and the lines that say
 * what was masked, what was replaced, and what was left as it is and why.
 */
import { machineNames, sanitizeCapture, type SanitizeReport } from '@mwh/harness-core';
import type { Capture } from '@mwh/protocol-core';
import { mwhLine } from './mwh-line.js';

/**
 * `secrets`: the values the user named (`--redact`); `env`: the environment whose secret-looking
 * variables' values are masked, as `mwh capture` keeps them out of every capture.
 */
export async function shareCapture(capture: Capture, cwd: string, file: string, env: Record<string, string | undefined>, secrets: readonly string[] = []): Promise<{ capture: Capture; note: string }> {
  const shared = await sanitizeCapture(capture, machineNames(cwd), { env, secrets });
  const replaced = shared.placeholders.length ? `in it, ${shared.placeholders.join(', ')} stand for this machine's names, addresses and ports` : 'nothing of this machine was found in it to replace';
  return { capture: shared.capture, note: mwhLine(`wrote ${file} to share; ${replaced}.`) + reportLines(shared.report) + mwhLine('Look through it before you attach it.') };
}

/** What was masked, by kind, and each thing left as it is with its reason: one line each. */
function reportLines(report: SanitizeReport): string {
  const masked = report.masked.map(({ what, count }) => (count === 1 ? what : `${what} (${count} different values)`));
  let out = mwhLine(masked.length ? `masked as [REDACTED]: ${masked.join('; ')}.` : 'masked as [REDACTED]: nothing; no secret of this environment, named with --redact, or of a known token format was found in it.');
  for (const { what, why } of report.kept) out += mwhLine(`not replaced: ${what}, since ${why}.`);
  return out;
}
