import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { settleStrandedOrders } from './sweep.ts';
import { rejectUnpaidIncreases } from './unpaid.ts';

export const settlementSweepQueue = 'settlement-sweep';

/**
 * Every five minutes, settles any approved order its NAV's approval left behind (see settleStrandedOrders), then
 * rejects the increases nobody paid in time (see rejectUnpaidIncreases).
 */
export async function scheduleSettlementJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await boss.createQueue(settlementSweepQueue);
  await boss.schedule(settlementSweepQueue, '*/5 * * * *', null, { tz: 'Asia/Bangkok' });
  await boss.work(settlementSweepQueue, async () => {
    const swept = await settleStrandedOrders(ctx);
    // Each one is an order that would otherwise never have settled: worth a look.
    if (swept.length > 0) ctx.logger.warn({ swept }, 'stranded approved orders settled');
    const rejected = await rejectUnpaidIncreases(ctx);
    if (rejected.length > 0) ctx.logger.info({ rejected }, 'unpaid increases rejected');
  });
}
