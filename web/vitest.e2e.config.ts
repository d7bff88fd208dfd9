import { defineConfig } from 'vitest/config';

/** Browser journeys against the real server; started by e2e/run.mjs, which passes E2E_BASE_URL. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    globals: false,
  },
});
