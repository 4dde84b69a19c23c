import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'contract', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], testTimeout: 120_000 },
});
