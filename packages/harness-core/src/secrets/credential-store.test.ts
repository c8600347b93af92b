import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { REGISTRY } from '../registry.js';
import { CREDENTIAL_DIR, CredentialStore } from './credential-store.js';

const home = tempDir('mwh-cred-');

describe('CredentialStore', () => {
  it('stores a credential readable by its owner only, and clears it', async () => {
    const store = new CredentialStore(home.path);
    expect(await store.read('claude-oauth-token')).toBeUndefined();
    await store.write('claude-oauth-token', ' sk-ant-oat01-abc \n');
    expect(await store.read('claude-oauth-token')).toBe('sk-ant-oat01-abc');
    expect((await stat(store.pathFor('claude-oauth-token'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(home.path, 'mwh', 'credentials'))).mode & 0o777).toBe(0o700);
    await store.clear('claude-oauth-token');
    expect(await store.read('claude-oauth-token')).toBeUndefined();
  });

  it('refuses an empty credential', async () => {
    await expect(new CredentialStore(home.path).write('openai-api-key', '  ')).rejects.toThrow(TypeError);
  });

  it("keeps every registered CLI's credential under its own name, and refuses a name that could leave the folder", async () => {
    const store = new CredentialStore(home.path);
    for (const registration of REGISTRY) expect(store.pathFor(registration.signIn.stored.name)).toBe(join(home.path, CREDENTIAL_DIR, registration.signIn.stored.name));
    expect(new Set(REGISTRY.map((registration) => registration.signIn.stored.name)).size).toBe(REGISTRY.length);
    for (const name of ['../x', 'a/b', '', 'Key', '-x']) expect(() => store.pathFor(name)).toThrow(TypeError);
    await expect(store.write('../escape', 'secret')).rejects.toThrow(TypeError);
  });
});
