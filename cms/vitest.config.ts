import { defineConfig } from 'vitest/config';

// Only the pure setup rules are unit-tested; the Strapi wiring around them is checked by booting the CMS.
export default defineConfig({
  test: {
    name: 'cms',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
