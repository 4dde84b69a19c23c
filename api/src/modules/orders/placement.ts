import { bangkokDate, investing, type SuitabilityRiskType } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { verifiedWallet } from '../change-requests/wallet.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { holidaysAround } from '../holidays/service.ts';
import { customerBand, riskMismatch } from './eligibility.ts';
import { loadOrder, type OrderView } from './order-view.ts';

export interface OrderRequest {
  kind: 'increase' | 'reduce' | 'switch';
  strategyCode?: string;
  amount?: string;
  units?: string;
  allocations?: { strategyCode: string; amount: string }[];
  toStrategyCode?: string;
  paymentType?: 'BANK_TRANSFER' | 'QR_PAYMENT';
  receiveType?: 'BANK_ACCOUNT' | 'WALLET';
  acceptRiskMismatch?: boolean;
}

interface StrategyForOrder {
  code: string;
  min_band: SuitabilityRiskType;
  min_first_investment: string;
  min_next_investment: string;
  min_reduction_value: string;
  management_start_date: string | null;
  latest_nav: string | null;
}

async function strategyForOrder(
  ctx: AppContext,
  code: string,
  now: Date,
  transaction: Transaction,
): Promise<StrategyForOrder> {
  const [row] = await ctx.sequelize.query<StrategyForOrder>(
    `SELECT s.code, s.min_band, s.min_first_investment::text, s.min_next_investment::text,
       s.min_reduction_value::text, to_char(s.management_start_date, 'YYYY-MM-DD') AS management_start_date,
       (SELECT nav::text FROM strategy_navs n WHERE n.strategy_code = s.code AND n.status = 'APPROVED'
        ORDER BY nav_date DESC LIMIT 1) AS latest_nav
     FROM strategies s WHERE s.code = :code`,
    { type: QueryTypes.SELECT, replacements: { code }, transaction },
  );
  if (!row) throw new AppError('NOT_FOUND', 404, { detail: `No strategy ${code}` });
  // Before its management start date the strategy is not open (the strategy answer's managementStarted says the
  // same); without a first NAV nothing could be priced either.
  if (!investing.hasManagementStarted(row.management_start_date, bangkokDate(now)) || !row.latest_nav)
    throw new AppError('ORDER_STRATEGY_NOT_OPEN', 422, { details: { strategyCode: code } });
  return row;
}

interface NewOrder {
  userId: number;
  kind: OrderRequest['kind'];
  leg?: 'out' | 'in';
  strategyCode: string;
  pairedOrderId?: number;
  batchRef?: string | null;
  amount?: string | null;
  units?: string | null;
  fullRedemption?: boolean;
  tradeDate: string;
  paymentType?: string | null;
  receiveType?: string | null;
  riskMismatch: boolean;
  now: Date;
}

/** Inserts one order with its reference ORD-<Bangkok date>-<id>. */
async function insertOrder(ctx: AppContext, order: NewOrder, transaction: Transaction): Promise<number> {
  const [row] = await ctx.sequelize.query<{ id: string }>(
    `WITH next AS (SELECT nextval('orders_id_seq') AS id)
     INSERT INTO orders (id, ref, user_id, kind, leg, strategy_code, paired_order_id, batch_ref, amount, units,
       full_redemption, trade_date, payment_type, receive_type, risk_mismatch, risk_accepted_at, created_at)
     SELECT next.id, 'ORD-' || :day || '-' || lpad(next.id::text, 6, '0'), :userId, :kind, :leg, :strategyCode,
       :pairedOrderId, :batchRef, :amount, :units, :fullRedemption, :tradeDate, :paymentType, :receiveType,
       :riskMismatch, CASE WHEN :riskMismatch THEN :now::timestamptz END, :now
     FROM next RETURNING id`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        day: bangkokDate(order.now).replaceAll('-', ''),
        userId: order.userId,
        kind: order.kind,
        leg: order.leg ?? null,
        strategyCode: order.strategyCode,
        pairedOrderId: order.pairedOrderId ?? null,
        batchRef: order.batchRef ?? null,
        amount: order.amount ?? null,
        units: order.units ?? null,
        fullRedemption: order.fullRedemption ?? false,
        tradeDate: order.tradeDate,
        paymentType: order.paymentType ?? null,
        receiveType: order.receiveType ?? null,
        riskMismatch: order.riskMismatch,
        now: order.now,
      },
      transaction,
    },
  );
  return Number(row!.id);
}

/** A multi-strategy investment's reference, B-<hex>-<investor>: from a sequence, so never two alike. */
async function nextBatchRef(ctx: AppContext, userId: number, transaction: Transaction): Promise<string> {
  const [row] = await ctx.sequelize.query<{ ref: string }>(
    `SELECT 'B-' || to_hex(nextval('order_batch_ref_seq')) || '-' || :userId AS ref`,
    { type: QueryTypes.SELECT, replacements: { userId }, transaction },
  );
  return row!.ref;
}

/** Whether the investor holds or is buying anything in a strategy (a first investment needs the higher minimum). */
async function position(ctx: AppContext, userId: number, transaction: Transaction) {
  const rows = await ctx.sequelize.query<{ strategy_code: string }>(
    `SELECT strategy_code FROM holdings WHERE user_id = :userId AND units > 0
     UNION SELECT strategy_code FROM orders WHERE user_id = :userId AND kind IN ('increase', 'switch')
       AND (leg IS NULL OR leg = 'in') AND stage IN ('confirm', 'approved')`,
    { type: QueryTypes.SELECT, replacements: { userId }, transaction },
  );
  return new Set(rows.map((r) => r.strategy_code));
}

/**
 * Serialises one investor's orders, so the minimums and the first-investment rule see every earlier order. NO KEY
 * UPDATE, not UPDATE: each request has already claimed its idempotency row, whose foreign key holds a KEY SHARE
 * lock on the same user row; FOR UPDATE would wait on the other request's KEY SHARE while it waits on ours (a
 * deadlock, one order failed). NO KEY UPDATE still excludes the other order's lock and leaves key checks alone.
 */
async function lockInvestor(ctx: AppContext, userId: number, transaction: Transaction): Promise<void> {
  await ctx.sequelize.query('SELECT 1 FROM users WHERE id = :userId FOR NO KEY UPDATE', {
    replacements: { userId },
    transaction,
  });
}

async function placeIncrease(
  ctx: AppContext,
  userId: number,
  request: OrderRequest,
  { now, holidays, band, flags }: OrderSetting,
  transaction: Transaction,
): Promise<OrderView[]> {
  // The same switch that closes opening a QR deposit: an order placed to pay by QR could not be paid as chosen.
  if (request.paymentType === 'QR_PAYMENT' && !flags.depositWithQRPayment) {
    throw new AppError('DEPOSIT_QR_DISABLED', 409);
  }
  const allocations = request.allocations ?? [
    { strategyCode: request.strategyCode!, amount: request.amount! },
  ];
  await lockInvestor(ctx, userId, transaction);
  const held = await position(ctx, userId, transaction);
  if (request.allocations) {
    const refusal = investing.checkFirstInvestmentSpread({
      holdsAnyStrategy: held.size > 0,
      strategiesInOrder: allocations.length,
    });
    if (refusal) throw new AppError(refusal, 422);
  }
  const tradeDate = investing.tradeDateOf(now, holidays);
  const batchRef = request.allocations ? await nextBatchRef(ctx, userId, transaction) : null;
  const strategies: StrategyForOrder[] = [];
  for (const allocation of allocations) {
    const strategy = await strategyForOrder(ctx, allocation.strategyCode, now, transaction);
    strategies.push(strategy);
    const refusal = investing.checkIncreaseAmount({
      amount: allocation.amount,
      firstInStrategy: !held.has(strategy.code),
      minimumFirst: strategy.min_first_investment,
      minimumTopUp: strategy.min_next_investment,
    });
    if (refusal) {
      // The strategy's own minimum, which staff may raise above the spec's 10,000: screens show it with the message.
      const minimum =
        refusal === 'ORDER_BELOW_MINIMUM_FIRST'
          ? strategy.min_first_investment
          : strategy.min_next_investment;
      throw new AppError(refusal, 422, { details: { strategyCode: strategy.code, minimum } });
    }
  }
  // Checked over the whole request, so one warning names every strategy above the customer's band.
  const mismatched = riskMismatch(band, strategies, request.acceptRiskMismatch);
  const ids: number[] = [];
  for (const [index, allocation] of allocations.entries()) {
    const strategy = strategies[index]!;
    ids.push(
      await insertOrder(
        ctx,
        {
          userId,
          kind: 'increase',
          strategyCode: strategy.code,
          batchRef,
          amount: investing.amountString(allocation.amount),
          tradeDate,
          paymentType: request.paymentType ?? 'BANK_TRANSFER',
          riskMismatch: mismatched.has(strategy.code),
          now,
        },
        transaction,
      ),
    );
  }
  return Promise.all(ids.map((id) => loadOrder(ctx, id, { transaction })));
}

/**
 * Reserves the units a reduce or switch-out takes, holding the row lock so concurrent orders on one holding
 * queue up and each sees what the last one left (DESIGN §4: never above the available units).
 */
async function reserveUnits(
  ctx: AppContext,
  userId: number,
  strategy: StrategyForOrder,
  request: OrderRequest,
  preventDust: boolean,
  transaction: Transaction,
) {
  const [holding] = await ctx.sequelize.query<{ units: string; reserved_units: string }>(
    `SELECT units::text, reserved_units::text FROM holdings
     WHERE user_id = :userId AND strategy_code = :code FOR UPDATE`,
    { type: QueryTypes.SELECT, replacements: { userId, code: strategy.code }, transaction },
  );
  if (!holding || investing.dec(holding.units).lte(0)) throw new AppError('ORDER_NO_HOLDING', 422);
  const plan = investing.planReduction({
    availableUnits: investing.dec(holding.units).minus(holding.reserved_units),
    latestNav: strategy.latest_nav!,
    minimumReductionValue: strategy.min_reduction_value,
    request: request.units !== undefined ? { units: request.units } : { amount: request.amount! },
    preventDust,
  });
  if (!plan.ok) throw new AppError(plan.refusal, 422, { details: { strategyCode: strategy.code } });
  await ctx.sequelize.query(
    `UPDATE holdings SET reserved_units = reserved_units + :units, updated_at = now()
     WHERE user_id = :userId AND strategy_code = :code`,
    { replacements: { units: investing.unitsString(plan.units), userId, code: strategy.code }, transaction },
  );
  return plan;
}

async function placeReduce(
  ctx: AppContext,
  userId: number,
  request: OrderRequest,
  { now, holidays, flags }: OrderSetting,
  transaction: Transaction,
): Promise<OrderView> {
  const receiveType = request.receiveType ?? 'BANK_ACCOUNT';
  // Proceeds go to a wallet only once compliance verified it: refused here, not discovered at payout time.
  if (receiveType === 'WALLET' && !(await verifiedWallet(ctx, userId, transaction))) {
    throw new AppError('ORDER_WALLET_NOT_VERIFIED', 422);
  }
  const strategy = await strategyForOrder(ctx, request.strategyCode!, now, transaction);
  const plan = await reserveUnits(ctx, userId, strategy, request, flags.preventWithdrawDust, transaction);
  const id = await insertOrder(
    ctx,
    {
      userId,
      kind: 'reduce',
      strategyCode: strategy.code,
      amount: request.amount && !plan.full ? investing.amountString(request.amount) : null,
      units: investing.unitsString(plan.units),
      fullRedemption: plan.full,
      tradeDate: investing.tradeDateOf(now, holidays),
      receiveType,
      riskMismatch: false,
      now,
    },
    transaction,
  );
  return loadOrder(ctx, id, { transaction });
}

async function placeSwitch(
  ctx: AppContext,
  userId: number,
  request: OrderRequest,
  { now, holidays, band, flags }: OrderSetting,
  transaction: Transaction,
): Promise<OrderView> {
  if (!flags.switching) throw new AppError('ORDER_SWITCHING_UNAVAILABLE', 409);
  if (request.strategyCode === request.toStrategyCode) throw new AppError('ORDER_SWITCH_SAME_STRATEGY', 422);
  const from = await strategyForOrder(ctx, request.strategyCode!, now, transaction);
  const to = await strategyForOrder(ctx, request.toStrategyCode!, now, transaction);
  const mismatch = riskMismatch(band, [to], request.acceptRiskMismatch).size > 0;
  const plan = await reserveUnits(ctx, userId, from, request, flags.preventWithdrawDust, transaction);
  // A remainder worth under 0.01 THB would hand the in leg nothing to buy with.
  if (plan.estimatedValue.lt('0.01')) {
    throw new AppError('ORDER_SWITCH_PROCEEDS_TOO_SMALL', 422, { details: { strategyCode: from.code } });
  }
  const tradeDate = investing.tradeDateOf(now, holidays);
  const outId = await insertOrder(
    ctx,
    {
      userId,
      kind: 'switch',
      leg: 'out',
      strategyCode: from.code,
      amount: request.amount && !plan.full ? investing.amountString(request.amount) : null,
      units: investing.unitsString(plan.units),
      fullRedemption: plan.full,
      tradeDate,
      receiveType: 'SWITCH',
      riskMismatch: false,
      now,
    },
    transaction,
  );
  // The in leg buys with the out leg's proceeds at the next NAV (DESIGN §4).
  await insertOrder(
    ctx,
    {
      userId,
      kind: 'switch',
      leg: 'in',
      strategyCode: to.code,
      pairedOrderId: outId,
      tradeDate: investing.nextBusinessDay(tradeDate, holidays),
      paymentType: null,
      riskMismatch: mismatch,
      now,
    },
    transaction,
  );
  return loadOrder(ctx, outId, { transaction });
}

/**
 * What an order reads besides its own rows, read before the transaction: inside it, every query must use the
 * transaction's connection, or concurrent orders waiting on one holding's lock could exhaust the pool.
 */
export interface OrderSetting {
  now: Date;
  holidays: investing.HolidaySet;
  band: SuitabilityRiskType | null;
  /** The feature flags that govern orders. */
  flags: { switching: boolean; preventWithdrawDust: boolean; depositWithQRPayment: boolean };
}

export async function orderSetting(
  ctx: AppContext,
  userId: number,
  kind: OrderRequest['kind'],
): Promise<OrderSetting> {
  const now = ctx.clock.now();
  const flags = await currentFlags(ctx);
  return {
    now,
    holidays: await holidaysAround(ctx, now),
    band: kind === 'reduce' ? null : await customerBand(ctx, userId, now),
    flags: {
      switching: flags.switching !== false,
      preventWithdrawDust: flags.preventWithdrawDust !== false,
      depositWithQRPayment: flags.depositWithQRPayment !== false,
    },
  };
}

/** Places an order (or the orders of a multi-strategy investment) inside the caller's transaction. */
export async function placeOrder(
  ctx: AppContext,
  userId: number,
  request: OrderRequest,
  setting: OrderSetting,
  transaction: Transaction,
): Promise<{ orders: OrderView[] }> {
  if (request.kind === 'increase') {
    return { orders: await placeIncrease(ctx, userId, request, setting, transaction) };
  }
  if (request.kind === 'reduce') {
    return { orders: [await placeReduce(ctx, userId, request, setting, transaction)] };
  }
  return { orders: [await placeSwitch(ctx, userId, request, setting, transaction)] };
}
