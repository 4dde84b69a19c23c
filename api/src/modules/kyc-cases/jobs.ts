import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { markOverdueCases } from './overdue.ts';

export const overdueQueue = 'kyc-mark-overdue';

/** Schedules the daily overdue check at 00:05 in Bangkok, right after a revision deadline has passed. */
export async function scheduleKycJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await boss.createQueue(overdueQueue);
  await boss.schedule(overdueQueue, '5 0 * * *', null, { tz: 'Asia/Bangkok' });
  await boss.work(overdueQueue, async () => {
    const marked = await markOverdueCases(ctx);
    ctx.logger.info({ marked }, 'overdue KYC cases marked');
  });
}
