import { bangkokDate, investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../audit/service.ts';
import { holidaySet } from '../holidays/service.ts';
import { enqueueUserMail } from '../mail/outbox.ts';

/** Kept as the order's reject reason: a code the screens and the e-mail translate into the investor's language. */
export const notPaidInTime = 'ORDER_NOT_PAID_IN_TIME';

/**
 * An increase still waiting for its money: in confirm, its deposit (if any) neither verified nor waiting for
 * operations with a slip or a bank notification to check. Shared by the search and the update, so an order paid
 * in between is left alone.
 */
const unpaid = `o.kind = 'increase' AND o.stage = 'confirm' AND NOT EXISTS (
    SELECT 1 FROM deposits d WHERE d.id = o.deposit_id AND (d.status = 'VERIFIED' OR (d.status = 'PENDING' AND (
      d.slip_uploaded_at IS NOT NULL
      OR EXISTS (SELECT 1 FROM qr_payment_notifications q WHERE q.deposit_id = d.id)))))`;

/**
 * Rejects the increases nobody paid for more than `unpaidIncreaseBusinessDays` business days after their trade date
 * (holidays from the table), each audited with no actor. Increases reserve nothing, so nothing is given back. Safe
 * to run twice: a rejected order is no longer in confirm.
 */
export async function rejectUnpaidIncreases(ctx: AppContext): Promise<number[]> {
  const now = ctx.clock.now();
  const today = bangkokDate(now);
  const candidates = await ctx.sequelize.query<{ id: string; ref: string; trade_date: string }>(
    `SELECT o.id, o.ref, to_char(o.trade_date, 'YYYY-MM-DD') AS trade_date FROM orders o
     WHERE ${unpaid} AND o.trade_date < :today ORDER BY o.trade_date, o.id`,
    { type: QueryTypes.SELECT, replacements: { today } },
  );
  if (candidates.length === 0) return [];
  const holidays = await holidaySet(ctx, candidates[0]!.trade_date, today);
  const overdue = candidates.filter((o) => investing.isUnpaidIncreaseOverdue(o.trade_date, today, holidays));
  const rejected: number[] = [];
  for (const order of overdue) {
    await ctx.sequelize.transaction(async (transaction) => {
      const [done] = await ctx.sequelize.query<{ id: string; user_id: string; strategy_code: string }>(
        `UPDATE orders o SET stage = 'reject', reject_reason = :reason, decided_at = :now
         WHERE o.id = :id AND ${unpaid} RETURNING o.id, o.user_id, o.strategy_code`,
        { type: QueryTypes.SELECT, replacements: { id: order.id, reason: notPaidInTime, now }, transaction },
      );
      if (!done) return;
      // Its deposit, still waiting for money, would otherwise take a slip for an order that no longer exists: it
      // closes too, once none of its orders is left open (a multi-strategy payment covers several).
      await ctx.sequelize.query(
        `UPDATE deposits d SET status = 'REJECTED', reject_reason = :reason, rejected_at = :now
         FROM orders o WHERE o.id = :id AND d.id = o.deposit_id AND d.status IN ('AWAITING_SLIP', 'PENDING')
           AND NOT EXISTS (SELECT 1 FROM orders other WHERE other.deposit_id = d.id AND other.stage <> 'reject')`,
        { replacements: { id: order.id, reason: notPaidInTime, now }, transaction },
      );
      await recordAudit(
        ctx,
        {
          actorId: null,
          action: 'ORDER_REJECTED',
          subject: `orders/${order.id}`,
          before: { stage: 'confirm' },
          after: { stage: 'reject', reason: notPaidInTime, ref: order.ref, cause: 'NOT_PAID_IN_TIME' },
          requestId: null,
        },
        transaction,
      );
      await enqueueUserMail(ctx, transaction, Number(done.user_id), 'order-rejected', {
        ref: order.ref,
        kind: 'increase',
        strategyCode: done.strategy_code,
        reason: notPaidInTime,
        portalUrl: `${ctx.config.portalUrl}/orders/${order.id}`,
      });
      rejected.push(Number(order.id));
    });
  }
  return rejected;
}
