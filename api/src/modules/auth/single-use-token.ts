import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

/** The tables that hold e-mailed single-use links: only each token's hash is stored. */
export type TokenTable = 'password_reset_tokens' | 'account_recovery_tokens';

/** The stored form of a token (SHA-256, hex); look a token up by this, never by the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token for the user, usable for `minutes`; answers the token, stores only its hash. */
export async function issueSingleUseToken(
  ctx: AppContext,
  transaction: Transaction,
  table: TokenTable,
  userId: number,
  minutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.sequelize.query(
    `INSERT INTO ${table} (user_id, token_hash, created_at, expires_at)
     VALUES (:userId, :hash, :now, :expires)`,
    {
      replacements: {
        userId,
        hash: hashToken(token),
        now,
        expires: new Date(now.getTime() + minutes * 60_000),
      },
      transaction,
    },
  );
  return token;
}

/** Spends every unused token the user holds in the table at `now`, so that no other link of theirs works after. */
export async function spendSingleUseTokens(
  ctx: AppContext,
  transaction: Transaction,
  table: TokenTable,
  userId: number | string,
  now: Date,
): Promise<void> {
  await ctx.sequelize.query(
    `UPDATE ${table} SET used_at = :now WHERE user_id = :userId AND used_at IS NULL`,
    {
      replacements: { userId, now },
      transaction,
    },
  );
}
