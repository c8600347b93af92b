import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['../../scripts/vitest-setup.ts'],
    testTimeout: 60_000,
    // GitHub's workflow parser imports its schema JSON without an import attribute, which Node 20
    // refuses: vite transforms it instead of Node loading it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
