import type { StaffRole } from '@fund/domain';
import { cast, col, fn, type InferAttributes, Op, where as sqlWhere, type WhereOptions } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ListParams } from '../../platform/simple-rest.ts';
import { pageOf } from '../../platform/simple-rest.ts';
import { type AuditRequest, recordAudit } from '../audit/service.ts';
import type { UserRow as UserModel } from '../auth/models.ts';

type UserRow = InferAttributes<UserModel> & { tier?: { name: unknown } | null };

export const toUserRecord = (row: UserRow) => ({
  id: Number(row.id),
  uuid: row.uuid,
  email: row.email,
  role: row.role,
  isAdmin: row.role !== null,
  customerType: row.customerType,
  companyName: row.companyName,
  saleCode: row.saleCode,
  emailVerified: row.emailVerifiedAt !== null,
  locked: row.lockedAt !== null,
  lockedAt: row.lockedAt?.toISOString() ?? null,
  lockedReason: row.lockedReason,
  createdAt: row.createdAt.toISOString(),
  status: userStatus(row),
  // The tier the last recalculation put the investor in (null for staff and until first worked out).
  tierCode: row.tierCode,
  tierSince: row.tierSince?.toISOString() ?? null,
  tierName: (row.tier?.name as { th: string; en: string } | undefined) ?? null,
});

export const userStatuses = ['ACTIVE', 'LOCKED', 'UNVERIFIED'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A lock outweighs everything; an address not yet confirmed comes next (the back office shows the same). */
function userStatus(row: Pick<UserRow, 'lockedAt' | 'emailVerifiedAt'>): UserStatus {
  if (row.lockedAt !== null) return 'LOCKED';
  return row.emailVerifiedAt === null ? 'UNVERIFIED' : 'ACTIVE';
}

// The same rule as conditions on the columns, for the list filter.
const statusWhere: Record<UserStatus, WhereOptions> = {
  LOCKED: { lockedAt: { [Op.ne]: null } },
  UNVERIFIED: { lockedAt: null, emailVerifiedAt: null },
  ACTIVE: { lockedAt: null, emailVerifiedAt: { [Op.ne]: null } },
};

const sortColumns: Record<string, string> = { id: 'id', email: 'email', createdAt: 'createdAt' };

/** The uuid compared as text, as typed: an id in capitals or braces names no user. */
const uuidIs = (text: string) => sqlWhere(cast(col('User.uuid'), 'text'), text);

const isSet = (value: boolean) => (value ? { [Op.ne]: null } : null);

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
  const where: WhereOptions[] = [];
  if (filter.q)
    where.push({
      [Op.or]: [{ email: { [Op.iLike]: `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` } }, uuidIs(filter.q)],
    });
  if (filter.customerType !== undefined) where.push({ customerType: filter.customerType });
  if (filter.locked !== undefined) where.push({ lockedAt: isSet(filter.locked) });
  if (filter.staff !== undefined) where.push({ role: isSet(filter.staff) });
  if (filter.emailVerified !== undefined) where.push({ emailVerifiedAt: isSet(filter.emailVerified) });
  if (filter.status !== undefined) where.push(statusWhere[filter.status]);
  if (filter.tier !== undefined) where.push({ tierCode: filter.tier });
  const { rows, count } = await ctx.models.User.findAndCountAll({
    where: { [Op.and]: where },
    include: [{ model: ctx.models.Tier, as: 'tier', attributes: ['name'] }],
    order: [
      [sortColumns[field] ?? 'createdAt', order === 'ASC' ? 'ASC' : 'DESC'],
      ['id', 'DESC'],
    ],
    offset,
    limit,
  });
  // A page past the end says there is nothing, as the list has always answered.
  return {
    rows: rows.map((row) => toUserRecord(row.get({ plain: true }) as UserRow)),
    offset,
    total: rows.length > 0 ? count : 0,
  };
}

export async function getUser(ctx: AppContext, key: { id: number } | { uuid: string }) {
  const row = await ctx.models.User.findOne({
    where: 'id' in key ? { id: key.id } : uuidIs(key.uuid),
    include: [{ model: ctx.models.Tier, as: 'tier', attributes: ['name'] }],
  });
  if (!row) throw new AppError('NOT_FOUND', 404);
  const twoFactors = await ctx.models.UserSecurity.count({
    where: { userId: row.id, totpEnabledAt: { [Op.ne]: null } },
  });
  // The detail says whether a second factor is on, so an admin sees whether there is one to reset.
  return { ...toUserRecord(row.get({ plain: true }) as UserRow), twoFactorEnabled: twoFactors > 0 };
}

type Actor = { id: number; requestId: string | null; request: AuditRequest };

/** What a change writes: the user's new columns, and whether their sessions end or their failed logins go. */
type UserChange = {
  user: (now: Date) => Parameters<AppContext['models']['User']['update']>[0];
  endSessions?: boolean;
  forgetFailures?: boolean;
};

async function change(ctx: AppContext, id: number, actor: Actor, action: string, made: UserChange) {
  await ctx.sequelize.transaction(async (transaction) => {
    const before = await getUser(ctx, { id });
    const now = ctx.clock.now();
    await ctx.models.User.update({ ...made.user(now), updatedAt: now }, { where: { id }, transaction });
    if (made.forgetFailures) await ctx.models.LoginFailure.destroy({ where: { userId: id }, transaction });
    if (made.endSessions)
      await ctx.models.Session.update(
        { revokedAt: now },
        { where: { userId: id, revokedAt: null }, transaction },
      );
    const after = await ctx.models.User.findByPk(id, { transaction, rejectOnEmpty: true });
    const record = toUserRecord(after.get({ plain: true }));
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
  change(ctx, id, actor, 'users.unlock', {
    user: () => ({ lockedAt: null, lockedReason: null }),
    forgetFailures: true,
  });

/**
 * A staff lock records the staff member's reason (shown on the user's detail and kept in the audit log) and
 * ends the user's sessions. A reason replaces the one of a lock after failed logins, so the user can no longer
 * recover the account alone.
 */
export const lockUser = (ctx: AppContext, id: number, reason: string, actor: Actor) =>
  change(ctx, id, actor, 'users.lock', {
    // A lock already in place keeps the time it began.
    user: (now) => ({ lockedAt: fn('coalesce', col('locked_at'), now), lockedReason: reason }),
    endSessions: true,
  });

export async function setRole(ctx: AppContext, id: number, role: StaffRole | null, actor: Actor) {
  if (id === actor.id)
    throw new AppError('AUTH_FORBIDDEN', 403, { detail: 'Staff cannot change their own role' });
  return change(ctx, id, actor, 'users.role', { user: () => ({ role }), endSessions: true });
}
