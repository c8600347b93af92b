/**
 * A capture made fit to attach to a bug report (`mwh capture --share`, `mwh replay --sanitize`):
 * harness-core's sanitiser with this machine's names, and the sentence that says what was done.
 */
import { machineNames, redactCapture, sanitizeCapture } from '@mwh/harness-core';
import type { Capture } from '@mwh/protocol-core';
import { safeText } from './safe-text.js';

/** `secrets`: the values the user named (`--redact`), removed from the shared capture too. */
export async function shareCapture(capture: Capture, cwd: string, file: string, secrets: readonly string[] = []): Promise<{ capture: Capture; note: string }> {
  const shared = await sanitizeCapture(secrets.length ? redactCapture(capture, secrets) : capture, machineNames(cwd));
  const replaced = shared.placeholders.length ? `in it, ${shared.placeholders.join(', ')} stand for this machine's names, addresses and ports` : 'nothing of this machine was found in it to replace';
  return { capture: shared.capture, note: `mwh: wrote ${safeText(file)} to share; ${replaced}. Look through it before you attach it.\n` };
}
