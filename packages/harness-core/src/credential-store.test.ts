import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CredentialStore } from './credential-store.js';

let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'mwh-cred-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

describe('CredentialStore', () => {
  it('stores a credential readable by its owner only, and clears it', async () => {
    const store = new CredentialStore(home);
    expect(await store.read('claude-oauth-token')).toBeUndefined();
    await store.write('claude-oauth-token', ' sk-ant-oat01-abc \n');
    expect(await store.read('claude-oauth-token')).toBe('sk-ant-oat01-abc');
    expect((await stat(store.pathFor('claude-oauth-token'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, 'mwh', 'credentials'))).mode & 0o777).toBe(0o700);
    await store.clear('claude-oauth-token');
    expect(await store.read('claude-oauth-token')).toBeUndefined();
  });

  it('refuses an empty credential', async () => {
    await expect(new CredentialStore(home).write('openai-api-key', '  ')).rejects.toThrow(TypeError);
  });
});
