import { createHash } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

/** The nonce an id token carried, for the account it names, until the token expires. */
export interface IdTokenNonce {
  issuer: string;
  subject: string;
  nonce: string;
  expiresAt: Date;
}

const hashOf = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/**
 * Spends an id token's nonce in the transaction that signs its account in: a second sign-in with the same nonce for
 * the same account (a replayed token) is AUTH_PROVIDER_TOKEN_INVALID. Spent only with a sign-in, so a token whose
 * sign-in was refused (a new account without consents, rolled back) has not used its nonce up. Two replays at once
 * meet on the primary key: the second waits for the first and then finds the nonce spent.
 */
export async function spendNonce(ctx: AppContext, t: Transaction, used: IdTokenNonce): Promise<void> {
  const now = ctx.clock.now();
  // Housekeeping: an expired token is refused by its `exp` anyway, so its nonce need not be kept.
  await ctx.sequelize.query('DELETE FROM used_id_token_nonces WHERE expires_at <= :now', {
    replacements: { now },
    transaction: t,
  });
  const inserted = await ctx.sequelize.query(
    `INSERT INTO used_id_token_nonces (issuer, subject, nonce_hash, expires_at)
     VALUES (:issuer, :subject, :nonceHash, :expiresAt) ON CONFLICT DO NOTHING RETURNING 1`,
    {
      replacements: { ...used, nonceHash: hashOf(used.nonce) },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  if (inserted.length === 0) throw new AppError('AUTH_PROVIDER_TOKEN_INVALID', 401);
}
