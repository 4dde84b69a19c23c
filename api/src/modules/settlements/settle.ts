import { investing, performance } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { feeInvoiceCtes, feeInvoiceParameters } from '../documents/tax-invoices.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { holidaySet } from '../holidays/service.ts';

export interface SettlementTotals {
  ordersSettled: number;
  unitsIn: string;
  unitsOut: string;
  amountIn: string;
  amountOut: string;
  fees: string;
  /** Set when the settlementOrder flag is off: nothing settled, the approved orders wait for it. */
  paused?: true;
}

const nothingSettled = {
  ordersSettled: 0,
  unitsIn: '0',
  unitsOut: '0',
  amountIn: '0',
  amountOut: '0',
  fees: '0.00',
};

/** What made a settlement happen, written on its run (settlement_runs.cause). */
export interface SettlementCause {
  cause: investing.SettlementCauseName;
  /** The staff member whose approval settled it; null for the sweep. */
  actorId: number | null;
}

interface Rates {
  nav: string;
  increaseFeeRate: string;
  switchInFeeRate: string;
  reduceFeeRate: string;
  payoutLagDays: number;
}

async function ratesOf(
  ctx: AppContext,
  code: string,
  date: string,
  transaction: Transaction,
): Promise<Rates | null> {
  const [row] = await ctx.sequelize.query<Rates>(
    `SELECT n.nav::text AS nav, s.increase_fee_rate::text AS "increaseFeeRate",
       s.switch_in_fee_rate::text AS "switchInFeeRate", s.reduce_fee_rate::text AS "reduceFeeRate",
       s.payout_lag_days AS "payoutLagDays"
     FROM strategy_navs n JOIN strategies s ON s.code = n.strategy_code
     WHERE n.strategy_code = :code AND n.nav_date = :date AND n.status = 'APPROVED'`,
    { type: QueryTypes.SELECT, replacements: { code, date }, transaction },
  );
  return row ?? null;
}

/**
 * Every approved order of one strategy and trade date in one set-based statement, each order's figures computed
 * once (DESIGN §4, the domain's rounding: amounts 2 places half-up, units 4 places down):
 * - a reduction or switch-out sells its reserved units at the NAV; the reduce fee is charged on the gain over what
 *   the units cost first in, first out, priced beforehand (`priceSales`); the holding gives up the units, their
 *   reservation and that cost; a switch-out hands its net proceeds to its in leg, or, when they round to 0.00 THB,
 *   rejects it (there is nothing to buy with, and one such switch must not fail the settlement of everyone else);
 * - an increase or switch-in (once its out leg has paid) has the increase or switch-in fee taken off the amount,
 *   and the rest buys units at the NAV;
 * - a reduction with proceeds becomes one payout (UNIQUE per order) of its net amount, due on the strategy's value
 *   date, to the investor's bank account as it stands now (a snapshot), or to the verified wallet when the order
 *   asked for it; an account missing or not verified, or no verified wallet, holds it (investing.payoutHoldReason
 *   and walletHoldReason, whose name check runs when a batch is prepared).
 * - every fee charged gets its tax invoice / receipt (the documents module's feeInvoiceCtes), numbered in this
 *   statement: a rollback gives the numbers back;
 * The sellers' holdings are locked first, by priceSales (their lots price the sale); each UPDATE locks the orders it
 * settles and rechecks their stage, and everything after works from what the UPDATEs returned: one ledger movement
 * per settled order, each (investor, strategy) holding written once with the sum of its orders, so holdings equal the
 * ledger.
 */
const buyFeeRate = `CASE WHEN o.leg = 'in' THEN :switchInRate::numeric ELSE :increaseRate::numeric END`;
export const settleSql = `
  WITH priced AS (
    SELECT id, cost, fee FROM json_to_recordset(:priced::json) AS p(id bigint, cost numeric, fee numeric)
  ), sold AS (
    UPDATE orders o SET stage = 'success', nav = :nav, settled_units = o.units, settled_at = :now,
      fee = p.fee, settled_amount = round(o.units * :nav, 2) - p.fee
    FROM priced p
    WHERE o.id = p.id AND o.strategy_code = :code AND o.trade_date = :date AND o.stage = 'approved'
      AND (o.kind = 'reduce' OR o.leg = 'out')
    RETURNING o.id, o.user_id, o.ref, o.kind, o.leg, o.trade_date, o.receive_type, p.cost AS cost_sold, o.settled_units,
      o.settled_amount, o.fee
  ), bought AS (
    UPDATE orders o SET stage = 'success', nav = :nav, fee = round(o.amount * ${buyFeeRate}, 2),
      settled_units = trunc((o.amount - round(o.amount * ${buyFeeRate}, 2)) / :nav, 4),
      settled_amount = o.amount, settled_at = :now
    WHERE o.strategy_code = :code AND o.trade_date = :date AND o.stage = 'approved'
      AND (o.kind = 'increase' OR o.leg = 'in') AND o.amount IS NOT NULL
    RETURNING o.id, o.user_id, o.ref, o.kind, o.leg, o.trade_date, o.settled_units, o.settled_amount, o.fee
  ), settled AS (
    SELECT id, user_id, ref, kind, leg, trade_date, true AS sell, cost_sold, settled_units, settled_amount, fee
    FROM sold
    UNION ALL
    SELECT id, user_id, ref, kind, leg, trade_date, false, 0, settled_units, settled_amount, fee FROM bought
  ), fees AS (
    SELECT id, user_id, ref, kind, leg, fee, trade_date FROM settled
  ), ${feeInvoiceCtes}, moved AS (
    INSERT INTO unit_movements (order_id, user_id, strategy_code, units, amount, nav, trade_date, created_at)
    SELECT id, user_id, :code, CASE WHEN sell THEN -settled_units ELSE settled_units END, settled_amount, :nav,
      :date, :now
    FROM settled WHERE settled_units > 0
  ), paid_out AS (
    INSERT INTO payouts (order_id, user_id, strategy_code, trade_date, value_date, units, nav, fee, amount,
      receive_type, bank_code, account_number, account_name, wallet_network, wallet_address, status, hold_reason,
      created_at, updated_at)
    SELECT s.id, s.user_id, :code, :date, :valueDate, s.settled_units, :nav, s.fee, s.settled_amount,
      d.channel, d.bank_code, d.account_number, d.account_name, w.network, w.address,
      CASE WHEN d.hold_reason IS NULL THEN 'PENDING' ELSE 'HELD' END, d.hold_reason,
      :now, :now
    FROM sold s LEFT JOIN kyc_bank_accounts b ON b.user_id = s.user_id
      LEFT JOIN kyc_wallets w ON w.user_id = s.user_id AND s.receive_type = 'WALLET'
      CROSS JOIN LATERAL (SELECT
        CASE WHEN s.receive_type = 'WALLET' THEN 'WALLET' ELSE 'BANK' END AS channel,
        CASE WHEN s.receive_type IS DISTINCT FROM 'WALLET' THEN b.bank_code END AS bank_code,
        CASE WHEN s.receive_type IS DISTINCT FROM 'WALLET' THEN b.account_number END AS account_number,
        CASE WHEN s.receive_type IS DISTINCT FROM 'WALLET' THEN b.account_name END AS account_name,
        CASE WHEN s.receive_type = 'WALLET' THEN CASE WHEN w.user_id IS NULL THEN 'PAYOUT_WALLET_MISSING' END
          WHEN b.user_id IS NULL THEN 'PAYOUT_BANK_MISSING'
          WHEN b.status <> 'VERIFIED' THEN 'PAYOUT_BANK_NOT_VERIFIED' END AS hold_reason) d
    WHERE s.leg IS NULL AND s.settled_amount > 0
    -- Payout ids in the order of the orders they pay, whatever order the sales were priced in.
    ORDER BY s.id
    ON CONFLICT (order_id) DO NOTHING
  ), handed AS (
    UPDATE orders i SET amount = NULLIF(s.settled_amount, 0),
      stage = CASE WHEN s.settled_amount > 0 THEN i.stage ELSE 'reject' END,
      reject_reason = CASE WHEN s.settled_amount > 0 THEN i.reject_reason ELSE :nothingToBuy END
    FROM sold s WHERE s.leg = 'out' AND i.paired_order_id = s.id
  ), per_holding AS (
    SELECT user_id,
      coalesce(sum(settled_units) FILTER (WHERE sell), 0) AS sold,
      coalesce(sum(cost_sold) FILTER (WHERE sell), 0) AS cost_sold,
      coalesce(sum(settled_units) FILTER (WHERE NOT sell), 0) AS bought,
      coalesce(sum(settled_amount) FILTER (WHERE NOT sell), 0) AS paid
    FROM settled GROUP BY user_id
  ), changed AS (
    UPDATE holdings h SET units = h.units - s.sold + s.bought, reserved_units = h.reserved_units - s.sold,
      cost = CASE WHEN s.sold > 0 AND h.units = s.sold THEN 0 ELSE greatest(h.cost - s.cost_sold, 0) END + s.paid,
      updated_at = :now
    FROM per_holding s WHERE h.user_id = s.user_id AND h.strategy_code = :code
  ), opened AS (
    INSERT INTO holdings (user_id, strategy_code, units, cost, updated_at)
    SELECT user_id, :code, bought, paid, :now FROM per_holding s
    WHERE NOT EXISTS (SELECT 1 FROM holdings h WHERE h.user_id = s.user_id AND h.strategy_code = :code)
    ON CONFLICT (user_id, strategy_code) DO UPDATE SET units = holdings.units + EXCLUDED.units,
      cost = holdings.cost + EXCLUDED.cost, updated_at = EXCLUDED.updated_at
  )
  SELECT coalesce(sum(settled_units) FILTER (WHERE sell), 0)::text AS "unitsOut",
    coalesce(sum(settled_amount) FILTER (WHERE sell), 0)::text AS "amountOut",
    coalesce(sum(settled_units) FILTER (WHERE NOT sell), 0)::text AS "unitsIn",
    coalesce(sum(settled_amount) FILTER (WHERE NOT sell), 0)::text AS "amountIn",
    count(*)::int AS orders, (SELECT count(*) FROM sold WHERE leg = 'out')::int AS "switchOuts",
    coalesce(sum(fee), 0)::text AS fees
  FROM settled`;

/**
 * The holdings the day's sales sell from, locked, each with its units and cost, the day's sales in the order they
 * settle, and the purchases the lots are worked back from: only the newest ones, those that can still hold units
 * (the units bought after each one, ordered as the performance report orders them, are fewer than the units held).
 * Sales and purchases are each gathered in one pass over the sellers' orders, not looked up seller by seller: a
 * lookup per seller cost more than the sale's own UPDATE.
 */
const sellersSql = `
  WITH sales AS (
    SELECT user_id, json_agg(json_build_object('id', id, 'ref', ref, 'units', units::text) ORDER BY id) AS sales
    FROM orders WHERE strategy_code = :code AND trade_date = :date AND stage = 'approved'
      AND (kind = 'reduce' OR leg = 'out')
    GROUP BY user_id
  ), held AS (
    SELECT h.user_id, h.units, h.cost, s.sales FROM holdings h JOIN sales s ON s.user_id = h.user_id
    WHERE h.strategy_code = :code
    FOR UPDATE OF h
  ), purchases AS (
    SELECT o.user_id, o.id, o.ref, o.trade_date, o.nav, o.settled_units, o.settled_amount, h.units AS held,
      coalesce(sum(o.settled_units) OVER (PARTITION BY o.user_id ORDER BY o.trade_date DESC, o.id DESC
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS newer
    FROM held h JOIN orders o ON o.user_id = h.user_id
    WHERE o.strategy_code = :code AND o.stage = 'success' AND o.settled_units IS NOT NULL
      AND (o.kind = 'increase' OR o.leg = 'in')
  ), lots AS (
    SELECT user_id, json_agg(json_build_object('ref', ref, 'date', trade_date, 'nav', nav::text,
        'units', settled_units::text, 'amount', settled_amount::text) ORDER BY trade_date, id) AS purchases
    FROM purchases WHERE newer < held GROUP BY user_id
  )
  SELECT h.units::text AS units, h.cost::text AS cost, h.sales, coalesce(l.purchases, '[]') AS purchases
  FROM held h LEFT JOIN lots l ON l.user_id = h.user_id`;

interface Seller {
  units: string;
  cost: string;
  sales: { id: number; ref: string; units: string }[] | null;
  purchases: performance.Purchase[];
}

/**
 * Issue 19: the reduce fee is charged on the gain over what the units sold cost first in, first out, the lots the
 * performance report keeps. Each seller's lots are worked back from the holding (performance.openLots), the day's
 * sales use them up in order (fifoSaleCosts) and the fee is the domain's (investing.reductionProceeds); the
 * settlement statement takes each sale's cost and fee as JSON.
 */
async function priceSales(
  ctx: AppContext,
  code: string,
  date: string,
  rates: Rates,
  transaction: Transaction,
): Promise<string> {
  const sellers = await ctx.sequelize.query<Seller>(sellersSql, {
    type: QueryTypes.SELECT,
    replacements: { code, date },
    transaction,
  });
  const priced = sellers.flatMap((seller) => {
    const sales = seller.sales ?? [];
    const lots = performance.openLots(seller, seller.purchases);
    const costs = performance.fifoSaleCosts(
      lots,
      sales.map((sale) => ({ ...sale, date })),
    );
    return sales.map((sale, i) => {
      const { cost, fee } = investing.reductionProceeds({
        units: sale.units,
        nav: rates.nav,
        cost: costs[i]!,
        feeRate: rates.reduceFeeRate,
      });
      return { id: sale.id, cost: cost.toFixed(2), fee: fee.toFixed(2) };
    });
  });
  return JSON.stringify(priced);
}

/**
 * The reason an in leg is rejected with when its out leg's proceeds came to 0.00 THB: a code the screens translate.
 */
export const switchInNothingToBuy = 'ORDER_SWITCH_NOTHING_TO_BUY';

interface Settled {
  orders: number;
  switchOuts: number;
  unitsIn: string;
  unitsOut: string;
  amountIn: string;
  amountOut: string;
  fees: string;
}

/**
 * Serialises settling a strategy's trade date with the approval of its NAV. An approval takes the lock alone
 * (`exclusive`) before it marks the NAV approved; every other settlement (a late order's approval, switch-ins after
 * their out leg paid, the sweep) takes it `shared` before reading the NAV. Whichever comes second then sees the
 * other's commit: an order approved while the NAV is being approved either waits and finds the NAV approved, or is
 * found approved by the approval's settlement. Without it each reads the other's work as not yet done, and the
 * order is never settled. A transaction-level advisory lock rather than the NAV's row: the row may not exist yet.
 */
export async function lockNavDate(
  ctx: AppContext,
  code: string,
  date: string,
  mode: 'shared' | 'exclusive',
  transaction: Transaction,
): Promise<void> {
  const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await ctx.sequelize.query(`SELECT ${lock}(hashtext('strategy_navs'), hashtext(:code || '_' || :date))`, {
    replacements: { code, date },
    transaction,
  });
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
  cause: SettlementCause,
): Promise<SettlementTotals | null> {
  await lockNavDate(ctx, code, date, 'shared', transaction);
  const rates = await ratesOf(ctx, code, date, transaction);
  if (!rates) return null;
  // Spec §9 settlementOrder, off: an approved NAV settles nothing; the approved orders wait in their stage, and the
  // sweep settles them at that NAV once the flag is on again (turning it on runs the sweep at once).
  if (!(await currentFlags(ctx, transaction)).settlementOrder) return { ...nothingSettled, paused: true };
  const now = ctx.clock.now();
  // One value date for every payout of the strategy and date: worked out once, here, by the domain's calendar.
  const holidays = await holidaySet(ctx, date, investing.addCalendarDays(date, 60), transaction);
  const valueDate = investing.payoutValueDate(date, rates.payoutLagDays, holidays);
  const priced = await priceSales(ctx, code, date, rates, transaction);
  const invoices = await feeInvoiceParameters(ctx, transaction);
  const [settled] = await ctx.sequelize.query<Settled>(settleSql, {
    type: QueryTypes.SELECT,
    replacements: {
      ...invoices,
      priced,
      code,
      date,
      now,
      valueDate,
      nav: rates.nav,
      increaseRate: rates.increaseFeeRate,
      switchInRate: rates.switchInFeeRate,
      nothingToBuy: switchInNothingToBuy,
    },
    transaction,
  });
  const { switchOuts, orders, ...figures } = settled!;
  const totals = { ordersSettled: orders, ...figures, fees: investing.dec(figures.fees).toFixed(2) };
  // A NAV approval keeps its run even when nothing settled (the back office lists every approval); the others
  // only when they settled something.
  if (orders > 0 || cause.cause === 'NAV_APPROVED') {
    await ctx.sequelize.query(
      `INSERT INTO settlement_runs (strategy_code, trade_date, nav, orders_settled, units_in, units_out, amount_in,
         amount_out, fees, cause, approved_by, created_at)
       VALUES (:code, :date, :nav, :ordersSettled, :unitsIn, :unitsOut, :amountIn, :amountOut, :fees, :cause,
         :actorId, :now)`,
      { replacements: { code, date, nav: rates.nav, ...totals, ...cause, now }, transaction },
    );
  }
  if (switchOuts > 0) {
    await settleWaitingSwitchIns(ctx, code, date, transaction, {
      cause: 'SWITCH_OUT_SETTLED',
      actorId: cause.actorId,
    });
  }
  return totals;
}

/** In legs that could not buy at their own date's NAV because their out leg had not paid yet. */
async function settleWaitingSwitchIns(
  ctx: AppContext,
  outCode: string,
  outDate: string,
  transaction: Transaction,
  cause: SettlementCause,
) {
  // Whether their NAV is approved is read only under its lock (in settleStrategyDate): an approval of it running now
  // would not see the amounts handed here, nor this read its approval.
  const waiting = await ctx.sequelize.query<{ code: string; date: string }>(
    `SELECT DISTINCT i.strategy_code AS code, to_char(i.trade_date, 'YYYY-MM-DD') AS date
     FROM orders o JOIN orders i ON i.paired_order_id = o.id
     WHERE o.strategy_code = :outCode AND o.trade_date = :outDate AND o.stage = 'success' AND i.stage = 'approved'
     ORDER BY date, code`,
    { type: QueryTypes.SELECT, replacements: { outCode, outDate }, transaction },
  );
  for (const { code, date } of waiting) await settleStrategyDate(ctx, code, date, transaction, cause);
}
