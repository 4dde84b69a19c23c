import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

/** What a simulator hands out and takes back later, possibly at another API replica. */
export type GrantKind = 'APPLE_CODE' | 'LINE_TOKEN' | 'TRUE_MONEY_TOKEN';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a grant for `seconds` and answers its secret; grants past their time are cleared on the way. */
export async function issueGrant(
  ctx: AppContext,
  kind: GrantKind,
  payload: object,
  seconds: number,
  bytes = 32,
): Promise<string> {
  const token = randomBytes(bytes).toString('base64url');
  const now = ctx.clock.now();
  await ctx.sequelize.query('DELETE FROM simulator_grants WHERE expires_at <= :now', {
    replacements: { now },
  });
  await ctx.sequelize.query(
    `INSERT INTO simulator_grants (kind, token_hash, payload, expires_at)
     VALUES (:kind, :hash, :payload::jsonb, :expiresAt)`,
    {
      replacements: {
        kind,
        hash: hashOf(token),
        payload: JSON.stringify(payload),
        expiresAt: new Date(now.getTime() + seconds * 1000),
      },
    },
  );
  return token;
}

/** A grant still in time, and when it ends; null when unknown or expired. */
export async function readGrant<T>(
  ctx: AppContext,
  kind: GrantKind,
  token: string,
): Promise<{ payload: T; expiresAt: Date } | null> {
  const [row] = await ctx.sequelize.query<{ payload: T; expires_at: Date }>(
    `SELECT payload, expires_at FROM simulator_grants
     WHERE kind = :kind AND token_hash = :hash AND expires_at > :now`,
    { replacements: { kind, hash: hashOf(token), now: ctx.clock.now() }, type: QueryTypes.SELECT },
  );
  return row ? { payload: row.payload, expiresAt: row.expires_at } : null;
}

/** Takes a single-use grant: deleted whether or not it is still in time, so it is redeemed once at most. */
export async function takeGrant<T>(ctx: AppContext, kind: GrantKind, token: string): Promise<T | null> {
  const [rows] = (await ctx.sequelize.query(
    `DELETE FROM simulator_grants WHERE kind = :kind AND token_hash = :hash
     RETURNING payload, expires_at > :now AS in_time`,
    { replacements: { kind, hash: hashOf(token), now: ctx.clock.now() } },
  )) as [{ payload: T; in_time: boolean }[], unknown];
  const row = rows[0];
  return row?.in_time ? row.payload : null;
}
