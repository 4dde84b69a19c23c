import type { ClientErrorReport } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { pageCounted } from '../../platform/simple-rest.ts';
import { createdAtBounds } from '../audit/service.ts';
import { currentFlags } from '../feature-flags/service.ts';

/** Spec §9 errorEndpoint: off, the endpoint refuses every report and stores nothing. */
export async function requireErrorEndpoint(ctx: AppContext): Promise<void> {
  if (!(await currentFlags(ctx)).errorEndpoint) throw new AppError('CLIENT_ERRORS_DISABLED', 403);
}

export async function storeClientError(
  ctx: AppContext,
  report: ClientErrorReport,
  userId: number | null,
): Promise<{ id: number }> {
  const row = await ctx.models.ClientError.create({ ...report, userId, createdAt: ctx.clock.now() });
  return { id: Number(row.id) };
}

export interface ClientErrorFilter {
  app?: string;
  /** ISO instants, or plain dates `YYYY-MM-DD` read as whole Bangkok days. */
  createdAtFrom?: string;
  createdAtTo?: string;
}

/**
 * Reports newest first. `occurrences` counts the reports of the same app and message within the filter, so a
 * thousand reports of one bug read as one bug seen a thousand times.
 */
export async function listClientErrors(
  ctx: AppContext,
  filter: ClientErrorFilter,
  page: { offset: number; limit: number },
) {
  const rows = await ctx.sequelize.query<Record<string, unknown> & { total: string; occurrences: string }>(
    `SELECT id, app, message, stack, path, release, "userAgent", "userId", "createdAt", occurrences,
            count(*) OVER () AS total
     FROM (
       SELECT id, app, message, stack, path, release, user_agent AS "userAgent", user_id AS "userId",
              created_at AS "createdAt", count(*) OVER (PARTITION BY app, message) AS occurrences
       FROM client_errors
       WHERE (:app::text IS NULL OR app = :app)
         AND (:from::timestamptz IS NULL OR created_at >= :from)
         AND (:until::timestamptz IS NULL OR created_at <= :until)
         AND (:before::timestamptz IS NULL OR created_at < :before)
     ) filtered
     ORDER BY id DESC
     OFFSET :offset LIMIT :limit`,
    {
      replacements: {
        app: filter.app ?? null,
        ...createdAtBounds(filter),
        offset: page.offset,
        limit: page.limit,
      },
      type: QueryTypes.SELECT,
    },
  );
  return pageCounted(rows, ({ total: _t, ...r }) => ({
    ...r,
    id: Number(r.id),
    userId: r.userId === null ? null : Number(r.userId),
    occurrences: Number(r.occurrences),
  }));
}
