import { configDefaults, defineConfig } from 'vitest/config';

// Each in a module graph of its own: round-faults spies on the readers' prototypes (vi.spyOn),
// reader-load mocks modules (vi.doMock, vi.resetModules); round-control and thread-lock count the
// threads locked in the process, which another file's round left running would change.
const ISOLATED = ['src/round/round-faults.test.ts', 'src/round/reader-load.test.ts', 'src/round/round-control.test.ts', 'src/round/thread-lock.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['../../scripts/vitest-setup.ts'],
    testTimeout: 180_000,
    // Two files at once, whatever the cores: most of this suite waits on CLIs it started (real ones,
    // players, idle bounds and kill ladders timed out on purpose), so on two cores vitest's own
    // default (the cores less one) left the second idle while the suite was the test command's last.
    maxWorkers: 2,
    // Test files share their worker's modules instead of importing them all again for each file
    // (imports were half of a package's time); the files above run each in its own.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED] } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
