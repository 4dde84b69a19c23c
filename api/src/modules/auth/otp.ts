import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@fund/domain';
import { otpRules } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { enqueueMail } from '../mail/outbox.ts';

export type OtpAction = 'verify-email' | 'reset-password' | 'reset-pin' | 'verify-phone';

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

interface OtpRow {
  id: string;
  email: string;
  action: OtpAction;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
  phone_number: string | null;
}

/**
 * Issues a 6-digit code for an address and an action. A code is recorded whether or not the address has an
 * account, and the answer is the same, so the call tells nobody which addresses are registered; only real
 * accounts get the e-mail. A new code within 60 seconds of the last one is refused.
 */
export async function issueOtp(
  ctx: AppContext,
  input: {
    email: string;
    action: OtpAction;
    language: Language;
    deliver: boolean;
    /** By SMS to this number instead of the e-mail; the code stays bound to the e-mail and action. */
    sms?: { phoneNumber: string };
  },
): Promise<{ id: string }> {
  const now = ctx.clock.now();
  // No SMS provider is wired in: SMS exist only while mockSMSOTP sends them to the local catcher.
  if (input.sms && (await currentFlags(ctx)).mockSMSOTP !== true) {
    throw new AppError('AUTH_SMS_UNAVAILABLE', 503);
  }
  return ctx.sequelize.transaction(async (transaction) => {
    const [last] = await ctx.sequelize.query<{ created_at: Date }>(
      `SELECT created_at FROM otp_codes WHERE lower(email) = lower(:email) AND action = :action
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      { replacements: input, type: QueryTypes.SELECT, transaction },
    );
    const waitMs = last
      ? last.created_at.getTime() + otpRules.resendCooldownSeconds * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      // The seconds left let the portal's resend countdown start where the server's cooldown really is.
      throw new AppError('AUTH_OTP_COOLDOWN', 429, {
        detail: `Retry in ${retryAfterSeconds} s`,
        details: { retryAfterSeconds },
      });
    }
    const code = String(randomInt(0, 10 ** otpRules.digits)).padStart(otpRules.digits, '0');
    const [{ id }] = (await ctx.sequelize.query<{ id: string }>('SELECT gen_random_uuid() AS id', {
      type: QueryTypes.SELECT,
      transaction,
    })) as [{ id: string }];
    await ctx.sequelize.query(
      `INSERT INTO otp_codes (id, email, action, channel, phone_number, code_hash, created_at, expires_at)
       VALUES (:id, :email, :action, :channel, :phoneNumber, :hash, :now, :expires)`,
      {
        replacements: {
          id,
          channel: input.sms ? 'sms' : 'email',
          phoneNumber: input.sms?.phoneNumber ?? null,
          email: input.email,
          action: input.action,
          hash: hashOf(id, code),
          now,
          expires: new Date(now.getTime() + otpRules.expirySeconds * 1000),
        },
        transaction,
      },
    );
    if (input.deliver && input.sms) {
      await enqueueMail(ctx, transaction, {
        channel: 'sms',
        to: input.sms.phoneNumber,
        language: input.language,
        template: 'otp-sms',
        data: { code, minutes: otpRules.expirySeconds / 60 },
      });
    } else if (input.deliver) {
      await enqueueMail(ctx, transaction, {
        to: input.email,
        language: input.language,
        template: 'otp',
        data: {
          code,
          minutes: otpRules.expirySeconds / 60,
          // The e-mail opens the portal's verification page; the code is typed there, never carried in the link.
          ...(input.action === 'verify-email' ? { link: `${ctx.config.portalUrl}/auth/verify-email` } : {}),
        },
      });
    }
    return { id };
  });
}

/** Checks a code; 5 wrong tries or 5 minutes end it. Returns the address it was issued for (and the SMS's number). */
export async function consumeOtp(ctx: AppContext, id: string | undefined, action: OtpAction, code: string) {
  return ctx.sequelize.transaction(async (transaction) => {
    const [row] = id
      ? await ctx.sequelize.query<OtpRow>(
          'SELECT * FROM otp_codes WHERE id = :id AND action = :action FOR UPDATE',
          {
            replacements: { id, action },
            type: QueryTypes.SELECT,
            transaction,
          },
        )
      : [];
    if (!row || row.consumed_at) throw new AppError('AUTH_OTP_INVALID', 422);
    if (row.expires_at <= ctx.clock.now() || row.attempts >= otpRules.maxAttempts) {
      throw new AppError('AUTH_OTP_EXPIRED', 422);
    }
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashOf(row.id, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await ctx.sequelize.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = :id', {
        replacements: { id: row.id },
        transaction,
      });
      return { ok: false as const, lastTry: row.attempts + 1 >= otpRules.maxAttempts };
    }
    await ctx.sequelize.query('UPDATE otp_codes SET consumed_at = :now WHERE id = :id', {
      replacements: { id: row.id, now: ctx.clock.now() },
      transaction,
    });
    return { ok: true as const, email: row.email, phoneNumber: row.phone_number };
  });
}

/** The newest code issued for an address and action, used or not (consuming it then tells which). */
export async function latestOtpId(
  ctx: AppContext,
  email: string,
  action: OtpAction,
): Promise<string | undefined> {
  const [row] = await ctx.sequelize.query<{ id: string }>(
    `SELECT id FROM otp_codes WHERE lower(email) = lower(:email) AND action = :action
     ORDER BY created_at DESC LIMIT 1`,
    { replacements: { email, action }, type: QueryTypes.SELECT },
  );
  return row?.id;
}
