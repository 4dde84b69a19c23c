import { investing } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export interface SettlementTotals {
  ordersSettled: number;
  unitsIn: string;
  unitsOut: string;
  amountIn: string;
  amountOut: string;
  fees: string;
}

interface Rates {
  nav: string;
  increaseFeeRate: string;
  reduceFeeRate: string;
}

async function ratesOf(
  ctx: AppContext,
  code: string,
  date: string,
  transaction: Transaction,
): Promise<Rates | null> {
  const [row] = await ctx.sequelize.query<Rates>(
    `SELECT n.nav::text AS nav, s.increase_fee_rate::text AS "increaseFeeRate",
       s.reduce_fee_rate::text AS "reduceFeeRate"
     FROM strategy_navs n JOIN strategies s ON s.code = n.strategy_code
     WHERE n.strategy_code = :code AND n.nav_date = :date AND n.status = 'APPROVED'`,
    { type: QueryTypes.SELECT, replacements: { code, date }, transaction },
  );
  return row ?? null;
}

/**
 * Reductions and switch-outs of one strategy and trade date, set-based: each sells its reserved units at the NAV;
 * the reduce fee is charged on the profit over the units' average cost (DESIGN §4); the holding gives up the units
 * and their cost; each switch-out hands its net proceeds to its in leg.
 */
const settleSellsSql = `
  WITH sells AS (
    SELECT o.id, o.user_id, o.units, h.units AS held, h.cost AS held_cost
    FROM orders o JOIN holdings h ON h.user_id = o.user_id AND h.strategy_code = o.strategy_code
    WHERE o.strategy_code = :code AND o.trade_date = :date AND o.stage = 'approved'
      AND (o.kind = 'reduce' OR o.leg = 'out')
    FOR UPDATE OF o, h
  ), priced AS (
    SELECT id, user_id, units, round(units * :nav, 2) AS gross,
      CASE WHEN units = held THEN held_cost ELSE round(held_cost * units / held, 2) END AS cost_sold
    FROM sells
  ), settled AS (
    UPDATE orders o SET stage = 'success', nav = :nav, settled_units = p.units, settled_at = :now,
      fee = round(greatest(p.gross - p.cost_sold, 0) * :reduceRate, 2),
      settled_amount = p.gross - round(greatest(p.gross - p.cost_sold, 0) * :reduceRate, 2)
    FROM priced p WHERE o.id = p.id
    RETURNING o.id, o.user_id, o.settled_units, o.settled_amount, o.fee, p.cost_sold
  ), moved AS (
    INSERT INTO unit_movements (order_id, user_id, strategy_code, units, amount, nav, trade_date, created_at)
    SELECT id, user_id, :code, -settled_units, settled_amount, :nav, :date, :now FROM settled
  ), handed AS (
    UPDATE orders i SET amount = s.settled_amount FROM settled s WHERE i.paired_order_id = s.id
  ), held AS (
    UPDATE holdings h SET units = h.units - s.units, reserved_units = h.reserved_units - s.units,
      cost = CASE WHEN h.units = s.units THEN 0 ELSE greatest(h.cost - s.cost_sold, 0) END, updated_at = :now
    FROM (SELECT user_id, sum(settled_units) AS units, sum(cost_sold) AS cost_sold FROM settled GROUP BY user_id) s
    WHERE h.user_id = s.user_id AND h.strategy_code = :code
  )
  SELECT count(*)::int AS orders, coalesce(sum(settled_units), 0)::text AS units,
    coalesce(sum(settled_amount), 0)::text AS amount, coalesce(sum(fee), 0)::text AS fees FROM settled`;

/**
 * Increases and switch-ins of one strategy and trade date, set-based: the increase fee comes off the amount, the
 * rest buys units at the NAV rounded down to 4 places (DESIGN §4). A switch-in waits until its out leg has paid.
 */
const settleBuysSql = `
  WITH buys AS (
    SELECT id, user_id, amount FROM orders
    WHERE strategy_code = :code AND trade_date = :date AND stage = 'approved'
      AND (kind = 'increase' OR leg = 'in') AND amount IS NOT NULL
    FOR UPDATE
  ), settled AS (
    UPDATE orders o SET stage = 'success', nav = :nav, fee = round(b.amount * :increaseRate, 2),
      settled_units = trunc((b.amount - round(b.amount * :increaseRate, 2)) / :nav, 4),
      settled_amount = b.amount, settled_at = :now
    FROM buys b WHERE o.id = b.id
    RETURNING o.id, o.user_id, o.settled_units, o.settled_amount, o.fee
  ), moved AS (
    INSERT INTO unit_movements (order_id, user_id, strategy_code, units, amount, nav, trade_date, created_at)
    SELECT id, user_id, :code, settled_units, settled_amount, :nav, :date, :now FROM settled WHERE settled_units > 0
  ), held AS (
    INSERT INTO holdings (user_id, strategy_code, units, cost, updated_at)
    SELECT user_id, :code, sum(settled_units), sum(settled_amount), :now FROM settled GROUP BY user_id
    ON CONFLICT (user_id, strategy_code) DO UPDATE SET units = holdings.units + EXCLUDED.units,
      cost = holdings.cost + EXCLUDED.cost, updated_at = EXCLUDED.updated_at
  )
  SELECT count(*)::int AS orders, coalesce(sum(settled_units), 0)::text AS units,
    coalesce(sum(settled_amount), 0)::text AS amount, coalesce(sum(fee), 0)::text AS fees FROM settled`;

interface Leg {
  orders: number;
  units: string;
  amount: string;
  fees: string;
}

/**
 * Settles every approved order of a strategy and trade date at its approved NAV, inside the caller's
 * transaction; re-running finds nothing left in stage approved and changes nothing. Switch-ins whose in-strategy
 * NAV was approved before their out leg paid settle right after it.
 */
export async function settleStrategyDate(
  ctx: AppContext,
  code: string,
  date: string,
  transaction: Transaction,
): Promise<SettlementTotals | null> {
  const rates = await ratesOf(ctx, code, date, transaction);
  if (!rates) return null;
  const now = ctx.clock.now();
  const run = async (sql: string) => {
    const [leg] = await ctx.sequelize.query<Leg>(sql, {
      type: QueryTypes.SELECT,
      replacements: {
        code,
        date,
        now,
        nav: rates.nav,
        reduceRate: rates.reduceFeeRate,
        increaseRate: rates.increaseFeeRate,
      },
      transaction,
    });
    return leg!;
  };
  const sold = await run(settleSellsSql);
  const bought = await run(settleBuysSql);
  await settleWaitingSwitchIns(ctx, code, date, transaction);
  return {
    ordersSettled: sold.orders + bought.orders,
    unitsIn: bought.units,
    unitsOut: sold.units,
    amountIn: bought.amount,
    amountOut: sold.amount,
    fees: investing.dec(sold.fees).plus(bought.fees).toFixed(2),
  };
}

/** In legs that could not buy at their own date's NAV because their out leg had not paid yet. */
async function settleWaitingSwitchIns(
  ctx: AppContext,
  outCode: string,
  outDate: string,
  transaction: Transaction,
) {
  const waiting = await ctx.sequelize.query<{ code: string; date: string }>(
    `SELECT DISTINCT i.strategy_code AS code, to_char(i.trade_date, 'YYYY-MM-DD') AS date
     FROM orders o JOIN orders i ON i.paired_order_id = o.id
     JOIN strategy_navs n ON n.strategy_code = i.strategy_code AND n.nav_date = i.trade_date AND n.status = 'APPROVED'
     WHERE o.strategy_code = :outCode AND o.trade_date = :outDate AND o.stage = 'success' AND i.stage = 'approved'`,
    { type: QueryTypes.SELECT, replacements: { outCode, outDate }, transaction },
  );
  for (const { code, date } of waiting) await settleStrategyDate(ctx, code, date, transaction);
}
