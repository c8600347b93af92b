/** codex's bench facts (see `../bench-kit.ts`). */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { codexMockProviderArgs, MOCK_KEY_ENV, startResponsesMock, textReply, type ResponsesMock } from '@mwh/mock-servers';
import { packageVersion, type BenchKit } from '../bench-kit.js';
import { mwhCodexRead, naiveCodexRead } from '../read-pipelines.js';
import { zodCodexRead } from '../zod-read.js';

const require = createRequire(import.meta.url);

export const codexBenchKit = {
  harness: 'codex',
  read: {
    variants: (stream, variant) => [variant('naive', naiveCodexRead), variant('mwh reader', mwhCodexRead), { name: 'mwh reader cold', run: () => mwhCodexRead(stream) }],
    target: 0.8,
  },
  zodRead: zodCodexRead,
  acp: {
    peer: () => {
      const name = '@zed-industries/codex-acp';
      // The native binary its launcher (a node script) would find and run: an editor runs it directly.
      const platform = `${name}-${process.platform}-${process.arch}`;
      const binary = join(dirname(createRequire(require.resolve(`${name}/package.json`)).resolve(`${platform}/package.json`)), 'bin/codex-acp');
      return { name, version: packageVersion(name), command: (cwd, env) => ({ command: binary, args: [], cwd, env }) };
    },
    startMock: () => startResponsesMock({ replies: [], fallback: textReply('the answer is 42.', { deltas: ['the ', 'answer ', 'is ', '42.'] }) }),
    // codex-acp has a codex of its own inside: it and mwh's codex both read the mock provider from CODEX_HOME/config.toml.
    env: (base, paths, url) => {
      const toml = codexMockProviderArgs(url).filter((_, index) => index % 2 === 1);
      writeFileSync(join(paths.config, 'config.toml'), `${toml.join('\n')}\n`);
      return { ...base, CODEX_HOME: paths.config, [MOCK_KEY_ENV]: 'sk-bench' };
    },
    peakRssTarget: 1.5,
  },
  // The Responses mock answers by arrival order, not by request: one mock per round, so each
  // round is sure to be answered with its own marker and its own secret.
  startRoundMocks: async (answers) => {
    const mocks: ResponsesMock[] = [];
    for (let n = 0; n < answers.rounds; n++) {
      const deltas = answers.deltas(n);
      mocks.push(await startResponsesMock([textReply(deltas.join(''), { deltas })]));
    }
    return {
      optionsFor: (n) => ({ args: codexMockProviderArgs(mocks[n]!.url), credential: { type: 'cli-login' }, env: { [MOCK_KEY_ENV]: 'sk-bench' } }),
      close: async () => {
        for (const mock of mocks) await mock.close();
      },
    };
  },
  resumedRound: 'round (resumed thread)',
} satisfies BenchKit;
