import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

export interface OrderRow {
  id: string;
  ref: string;
  user_id: string;
  kind: 'increase' | 'reduce' | 'switch';
  leg: 'out' | 'in' | null;
  strategy_code: string;
  paired_order_id: string | null;
  batch_ref: string | null;
  amount: string | null;
  units: string | null;
  full_redemption: boolean;
  stage: string;
  trade_date: string;
  payment_type: string | null;
  receive_type: string | null;
  risk_mismatch: boolean;
  risk_accepted_at: Date | null;
  nav: string | null;
  fee: string | null;
  settled_units: string | null;
  settled_amount: string | null;
  reject_reason: string | null;
  settled_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  /** The paying deposit's status (an increase's payment), null while none is made. */
  payment_status: string | null;
}

export const selectOrders = `SELECT id, ref, user_id, kind, leg, strategy_code, paired_order_id, batch_ref,
  amount::text, units::text, full_redemption, stage, to_char(trade_date, 'YYYY-MM-DD') AS trade_date, payment_type,
  receive_type, risk_mismatch, risk_accepted_at, nav::text, fee::text, settled_units::text, settled_amount::text,
  reject_reason, settled_at, cancelled_at, created_at,
  (SELECT d.status FROM deposits d WHERE d.id = orders.deposit_id) AS payment_status FROM orders`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** One leg as the API answers it: decimals as strings, the settled figures once known. */
function toLeg(row: OrderRow) {
  return {
    id: Number(row.id),
    ref: row.ref,
    strategyCode: row.strategy_code,
    stage: row.stage,
    tradeDate: row.trade_date,
    amount: row.settled_amount ?? row.amount,
    units: row.settled_units ?? row.units,
    requestedAmount: row.amount,
    requestedUnits: row.units,
    fee: row.fee,
    nav: row.nav,
    fullRedemption: row.full_redemption,
    riskMismatch: row.risk_mismatch,
    riskAcceptedAt: iso(row.risk_accepted_at),
  };
}

/**
 * DESIGN §6: the order with id, ref, kind, stage, tradeDate, amount, units, fee, nav; a switch with both legs.
 * A switch's risk warning concerns the strategy bought, so its acceptance is recorded on the in leg and answered
 * from there at the top level.
 */
export function toOrder(row: OrderRow, inLeg?: OrderRow) {
  const risk = row.kind === 'switch' && inLeg ? inLeg : row;
  return {
    ...toLeg(row),
    kind: row.kind,
    batchRef: row.batch_ref,
    paymentType: row.payment_type,
    // An increase's payment, so the investor reads "awaiting payment" rather than "awaiting approval" until paid.
    paymentStatus: row.kind === 'increase' ? row.payment_status : null,
    receiveType: row.receive_type,
    riskMismatch: risk.risk_mismatch,
    riskAcceptedAt: iso(risk.risk_accepted_at),
    rejectReason: row.reject_reason,
    createdAt: iso(row.created_at),
    settledAt: iso(row.settled_at),
    cancelledAt: iso(row.cancelled_at),
    ...(row.kind === 'switch' && inLeg ? { legs: { out: toLeg(row), in: toLeg(inLeg) } } : {}),
  };
}

export type OrderView = ReturnType<typeof toOrder>;

/** An order (its out leg for a switch) with its in leg; `userId` scopes it to its owner (404 for anyone else). */
export async function loadOrder(
  ctx: AppContext,
  id: number,
  options: { userId?: number; transaction?: Transaction; lock?: boolean } = {},
): Promise<OrderView> {
  const rows = await ctx.sequelize.query<OrderRow>(
    `${selectOrders} WHERE (id = :id OR paired_order_id = :id) ${options.userId ? 'AND user_id = :userId' : ''}
     ORDER BY id ${options.lock ? 'FOR UPDATE' : ''}`,
    {
      type: QueryTypes.SELECT,
      replacements: { id, userId: options.userId ?? null },
      transaction: options.transaction,
    },
  );
  const main = rows.find((r) => Number(r.id) === id);
  if (!main || main.leg === 'in') throw new AppError('NOT_FOUND', 404);
  return toOrder(
    main,
    rows.find((r) => r.leg === 'in'),
  );
}
