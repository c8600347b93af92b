import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { CredentialStore } from './credential-store.js';

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
});
