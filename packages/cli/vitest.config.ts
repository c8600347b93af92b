import { configDefaults, defineConfig } from 'vitest/config';

// It calls every stdout-closed listener of the process, which a round another file left running
// in the same worker would have registered.
const ISOLATED = ['src/stdout-closed.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['../../scripts/vitest-setup.ts'],
    testTimeout: 60_000,
    // Two files at once, whatever the cores: most of this suite waits on CLIs it started (real ones,
    // players, idle bounds and kill ladders timed out on purpose), so on two cores vitest's own
    // default (the cores less one) left the second idle while the suite was the test command's last.
    maxWorkers: 2,
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
