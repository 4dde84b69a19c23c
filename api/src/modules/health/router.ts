import type { AppContext } from '../../platform/context.ts';
import { isDatabaseReady } from '../../platform/db.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';

export function healthRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.add(
    {
      method: 'get',
      path: '/healthz',
      summary: 'The process is up',
      tag: 'health',
      access: 'public',
      responses: { 200: '{ status: "ok" }' },
    },
    (_req, res) => {
      res.json({ status: 'ok' });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/readyz',
      summary: 'The process can serve: the database answers',
      tag: 'health',
      access: 'public',
      responses: { 200: '{ status: "ready" }', 503: '{ status: "unavailable", database: false }' },
    },
    async (_req, res) => {
      const database = await isDatabaseReady(ctx.sequelize);
      res.status(database ? 200 : 503).json({ status: database ? 'ready' : 'unavailable', database });
    },
  );
}
