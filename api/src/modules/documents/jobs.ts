import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { processStatementRun, runDueStatements } from './monthly-statements.ts';

export const statementsQueue = 'monthly-statements';

/**
 * A run takes minutes. The worker beats every 15 s while it works; a process killed part-way stops beating, and
 * pg-boss's monitor gives the job to another worker within about a minute rather than after the default 15-minute
 * expiry. What the first worker finished stays finished (processStatementRun is safe to repeat).
 */
const liveJob = { heartbeatSeconds: 30 };

interface StatementsJob {
  /** A run staff started (or retried): carry it on. Without it, the schedule's daily look. */
  runId?: number;
}

/** Asks the worker to carry a run on; with no queue (a tool, a test) the caller processes it itself. */
export async function requestStatementRun(ctx: AppContext, runId: number) {
  if (!ctx.jobs) return null;
  return ctx.jobs.send(statementsQueue, { runId } satisfies StatementsJob, liveJob);
}

/**
 * Every morning at 06:30 Bangkok: on the first business day of a month the statements of the month before are
 * generated and e-mailed; any run left unfinished (a stopped worker) is carried on. A run is safe to repeat.
 */
export async function scheduleStatementJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await boss.createQueue(statementsQueue);
  await boss.schedule(statementsQueue, '30 6 * * *', null, { tz: 'Asia/Bangkok', ...liveJob });
  await boss.work<StatementsJob | null>(statementsQueue, async (jobs) => {
    for (const job of jobs) {
      const runs = job.data?.runId
        ? [await processStatementRun(ctx, job.data.runId)]
        : await runDueStatements(ctx);
      for (const run of runs) ctx.logger.info({ run }, 'monthly statements run');
    }
  });
}
