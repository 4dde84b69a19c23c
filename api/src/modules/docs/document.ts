import { apiVersion, createApp } from '../../platform/app.ts';
import { createContext } from '../../platform/bootstrap.ts';
import { loadConfig } from '../../platform/config.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { documentOf } from './router.ts';

/**
 * The document a deployed API serves, built without a server or a database: the routes are added to an app that
 * never listens, on a connection that is never opened. The front ends' types are generated from it.
 */
export async function buildDocument() {
  const ctx = createContext(
    loadConfig({
      APP_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'postgres://127.0.0.1:1/unused',
    }),
  );
  try {
    const app = createApp(ctx);
    return documentOf(app.locals.routes as ApiRoutes, apiVersion);
  } finally {
    await ctx.sequelize.close();
  }
}
