import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { consumeOtp } from '../auth/otp.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Actor } from './actor.ts';
import { savePin } from './pin.ts';

/**
 * Resets a forgotten or blocked PIN with the code `POST /auth/send-otp` (action `reset-pin`) e-mailed to the
 * signed-in user. The code must have been issued to this user's address; the block and the failures are cleared.
 */
export async function resetPinWithOtp(
  ctx: AppContext,
  actor: Actor & { email: string },
  input: { otpId: string | undefined; otp: string; pin: string },
): Promise<void> {
  const pinHash = await hashPassword(input.pin);
  const result = await consumeOtp(ctx, input.otpId, 'reset-pin', input.otp);
  if (!result.ok) throw new AppError(result.lastTry ? 'AUTH_OTP_EXPIRED' : 'AUTH_OTP_INVALID', 422);
  if (result.email.toLowerCase() !== actor.email.toLowerCase()) throw new AppError('AUTH_OTP_INVALID', 422);
  await ctx.sequelize.transaction((transaction) => savePin(ctx, actor, pinHash, 'PIN_RESET', transaction));
}
