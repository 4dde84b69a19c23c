import { apiVersion, createApp } from './app.ts';
import { createContext } from './bootstrap.ts';
import { documentOf } from './modules/docs/router.ts';
import { loadConfig } from './platform/config.ts';
import type { ApiRoutes } from './platform/openapi.ts';
import { runMain } from './platform/run-main.ts';

/**
 * Prints the OpenAPI document a deployed API serves at /docs/openapi.json, built without a server or a database: the
 * routes are added to an app that never listens, on a connection that is never opened. The contract package's
 * generator reads it (`npm run contract:generate`).
 */
runMain('openapi', async () => {
  const ctx = createContext(
    loadConfig({
      APP_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'postgres://127.0.0.1:1/unused',
    }),
  );
  try {
    const app = createApp(ctx);
    const document = documentOf(app.locals.routes as ApiRoutes, apiVersion);
    process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  } finally {
    await ctx.sequelize.close();
  }
});
