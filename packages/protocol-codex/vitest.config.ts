import { configDefaults, defineConfig } from 'vitest/config';

// It mocks a module (vi.mock), which must not reach the other files.
const ISOLATED = ['src/codex-wire-use.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['../../scripts/vitest-setup.ts'],
    testTimeout: 180_000,
    // Test files share their worker's modules instead of importing them all again for each file
    // (imports were half of a package's time); the files above run each in its own.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED] } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
