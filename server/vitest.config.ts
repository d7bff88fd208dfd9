import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each test file gets its own database; on PostgreSQL that is its own schema-less database.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
