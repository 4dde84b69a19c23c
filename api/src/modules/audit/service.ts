import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { pageCounted } from '../../platform/simple-rest.ts';

/** Where a change came from: the caller's address and browser. */
export interface AuditRequest {
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  actorId: number | null;
  action: string;
  subject: string;
  /** The state before and after, each an object (the fields that changed, or the whole record), or null. */
  before: object | null;
  after: object | null;
  requestId: string | null;
  /** The request that made the change, when there is one (a worker's change has none). */
  request?: AuditRequest;
}

// A header can be long; the log keeps enough of it to recognise the browser.
const userAgentMax = 512;

export const auditRequestOf = (req: Request): AuditRequest => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent') ?? null,
});

/** Who made a change through a request: the signed-in user, the request's id, IP and user agent. */
export interface RequestActor {
  id: number;
  requestId: string | null;
  request: AuditRequest;
}

export const actorOf = (req: Request): RequestActor => ({
  id: req.user!.id,
  requestId: req.id ? String(req.id) : null,
  request: auditRequestOf(req),
});

/** Callers that kept the address and browser inside `after` (security, third-party sign-in) are read from it. */
function requestOf(entry: AuditEntry): AuditRequest {
  if (entry.request) return entry.request;
  const after = entry.after as { ip?: unknown; userAgent?: unknown } | null;
  if (!after || typeof after !== 'object') return { ip: null, userAgent: null };
  return {
    ip: typeof after.ip === 'string' ? after.ip : null,
    userAgent: typeof after.userAgent === 'string' ? after.userAgent : null,
  };
}

/**
 * Written in the same transaction as the change it records, so neither exists without the other. The table
 * is append-only: the database refuses UPDATE, DELETE and TRUNCATE on it.
 */
export async function recordAudit(
  ctx: AppContext,
  entry: AuditEntry,
  transaction: Transaction,
): Promise<void> {
  const { ip, userAgent } = requestOf(entry);
  await ctx.models.AuditEntry.create(
    {
      actorId: entry.actorId,
      action: entry.action,
      subject: entry.subject,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: entry.requestId,
      ip: ip?.slice(0, 100) ?? null,
      userAgent: userAgent?.slice(0, userAgentMax) ?? null,
    },
    // The log is append-only: nothing to read back.
    { transaction, returning: false },
  );
}

export interface AuditFilter {
  action?: string;
  /** The actor's id, or their e-mail (any case). */
  actor?: number | string;
  /** The changed record, as `users/12`; `subject` is the older name of the same filter. */
  target?: string;
  subject?: string;
  /** ISO instants, or plain dates `YYYY-MM-DD` read as whole days in Bangkok. */
  createdAtFrom?: string;
  createdAtTo?: string;
}

export const plainDate = /^\d{4}-\d{2}-\d{2}$/;
const bangkokOffset = '+07:00';
const dayMs = 24 * 60 * 60 * 1000;

/** Where a `from` bound starts: the instant given, or 00:00 in Bangkok on the day given. */
const startOf = (value: string) =>
  new Date(plainDate.test(value) ? `${value}T00:00:00${bangkokOffset}` : value);

/** A `to` bound: an instant is included; a plain date includes the whole Bangkok day (until the next 00:00). */
function endOf(value: string): { until: Date | null; before: Date | null } {
  if (!plainDate.test(value)) return { until: new Date(value), before: null };
  return { until: null, before: new Date(startOf(value).getTime() + dayMs) };
}

/**
 * A `createdAtFrom`/`createdAtTo` filter (ISO instants, or plain dates read as whole Bangkok days) as the bounds a
 * query compares `created_at` with: `>= from`, `<= until` (an instant) and `< before` (the day after a plain date).
 */
export function createdAtBounds(filter: { createdAtFrom?: string; createdAtTo?: string }) {
  return {
    from: filter.createdAtFrom ? startOf(filter.createdAtFrom) : null,
    ...(filter.createdAtTo ? endOf(filter.createdAtTo) : { until: null, before: null }),
  };
}

const sortColumns: Record<string, string> = { id: 'a.id', createdAt: 'a.created_at' };

/**
 * The log for staff, newest first unless asked otherwise, with who acted, from where and with which browser. SQL
 * rather than the model: the filter on the actor's e-mail (case-blind, through the join to users) and the page's
 * total come with the page in one statement, over a table that only grows.
 */
export async function listAudit(
  ctx: AppContext,
  filter: AuditFilter,
  page: { offset: number; limit: number; sort?: [string, 'ASC' | 'DESC'] },
) {
  const [field, order] = page.sort ?? ['id', 'DESC'];
  const actor = filter.actor ?? null;
  const rows = await ctx.sequelize.query<Record<string, unknown> & { total: string }>(
    `SELECT a.id, a.action, a.subject, a.before, a.after, a.request_id AS "requestId", a.ip,
            a.user_agent AS "userAgent", a.created_at AS "createdAt", a.actor_id AS "actorId",
            u.email AS actor, count(*) OVER () AS total
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
     WHERE (:action::text IS NULL OR a.action = :action)
       AND (:subject::text IS NULL OR a.subject = :subject)
       AND (:actorId::bigint IS NULL OR a.actor_id = :actorId)
       AND (:actorEmail::text IS NULL OR lower(u.email) = lower(:actorEmail))
       AND (:from::timestamptz IS NULL OR a.created_at >= :from)
       AND (:until::timestamptz IS NULL OR a.created_at <= :until)
       AND (:before::timestamptz IS NULL OR a.created_at < :before)
     ORDER BY ${sortColumns[field] ?? 'a.id'} ${order === 'ASC' ? 'ASC' : 'DESC'}, a.id ${order === 'ASC' ? 'ASC' : 'DESC'}
     OFFSET :offset LIMIT :limit`,
    {
      replacements: {
        action: filter.action ?? null,
        subject: filter.target ?? filter.subject ?? null,
        actorId: typeof actor === 'number' ? actor : null,
        actorEmail: typeof actor === 'string' ? actor : null,
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
    actorId: r.actorId === null ? null : Number(r.actorId),
  }));
}
