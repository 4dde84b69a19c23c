import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';

/**
 * An admin resets another staff member's second factor (a lost phone): the enrolled secret and the recovery codes
 * go, every open session of theirs ends, and their next sign-in with the password leads to enrolment again. Never
 * one's own: an admin who lost their factor asks another admin, so no single person can take an account's second
 * factor away unnoticed.
 */
export async function resetStaffTwoFactor(
  ctx: AppContext,
  userId: number,
  reason: string,
  actor: RequestActor,
): Promise<{ twoFactorEnabled: false }> {
  if (userId === actor.id) throw new AppError('STAFF_2FA_RESET_SELF', 403);
  await ctx.sequelize.transaction(async (transaction) => {
    const [target] = await ctx.sequelize.query<{ role: string | null; enabled: boolean }>(
      `SELECT u.role, s.totp_enabled_at IS NOT NULL AS enabled
       FROM users u LEFT JOIN user_security s ON s.user_id = u.id WHERE u.id = :userId FOR UPDATE OF u`,
      { replacements: { userId }, type: QueryTypes.SELECT, transaction },
    );
    if (!target) throw new AppError('NOT_FOUND', 404);
    if (target.role === null) {
      throw new AppError('AUTH_FORBIDDEN', 403, {
        detail: "Only a staff member's second factor is reset here",
      });
    }
    if (!target.enabled) throw new AppError('AUTH_2FA_NOT_ENABLED', 409);
    const now = ctx.clock.now();
    await ctx.sequelize.query(
      `UPDATE user_security SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
         totp_last_step = NULL, updated_at = :now WHERE user_id = :userId;
       DELETE FROM staff_recovery_codes WHERE user_id = :userId;
       UPDATE sessions SET revoked_at = :now WHERE user_id = :userId AND revoked_at IS NULL`,
      { replacements: { userId, now }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'staff.2fa-reset',
        subject: `users/${userId}`,
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false, reason },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return { twoFactorEnabled: false };
}
