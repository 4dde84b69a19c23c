import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { recalculateTiersAfterSettlement } from '../tiers/recalculate.ts';
import { settleStrategyDate } from './settle.ts';

export interface SweptDate {
  strategyCode: string;
  tradeDate: string;
  ordersSettled: number;
}

/**
 * The safety net behind settlement (DESIGN §4, every approved order settles exactly once): settles every approved
 * order whose trade date already has an approved NAV, as that NAV's approval would have. Such an order should not
 * exist; should one be left behind, it settles here rather than wait forever. Settling is idempotent, so running
 * this at any time, or twice at once, changes nothing more. One strategy and date per transaction, oldest first, so
 * a switch-out settles before the switch-in waiting for its proceeds.
 */
export async function settleStrandedOrders(ctx: AppContext): Promise<SweptDate[]> {
  const stranded = await ctx.sequelize.query<{ code: string; date: string }>(
    `SELECT DISTINCT o.strategy_code AS code, to_char(o.trade_date, 'YYYY-MM-DD') AS date
     FROM orders o JOIN strategy_navs n ON n.strategy_code = o.strategy_code AND n.nav_date = o.trade_date
     WHERE o.stage = 'approved' AND n.status = 'APPROVED'
       -- A switch-in without its amount still waits for its out leg's NAV.
       AND (o.leg IS DISTINCT FROM 'in' OR o.amount IS NOT NULL)
     ORDER BY date, code`,
    { type: QueryTypes.SELECT },
  );
  const swept: SweptDate[] = [];
  for (const { code, date } of stranded) {
    const totals = await ctx.sequelize.transaction((transaction) =>
      settleStrategyDate(ctx, code, date, transaction, { cause: 'SWEEP', actorId: null }),
    );
    if (totals && totals.ordersSettled > 0) {
      await recalculateTiersAfterSettlement(ctx, { strategyCode: code });
      swept.push({ strategyCode: code, tradeDate: date, ordersSettled: totals.ordersSettled });
    }
  }
  return swept;
}
