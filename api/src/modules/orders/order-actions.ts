import { investing } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import { settleStrategyDate } from '../settlements/settle.ts';
import { recalculateTiersAfterSettlement } from '../tiers/recalculate.ts';
import { loadOrder, type OrderRow, type OrderView, selectOrders } from './order-view.ts';

/** Gives back the units a pending reduce or switch-out had reserved. */
async function releaseReservation(ctx: AppContext, order: OrderRow, transaction: Transaction): Promise<void> {
  const sells = order.kind === 'reduce' || order.leg === 'out';
  if (!sells || !order.units) return;
  await ctx.sequelize.query(
    `UPDATE holdings SET reserved_units = reserved_units - :units, updated_at = now()
     WHERE user_id = :userId AND strategy_code = :code`,
    { replacements: { units: order.units, userId: order.user_id, code: order.strategy_code }, transaction },
  );
}

async function lockOrderRows(ctx: AppContext, id: number, transaction: Transaction, userId?: number) {
  const rows = await ctx.sequelize.query<OrderRow>(
    `${selectOrders} WHERE (id = :id OR paired_order_id = :id) ${userId ? 'AND user_id = :userId' : ''}
     ORDER BY id FOR UPDATE`,
    { type: QueryTypes.SELECT, replacements: { id, userId: userId ?? null }, transaction },
  );
  const main = rows.find((r) => Number(r.id) === id);
  if (!main || main.leg === 'in') throw new AppError('NOT_FOUND', 404);
  return rows;
}

/**
 * The investor cancels a switch until 14:00 Asia/Bangkok on its effective date (spec §4); its reserved units
 * come back, and the cancellation is audited like staff decisions. Other orders go through staff.
 */
export async function cancelOrder(ctx: AppContext, investor: RequestActor, id: number): Promise<OrderView> {
  return ctx.sequelize.transaction(async (transaction) => {
    const rows = await lockOrderRows(ctx, id, transaction, investor.id);
    const out = rows.find((r) => Number(r.id) === id)!;
    const now = ctx.clock.now();
    // Approved or not, a switch has not traded before the cut-off of its date (no NAV of that day exists before).
    const open = out.stage === 'confirm' || out.stage === 'approved';
    if (out.kind !== 'switch' || !open || !investing.isBeforeCutOff(now, out.trade_date)) {
      throw new AppError('ORDER_CANNOT_CANCEL', 409);
    }
    await ctx.sequelize.query(
      `UPDATE orders SET stage = 'cancelled', cancelled_at = :now WHERE id = :id OR paired_order_id = :id`,
      { replacements: { id, now }, transaction },
    );
    await releaseReservation(ctx, out, transaction);
    await recordAudit(
      ctx,
      {
        actorId: investor.id,
        action: 'ORDER_CANCELLED',
        subject: `orders/${id}`,
        before: { stage: out.stage },
        after: { stage: 'cancelled', ref: out.ref },
        requestId: investor.requestId,
        request: investor.request,
      },
      transaction,
    );
    return loadOrder(ctx, id, { transaction });
  });
}

type StaffActor = RequestActor;

/** An increase is approved only once the money for it is in: its deposit verified. */
async function assertFunded(ctx: AppContext, id: number, transaction: Transaction): Promise<void> {
  const [funded] = await ctx.sequelize.query(
    `SELECT 1 FROM orders o JOIN deposits d ON d.id = o.deposit_id WHERE o.id = :id AND d.status = 'VERIFIED'`,
    { type: QueryTypes.SELECT, replacements: { id }, transaction },
  );
  if (!funded) throw new AppError('ORDER_NOT_FUNDED', 409);
}

async function decide(
  ctx: AppContext,
  id: number,
  actor: StaffActor,
  decision: { stage: 'approved' | 'reject'; reason?: string; note?: string },
): Promise<OrderView> {
  let settledFor: number | null = null;
  const order = await ctx.sequelize.transaction(async (transaction) => {
    const rows = await lockOrderRows(ctx, id, transaction);
    const main = rows.find((r) => Number(r.id) === id)!;
    if (main.stage !== 'confirm') throw new AppError('ORDER_CANNOT_DECIDE', 409);
    if (decision.stage === 'approved' && main.kind === 'increase') await assertFunded(ctx, id, transaction);
    const now = ctx.clock.now();
    await ctx.sequelize.query(
      `UPDATE orders SET stage = :stage, reject_reason = :reason, decided_by = :actorId, decided_at = :now
       WHERE (id = :id OR paired_order_id = :id) AND stage = 'confirm'`,
      {
        replacements: { id, stage: decision.stage, reason: decision.reason ?? null, actorId: actor.id, now },
        transaction,
      },
    );
    if (decision.stage === 'reject') {
      await releaseReservation(ctx, main, transaction);
      await enqueueUserMail(ctx, transaction, Number(main.user_id), 'order-rejected', {
        ref: main.ref,
        kind: main.kind,
        strategyCode: main.strategy_code,
        reason: decision.reason ?? '',
        portalUrl: `${ctx.config.portalUrl}/orders/${id}`,
      });
    }
    // Approved after its NAV was: it settles at that NAV now rather than wait for a run that already happened. An
    // approval of that NAV running meanwhile is waited for there (settleStrategyDate takes the NAV date's lock).
    if (decision.stage === 'approved') {
      const settled = await settleStrategyDate(ctx, main.strategy_code, main.trade_date, transaction, {
        cause: 'ORDER_APPROVED',
        actorId: actor.id,
      });
      if (settled && settled.ordersSettled > 0) settledFor = Number(main.user_id);
    }
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: decision.stage === 'approved' ? 'ORDER_APPROVED' : 'ORDER_REJECTED',
        subject: `orders/${id}`,
        before: { stage: main.stage },
        // The approver's note, if any, is kept only here: the order has no place for it.
        after: {
          stage: decision.stage,
          reason: decision.reason ?? null,
          ...(decision.stage === 'approved' ? { note: decision.note || null } : {}),
        },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return loadOrder(ctx, id, { transaction });
  });
  // Settled at once: the investor's tier follows, after the commit, as after a NAV approval.
  if (settledFor !== null) await recalculateTiersAfterSettlement(ctx, { userIds: [settledFor] });
  return order;
}

/**
 * Operations approve an order (confirm → approved), with an optional note kept in the audit log: it then settles
 * when its trade date's NAV is approved.
 */
export const approveOrder = (ctx: AppContext, id: number, actor: StaffActor, note?: string) =>
  decide(ctx, id, actor, { stage: 'approved', note });

/** Operations reject an order with a reason; a reduce or switch-out gives its reserved units back. */
export const rejectOrder = (ctx: AppContext, id: number, actor: StaffActor, reason: string) =>
  decide(ctx, id, actor, { stage: 'reject', reason });
