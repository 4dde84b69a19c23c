import { listOf } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { listStaffStrategies } from './admin-repository.ts';
import { codeParams, listStrategiesQuery, strategyUpdateBody } from './admin-schemas.ts';
import { getStaffStrategy, updateStrategy } from './admin-service.ts';
import { staffStrategyAnswer, staffStrategyDetailAnswer } from './staff-answers.ts';

/**
 * Staff strategies (react-admin): fees, minimums, risk level, band, names and summaries. Every staff role reads
 * them (as the orders, NAVs and calendar they go with); operations and admins change them.
 */
export function strategyAdminRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const readers = [requireStaff('read')];
  const keepers = [requireStaff('keepStrategies')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/strategies',
      summary: 'Strategies with fees, minimums and the latest approved NAV (react-admin; filters q, minBand)',
      tag: 'admin',
      access: 'staff',
      request: { query: listStrategiesQuery },
      responses: { 200: 'Strategies; Content-Range header', 401: 'AUTH_REQUIRED', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(staffStrategyAnswer) },
    },
    readers,
    listHandler('strategies', (params, { offset, limit }) =>
      listStaffStrategies(
        ctx,
        (params.filter ?? {}) as { q?: string; minBand?: string },
        params.sort ?? ['sortOrder', 'ASC'],
        offset,
        limit,
      ),
    ),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/strategies/:code',
      summary:
        'One strategy with its editable fields and, read-only, the rest of spec §3 Strategy: type, startPrice, currencyPolicy, dividendPolicy, registrationDate, manager, trustee, managementModel, managementStartDate, dealing, suitableFor, unsuitableFor (its id is the fund code)',
      tag: 'admin',
      access: 'staff',
      request: { params: codeParams },
      responses: { 200: 'The strategy', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND', 422: 'VALIDATION_FAILED' },
      answers: { 200: staffStrategyDetailAnswer },
    },
    readers,
    async (req, res) => {
      res.json(await getStaffStrategy(ctx, String(req.params.code)));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/admin/strategies/:code',
      summary:
        'Change fee rates (fractions), minimums (baht), risk level, minimum band, names or summaries (audited; orders use them at once)',
      tag: 'admin',
      access: 'staff',
      request: { params: codeParams, body: strategyUpdateBody },
      responses: {
        200: 'The saved strategy',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: staffStrategyDetailAnswer },
    },
    keepers,
    async (req, res) => {
      res.json(await updateStrategy(ctx, String(req.params.code), req.body, actorOf(req)));
    },
  );
}
