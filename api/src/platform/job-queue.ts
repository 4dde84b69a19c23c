import type { Job } from 'pg-boss';
import { PgBoss } from 'pg-boss';
import type { AppContext } from './context.ts';
import { currentRequestId, withRequestId } from './request-context.ts';

/** Where a job's data carries the id of the request that queued it. */
const requestIdKey = 'requestId';

/** A job's data with the current request's id added (nothing when no request is in progress). */
export function withQueuingRequest(data: object | null | undefined): object | null | undefined {
  const requestId = currentRequestId();
  return requestId ? { ...(data ?? {}), [requestIdKey]: requestId } : data;
}

/** A job as its handler sees it, without the request id it carries, and that id. */
export function splitRequestId<T>(job: Job<T>): { requestId: string | undefined; job: Job<T> } {
  const data = job.data as Record<string, unknown> | null;
  const requestId = typeof data?.[requestIdKey] === 'string' ? (data[requestIdKey] as string) : undefined;
  if (!requestId) return { requestId, job };
  const rest = Object.fromEntries(Object.entries(data!).filter(([key]) => key !== requestIdKey));
  // Sent with no data, it had only the id: the handler gets the null it was sent.
  return { requestId, job: { ...job, data: (Object.keys(rest).length === 0 ? null : rest) as T } };
}

/** Runs each job of a batch with the id of the request that queued it, which the handler no longer sees. */
export function runAsQueuingRequest<T>(
  handler: (jobs: Job<T>[], ...rest: unknown[]) => Promise<unknown>,
): (jobs: Job<T>[], ...rest: unknown[]) => Promise<unknown[]> {
  return async (jobs, ...rest) => {
    const results: unknown[] = [];
    for (const queued of jobs) {
      const { requestId, job } = splitRequestId(queued);
      results.push(await withRequestId(requestId, () => handler([job], ...rest)));
    }
    return results;
  };
}

/**
 * The job queue the modules schedule their jobs on. pg-boss keeps its queue and schedules in PostgreSQL (schema
 * `pgboss`), so with several API processes a scheduled job still runs once per tick; every job is safe to run twice.
 * A job sent while a request is served carries that request's id, and its handler's log lines name it.
 */
export async function startJobQueue(ctx: AppContext): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: ctx.config.databaseUrl, schema: 'pgboss' });
  boss.on('error', (err) => ctx.logger.error({ err }, 'job queue error'));
  await boss.start();
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  const work = boss.work.bind(boss) as (name: string, ...args: unknown[]) => Promise<string>;
  const fetch = boss.fetch.bind(boss) as (name: string, options?: object) => Promise<Job<unknown>[]>;
  Object.assign(boss, {
    send: (first: string | { data?: object | null }, data?: object | null, ...rest: unknown[]) =>
      typeof first === 'string'
        ? send(first, withQueuingRequest(data), ...rest)
        : send({ ...first, data: withQueuingRequest(first.data) }),
    work: (name: string, ...args: unknown[]) => {
      const handler = args.pop() as (jobs: Job<unknown>[], ...rest: unknown[]) => Promise<unknown>;
      return work(name, ...args, runAsQueuingRequest(handler));
    },
    fetch: async (name: string, options?: object) =>
      (await fetch(name, options)).map((job) => splitRequestId(job).job),
  });
  return boss;
}

/** Whether the queue answers on its own connections and its tables are there: no job could be queued or run else. */
export async function isJobQueueReady(jobs: Pick<PgBoss, 'isInstalled'>): Promise<boolean> {
  try {
    return await jobs.isInstalled();
  } catch {
    return false;
  }
}
