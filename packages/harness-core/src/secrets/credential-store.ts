/**
 * Credentials the harness keeps for a user's rounds (a pasted Claude token, an OpenAI API key):
 * one file each under the user's own config home, readable by the owner only, beside the
 * CLI's own login so the two live and die together.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The name of a credential mwh keeps, given by its CLI's registration (`signIn.stored.name`:
 * `claude-oauth-token`, `openai-api-key`, ...): a file's name, so letters, digits and hyphens only.
 */
export type StoredCredential = string;

const CREDENTIAL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CREDENTIAL_DIR = join('mwh', 'credentials');

export class CredentialStore {
  constructor(readonly configHome: string) {}

  pathFor(name: StoredCredential): string {
    // A name is a registration's, never input; one that could leave the folder is a mistake in it.
    if (!CREDENTIAL_NAME.test(name)) throw new TypeError(`A stored credential's name is lowercase letters, digits and hyphens, not ${JSON.stringify(name)}.`);
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
    await this.writePrivate(this.pathFor(name), `${trimmed}\n`);
  }

  async clear(name: StoredCredential): Promise<void> {
    await rm(this.pathFor(name), { force: true });
    await rm(this.appliedPathFor(name), { force: true });
  }

  /**
   * Whether `value` is what was last handed to the CLI's own login store (codex's auth.json),
   * by a digest kept beside the credential: a replaced credential is handed over again.
   */
  async isApplied(name: StoredCredential, value: string): Promise<boolean> {
    try {
      return (await readFile(this.appliedPathFor(name), 'utf8')).trim() === digest(value);
    } catch {
      return false;
    }
  }

  async markApplied(name: StoredCredential, value: string): Promise<void> {
    await this.writePrivate(this.appliedPathFor(name), `${digest(value)}\n`);
  }

  private appliedPathFor(name: StoredCredential): string {
    return `${this.pathFor(name)}.applied`;
  }

  private async writePrivate(path: string, text: string): Promise<void> {
    const dir = join(this.configHome, CREDENTIAL_DIR);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    await writeFile(path, text, { mode: 0o600 });
    // writeFile keeps the mode of an existing file: make sure it is private.
    await chmod(path, 0o600);
  }
}

/** A one-way digest: the applied record says which credential, never what it is. */
function digest(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
