/** Claude Code's bench facts (see `../bench-kit.ts`). */
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { concatBytes } from '@mwh/protocol-core';
import { writeFileSync } from 'node:fs';
import { startAnthropicMock, textMessage } from '@mwh/mock-servers';
import { agentSdkRead } from '../agent-sdk-read.js';
import { packageVersion, type BenchKit } from '../bench-kit.js';
import { mwhClaudeDecode, mwhClaudeRead, naiveClaudeRead } from '../read-pipelines.js';
import { zodClaudeRead } from '../zod-read.js';

const require = createRequire(import.meta.url);

/** Pointed at the Anthropic mock with a key of its own in the environment. */
const mockEnv = (url: string) => ({ ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: 'sk-ant-bench', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' });

export const claudeBenchKit = {
  harness: 'claude',
  read: {
    variants: (stream, variant, scratch) => {
      const file = join(scratch, 'claude-stream.jsonl');
      const variants = [
        variant('naive', naiveClaudeRead),
        variant('mwh decoder', mwhClaudeDecode),
        variant('mwh reader', mwhClaudeRead),
        // The same reader without the re-warm: what the first 64 MB after a full GC cost.
        { name: 'mwh reader cold', run: () => mwhClaudeRead(stream) },
      ];
      writeFileSync(file, concatBytes(stream.rounds.map((r) => r.round.stdout)));
      return [...variants, { name: 'agent sdk', run: () => agentSdkRead(file) }];
    },
    target: 0.85,
  },
  zodRead: zodClaudeRead,
  acp: {
    peer: () => {
      const name = '@zed-industries/claude-agent-acp';
      const main = join(dirname(require.resolve(`${name}/package.json`)), 'dist/index.js');
      // Started as its bin starts (`#!/usr/bin/env node`), on the pinned Claude Code.
      return { name, version: packageVersion(name), command: (cwd, env, cli) => ({ command: process.execPath, args: [main], cwd, env: { ...env, CLAUDE_CODE_EXECUTABLE: cli } }) };
    },
    startMock: () => startAnthropicMock({ fallback: textMessage(['the ', 'answer ', 'is ', '42.']) }),
    env: (base, paths, url) => ({ ...base, CLAUDE_CONFIG_DIR: paths.config, ...mockEnv(url) }),
    peakRssTarget: 1,
  },
  // One mock for every round: it answers each request by the round its body asks for.
  startRoundMocks: async (answers) => {
    const mock = await startAnthropicMock({ replies: [], fallback: (request) => textMessage(answers.deltas(answers.roundOf(request.rawBody))) });
    return { optionsFor: () => ({ credential: { type: 'environment' }, env: mockEnv(mock.url) }), close: () => mock.close() };
  },
  resumedRound: 'round (resumed session)',
} satisfies BenchKit;
