import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchFor } from '../test-support/scratch.js';
import { geminiSignedIn } from './gemini-login.js';

describe("Gemini CLI's sign-in as its files say it", () => {
  const scratch = scratchFor('gemini-login', 'each');
  const settings = async (home: string, text: string) => {
    await mkdir(join(home, '.gemini'), { recursive: true });
    await writeFile(join(home, '.gemini', 'settings.json'), text);
  };

  it('is no with no settings, whatever key the environment holds (a round removes it)', async () => {
    expect(await geminiSignedIn({ HOME: scratch.home, GEMINI_API_KEY: 'AIza-not-counted-123456' })).toEqual({ state: 'no' });
  });

  it('is a Google login when the settings select it and its tokens are there, no without them', async () => {
    await settings(scratch.home, '{\n  // chosen in the dialog\n  "security": { "auth": { "selectedType": "oauth-personal" } }\n}\n');
    expect(await geminiSignedIn({ HOME: scratch.home })).toEqual({ state: 'no' });
    await writeFile(join(scratch.home, '.gemini', 'oauth_creds.json'), '{}');
    expect(await geminiSignedIn({ HOME: scratch.home })).toEqual({ state: 'yes', how: 'Google login' });
  });

  it('reads the home GEMINI_CLI_HOME names first, and says it cannot tell for a key or an unreadable file', async () => {
    await settings(scratch.configHome, '{"security":{"auth":{"selectedType":"gemini-api-key"}}}');
    expect(await geminiSignedIn({ HOME: scratch.home, GEMINI_CLI_HOME: scratch.configHome })).toMatchObject({ state: 'unknown' });
    await settings(scratch.home, '{"security": ');
    expect(await geminiSignedIn({ HOME: scratch.home })).toMatchObject({ state: 'unknown', how: expect.stringContaining('not JSON') });
    await settings(scratch.home, '{"security":{"auth":{"selectedType":"vertex-ai"}}}');
    expect(await geminiSignedIn({ HOME: scratch.home })).toMatchObject({ state: 'unknown', how: expect.stringContaining('vertex-ai') });
  });
});
