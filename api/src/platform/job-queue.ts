import { PgBoss } from 'pg-boss';
import type { AppContext } from './context.ts';

/**
 * The job queue the modules schedule their jobs on. pg-boss keeps its queue and schedules in PostgreSQL (schema
 * `pgboss`), so with several API processes a scheduled job still runs once per tick; every job is safe to run twice.
 */
export async function startJobQueue(ctx: AppContext): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: ctx.config.databaseUrl, schema: 'pgboss' });
  boss.on('error', (err) => ctx.logger.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}
