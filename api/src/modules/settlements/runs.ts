import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export async function listSettlementRuns(
  ctx: AppContext,
  filter: { strategyCode?: string; tradeDate?: string; cause?: string },
  offset: number,
  limit: number,
) {
  const where = `WHERE (:code::text IS NULL OR r.strategy_code = :code)
    AND (:tradeDate::date IS NULL OR r.trade_date = :tradeDate::date)
    AND (:cause::text IS NULL OR r.cause = :cause)`;
  const replacements = {
    code: filter.strategyCode ?? null,
    tradeDate: filter.tradeDate ?? null,
    cause: filter.cause ?? null,
    offset,
    limit,
  };
  const rows = await ctx.sequelize.query(
    `SELECT r.id, r.strategy_code AS "strategyCode", to_char(r.trade_date, 'YYYY-MM-DD') AS "tradeDate",
       r.nav::text AS nav, r.orders_settled AS "ordersSettled", r.units_in::text AS "unitsIn",
       r.units_out::text AS "unitsOut", r.amount_in::text AS "amountIn", r.amount_out::text AS "amountOut",
       r.fees::text AS fees, r.cause, u.email AS "approvedBy", r.created_at AS "createdAt"
     FROM settlement_runs r LEFT JOIN users u ON u.id = r.approved_by ${where}
     ORDER BY r.trade_date DESC, r.id DESC OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM settlement_runs r ${where}`,
    { type: QueryTypes.SELECT, replacements },
  );
  return { rows, total: Number(count?.total ?? 0) };
}
