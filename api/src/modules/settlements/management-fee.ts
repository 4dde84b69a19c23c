import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export interface AccrualTotals {
  holdings: number;
  amount: string;
}

/**
 * DESIGN §4: on a NAV approval the management fee accrues on every holding of the strategy, on the day's total
 * (after the day's orders settled): value = units × NAV (2 places half-up), fee = value × annual rate × days / 365
 * (2 places half-up, the domain's `dailyManagementFee`), days since the strategy's previous approved NAV. The
 * primary key makes a second run a no-op.
 */
export async function accrueManagementFees(
  ctx: AppContext,
  code: string,
  navDate: string,
  transaction: Transaction,
): Promise<AccrualTotals> {
  const [totals] = await ctx.sequelize.query<{ holdings: number; amount: string }>(
    `WITH day AS (
       SELECT n.nav,
         greatest(1, n.nav_date - coalesce(
           (SELECT max(p.nav_date) FROM strategy_navs p
            WHERE p.strategy_code = n.strategy_code AND p.status = 'APPROVED' AND p.nav_date < n.nav_date),
           n.nav_date - 1)) AS days
       FROM strategy_navs n WHERE n.strategy_code = :code AND n.nav_date = :navDate AND n.status = 'APPROVED'
     ), accrued AS (
       INSERT INTO management_fee_accruals
         (user_id, strategy_code, nav_date, days, units, nav, value, annual_rate, amount, created_at)
       SELECT h.user_id, h.strategy_code, :navDate, day.days, h.units, day.nav, round(h.units * day.nav, 2),
         s.management_fee_rate, round(round(h.units * day.nav, 2) * s.management_fee_rate * day.days / 365, 2), :now
       FROM holdings h JOIN strategies s ON s.code = h.strategy_code CROSS JOIN day
       WHERE h.strategy_code = :code AND h.units > 0
       ON CONFLICT DO NOTHING
       RETURNING amount
     )
     SELECT count(*)::int AS holdings, coalesce(sum(amount), 0)::numeric(20,2)::text AS amount FROM accrued`,
    { type: QueryTypes.SELECT, replacements: { code, navDate, now: ctx.clock.now() }, transaction },
  );
  return totals ?? { holdings: 0, amount: '0.00' };
}
