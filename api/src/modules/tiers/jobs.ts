import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { recalculateTiers, type TierScope } from './recalculate.ts';

export const tierRecalculationQueue = 'tier-recalculation';

/** One queued recalculation: the scope it was asked for. */
export async function runTierRecalculationJob(ctx: AppContext, scope: TierScope) {
  const done = await recalculateTiers(ctx, scope);
  if (!done) ctx.logger.info({ scope }, 'userTier flag off: no tier recalculation');
  else if (done.changed > 0) ctx.logger.info({ scope, ...done }, 'customer tiers recalculated');
  return done;
}

/**
 * A NAV approval revalues every holder of its strategy, and turning the userTier flag on asks for every investor:
 * the tiers are worked out on the queue soon after, so the approval or the flag answers without waiting for it and
 * a failure there fails neither (pg-boss retries the job). Never throws: the answer must stand once its change is
 * committed; a request that could not be queued is logged, and the staff action "recalculate tiers" catches up.
 * With no queue (a tool, a test that runs none) nothing is asked, as for the reconciliation.
 */
export async function requestTierRecalculation(ctx: AppContext, scope: TierScope): Promise<string | null> {
  if (!ctx.jobs) return null;
  return ctx.jobs.send(tierRecalculationQueue, scope).catch((err) => {
    ctx.logger.warn({ err, scope }, 'customer-tier recalculation not queued');
    return null;
  });
}

/** The worker: each queued scope in turn (a run is safe twice: an unchanged tier writes nothing). */
export async function scheduleTierJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await boss.createQueue(tierRecalculationQueue);
  await boss.work<TierScope>(tierRecalculationQueue, async (jobs) => {
    for (const job of jobs) await runTierRecalculationJob(ctx, job.data);
  });
}
