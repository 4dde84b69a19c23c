import type { Language } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { type AuditEntry, type AuditRequest, recordAudit } from '../audit/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { issueRecoveryLink } from '../security/recovery.ts';

export const lockoutRules = { failures: 5, windowMinutes: 15 } as const;

export type FailureReason = 'WRONG_PASSWORD' | 'WRONG_2FA_CODE' | 'ACCOUNT_LOCKED';

export function loginFailedEntry(
  userId: number,
  request: AuditRequest & { requestId: string | null },
  reason: FailureReason,
): AuditEntry {
  return {
    actorId: userId,
    action: 'LOGIN_FAILED',
    subject: `users/${userId}`,
    before: null,
    after: { provider: 'password', reason },
    requestId: request.requestId,
    request: { ip: request.ip, userAgent: request.userAgent },
  };
}

/**
 * tooManyLoginBan: the 5th wrong password within 15 minutes locks the account until staff unlock it or the
 * user recovers it. The owner is told by e-mail, with a single-use recovery link.
 */
export async function recordLoginFailure(
  ctx: AppContext,
  user: { id: number; email: string },
  request: AuditRequest & { requestId: string | null },
  banEnabled: boolean,
  reason: Exclude<FailureReason, 'ACCOUNT_LOCKED'>,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.sequelize.transaction(async (transaction) => {
    await ctx.sequelize.query('INSERT INTO login_failures (user_id, ip, at) VALUES (:id, :ip, :now)', {
      replacements: { id: user.id, ip: request.ip, now },
      transaction,
    });
    await recordAudit(ctx, loginFailedEntry(user.id, request, reason), transaction);
    if (!banEnabled) return;
    const [{ n }] = (await ctx.sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_failures
       WHERE user_id = :id AND at > :since AND at <= :now`,
      {
        replacements: {
          id: user.id,
          now,
          since: new Date(now.getTime() - lockoutRules.windowMinutes * 60_000),
        },
        type: QueryTypes.SELECT,
        transaction,
      },
    )) as [{ n: number }];
    if (n < lockoutRules.failures) return;
    const [locked] = await ctx.sequelize.query<{ language: Language }>(
      `UPDATE users SET locked_at = :now, locked_reason = 'TOO_MANY_LOGIN_FAILURES'
       WHERE id = :id AND locked_at IS NULL RETURNING language`,
      { replacements: { id: user.id, now }, type: QueryTypes.SELECT, transaction },
    );
    if (locked) {
      await recordAudit(
        ctx,
        {
          actorId: null,
          action: 'ACCOUNT_LOCKED',
          subject: `users/${user.id}`,
          before: { locked: false },
          after: { locked: true, lockedReason: 'TOO_MANY_LOGIN_FAILURES' },
          requestId: request.requestId,
          request: { ip: request.ip, userAgent: request.userAgent },
        },
        transaction,
      );
      await enqueueMail(ctx, transaction, {
        to: user.email,
        language: locked.language,
        template: 'account-locked',
        data: await issueRecoveryLink(ctx, transaction, user.id),
      });
    }
  });
}

export async function isLockedByUuid(ctx: AppContext, uuid: string): Promise<boolean> {
  const [row] = await ctx.sequelize.query<{ locked: boolean }>(
    'SELECT locked_at IS NOT NULL AS locked FROM users WHERE uuid = :uuid',
    { replacements: { uuid }, type: QueryTypes.SELECT },
  );
  return row?.locked ?? false;
}
