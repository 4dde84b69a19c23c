import { investing, kycForms, type BilingualText as Text } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { preparedWithNames, runPrepared } from '../../platform/prepared-statements.ts';

export interface TransactionsFilter {
  from?: string;
  to?: string;
  strategyCode?: string;
  kind?: 'increase' | 'reduce' | 'switch';
  stage?: string;
  page: number;
  pageSize: number;
}

interface TransactionRow {
  id: string;
  ref: string;
  kind: 'increase' | 'reduce' | 'switch';
  stage: string;
  strategy_code: string;
  strategy_name: Text;
  to_strategy_code: string | null;
  to_strategy_name: Text | null;
  trade_date: string;
  created_at: Date;
  amount: string | null;
  units: string | null;
  settled_amount: string | null;
  settled_units: string | null;
  nav: string | null;
  fee: string | null;
  payment_type: string | null;
  payment_status: string | null;
  receive_type: string | null;
  reject_reason: string | null;
  in_ref: string | null;
  in_units: string | null;
  in_fee: string | null;
  increase_fee_rate: string;
  to_switch_in_fee_rate: string | null;
  latest_nav: string | null;
  latest_in_nav: string | null;
  payout_id: string | null;
  payout_status: string | null;
  payout_amount: string | null;
  payout_value_date: string | null;
  payout_account_number: string | null;
  payout_bank_reference: string | null;
  payout_wallet_network: string | null;
  payout_wallet_address: string | null;
  total: number;
}

/**
 * A switch is one row (its out leg, with the in leg joined). Its stage is the out leg's, except that a switch whose
 * out leg has paid but whose in leg has not bought yet is still in the in leg's stage: it is done when both are.
 */
const stageOf = `CASE WHEN o.kind = 'switch' AND o.stage = 'success' AND i.stage <> 'success' THEN i.stage
  ELSE o.stage END`;

// The in leg per row (a nested loop on its index: at most one row, and only for a switch).
const fromOrders = `FROM orders o LEFT JOIN LATERAL (SELECT ref, strategy_code, stage, settled_units, fee, reject_reason
    FROM orders WHERE paired_order_id = o.id AND leg = 'in' LIMIT 1) i ON o.kind = 'switch'
  WHERE o.user_id = :userId AND (o.leg IS NULL OR o.leg = 'out')
    AND (:from::date IS NULL OR o.trade_date >= :from::date) AND (:to::date IS NULL OR o.trade_date <= :to::date)
    AND (:kind::text IS NULL OR o.kind = :kind)
    AND (:strategyCode::text IS NULL OR o.strategy_code = :strategyCode OR i.strategy_code = :strategyCode)
    AND (:stage::text IS NULL OR ${stageOf} = :stage)`;

/**
 * The page first (newest trade date first), then the names and, for unsettled rows only, the latest NAV. Each row
 * carries how many rows the filter matches in all (counted before the page is cut), so a page is one statement.
 */
const pageSql = `
  WITH page AS (
    SELECT o.id, o.ref, o.kind, ${stageOf} AS stage, o.strategy_code, i.strategy_code AS to_strategy_code,
      o.trade_date, o.created_at, o.amount, o.units, o.settled_amount, o.settled_units, o.nav, o.fee,
      o.payment_type, (SELECT d.status FROM deposits d WHERE d.id = o.deposit_id) AS payment_status, o.receive_type,
      coalesce(o.reject_reason, i.reject_reason) AS reject_reason,
      i.ref AS in_ref, i.settled_units AS in_units, i.fee AS in_fee, count(*) OVER () AS total
    ${fromOrders}
    ORDER BY o.trade_date DESC, o.id DESC OFFSET :offset LIMIT :limit
  )
  SELECT p.id, p.ref, p.kind, p.stage, p.strategy_code, s.name AS strategy_name, p.to_strategy_code,
    t.name AS to_strategy_name, to_char(p.trade_date, 'YYYY-MM-DD') AS trade_date, p.created_at,
    p.amount::text, p.units::text, p.settled_amount::text, p.settled_units::text, p.nav::text, p.fee::text,
    p.payment_type, p.payment_status, p.receive_type, p.reject_reason, p.in_ref, p.in_units::text, p.in_fee::text,
    s.increase_fee_rate::text, t.switch_in_fee_rate::text AS to_switch_in_fee_rate, ln.nav::text AS latest_nav, lt.nav::text AS latest_in_nav,
    po.id AS payout_id, po.status AS payout_status, po.amount::text AS payout_amount,
    to_char(po.value_date, 'YYYY-MM-DD') AS payout_value_date, po.account_number AS payout_account_number,
    po.bank_reference AS payout_bank_reference, po.wallet_network AS payout_wallet_network,
    po.wallet_address AS payout_wallet_address, p.total::int
  FROM page p JOIN strategies s ON s.code = p.strategy_code LEFT JOIN strategies t ON t.code = p.to_strategy_code
  LEFT JOIN payouts po ON po.order_id = p.id
  LEFT JOIN LATERAL (SELECT nav FROM strategy_navs WHERE strategy_code = p.strategy_code AND status = 'APPROVED'
    ORDER BY nav_date DESC LIMIT 1) ln ON p.stage IN ('confirm', 'approved')
  LEFT JOIN LATERAL (SELECT nav FROM strategy_navs WHERE strategy_code = p.to_strategy_code AND status = 'APPROVED'
    ORDER BY nav_date DESC LIMIT 1) lt ON p.stage IN ('confirm', 'approved') AND p.to_strategy_code IS NOT NULL
  ORDER BY p.trade_date DESC, p.id DESC`;

/** Prepared: every history page and every account overview runs it, and its plan costs more than its 20 rows. */
const pageStatement = preparedWithNames<
  'userId' | 'from' | 'to' | 'kind' | 'strategyCode' | 'stage' | 'offset' | 'limit'
>('transactions-page', pageSql);

const { dec, amountString, unitsString, roundAmount, roundUnits } = investing;

/**
 * One order as the history shows it. Settled rows carry the settled figures. An unsettled row is `preliminary`:
 * its NAV is the strategy's latest approved NAV, and whichever of amount or units the investor did not give is
 * estimated from it (an increase after its fee; a reduction before its fee, which depends on the profit).
 */
function toTransaction(row: TransactionRow) {
  const preliminary = row.stage === 'confirm' || row.stage === 'approved';
  const settled = row.settled_units !== null;
  const nav = row.nav ?? (preliminary ? row.latest_nav : null);
  let amount = row.settled_amount ?? row.amount;
  let units = row.settled_units ?? row.units;
  if (!settled && preliminary && nav) {
    if (units === null && amount !== null) {
      units =
        row.kind === 'increase'
          ? unitsString(investing.unitsBought({ amount, feeRate: row.increase_fee_rate, nav }).units)
          : unitsString(roundUnits(dec(amount).div(nav)));
    } else if (amount === null && units !== null) {
      amount = amountString(roundAmount(dec(units).times(nav)));
    }
  }
  let unitsIn: string | null = null;
  let unitsOut: string | null = null;
  if (row.kind === 'increase') unitsIn = units;
  if (row.kind === 'reduce') unitsOut = units;
  if (row.kind === 'switch') {
    unitsOut = units;
    unitsIn = row.in_units;
    // Before the in leg buys: the proceeds (or their estimate) after the target's switch-in fee, at its latest NAV.
    if (unitsIn === null && amount !== null && row.latest_in_nav) {
      const feeRate = row.to_switch_in_fee_rate ?? '0';
      unitsIn = unitsString(investing.unitsBought({ amount, feeRate, nav: row.latest_in_nav }).units);
    }
  }
  const fee =
    row.kind === 'switch' && row.fee !== null && row.in_fee !== null
      ? amountString(dec(row.fee).plus(row.in_fee))
      : row.fee;
  return {
    id: Number(row.id),
    ref: row.ref,
    kind: row.kind,
    stage: row.stage,
    strategyCode: row.strategy_code,
    strategyName: row.strategy_name,
    toStrategyCode: row.to_strategy_code,
    toStrategyName: row.to_strategy_name,
    tradeDate: row.trade_date,
    createdAt: new Date(row.created_at).toISOString(),
    amount,
    units,
    unitsIn,
    unitsOut,
    nav,
    fee,
    paymentType: row.payment_type,
    // An increase's payment, so the investor reads "awaiting payment" rather than "awaiting approval" until paid.
    paymentStatus: row.kind === 'increase' ? row.payment_status : null,
    receiveType: row.receive_type,
    switchOutRef: row.kind === 'switch' ? row.ref : null,
    switchInRef: row.in_ref,
    rejectReason: row.reject_reason,
    preliminary,
    // Money out: the settled reduction's payout (its account only by the last four digits).
    payout: row.payout_id
      ? {
          id: Number(row.payout_id),
          status: row.payout_status,
          amount: row.payout_amount,
          valueDate: row.payout_value_date,
          accountEnding: investing.accountEnding(row.payout_account_number),
          walletNetwork: row.payout_wallet_network,
          walletAddressShort: kycForms.walletAddressShort(row.payout_wallet_address),
          bankReference: row.payout_bank_reference,
        }
      : null,
  };
}

export type TransactionView = ReturnType<typeof toTransaction>;

/**
 * The page summary: every row counts; money and units only for rows not rejected or cancelled. amountIn is the
 * money the increases bring in, amountOut what the reductions pay out (a switch moves money between strategies,
 * so only its units count: out of one, into the other).
 */
function summaryOf(rows: TransactionView[]) {
  let amountIn = dec(0);
  let amountOut = dec(0);
  let unitsIn = dec(0);
  let unitsOut = dec(0);
  for (const row of rows) {
    if (row.stage === 'reject' || row.stage === 'cancelled') continue;
    if (row.kind === 'increase' && row.amount) amountIn = amountIn.plus(row.amount);
    if (row.kind === 'reduce' && row.amount) amountOut = amountOut.plus(row.amount);
    if (row.unitsIn) unitsIn = unitsIn.plus(row.unitsIn);
    if (row.unitsOut) unitsOut = unitsOut.plus(row.unitsOut);
  }
  return {
    count: rows.length,
    amountIn: amountIn.toFixed(2),
    amountOut: amountOut.toFixed(2),
    unitsIn: unitsIn.toFixed(4),
    unitsOut: unitsOut.toFixed(4),
  };
}

/** The investor's own orders, one row per order (a switch once), newest trade date first. */
export async function transactions(ctx: AppContext, userId: number, filter: TransactionsFilter) {
  const replacements = {
    userId,
    from: filter.from ?? null,
    to: filter.to ?? null,
    kind: filter.kind ?? null,
    strategyCode: filter.strategyCode ?? null,
    stage: filter.stage ?? null,
    offset: (filter.page - 1) * filter.pageSize,
    limit: filter.pageSize,
  };
  const rows = await runPrepared<TransactionRow>(
    ctx.sequelize,
    pageStatement,
    pageStatement.values(replacements),
  );
  // A page past the last row has no row to carry the count: only then is it counted on its own.
  const total =
    rows.length > 0
      ? rows[0]!.total
      : replacements.offset === 0
        ? 0
        : ((
            await ctx.sequelize.query<{ total: number }>(`SELECT count(*)::int AS total ${fromOrders}`, {
              type: QueryTypes.SELECT,
              replacements,
            })
          )[0]?.total ?? 0);
  const data = rows.map(toTransaction);
  return {
    data,
    total,
    page: filter.page,
    pageSize: filter.pageSize,
    summary: summaryOf(data),
    cutOffTime: investing.cutOffTime,
  };
}

/** The newest few, for the account overview. */
export async function latestTransactions(ctx: AppContext, userId: number, limit = 5) {
  const rows = await runPrepared<TransactionRow>(
    ctx.sequelize,
    pageStatement,
    pageStatement.values({
      userId,
      from: null,
      to: null,
      kind: null,
      strategyCode: null,
      stage: null,
      offset: 0,
      limit,
    }),
  );
  return rows.map(toTransaction);
}
