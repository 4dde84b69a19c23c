import { bangkokDate } from '@fund/domain';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { type ReconciliationCause, reconcile } from './reconcile.ts';

export const reconciliationQueue = 'custodian-reconciliation';

interface ReconciliationJob {
  asOf?: string;
  cause?: ReconciliationCause;
}

/** One queued reconciliation: as of its date and for its cause, or, from the schedule, as of today. */
export async function runReconciliationJob(ctx: AppContext, data: ReconciliationJob | null) {
  const run = await reconcile(ctx, data?.asOf ?? bangkokDate(ctx.clock.now()), data?.cause ?? 'SCHEDULE');
  if (!run) ctx.logger.info('custodian flag off: no reconciliation');
  else if (run.breaks.length > 0)
    ctx.logger.warn({ run: run.id, breaks: run.breaks.length }, 'custodian breaks');
  return run;
}

/**
 * An approved NAV settles units and creates payouts: the custodian is told and the books are compared as of that
 * date soon after, on the queue (the approval does not wait for it). With no queue (a tool, a test that runs
 * none) nothing is asked: the evening run covers it.
 */
export async function requestReconciliation(ctx: AppContext, asOf: string, cause: ReconciliationCause) {
  if (!ctx.jobs) return null;
  return ctx.jobs.send(reconciliationQueue, { asOf, cause } satisfies ReconciliationJob);
}

/**
 * Every evening at 20:30 Bangkok, after the day's NAVs are entered (about 18:00) and approved, the ledger and the
 * payouts are reconciled against the custodian as of that business date; each NAV approval asks for a run of its
 * own too. Safe to run twice: a run only reads and records what it found.
 */
export async function scheduleCustodianJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await boss.createQueue(reconciliationQueue);
  await boss.schedule(reconciliationQueue, '30 20 * * *', null, { tz: 'Asia/Bangkok' });
  await boss.work<ReconciliationJob | null>(reconciliationQueue, async (jobs) => {
    for (const job of jobs) await runReconciliationJob(ctx, job.data);
  });
}
