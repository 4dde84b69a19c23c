import { createHmac, randomInt } from 'node:crypto';
import {
  formatRecoveryCode,
  normaliseRecoveryCode,
  recoveryCodeAlphabet,
  recoveryCodeCount,
} from '@fund/domain';
import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

/**
 * A code is stored as its HMAC-SHA256 under the server's data key, never as typed: a fast hash suits 50 random bits
 * checked ten at a time at sign-in, and the key keeps a copied table from being searched offline.
 */
const hashOf = (ctx: AppContext, bare: string) =>
  createHmac('sha256', ctx.config.dataEncryptionKey).update(bare).digest('base64url');

const newCode = () =>
  Array.from({ length: 10 }, () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)]).join('');

/** Replaces the staff member's recovery codes with 10 new ones, answered once (as `XXXXX-XXXXX`) and never again. */
export async function issueRecoveryCodes(
  ctx: AppContext,
  userId: number,
  transaction: Transaction,
): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  await ctx.sequelize.query('DELETE FROM staff_recovery_codes WHERE user_id = :userId', {
    replacements: { userId },
    transaction,
  });
  for (const code of codes) {
    await ctx.sequelize.query(
      'INSERT INTO staff_recovery_codes (user_id, code_hash, created_at) VALUES (:userId, :hash, :now)',
      { replacements: { userId, hash: hashOf(ctx, code), now: ctx.clock.now() }, transaction },
    );
  }
  return codes.map(formatRecoveryCode);
}

/** Marks a matching unused code used; answers how many remain, or null when the code is not one of them. */
export async function spendRecoveryCode(
  ctx: AppContext,
  userId: number,
  typed: string,
  transaction: Transaction,
): Promise<number | null> {
  const bare = normaliseRecoveryCode(typed);
  if (bare === null) return null;
  const spent = await ctx.sequelize.query<{ id: string }>(
    `UPDATE staff_recovery_codes SET used_at = :now
     WHERE user_id = :userId AND code_hash = :hash AND used_at IS NULL RETURNING id`,
    {
      replacements: { userId, hash: hashOf(ctx, bare), now: ctx.clock.now() },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (spent.length === 0) return null;
  const [left] = await ctx.sequelize.query<{ count: string }>(
    'SELECT count(*) AS count FROM staff_recovery_codes WHERE user_id = :userId AND used_at IS NULL',
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  return Number(left?.count ?? 0);
}

export const looksLikeRecoveryCode = (typed: string) => normaliseRecoveryCode(typed) !== null;
