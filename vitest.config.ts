import { defineConfig } from 'vitest/config';

// One run covers every workspace; each workspace keeps its own config (environment, setup files).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/messages',
      'packages/contract',
      'packages/ui',
      'api',
      'portal',
      'backoffice',
      'site',
      'cms',
      'scripts',
    ],
  },
});
