import { bangkokDate, performance, type BilingualText as Text } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

interface TradeRow {
  ref: string;
  sort_order: number;
  kind: 'increase' | 'reduce' | 'switch';
  leg: 'out' | 'in' | null;
  strategy_code: string;
  trade_date: string;
  units: string;
  nav: string;
  amount: string;
  fee: string;
}

/**
 * The investor's settled orders up to the report date. settled_amount is what a purchase cost (its fee included)
 * and what a sale paid (net of the reduce fee); a switch leg is a trade of its own strategy.
 */
const tradesSql = `
  SELECT o.ref, s.sort_order, o.kind, o.leg, o.strategy_code, to_char(o.trade_date, 'YYYY-MM-DD') AS trade_date,
    o.settled_units::text AS units, o.nav::text, o.settled_amount::text AS amount, coalesce(o.fee, 0)::text AS fee
  FROM orders o JOIN strategies s ON s.code = o.strategy_code
  WHERE o.user_id = :userId AND o.stage = 'success' AND o.settled_units IS NOT NULL AND o.trade_date <= :asOf
  ORDER BY o.trade_date, o.id`;

/** Each settled switch-out's net proceeds, and the day its in leg bought with them (null while it has not). */
const transitSql = `
  SELECT o.ref, o.settled_amount::text AS amount, to_char(o.trade_date, 'YYYY-MM-DD') AS from_date,
    CASE WHEN i.stage = 'success' AND i.trade_date <= :asOf THEN to_char(i.trade_date, 'YYYY-MM-DD') END AS to_date
  FROM orders o LEFT JOIN orders i ON i.paired_order_id = o.id AND i.leg = 'in'
  WHERE o.user_id = :userId AND o.leg = 'out' AND o.stage = 'success' AND o.settled_amount > 0
    AND o.trade_date <= :asOf`;

/** The approved NAVs of the strategies traded, from each one's first trade to the report date. */
const navsSql = `
  SELECT n.strategy_code, to_char(n.nav_date, 'YYYY-MM-DD') AS date, n.nav::text
  FROM strategy_navs n
  JOIN (SELECT strategy_code, min(trade_date) AS first FROM orders
    WHERE user_id = :userId AND stage = 'success' AND settled_units IS NOT NULL GROUP BY strategy_code) t
    ON t.strategy_code = n.strategy_code
  WHERE n.status = 'APPROVED' AND n.nav_date >= t.first AND n.nav_date <= :asOf
  ORDER BY n.strategy_code, n.nav_date`;

/** What the report is computed from, as read from the database: the domain's input. */
export async function performanceReportInput(
  ctx: AppContext,
  userId: number,
): Promise<performance.ReportInput> {
  const asOf = bangkokDate(ctx.clock.now());
  const replacements = { userId, asOf };
  const [trades, transit, navs] = await Promise.all([
    ctx.sequelize.query<TradeRow>(tradesSql, { type: QueryTypes.SELECT, replacements }),
    ctx.sequelize.query<{ ref: string; amount: string; from_date: string; to_date: string | null }>(
      transitSql,
      {
        type: QueryTypes.SELECT,
        replacements,
      },
    ),
    ctx.sequelize.query<{ strategy_code: string; date: string; nav: string }>(navsSql, {
      type: QueryTypes.SELECT,
      replacements,
    }),
  ]);
  // In the strategies' own order, as the overview lists holdings.
  const codes = [
    ...new Set([...trades].sort((a, b) => a.sort_order - b.sort_order).map((t) => t.strategy_code)),
  ];
  return {
    asOf,
    strategies: codes.map((code) => ({
      strategyCode: code,
      navs: navs.filter((n) => n.strategy_code === code).map((n) => ({ date: n.date, nav: n.nav })),
      trades: trades
        .filter((t) => t.strategy_code === code)
        .map((t) => ({
          ref: t.ref,
          date: t.trade_date,
          side: t.kind === 'increase' || t.leg === 'in' ? ('buy' as const) : ('sell' as const),
          external: t.kind !== 'switch',
          units: t.units,
          nav: t.nav,
          amount: t.amount,
          fee: t.fee,
        })),
    })),
    transit: transit.map((t) => ({ ref: t.ref, amount: t.amount, from: t.from_date, to: t.to_date })),
  };
}

/**
 * The performance report (issue 19): per strategy the investor has held and in total, TWR and IRR side by side for
 * each period, realised and unrealised gain from FIFO lots, and each period reconciled to the satang. Computed by
 * the domain's `performance.performanceReport` from the settled orders and the approved NAVs.
 */
export async function performanceReportOf(ctx: AppContext, userId: number) {
  const input = await performanceReportInput(ctx, userId);
  const report = performance.performanceReport(input);
  const names = await ctx.sequelize.query<{ code: string; name: Text }>(
    'SELECT code, name FROM strategies WHERE code IN (:codes)',
    {
      type: QueryTypes.SELECT,
      replacements: { codes: report.strategies.map((s) => s.strategyCode).concat('') },
    },
  );
  const nameOf = new Map(names.map((n) => [n.code, n.name]));
  return {
    ...report,
    strategies: report.strategies.map((s) => ({ ...s, name: nameOf.get(s.strategyCode) ?? null })),
  };
}
