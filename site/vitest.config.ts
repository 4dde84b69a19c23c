import { defineConfig } from 'vitest/config';

// Only the React islands run under Vitest; .astro pages are checked by building the site.
export default defineConfig({
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
