/**
 * Credentials the harness keeps for a user's rounds (a pasted Claude token, an OpenAI API key):
 * one file each under the user's own config home, readable by the owner only, beside the
 * CLI's own login so the two live and die together.
 */
import { mkdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { join } from 'node:path';

export type StoredCredential = 'claude-oauth-token' | 'openai-api-key';

export const CREDENTIAL_DIR = join('mwh', 'credentials');

export class CredentialStore {
  constructor(readonly configHome: string) {}

  pathFor(name: StoredCredential): string {
    return join(this.configHome, CREDENTIAL_DIR, name);
  }

  async read(name: StoredCredential): Promise<string | undefined> {
    try {
      const value = (await readFile(this.pathFor(name), 'utf8')).trim();
      return value || undefined;
    } catch {
      return undefined;
    }
  }

  async write(name: StoredCredential, value: string): Promise<void> {
    const trimmed = value.trim();
    if (!trimmed) throw new TypeError('An empty credential cannot be stored.');
    const dir = join(this.configHome, CREDENTIAL_DIR);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    await writeFile(this.pathFor(name), `${trimmed}\n`, { mode: 0o600 });
    // writeFile keeps the mode of an existing file: make sure it is private.
    await chmod(this.pathFor(name), 0o600);
  }

  async clear(name: StoredCredential): Promise<void> {
    await rm(this.pathFor(name), { force: true });
  }
}
