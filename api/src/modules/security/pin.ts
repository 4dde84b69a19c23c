import { isPinBlockedAfterFailure } from '@fund/domain';
import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { type Actor, auditOwnChange } from './actor.ts';

interface PinRow {
  pin_hash: string | null;
  pin_failures: number;
  pin_blocked_at: Date | null;
}

async function lockPinRow(ctx: AppContext, userId: number, transaction: Transaction) {
  const [row] = await ctx.sequelize.query<PinRow>(
    'SELECT pin_hash, pin_failures, pin_blocked_at FROM user_security WHERE user_id = :userId FOR UPDATE',
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  return row ?? null;
}

type PinOutcome = 'OK' | 'PIN_REQUIRED' | 'PIN_INVALID' | 'PIN_BLOCKED';

async function checkPin(
  ctx: AppContext,
  userId: number,
  pin: string | undefined,
  transaction: Transaction,
): Promise<PinOutcome> {
  const row = await lockPinRow(ctx, userId, transaction);
  if (!row?.pin_hash) return 'OK';
  if (row.pin_blocked_at) return 'PIN_BLOCKED';
  if (pin === undefined || pin === '') return 'PIN_REQUIRED';
  if (await verifyPassword(row.pin_hash, pin)) {
    if (row.pin_failures > 0) {
      await ctx.sequelize.query('UPDATE user_security SET pin_failures = 0 WHERE user_id = :userId', {
        replacements: { userId },
        transaction,
      });
    }
    return 'OK';
  }
  const blocks = isPinBlockedAfterFailure(row.pin_failures);
  await ctx.sequelize.query(
    `UPDATE user_security SET pin_failures = pin_failures + 1,
       pin_blocked_at = CASE WHEN :blocks THEN CAST(:now AS timestamptz) ELSE pin_blocked_at END
     WHERE user_id = :userId`,
    { replacements: { userId, blocks, now: ctx.clock.now() }, transaction },
  );
  if (!blocks) return 'PIN_INVALID';
  await recordAudit(
    ctx,
    {
      actorId: userId,
      action: 'PIN_BLOCKED',
      subject: `users/${userId}`,
      before: { failures: row.pin_failures },
      after: { failures: row.pin_failures + 1 },
      requestId: null,
    },
    transaction,
  );
  return 'PIN_BLOCKED';
}

const pinErrors = {
  PIN_REQUIRED: () => new AppError('PIN_REQUIRED', 422, { errors: [pinField('Please enter your pincode')] }),
  PIN_INVALID: () => new AppError('PIN_INVALID', 422, { errors: [pinField('The pincode is incorrect')] }),
  PIN_BLOCKED: () => new AppError('PIN_BLOCKED', 423),
};

function pinField(message: string, field = 'body.pin') {
  return { field, code: 'pin.invalid', message };
}

/**
 * Guards money and trade actions (spec §4): passes when the user has no PIN; otherwise demands the right one.
 * The 5th wrong PIN in a row blocks PIN use until it is reset by OTP; a right PIN clears the count. The count is
 * committed before the refusal is thrown, so a caller's rollback cannot undo it.
 */
export async function assertPin(ctx: AppContext, userId: number, pin: string | undefined): Promise<void> {
  const outcome = await ctx.sequelize.transaction((transaction) => checkPin(ctx, userId, pin, transaction));
  if (outcome !== 'OK') throw pinErrors[outcome]();
}

/** Sets the first PIN, or changes it when the current one is given right (a wrong one counts as a failure). */
export async function setPin(
  ctx: AppContext,
  actor: Actor,
  input: { pin: string; currentPin?: string | undefined },
): Promise<void> {
  const pinHash = await hashPassword(input.pin);
  const outcome = await ctx.sequelize.transaction(async (transaction) => {
    const row = await lockPinRow(ctx, actor.id, transaction);
    const changing = Boolean(row?.pin_hash);
    if (changing) {
      const check = await checkPin(ctx, actor.id, input.currentPin, transaction);
      if (check !== 'OK') return check;
    }
    await savePin(ctx, actor, pinHash, changing ? 'PIN_CHANGED' : 'PIN_SET', transaction);
    return 'OK' as const;
  });
  if (outcome === 'PIN_BLOCKED') throw pinErrors.PIN_BLOCKED();
  if (outcome !== 'OK') {
    const message = outcome === 'PIN_REQUIRED' ? 'Please enter your pincode' : 'The pincode is incorrect';
    throw new AppError(outcome, 422, { errors: [pinField(message, 'body.currentPin')] });
  }
}

/** Writes a new PIN hash, clearing failures and any block, with its audit entry. */
export async function savePin(
  ctx: AppContext,
  actor: Actor,
  pinHash: string,
  action: 'PIN_SET' | 'PIN_CHANGED' | 'PIN_RESET',
  transaction: Transaction,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.sequelize.query(
    `INSERT INTO user_security (user_id, pin_hash, pin_failures, pin_blocked_at, updated_at)
     VALUES (:userId, :pinHash, 0, NULL, :now)
     ON CONFLICT (user_id) DO UPDATE
       SET pin_hash = :pinHash, pin_failures = 0, pin_blocked_at = NULL, updated_at = :now`,
    { replacements: { userId: actor.id, pinHash, now }, transaction },
  );
  await auditOwnChange(ctx, actor, action, transaction);
}

export async function securityStatus(ctx: AppContext, userId: number) {
  const [row] = await ctx.sequelize.query<{ pin_set: boolean; pin_blocked: boolean; two_factor: boolean }>(
    `SELECT pin_hash IS NOT NULL AS pin_set, pin_blocked_at IS NOT NULL AS pin_blocked,
            totp_enabled_at IS NOT NULL AS two_factor
     FROM user_security WHERE user_id = :userId`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return {
    pinSet: row?.pin_set ?? false,
    pinBlocked: row?.pin_blocked ?? false,
    twoFactorEnabled: row?.two_factor ?? false,
  };
}
