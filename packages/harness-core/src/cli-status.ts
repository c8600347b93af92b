/**
 * What `mwh doctor` says of each CLI, without a model request: the program a round would run
 * (found as `locateCli` finds it), its version and where it came from, whether mwh checked that
 * version, and whether the user is signed in (a credential mwh stored, or the CLI's own login).
 */
import { realpathSync } from 'node:fs';
import type { Harness } from '@mwh/protocol-core';
import type { SignedIn } from './cli-registration.js';
import { checkedRange, rangePlace, type CheckedRange } from './installed/checked-range.js';
import type { CliOrigin, LocateOptions } from './installed/installed-cli.js';
import { locateCli } from './installed-clis.js';
import { runBriefly } from './process/brief-command.js';
import { registrationOf } from './registry.js';
import { roundConfigHome } from './round/round-options.js';
import { CredentialStore } from './secrets/credential-store.js';

export type { CliOrigin } from './installed/installed-cli.js';
export type { SignedIn } from './cli-registration.js';

export type CliStatus =
  | { harness: Harness; found: false; error: string }
  | {
      harness: Harness;
      found: true;
      command: string;
      /** Undefined when the program printed none. */
      version?: string;
      origin: CliOrigin;
      /** Where the version stands against what mwh checked, and that range. */
      place: ReturnType<typeof rangePlace>;
      range: CheckedRange;
      signedIn: SignedIn;
    };

export interface CliStatusOptions extends LocateOptions {
  /** How long each command the CLI is asked (`--version`, its login status) may take. Default 30 s. */
  timeoutMs?: number;
}

const COMMAND_TIMEOUT_MS = 30_000;

export async function cliStatus(harness: Harness, options: CliStatusOptions): Promise<CliStatus> {
  const located = locateCli(harness, options);
  if (!located.ok) return { harness, found: false, error: located.error };
  const env = { ...(options.env ?? process.env) };
  const launchEnv = registrationOf(harness).cli.launchEnv ?? {};
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
  const { command } = located.value;
  const version = located.value.version ?? versionIn((await runBriefly(command, ['--version'], { ...env, ...launchEnv }, options.cwd, timeoutMs)).stdout);
  return {
    harness,
    found: true,
    command,
    ...(version ? { version } : {}),
    origin: originOf(harness, command),
    place: version ? rangePlace(harness, version) : 'unknown',
    range: checkedRange(harness),
    signedIn: await signedIn(harness, command, env, options.cwd, timeoutMs),
  };
}

function versionIn(text: string): string | undefined {
  return /\d+\.\d+\.\d+[^\s)]*/.exec(text)?.[0];
}

function originOf(harness: Harness, command: string): CliOrigin {
  let path = command;
  try {
    path = realpathSync(command);
  } catch {
    // A program that moved away since it was found: its path as found tells as much.
  }
  return registrationOf(harness).install.originOf(path);
}

/** As a round with the default credential would run: a credential mwh stored first, else the CLI's own login. */
async function signedIn(harness: Harness, command: string, env: Record<string, string | undefined>, cwd: string, timeoutMs: number): Promise<SignedIn> {
  const { stored, cliLogin } = registrationOf(harness).signIn;
  const home = roundConfigHome({ harness, cwd, baseEnv: env });
  if (await new CredentialStore(home.dir).read(stored.name).catch(() => undefined)) return { state: 'yes', how: stored.how };
  return cliLogin({ command, env, cwd, timeoutMs });
}
