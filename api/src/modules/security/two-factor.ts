import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { secretBox } from '../../platform/secret-box.ts';
import { recordAudit } from '../audit/service.ts';
import { type Actor, auditOwnChange } from './actor.ts';
import { issueRecoveryCodes, looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes.ts';

const period = 30;

interface TotpRow {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: string | null;
}

/** The seeds are stored sealed (secret-box); this row carries them opened. */
async function lockTotpRow(ctx: AppContext, userId: number, transaction: Transaction) {
  const [row] = await ctx.sequelize.query<TotpRow>(
    `SELECT totp_secret, totp_pending_secret, totp_enabled_at, totp_last_step
     FROM user_security WHERE user_id = :userId FOR UPDATE`,
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) return null;
  const box = secretBox(ctx.config.dataEncryptionKey);
  return {
    ...row,
    totp_secret: row.totp_secret && box.open(row.totp_secret),
    totp_pending_secret: row.totp_pending_secret && box.open(row.totp_pending_secret),
  };
}

/**
 * The time step a code matches at the server's clock (one step of drift either way), or null. A step at or before
 * the last one accepted is refused, so a code seen once cannot be replayed.
 */
async function matchingStep(
  ctx: AppContext,
  secret: string,
  code: string,
  lastStep: string | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(ctx.clock.now().getTime() / 1000),
    period,
    epochTolerance: period,
    ...(lastStep === null ? {} : { afterTimeStep: Number(lastStep) }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

async function spendStep(ctx: AppContext, userId: number, step: number, transaction: Transaction) {
  await ctx.sequelize.query('UPDATE user_security SET totp_last_step = :step WHERE user_id = :userId', {
    replacements: { userId, step },
    transaction,
  });
}

const invalidCode = () =>
  new AppError('AUTH_2FA_INVALID', 422, {
    errors: [{ field: 'body.code', code: 'code.invalid', message: 'The two-factor code is incorrect' }],
  });

/** Starts enrolment: a new secret waits, unused, until a code from it is confirmed. */
export async function startTwoFactor(ctx: AppContext, user: { id: number; email: string }) {
  const secret = generateSecret();
  await ctx.sequelize.transaction(async (transaction) => {
    const row = await lockTotpRow(ctx, user.id, transaction);
    if (row?.totp_enabled_at) throw new AppError('AUTH_2FA_ALREADY_ENABLED', 409);
    await ctx.sequelize.query(
      `INSERT INTO user_security (user_id, totp_pending_secret, updated_at) VALUES (:userId, :secret, :now)
       ON CONFLICT (user_id) DO UPDATE SET totp_pending_secret = :secret, updated_at = :now`,
      {
        replacements: {
          userId: user.id,
          secret: secretBox(ctx.config.dataEncryptionKey).seal(secret),
          now: ctx.clock.now(),
        },
        transaction,
      },
    );
  });
  // The authenticator app lists the code under the brand's name.
  const otpauthUrl = generateURI({ issuer: ctx.config.brand.name, label: user.email, secret, period });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrDataUrl };
}

/**
 * Turns 2FA on when the code matches the pending secret. Staff also get their 10 one-time recovery codes, answered
 * here once; investors, who can recover their account by e-mail, get none (null).
 */
export async function confirmTwoFactor(
  ctx: AppContext,
  actor: Actor,
  code: string,
): Promise<string[] | null> {
  return ctx.sequelize.transaction(async (transaction) => {
    const row = await lockTotpRow(ctx, actor.id, transaction);
    if (row?.totp_enabled_at) throw new AppError('AUTH_2FA_ALREADY_ENABLED', 409);
    if (!row?.totp_pending_secret) throw invalidCode();
    const step = await matchingStep(ctx, row.totp_pending_secret, code, null);
    if (step === null) throw invalidCode();
    await ctx.sequelize.query(
      `UPDATE user_security SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
         totp_enabled_at = :now, totp_last_step = :step, updated_at = :now
       WHERE user_id = :userId`,
      { replacements: { userId: actor.id, now: ctx.clock.now(), step }, transaction },
    );
    await auditOwnChange(ctx, actor, '2FA_ENABLED', transaction);
    return (await isStaff(ctx, actor.id, transaction))
      ? issueRecoveryCodes(ctx, actor.id, transaction)
      : null;
  });
}

async function isStaff(ctx: AppContext, userId: number, transaction: Transaction): Promise<boolean> {
  const [row] = await ctx.sequelize.query<{ role: string | null }>(
    'SELECT role FROM users WHERE id = :userId',
    {
      replacements: { userId },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return row?.role != null;
}

/** A staff member's new recovery codes (the old ones stop working); a current code from the app is required. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  actor: Actor,
  code: string,
): Promise<string[]> {
  return ctx.sequelize.transaction(async (transaction) => {
    if (!(await isStaff(ctx, actor.id, transaction))) throw new AppError('AUTH_FORBIDDEN', 403);
    const row = await lockTotpRow(ctx, actor.id, transaction);
    if (!row?.totp_enabled_at || !row.totp_secret) throw new AppError('AUTH_2FA_NOT_ENABLED', 409);
    const step = await matchingStep(ctx, row.totp_secret, code, row.totp_last_step);
    if (step === null) throw invalidCode();
    await spendStep(ctx, actor.id, step, transaction);
    const codes = await issueRecoveryCodes(ctx, actor.id, transaction);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: '2FA_RECOVERY_CODES_REGENERATED',
        subject: `users/${actor.id}`,
        before: null,
        after: { ip: actor.ip, userAgent: actor.userAgent },
        requestId: actor.requestId,
      },
      transaction,
    );
    return codes;
  });
}

/**
 * Turns 2FA off; a current code from the enrolled secret is required. Investors may (spec §2: "2FA enabled or
 * disabled"); staff may not: their second factor is what stands between a stolen password and the back office, and
 * a session without one may only enrol. Only an admin's audited reset of another staff member removes it.
 */
export async function disableTwoFactor(ctx: AppContext, actor: Actor, code: string): Promise<void> {
  await ctx.sequelize.transaction(async (transaction) => {
    const [user] = await ctx.sequelize.query<{ role: string | null }>(
      'SELECT role FROM users WHERE id = :id',
      {
        replacements: { id: actor.id },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (user?.role != null) throw new AppError('STAFF_2FA_KEEP', 403);
    const row = await lockTotpRow(ctx, actor.id, transaction);
    if (!row?.totp_enabled_at || !row.totp_secret) throw new AppError('AUTH_2FA_NOT_ENABLED', 409);
    const step = await matchingStep(ctx, row.totp_secret, code, row.totp_last_step);
    if (step === null) throw invalidCode();
    await ctx.sequelize.query(
      `UPDATE user_security SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
         totp_last_step = NULL, updated_at = :now
       WHERE user_id = :userId;
       DELETE FROM staff_recovery_codes WHERE user_id = :userId`,
      { replacements: { userId: actor.id, now: ctx.clock.now() }, transaction },
    );
    await auditOwnChange(ctx, actor, '2FA_DISABLED', transaction);
  });
}

/**
 * The second factor at sign-in, once the password was right: 'OFF' when the user has no 2FA (any code is
 * ignored), 'MISSING' without a code, 'WRONG' for a code that does not match (or was used already), 'OK'. A staff
 * member's unused recovery code stands in for the app's code, once; its use is audited with the codes left.
 */
export async function checkLoginTwoFactor(
  ctx: AppContext,
  userId: number,
  code: string | undefined,
): Promise<'OFF' | 'MISSING' | 'WRONG' | 'OK'> {
  return ctx.sequelize.transaction(async (transaction) => {
    const row = await lockTotpRow(ctx, userId, transaction);
    if (!row?.totp_enabled_at || !row.totp_secret) return 'OFF';
    if (code === undefined || code === '') return 'MISSING';
    if (looksLikeRecoveryCode(code)) {
      const left = await spendRecoveryCode(ctx, userId, code, transaction);
      if (left === null) return 'WRONG';
      await recordAudit(
        ctx,
        {
          actorId: userId,
          action: '2FA_RECOVERY_CODE_USED',
          subject: `users/${userId}`,
          before: null,
          after: { recoveryCodesLeft: left },
          requestId: null,
        },
        transaction,
      );
      return 'OK';
    }
    const step = await matchingStep(ctx, row.totp_secret, code, row.totp_last_step);
    if (step === null) return 'WRONG';
    await spendStep(ctx, userId, step, transaction);
    return 'OK';
  });
}
