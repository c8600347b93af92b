import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['../../scripts/vitest-setup.ts'],
    testTimeout: 180_000,
    // Test files share their worker's modules instead of importing them all again for each file:
    // imports were half of a package's time, and no test here mocks a module or leaves global
    // state behind.
    isolate: false,
  },
});
