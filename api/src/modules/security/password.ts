import type { Language } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { type Actor, auditOwnChange } from './actor.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * Changes the password of the signed-in user under the sign-up policy. Every session of the user ends, the
 * current one included (spec §8 toast "password changed, sign in to continue"), and the owner is told by e-mail.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: { currentPassword: string; newPassword: string; language: Language },
): Promise<void> {
  const [user] = await ctx.sequelize.query<{ email: string; password_hash: string | null }>(
    'SELECT email, password_hash FROM users WHERE id = :id',
    { replacements: { id: actor.id }, type: QueryTypes.SELECT },
  );
  if (!user?.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError('AUTH_CURRENT_PASSWORD_WRONG', 422, {
      errors: [
        {
          field: 'body.currentPassword',
          code: 'password.wrong',
          message: 'Your current password is incorrect',
        },
      ],
    });
  }
  if (isCommonPassword(input.newPassword)) {
    throw new AppError('AUTH_PASSWORD_TOO_COMMON', 422, {
      errors: [
        { field: 'body.newPassword', code: 'password.common', message: 'This password is too common' },
      ],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.sequelize.transaction(async (transaction) => {
    const now = ctx.clock.now();
    await ctx.sequelize.query(
      'UPDATE users SET password_hash = :passwordHash, updated_at = :now WHERE id = :id',
      { replacements: { id: actor.id, passwordHash, now }, transaction },
    );
    await revokeAllSessions(ctx, actor.id, transaction);
    await auditOwnChange(ctx, actor, 'PASSWORD_CHANGED', transaction);
    await enqueueMail(ctx, transaction, {
      to: user.email,
      language: input.language,
      template: 'password-changed',
      data: {},
    });
  });
}
