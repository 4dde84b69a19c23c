import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../scripts/stack/postgres.ts';
import { createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/platform/config.ts';
import { migrate } from '../src/platform/migrate.ts';
import { seed } from '../src/seed.ts';
import { freePort } from './free-port.ts';

export const templateDatabase = 'api_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgPort: number;
  }
}

/** One real PostgreSQL for the whole run; every test file clones its own database from a migrated template. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-pg-'));
  const port = await freePort();
  const postgres = await startEmbeddedPostgres({ dataDir, port, persistent: false });
  await postgres.ensureDatabase(templateDatabase);
  // The seed stores the demo investor's KYC photos and contract: in a folder of this run, not the checkout.
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'api-test-seed-uploads-'));
  const ctx = createContext(
    loadConfig({
      APP_ENV: 'test',
      DATABASE_URL: postgres.url(templateDatabase),
      LOG_LEVEL: 'silent',
      UPLOAD_DIR: uploadDir,
    }),
  );
  await migrate(ctx.sequelize);
  await seed(ctx);
  await ctx.sequelize.close();
  project.provide('pgPort', port);
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(uploadDir, { recursive: true, force: true });
  };
}
