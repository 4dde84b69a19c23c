import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { issueRecoveryLink } from '../security/recovery.ts';

export const lockoutRules = { failures: 5, windowMinutes: 15 } as const;

/**
 * tooManyLoginBan: the 5th wrong password within 15 minutes locks the account until staff unlock it or the
 * user recovers it. The owner is told by e-mail, with a single-use recovery link.
 */
export async function recordLoginFailure(
  ctx: AppContext,
  user: { id: number; email: string },
  ip: string | null,
  banEnabled: boolean,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.sequelize.transaction(async (transaction) => {
    await ctx.sequelize.query('INSERT INTO login_failures (user_id, ip, at) VALUES (:id, :ip, :now)', {
      replacements: { id: user.id, ip, now },
      transaction,
    });
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
    const [locked] = await ctx.sequelize.query(
      `UPDATE users SET locked_at = :now, locked_reason = 'TOO_MANY_LOGIN_FAILURES'
       WHERE id = :id AND locked_at IS NULL RETURNING id`,
      { replacements: { id: user.id, now }, type: QueryTypes.SELECT, transaction },
    );
    if (locked) {
      await enqueueMail(ctx, transaction, {
        to: user.email,
        language: 'th',
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
