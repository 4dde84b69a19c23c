import { investing, type BilingualText as Text } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadDeposit } from '../deposits/deposit-view.ts';
import { type OrderRow, selectOrders, toOrder } from './order-view.ts';

interface BatchExtras {
  id: string;
  strategy_name: Text;
  estimated_fee: string | null;
  deposit_id: string | null;
}

/**
 * A multi-strategy investment (spec §5: one `POST /orders` with `allocations`): its increase orders, each with the
 * strategy's name and the fee (the settled one, or the increase fee rate on the amount until then), the total, and
 * the deposit that pays them (the newest one not rejected, else the newest: a rejected deposit can be replaced).
 * `userId` scopes it to its owner: another investor's batch answers as not found.
 */
export async function loadBatch(ctx: AppContext, batchRef: string, userId: number) {
  const rows = await ctx.sequelize.query<OrderRow>(
    `${selectOrders} WHERE user_id = :userId AND batch_ref = :batchRef ORDER BY id`,
    { type: QueryTypes.SELECT, replacements: { userId, batchRef } },
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', 404);
  const extras = await ctx.sequelize.query<BatchExtras>(
    `SELECT o.id, s.name AS strategy_name, o.deposit_id,
       coalesce(o.fee, round(o.amount * s.increase_fee_rate, 2))::text AS estimated_fee
     FROM orders o JOIN strategies s ON s.code = o.strategy_code
     WHERE o.user_id = :userId AND o.batch_ref = :batchRef`,
    { type: QueryTypes.SELECT, replacements: { userId, batchRef } },
  );
  const extraOf = new Map(extras.map((extra) => [extra.id, extra]));
  const orders = rows.map((row) => {
    const extra = extraOf.get(row.id);
    return {
      ...toOrder(row),
      strategyName: extra?.strategy_name ?? null,
      estimatedFee: extra?.estimated_fee ?? null,
    };
  });
  const depositIds = [...new Set(extras.map((extra) => extra.deposit_id).filter((id) => id !== null))];
  const [latest] =
    depositIds.length === 0
      ? []
      : await ctx.sequelize.query<{ id: string }>(
          `SELECT id FROM deposits WHERE id IN (:ids) AND user_id = :userId
           ORDER BY status = 'REJECTED', id DESC LIMIT 1`,
          { type: QueryTypes.SELECT, replacements: { ids: depositIds, userId } },
        );
  const sum = (values: (string | null)[]) =>
    investing.amountString(values.reduce((total, value) => total.plus(value ?? '0'), investing.dec(0)));
  return {
    batchRef,
    createdAt: orders[0]!.createdAt,
    total: sum(orders.map((order) => order.requestedAmount)),
    totalFee: sum(orders.map((order) => order.estimatedFee)),
    orders,
    deposit: latest ? await loadDeposit(ctx, Number(latest.id), { userId }) : null,
  };
}

export type BatchView = Awaited<ReturnType<typeof loadBatch>>;
