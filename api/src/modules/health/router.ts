import type { RequestHandler } from 'express';
import Joi from 'joi';
import { fileAnswer } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { isDatabaseReady } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isJobQueueReady } from '../../platform/job-queue.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';

export function healthRoutes(routes: ApiRoutes, ctx: AppContext, metrics: RequestHandler): void {
  // Liveness: the process answers. It never looks at the database, so an outage there does not get the API
  // restarted; readiness takes it out of the proxy's rotation instead.
  routes.add(
    {
      method: 'get',
      path: '/healthz',
      summary: 'The process is up',
      tag: 'health',
      access: 'public',
      responses: { 200: '{ status: "ok" }' },
      answers: { 200: Joi.object({ status: Joi.string().valid('ok').required() }) },
    },
    (_req, res) => {
      res.json({ status: 'ok' });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/readyz',
      summary:
        'The process can serve: the database answers and, in a process that runs the job queue, so does the queue',
      tag: 'health',
      access: 'public',
      responses: {
        200: '{ status: "ready", database: true, queue: true | null }',
        503: 'SERVICE_UNAVAILABLE, details { database, queue }',
      },
      answers: {
        200: Joi.object({
          status: Joi.string().valid('ready').required(),
          database: Joi.boolean().valid(true).required(),
          queue: Joi.boolean().valid(true).allow(null).required(),
        }),
      },
    },
    async (_req, res) => {
      const database = await isDatabaseReady(ctx.sequelize);
      // null: this process runs no queue (a test app, a tool), so there is none to wait for.
      const queue = ctx.jobs ? await isJobQueueReady(ctx.jobs) : null;
      if (!database || queue === false) {
        throw new AppError('SERVICE_UNAVAILABLE', 503, { details: { database, queue } });
      }
      res.json({ status: 'ready', database, queue });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/metrics',
      summary:
        'Prometheus metrics (requests, latency, errors, database pool, job queue, process), for peers in METRICS_ALLOW only; anyone else gets 404',
      tag: 'health',
      access: 'internal',
      responses: {
        200: 'text/plain exposition format',
        404: 'ROUTE_NOT_FOUND (a peer outside METRICS_ALLOW)',
      },
      answers: { 200: fileAnswer('text/plain') },
    },
    metrics,
  );
}
