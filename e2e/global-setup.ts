import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { readDatabaseUrls, readPorts, repoRoot } from '../scripts/stack/settings.ts';
import { startStack } from '../scripts/stack/stack.ts';

/**
 * Starts the whole system once for every journey, on its own ports (the defaults + 1000, so a running
 * `npm start` is left alone; `E2E_PORT_OFFSET` picks another offset so two checkouts can run journeys side by side)
 * and on fresh data. URLs reach the journeys through the environment.
 */
export default async function globalSetup(_config: FullConfig) {
  const stack = await startStack({
    ports: readPorts({}, Number(process.env.E2E_PORT_OFFSET || 1000)),
    dataDir: path.join(repoRoot, '.data/e2e'),
    appEnv: 'test',
    databaseUrls: readDatabaseUrls({}),
    fresh: true,
    progress: (line) => console.log(`[stack] ${line}`),
  });
  for (const [name, url] of Object.entries(stack.urls)) process.env[`E2E_${name.toUpperCase()}_URL`] = url;
  return async () => {
    await stack.stop();
  };
}
