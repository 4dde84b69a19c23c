import type { Language } from '@fund/domain';
import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { createResetToken, maskEmail } from '../auth/password-reset.ts';
import { hashToken, issueSingleUseToken, spendSingleUseTokens } from '../auth/single-use-token.ts';
import { enqueueMail } from '../mail/outbox.ts';

export const recoveryTokenMinutes = 30;

/** Creates the single-use recovery link that the account-locked e-mail carries (30 minutes). */
export async function issueRecoveryLink(
  ctx: AppContext,
  transaction: Transaction,
  userId: number,
): Promise<{ link: string; minutes: number }> {
  const token = await issueSingleUseToken(
    ctx,
    transaction,
    'account_recovery_tokens',
    userId,
    recoveryTokenMinutes,
  );
  return {
    link: `${ctx.config.portalUrl}/auth/account-recovery?token=${token}`,
    minutes: recoveryTokenMinutes,
  };
}

interface RecoveryRow {
  id: string;
  user_id: string;
  email: string;
  birth_date: string | null;
  locked: boolean;
}

/**
 * The usable token's row. A link lifts only the lock that sent it (too many wrong passwords), never a lock staff
 * put on the account. The birth date is read through to_jsonb so this works before the KYC migration adds the
 * column (it reads as null until then).
 */
async function usableToken(ctx: AppContext, token: string, transaction?: Transaction) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await ctx.sequelize.query<RecoveryRow>(
    `SELECT t.id, t.user_id, u.email, to_jsonb(u) ->> 'birth_date' AS birth_date,
            u.locked_at IS NOT NULL AS locked
     FROM account_recovery_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = :hash AND t.used_at IS NULL AND t.expires_at > :now
       AND coalesce(u.locked_reason, 'TOO_MANY_LOGIN_FAILURES') = 'TOO_MANY_LOGIN_FAILURES'
     ${transaction ? 'FOR UPDATE OF t' : ''}`,
    { replacements: { hash: hashToken(token), now: ctx.clock.now() }, type: QueryTypes.SELECT, transaction },
  );
  return row ?? null;
}

/** The address the link was sent to, partly hidden, or null when the link cannot be used. */
export async function checkRecoveryToken(ctx: AppContext, token: string): Promise<{ email: string } | null> {
  const row = await usableToken(ctx, token);
  return row ? { email: maskEmail(row.email) } : null;
}

/** DD/MM/YYYY (as typed) to the ISO date PostgreSQL's `date` reads as. */
const isoOf = (birthDate: string) => birthDate.split('/').reverse().join('-');

/**
 * Unlocks a locked account when the link is usable and the identity fields match: the e-mail always, the birth
 * date once one is on file. Answers a fresh password-reset token so the owner sets a new password at once.
 * Any failure changes nothing.
 */
export async function recoverAccount(
  ctx: AppContext,
  input: { token: string; email: string; birthDate?: string | undefined; language: Language },
  meta: { ip: string | null; userAgent: string | null; requestId: string | null },
): Promise<{ resetToken: string }> {
  return ctx.sequelize.transaction(async (transaction) => {
    const row = await usableToken(ctx, input.token, transaction);
    if (!row) throw new AppError('AUTH_RECOVERY_LINK_INVALID', 400);
    const emailMatches = row.email.toLowerCase() === input.email.toLowerCase();
    const birthMatches =
      row.birth_date === null || isoOf(input.birthDate ?? '') === row.birth_date.slice(0, 10);
    if (!emailMatches || !birthMatches) throw new AppError('AUTH_RECOVERY_DATA_MISMATCH', 422);
    const userId = Number(row.user_id);
    const now = ctx.clock.now();
    await spendSingleUseTokens(ctx, transaction, 'account_recovery_tokens', userId, now);
    await ctx.sequelize.query(
      `UPDATE users SET locked_at = NULL, locked_reason = NULL, updated_at = :now WHERE id = :userId;
       DELETE FROM login_failures WHERE user_id = :userId`,
      { replacements: { userId, now }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: userId,
        action: 'ACCOUNT_RECOVERED',
        subject: `users/${userId}`,
        before: { locked: row.locked },
        after: { locked: false, ip: meta.ip, userAgent: meta.userAgent },
        requestId: meta.requestId,
      },
      transaction,
    );
    await enqueueMail(ctx, transaction, {
      to: row.email,
      language: input.language,
      template: 'account-recovered',
      data: {},
    });
    return { resetToken: await createResetToken(ctx, transaction, userId) };
  });
}
