import { isPhoneVerified, isThaiMobile, mayTextAnotherCode, normalizePhone, otpRules } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { consumeOtp, issueOtp, latestOtpId } from '../auth/otp.ts';
import type { SessionUser } from '../auth/session.ts';
import { loadProfile } from '../kyc/profile.ts';

/** The phone on the investor's profile and whether it stands verified (spec §2 "SMS set"). */
export async function phoneStanding(ctx: AppContext, userId: number) {
  const [profile, [user]] = await Promise.all([
    loadProfile(ctx, userId),
    ctx.sequelize.query<{ phone_verified_number: string | null; phone_verified_at: Date | null }>(
      'SELECT phone_verified_number, phone_verified_at FROM users WHERE id = :userId',
      { type: QueryTypes.SELECT, replacements: { userId } },
    ),
  ]);
  const phone = typeof profile.general?.phone === 'string' ? profile.general.phone : null;
  const verified = isPhoneVerified(phone, user?.phone_verified_number ?? null);
  return { phone, verified, verifiedAt: verified ? (user?.phone_verified_at ?? null) : null };
}

/**
 * Texts a code to the mobile number on the investor's profile. Counted per number and per account over the last hour
 * (on top of the one-per-60-seconds cooldown of every code), so nobody can use it to flood a stranger's phone.
 */
export async function textPhoneCode(ctx: AppContext, user: SessionUser) {
  const { phone } = await phoneStanding(ctx, user.id);
  if (!phone || !isThaiMobile(phone)) throw new AppError('PHONE_NOT_MOBILE', 422);
  const phoneNumber = normalizePhone(phone);
  const [sent] = await ctx.sequelize.query<{ to_number: number; for_account: number }>(
    `SELECT count(*) FILTER (WHERE phone_number = :phoneNumber)::int AS to_number,
            count(*) FILTER (WHERE lower(email) = lower(:email))::int AS for_account
     FROM otp_codes
     WHERE action = 'verify-phone' AND created_at > :since
       AND (phone_number = :phoneNumber OR lower(email) = lower(:email))`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        phoneNumber,
        email: user.email,
        since: new Date(ctx.clock.now().getTime() - 3_600_000),
      },
    },
  );
  if (!mayTextAnotherCode(sent?.to_number ?? 0, sent?.for_account ?? 0)) {
    throw new AppError('PHONE_CODE_LIMIT', 429);
  }
  try {
    await issueOtp(ctx, {
      email: user.email,
      action: 'verify-phone',
      language: user.language,
      deliver: true,
      sms: { phoneNumber },
    });
  } catch (error) {
    // No SMS provider answers: the spec's "SMS setup failed", not the sign-up's "get the code by e-mail".
    if (error instanceof AppError && error.code === 'AUTH_SMS_UNAVAILABLE') {
      throw new AppError('PHONE_SMS_UNAVAILABLE', 503);
    }
    throw error;
  }
  return {
    phoneEnding: phoneNumber.slice(-4),
    expiresInSeconds: otpRules.expirySeconds,
    resendAfterSeconds: otpRules.resendCooldownSeconds,
  };
}

/** Confirms the latest code texted for this account: the number it went to becomes the verified one, audited. */
export async function confirmPhoneCode(
  ctx: AppContext,
  actor: RequestActor,
  user: SessionUser,
  code: string,
) {
  const result = await consumeOtp(
    ctx,
    await latestOtpId(ctx, user.email, 'verify-phone'),
    'verify-phone',
    code,
  );
  if (!result.ok) throw new AppError(result.lastTry ? 'AUTH_OTP_EXPIRED' : 'AUTH_OTP_INVALID', 422);
  const now = ctx.clock.now();
  await ctx.sequelize.transaction(async (transaction) => {
    await ctx.sequelize.query(
      'UPDATE users SET phone_verified_number = :number, phone_verified_at = :now, updated_at = :now WHERE id = :id',
      { replacements: { number: result.phoneNumber, now, id: user.id }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: user.id,
        action: 'PHONE_VERIFIED',
        subject: `users/${user.id}`,
        before: null,
        after: { phoneEnding: result.phoneNumber?.slice(-4) ?? null },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return phoneStanding(ctx, user.id);
}
