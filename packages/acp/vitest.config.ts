import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['../../scripts/vitest-setup.ts'],
    testTimeout: 60_000,
  },
});
