import { defineConfig } from 'vitest/config';

// Islands and content loading run here; .astro pages are checked by building the site (test/site-build.test.ts).
export default defineConfig({
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'site',
    environment: 'jsdom',
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
