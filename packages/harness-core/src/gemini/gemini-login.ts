/**
 * Gemini CLI's sign-in as its files say it, without a model request: the auth type its user
 * settings select and what that type needs. The settings are in `.gemini/settings.json` under
 * GEMINI_CLI_HOME, else under HOME; a Google login keeps its tokens beside them in `oauth_creds.json`.
 * As a round with the default credential runs it: the credential variables of the environment
 * (GEMINI_API_KEY) do not count, since such a round removes them.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { field } from '@mwh/protocol-core';
import { GEMINI_CONFIG_FOLDER, GEMINI_HOME_VARIABLE } from '@mwh/protocol-gemini/invocation';
import type { SignedIn } from '../cli-registration.js';

/** A settings file larger than this is no settings file mwh reads. */
const MAX_SETTINGS_BYTES = 1024 * 1024;

export async function geminiSignedIn(env: Record<string, string | undefined>): Promise<SignedIn> {
  const folder = join(env[GEMINI_HOME_VARIABLE] || env.HOME || homedir(), GEMINI_CONFIG_FOLDER);
  const selected = await selectedAuthType(join(folder, 'settings.json'));
  if (!selected.ok) return { state: 'unknown', how: selected.error };
  switch (selected.type) {
    case 'oauth-personal':
      return existsSync(join(folder, 'oauth_creds.json')) ? { state: 'yes', how: 'Google login' } : { state: 'no' };
    case 'gemini-api-key':
      // A round without --credential environment has no GEMINI_API_KEY: the key gemini stored itself (its keychain), which mwh does not open, decides.
      return { state: 'unknown', how: 'its settings select an API key, which gemini keeps where mwh does not look' };
    case undefined:
      return { state: 'no' };
    default:
      return { state: 'unknown', how: `its settings select ${selected.type}, which mwh does not check` };
  }
}

type Selected = { ok: true; type: string | undefined } | { ok: false; error: string };

/** `security.auth.selectedType` of a settings file (JSON with comments, as the CLI reads it); none when there is no file. */
async function selectedAuthType(path: string): Promise<Selected> {
  let text: string;
  try {
    if ((await stat(path)).size > MAX_SETTINGS_BYTES) return { ok: false, error: `${path} is too large to read` };
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, type: undefined };
    return { ok: false, error: `${path} cannot be read` };
  }
  let settings: unknown;
  try {
    settings = JSON.parse(withoutComments(text));
  } catch {
    return { ok: false, error: `${path} is not JSON mwh reads` };
  }
  const type = field(field(field(settings, 'security'), 'auth'), 'selectedType');
  return { ok: true, type: typeof type === 'string' ? type.slice(0, 40) : undefined };
}

/** The text without `//` and `/* *\/` comments outside strings, as the CLI strips them. */
function withoutComments(text: string): string {
  return text.replace(/("(?:[^"\\\n]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match, string: string | undefined) => string ?? '');
}
