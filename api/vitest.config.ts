import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Every answer a test receives is checked against its route's schema (test/answer-contract.ts).
    setupFiles: ['test/answer-contract.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
