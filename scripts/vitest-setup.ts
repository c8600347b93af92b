// Property tests are seeded so a failure can be replayed: FC_SEED=<seed> pnpm test.
import fc from 'fast-check';

const seed = Number(process.env.FC_SEED ?? 20261202);
fc.configureGlobal({ seed, numRuns: Number(process.env.FC_RUNS ?? 200) });
