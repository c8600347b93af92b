import { mkdtemp, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicMock, textMessage } from '@mwh/mock-servers';
import { startMwh } from './test-support/mwh-process.js';

// mwh as a process, the real CLIs behind it, loopback mocks in front of them.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(homedir(), '.cache-mwh-run-command-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Only node's folder on PATH: no claude or codex there. */
const bareEnv = () => ({ PATH: dirname(process.execPath), HOME: dir, NO_COLOR: '1' });

describe('mwh run as a process', () => {
  it('finds claude in the installed packages when it is not on PATH', async () => {
    const mock = await startAnthropicMock({ replies: [textMessage(['Found ', 'and ran.'])] });
    try {
      const run = startMwh(['run', '--harness', 'claude', '--credential', 'environment', '--config-home', join(dir, 'claude-home'), 'Say something.'], {
        cwd: dir,
        env: { ...bareEnv(), ANTHROPIC_BASE_URL: mock.url, ANTHROPIC_API_KEY: 'sk-ant-mwh-found', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
      });
      const result = await run.done;
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain('Found and ran.\n');
      expect(result.status).toBe(0);
    } finally {
      await mock.close();
    }
  });
});
