/**
 * Finding a CLI by its name: its registration's `CliInstall` handed to the code that finds any
 * CLI (installed/installed-cli.ts).
 */
import type { Harness } from '@mwh/protocol-core';
import { findInstalledProgram, layoutsSentence, locateProgram, programVersionAt, type InstalledCli, type LocateOptions, type LocateResult } from './installed/installed-cli.js';
import { REGISTRY, registrationOf } from './registry.js';

/**
 * Where each CLI's program has lived inside its npm package, newest layout first, as paths
 * under the package (`<platform-package>` and `<triple>` name this machine's target).
 */
export const CLI_LAYOUTS: Readonly<Record<Harness, readonly string[]>> = Object.freeze(
  Object.fromEntries(REGISTRY.map((registration) => [registration.cli.harness, registration.install.layouts])) as Record<Harness, readonly string[]>,
);

/** One sentence naming the layouts looked for, for when none held the CLI. */
export function cliLayoutsSentence(harness: Harness): string {
  return layoutsSentence(registrationOf(harness).install);
}

/**
 * Finds the CLI a user means: `claude` / `codex` on PATH (a launcher followed to its package's
 * native binary), else the npm package resolvable from the working directory, else from `from`.
 */
export function locateCli(harness: Harness, options: LocateOptions): LocateResult {
  return locateProgram(registrationOf(harness).install, options);
}

/**
 * The installed CLI, resolved from `fromUrl` (a module URL or path inside a project that
 * depends on `@anthropic-ai/claude-code` / `@openai/codex`); undefined when it is not installed.
 */
export function findInstalledCli(harness: Harness, fromUrl?: string): InstalledCli | undefined {
  return findInstalledProgram(registrationOf(harness).install, fromUrl);
}

/** The version of the CLI package `command` belongs to (a launcher, a shim or the binary itself), when it is in one. */
export function cliVersionAt(harness: Harness, command: string): string | undefined {
  return programVersionAt(registrationOf(harness).install, command);
}
