import type { StaffRole } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ListParams } from '../../platform/simple-rest.ts';
import { pageOf } from '../../platform/simple-rest.ts';
import { type AuditRequest, recordAudit } from '../audit/service.ts';

interface UserRow {
  id: string;
  uuid: string;
  email: string;
  role: StaffRole | null;
  customer_type: 'INDIVIDUAL' | 'JURISTIC';
  company_name: string | null;
  sale_code: string | null;
  email_verified_at: Date | null;
  locked_at: Date | null;
  locked_reason: string | null;
  created_at: Date;
  tier_code: string | null;
  tier_since: Date | null;
  tier_name?: { th: string; en: string } | null;
  total?: string;
}

export const toUserRecord = (row: UserRow) => ({
  id: Number(row.id),
  uuid: row.uuid,
  email: row.email,
  role: row.role,
  isAdmin: row.role !== null,
  customerType: row.customer_type,
  companyName: row.company_name,
  saleCode: row.sale_code,
  emailVerified: row.email_verified_at !== null,
  locked: row.locked_at !== null,
  lockedAt: row.locked_at?.toISOString() ?? null,
  lockedReason: row.locked_reason,
  createdAt: row.created_at.toISOString(),
  status: userStatus(row),
  // The tier the last recalculation put the investor in (null for staff and until first worked out).
  tierCode: row.tier_code,
  tierSince: row.tier_since?.toISOString() ?? null,
  tierName: row.tier_name ?? null,
});

export const userStatuses = ['ACTIVE', 'LOCKED', 'UNVERIFIED'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A lock outweighs everything; an address not yet confirmed comes next (the back office shows the same). */
function userStatus(row: Pick<UserRow, 'locked_at' | 'email_verified_at'>): UserStatus {
  if (row.locked_at !== null) return 'LOCKED';
  return row.email_verified_at === null ? 'UNVERIFIED' : 'ACTIVE';
}

// The same rule in SQL, for the list filter.
const statusSql = `CASE WHEN locked_at IS NOT NULL THEN 'LOCKED'
  WHEN email_verified_at IS NULL THEN 'UNVERIFIED' ELSE 'ACTIVE' END`;

const sortColumns: Record<string, string> = { id: 'id', email: 'email', createdAt: 'created_at' };

export async function listUsers(ctx: AppContext, params: ListParams) {
  const filter = (params.filter ?? {}) as {
    q?: string;
    customerType?: string;
    locked?: boolean;
    staff?: boolean;
    emailVerified?: boolean;
    status?: UserStatus;
    tier?: string;
  };
  const [field, order] = params.sort ?? ['createdAt', 'DESC'];
  const { offset, limit } = pageOf(params);
  const rows = await ctx.sequelize.query<UserRow>(
    `SELECT users.*, t.name AS tier_name, count(*) OVER () AS total
     FROM users LEFT JOIN tiers t ON t.code = users.tier_code
     WHERE (:q::text IS NULL OR email ILIKE :q OR uuid::text = :exact)
       AND (:customerType::text IS NULL OR customer_type = :customerType)
       AND (:locked::boolean IS NULL OR (locked_at IS NOT NULL) = :locked)
       AND (:staff::boolean IS NULL OR (role IS NOT NULL) = :staff)
       AND (:emailVerified::boolean IS NULL OR (email_verified_at IS NOT NULL) = :emailVerified)
       AND (:status::text IS NULL OR ${statusSql} = :status)
       AND (:tier::text IS NULL OR tier_code = :tier)
     ORDER BY ${sortColumns[field] ?? 'created_at'} ${order === 'ASC' ? 'ASC' : 'DESC'}, id DESC
     OFFSET :offset LIMIT :limit`,
    {
      replacements: {
        q: filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : null,
        exact: filter.q ?? '',
        customerType: filter.customerType ?? null,
        locked: filter.locked ?? null,
        staff: filter.staff ?? null,
        emailVerified: filter.emailVerified ?? null,
        status: filter.status ?? null,
        tier: filter.tier ?? null,
        offset,
        limit,
      },
      type: QueryTypes.SELECT,
    },
  );
  return { rows: rows.map(toUserRecord), offset, total: rows[0] ? Number(rows[0].total) : 0 };
}

export async function getUser(ctx: AppContext, where: { id: number } | { uuid: string }) {
  const [row] = await ctx.sequelize.query<UserRow & { two_factor_enabled: boolean }>(
    `SELECT users.*, t.name AS tier_name,
       EXISTS (SELECT 1 FROM user_security s WHERE s.user_id = users.id AND s.totp_enabled_at IS NOT NULL)
         AS two_factor_enabled
     FROM users LEFT JOIN tiers t ON t.code = users.tier_code
     WHERE ${'id' in where ? 'users.id = :id' : 'users.uuid::text = :uuid'}`,
    { replacements: where, type: QueryTypes.SELECT },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  // The detail says whether a second factor is on, so an admin sees whether there is one to reset.
  return { ...toUserRecord(row), twoFactorEnabled: row.two_factor_enabled };
}

type Actor = { id: number; requestId: string | null; request: AuditRequest };

async function change(
  ctx: AppContext,
  id: number,
  actor: Actor,
  action: string,
  sql: string,
  extra: object = {},
) {
  await ctx.sequelize.transaction(async (transaction) => {
    const before = await getUser(ctx, { id });
    await ctx.sequelize.query(sql, { replacements: { id, now: ctx.clock.now(), ...extra }, transaction });
    const after = await ctx.sequelize.query<UserRow>('SELECT * FROM users WHERE id = :id', {
      replacements: { id },
      type: QueryTypes.SELECT,
      transaction,
    });
    const record = toUserRecord(after[0]!);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action,
        subject: `users/${id}`,
        before: { locked: before.locked, lockedReason: before.lockedReason, role: before.role },
        // The IP stays in \`after\` too, where readers of older entries look for it.
        after: {
          locked: record.locked,
          lockedReason: record.lockedReason,
          role: record.role,
          ip: actor.request.ip,
        },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getUser(ctx, { id });
}

/** Unlocking also forgets the failures that led to the lock, so one more mistake does not lock again at once. */
export const unlockUser = (ctx: AppContext, id: number, actor: Actor) =>
  change(
    ctx,
    id,
    actor,
    'users.unlock',
    `UPDATE users SET locked_at = NULL, locked_reason = NULL, updated_at = :now WHERE id = :id;
     DELETE FROM login_failures WHERE user_id = :id`,
  );

/**
 * A staff lock records the staff member's reason (shown on the user's detail and kept in the audit log) and
 * ends the user's sessions. A reason replaces the one of a lock after failed logins, so the user can no longer
 * recover the account alone.
 */
export const lockUser = (ctx: AppContext, id: number, reason: string, actor: Actor) =>
  change(
    ctx,
    id,
    actor,
    'users.lock',
    `UPDATE users SET locked_at = coalesce(locked_at, :now), locked_reason = :reason, updated_at = :now WHERE id = :id;
     UPDATE sessions SET revoked_at = :now WHERE user_id = :id AND revoked_at IS NULL`,
    { reason },
  );

export async function setRole(ctx: AppContext, id: number, role: StaffRole | null, actor: Actor) {
  if (id === actor.id)
    throw new AppError('AUTH_FORBIDDEN', 403, { detail: 'Staff cannot change their own role' });
  return change(
    ctx,
    id,
    actor,
    'users.role',
    `UPDATE users SET role = :role, updated_at = :now WHERE id = :id;
     UPDATE sessions SET revoked_at = :now WHERE user_id = :id AND revoked_at IS NULL`,
    { role },
  );
}
