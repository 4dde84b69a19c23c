import { PgBoss } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { markOverdueCases } from './overdue.ts';

export const overdueQueue = 'kyc-mark-overdue';

/**
 * Schedules the daily overdue check at 00:05 in Bangkok, right after a revision deadline has passed. pg-boss
 * keeps its queue and schedule in PostgreSQL (schema `pgboss`), so with several API processes the job still
 * runs once a day; the job itself is safe to run twice.
 */
export async function startKycJobs(ctx: AppContext): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: ctx.config.databaseUrl, schema: 'pgboss' });
  boss.on('error', (err) => ctx.logger.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(overdueQueue);
  await boss.schedule(overdueQueue, '5 0 * * *', null, { tz: 'Asia/Bangkok' });
  await boss.work(overdueQueue, async () => {
    const marked = await markOverdueCases(ctx);
    ctx.logger.info({ marked }, 'overdue KYC cases marked');
  });
  return boss;
}
