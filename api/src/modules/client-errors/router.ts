import { clientErrorApps, clientErrorLimits } from '@fund/domain';
import Joi from 'joi';
import { id, instant, listOf, nullable } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { listHandler, listQuery } from '../../platform/simple-rest.ts';
import { requireStaff } from '../auth/guards.ts';
import { dateBound } from '../users/router.ts';
import type { ClientErrorFilter } from './service.ts';
import { listClientErrors, requireErrorEndpoint, storeClientError } from './service.ts';

// A report is small; anything larger is not a report (the whole JSON body limit is far higher).
const maxReportBytes = 16 * 1024;

// Long texts are cut rather than refused: a report with a long stack is still worth keeping.
const clipped = (max: number) => Joi.string().trim().max(max).truncate();

export const clientErrorBody = Joi.object({
  app: Joi.string()
    .valid(...clientErrorApps)
    .required(),
  message: clipped(clientErrorLimits.message).min(1).required(),
  stack: clipped(clientErrorLimits.stack).allow(null, '').default(null),
  // A path only: a query string or fragment could carry a token, so it is refused rather than stored.
  path: Joi.string()
    .max(clientErrorLimits.path)
    .pattern(/^\/[^?#\s]*$/)
    .required(),
  release: Joi.string()
    .trim()
    .max(clientErrorLimits.release)
    .pattern(/^[\w.+-]+$/)
    .required(),
  userAgent: clipped(clientErrorLimits.userAgent).allow(null, '').default(null),
});

/** A stored report as the back office lists it, with how often the same error came in the filtered range. */
const clientErrorAnswer = Joi.object({
  id: id.required(),
  app: Joi.string().required(),
  message: Joi.string().required(),
  stack: nullable(Joi.string()).required(),
  path: nullable(Joi.string()).required(),
  release: nullable(Joi.string()).required(),
  userAgent: nullable(Joi.string()).required(),
  userId: nullable(id).required(),
  createdAt: instant.required(),
  occurrences: Joi.number().integer().required(),
});

export function clientErrorRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'post',
      path: '/client-errors',
      summary:
        'A front end reports an error it caught (app, message, stack, path without query, release, user agent); ' +
        'the signed-in user id is kept when there is a session. Only while the errorEndpoint flag is on',
      tag: 'client-errors',
      access: 'public',
      request: { body: clientErrorBody },
      responses: {
        201: '{ id }',
        403: 'CLIENT_ERRORS_DISABLED (the errorEndpoint flag is off)',
        413: 'PAYLOAD_TOO_LARGE',
        422: 'VALIDATION_FAILED',
        429: 'RATE_LIMITED',
      },
      answers: { 201: Joi.object({ id: id.required() }) },
    },
    [
      rateLimitByIp(ctx.sequelize, { keyPrefix: 'client-errors', points: 30, durationSeconds: 600 }),
      async (req, _res, next) => {
        await requireErrorEndpoint(ctx);
        if (Number(req.get('content-length') ?? 0) > maxReportBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', 413);
        }
        next();
      },
    ],
    async (req, res) => {
      res.status(201).json(await storeClientError(ctx, req.body, req.user?.id ?? null));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/client-errors',
      summary:
        'Front-end error reports, newest first, each with how often its message occurs (filter: app, ' +
        'createdAtFrom, createdAtTo as ISO instants or YYYY-MM-DD Bangkok days)',
      tag: 'admin',
      access: 'staff',
      request: {
        query: listQuery(
          ['id'],
          Joi.object({
            app: Joi.string().valid(...clientErrorApps),
            createdAtFrom: dateBound,
            createdAtTo: dateBound,
          }),
        ),
      },
      responses: { 200: 'Reports; Content-Range header', 403: 'AUTH_FORBIDDEN', 422: 'VALIDATION_FAILED' },
      answers: { 200: listOf(clientErrorAnswer) },
    },
    [requireStaff('readClientErrors')],
    listHandler('client-errors', (params, page) =>
      listClientErrors(ctx, (params.filter ?? {}) as ClientErrorFilter, page),
    ),
  );
}
