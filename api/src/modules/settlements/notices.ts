import type { Language } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../mail/outbox.ts';

const batchSize = 500;

/**
 * Writes the "settled" e-mail of settled orders that have none yet, a batch at a time; the worker runs it, and so
 * does a NAV approval once committed. Kept out of the settlement transaction so settling stays one set-based pass;
 * the orders' notified_at makes it safe to run from anywhere, any number of times.
 */
export async function notifySettledOrders(ctx: AppContext): Promise<number> {
  let written = 0;
  for (;;) {
    const sent = await ctx.sequelize.transaction(async (transaction) => {
      const orders = await ctx.sequelize.query<{
        id: string;
        ref: string;
        kind: 'increase' | 'reduce' | 'switch';
        leg: 'out' | 'in' | null;
        strategy_code: string;
        settled_units: string;
        settled_amount: string;
        fee: string;
        nav: string;
        trade_date: string;
        email: string;
        language: Language;
      }>(
        `SELECT o.id, o.ref, o.kind, o.leg, o.strategy_code, o.settled_units::text, o.settled_amount::text,
           o.fee::text, o.nav::text, to_char(o.trade_date, 'YYYY-MM-DD') AS trade_date, u.email, u.language
         FROM orders o JOIN users u ON u.id = o.user_id
         WHERE o.settled_at IS NOT NULL AND o.notified_at IS NULL
         ORDER BY o.settled_at, o.id LIMIT ${batchSize} FOR UPDATE OF o SKIP LOCKED`,
        { type: QueryTypes.SELECT, transaction },
      );
      for (const o of orders) {
        await enqueueMail(ctx, transaction, {
          to: o.email,
          language: o.language,
          template: 'order-settled',
          data: {
            ref: o.ref,
            kind: o.kind,
            leg: o.leg,
            strategyCode: o.strategy_code,
            units: o.settled_units,
            amount: o.settled_amount,
            fee: o.fee,
            nav: o.nav,
            tradeDate: o.trade_date,
          },
        });
      }
      if (orders.length > 0) {
        await ctx.sequelize.query('UPDATE orders SET notified_at = :now WHERE id IN (:ids)', {
          replacements: { now: ctx.clock.now(), ids: orders.map((o) => o.id) },
          transaction,
        });
      }
      return orders.length;
    });
    written += sent;
    if (sent < batchSize) return written;
  }
}
