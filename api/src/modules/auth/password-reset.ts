import type { Language } from '@fund/domain';
import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordUserChange } from '../audit/user-change.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, issueSingleUseToken, spendSingleUseTokens } from './single-use-token.ts';

export const resetTokenMinutes = 30;

/** Sends a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  language: Language,
): Promise<void> {
  const [user] = await ctx.sequelize.query<{ id: string; email: string }>(
    'SELECT id, email FROM users WHERE lower(email) = lower(:email)',
    { replacements: { email }, type: QueryTypes.SELECT },
  );
  if (!user) return;
  await ctx.sequelize.transaction(async (transaction) => {
    const token = await createResetToken(ctx, transaction, Number(user.id));
    await enqueueMail(ctx, transaction, {
      to: user.email,
      language,
      template: 'password-reset',
      data: {
        link: `${ctx.config.portalUrl}/auth/reset-password?token=${token}`,
        minutes: resetTokenMinutes,
      },
    });
  });
}

/** A new single-use reset token for the user (30 minutes); only its hash is stored. */
export async function createResetToken(
  ctx: AppContext,
  transaction: Transaction,
  userId: number,
): Promise<string> {
  return issueSingleUseToken(ctx, transaction, 'password_reset_tokens', userId, resetTokenMinutes);
}

/** An address partly hidden, for pages reached from a link: "op********@example.com". */
export function maskEmail(email: string): string {
  const [name, domain] = email.split('@') as [string, string];
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(name.length - 2, 1))}@${domain}`;
}

async function usableToken(ctx: AppContext, token: string) {
  const [row] = await ctx.sequelize.query<{ id: string; user_id: string; email: string }>(
    `SELECT t.id, t.user_id, u.email FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = :hash AND t.used_at IS NULL AND t.expires_at > :now`,
    { replacements: { hash: hashToken(token), now: ctx.clock.now() }, type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** The address the link was sent to, partly hidden, or null when the link cannot be used (spec §7). */
export async function checkResetToken(ctx: AppContext, token: string): Promise<{ email: string } | null> {
  const row = await usableToken(ctx, token);
  if (!row) return null;
  return { email: maskEmail(row.email) };
}

/** Sets the new password, spends the link and signs the account out everywhere. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  if (isCommonPassword(password)) {
    throw new AppError('AUTH_PASSWORD_TOO_COMMON', 422, {
      errors: [{ field: 'body.password', code: 'password.common', message: 'This password is too common' }],
    });
  }
  const passwordHash = await hashPassword(password);
  await ctx.sequelize.transaction(async (transaction) => {
    const [row] = await ctx.sequelize.query<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM password_reset_tokens
       WHERE token_hash = :hash AND used_at IS NULL AND expires_at > :now FOR UPDATE`,
      {
        replacements: { hash: hashToken(token), now: ctx.clock.now() },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (!row) throw new AppError('AUTH_RESET_LINK_INVALID', 422);
    const now = ctx.clock.now();
    await spendSingleUseTokens(ctx, transaction, 'password_reset_tokens', row.user_id, now);
    await ctx.sequelize.query(
      'UPDATE users SET password_hash = :passwordHash, updated_at = :now WHERE id = :userId',
      {
        replacements: { userId: row.user_id, passwordHash, now },
        transaction,
      },
    );
    await ctx.sequelize.query(
      'UPDATE sessions SET revoked_at = :now WHERE user_id = :userId AND revoked_at IS NULL',
      {
        replacements: { userId: row.user_id, now },
        transaction,
      },
    );
    await recordUserChange(ctx, transaction, { id: Number(row.user_id), requestId: null }, 'security', {
      'security.password': { before: 'set', after: 'set' },
    });
  });
}
