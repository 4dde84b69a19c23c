import { investing } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../audit/service.ts';
import { holidaysAround } from '../holidays/service.ts';

/**
 * An increase trades at the NAV of the day its money came by the cut-off (spec §4: before 14:00 → that day's NAV,
 * after → the next business day's). An order confirmed before the cut-off but paid after it would otherwise wait
 * for the day's NAV to be known and then buy at it; its trade date moves to that of the payment instead.
 * Called in the payment's transaction; answers the orders moved.
 */
export async function tradeOnPaymentDate(
  ctx: AppContext,
  depositId: number,
  paidAt: Date,
  transaction: Transaction,
): Promise<{ id: number; from: string; to: string }[]> {
  const tradeDate = investing.tradeDateOf(paidAt, await holidaysAround(ctx, paidAt));
  const moved = await ctx.sequelize.query<{ id: number; from: string; to: string }>(
    `WITH late AS (
       SELECT id, trade_date FROM orders
       WHERE deposit_id = :depositId AND kind = 'increase' AND stage = 'confirm' AND trade_date < :tradeDate
       FOR UPDATE
     )
     UPDATE orders o SET trade_date = :tradeDate FROM late
     WHERE o.id = late.id
     RETURNING o.id::int AS id, to_char(late.trade_date, 'YYYY-MM-DD') AS "from", :tradeDate AS "to"`,
    { type: QueryTypes.SELECT, replacements: { depositId, tradeDate }, transaction },
  );
  for (const order of moved) {
    await recordAudit(
      ctx,
      {
        actorId: null,
        action: 'ORDER_TRADE_DATE_MOVED',
        subject: `orders/${order.id}`,
        before: { tradeDate: order.from },
        after: { tradeDate: order.to, reason: 'PAID_AFTER_CUT_OFF', depositId },
        requestId: null,
      },
      transaction,
    );
  }
  return moved;
}
