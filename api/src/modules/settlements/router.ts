import { investing } from '@fund/domain';
import Joi from 'joi';
import { listOf } from '../../platform/answer-schemas.ts';
import { calendarDay, strategyCode } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, listQuery } from '../../platform/simple-rest.ts';
import { requireStaff } from '../auth/guards.ts';
import { settlementRunAnswer } from './answers.ts';
import { listSettlementRuns } from './runs.ts';

const runsQuery = listQuery(
  ['tradeDate'],
  Joi.object({
    strategyCode,
    tradeDate: calendarDay,
    cause: Joi.string().valid(...investing.settlementCauses),
  }),
);

/** What each settlement settled (DESIGN §4): a NAV's approval, an order approved after its NAV, a sweep. */
export function settlementsRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const readers = [requireStaff('read')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/settlements',
      summary:
        'What each settlement settled, with its cause: NAV_APPROVED, ORDER_APPROVED (approved after its NAV), SWITCH_OUT_SETTLED (switch-ins paid by their out leg) or SWEEP (react-admin; filters strategyCode, tradeDate, cause)',
      tag: 'admin',
      access: 'staff',
      request: { query: runsQuery },
      responses: { 200: 'Settlement runs; Content-Range header', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(settlementRunAnswer) },
    },
    readers,
    listHandler('settlements', (params, { offset, limit }) =>
      listSettlementRuns(ctx, params.filter ?? {}, offset, limit),
    ),
  );
}
