/**
 * The CLIs harness-core drives, one registration each (its folder's `registration.ts`). What
 * works for any CLI (a round, doctor, finding a program, a replay's loader) looks its CLI up
 * here or iterates the list, and never asks a CLI's name. A third CLI is one more line.
 */
import type { Harness } from '@mwh/protocol-core';
import type { CliRegistration } from './cli-registration.js';
import { CLAUDE_REGISTRATION } from './claude/registration.js';
import { CODEX_REGISTRATION } from './codex/registration.js';
import { GEMINI_REGISTRATION } from './gemini/registration.js';
import { protocolOf } from './protocols.js';

export const REGISTRY: readonly CliRegistration[] = Object.freeze([CLAUDE_REGISTRATION, CODEX_REGISTRATION, GEMINI_REGISTRATION]);

/** The registration of `harness`; a name it does not know (plain JavaScript can misspell one) is a TypeError. */
export function registrationOf(harness: Harness): CliRegistration {
  const name = protocolOf(harness).harness;
  return REGISTRY.find((registration) => registration.cli.harness === name)!;
}
