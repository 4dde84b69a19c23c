import { bangkokDate } from '@fund/domain';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { reconcile } from './reconcile.ts';

export const reconciliationQueue = 'custodian-reconciliation';

/**
 * Every evening at 20:30 Bangkok, after the day's NAVs are entered (about 18:00) and approved, the ledger and the
 * payouts are reconciled against the custodian as of that business date. Safe to run twice: a run only reads and
 * records what it found.
 */
export async function scheduleCustodianJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await boss.createQueue(reconciliationQueue);
  await boss.schedule(reconciliationQueue, '30 20 * * *', null, { tz: 'Asia/Bangkok' });
  await boss.work(reconciliationQueue, async () => {
    const run = await reconcile(ctx, bangkokDate(ctx.clock.now()), 'SCHEDULE');
    if (!run) ctx.logger.info('custodian flag off: no reconciliation');
    else if (run.breaks.length > 0)
      ctx.logger.warn({ run: run.id, breaks: run.breaks.length }, 'custodian breaks');
  });
}
