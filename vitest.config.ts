import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // In every project the files share one module graph instead of importing it once each
      // (docs/testing.md, "The suites"). A test leaves no state behind.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.{ts,tsx}'],
          isolate: false,
          globalSetup: ['tests/support/build-client.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The Meilisearch API contract: always on the embedded engine, also on MEILI_HOST when set.
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.{ts,tsx}'],
          isolate: false,
          globalSetup: ['tests/support/build-client.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
