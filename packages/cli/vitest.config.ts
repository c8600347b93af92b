import { configDefaults, defineConfig } from 'vitest/config';

// It calls every stdout-closed listener of the process, which a round another file left running
// in the same worker would have registered.
const ISOLATED = ['src/stdout-closed.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['../../scripts/vitest-setup.ts'],
    // A hang detector, not a measure: CI runs four tasks at once on two cores, where a test that
    // takes 46 s alone took over 60 s.
    testTimeout: 180_000,
    // Four files at once, whatever the cores: most of this suite waits on CLIs it started (real ones,
    // players, idle bounds and kill ladders timed out on purpose): measured on two cores, 2 workers
    // kept them 26% busy (271 s wall for 140 CPU-s), 4 took 133 s for 109 CPU-s, and this suite is
    // the test command's last.
    maxWorkers: 4,
    // Test files share their worker's modules instead of importing them all again for each file:
    // imports were half of a package's time; the file above runs in its own.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED] } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
    // GitHub's workflow parser imports its schema JSON without an import attribute, which Node 20
    // refuses: vite transforms it instead of Node loading it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
