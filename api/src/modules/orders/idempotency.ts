import { createHash } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * The request as hashed: object keys sorted at every level, so the same body with its keys in another order (as
 * another client, or a retry built anew, may write it) is the same request.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Runs `place` once per investor and Idempotency-Key. The key's row is claimed first in the same transaction: a
 * concurrent retry waits on it and then answers what the first request answered; a retry after a refusal (rolled
 * back, nothing kept) may try again. The same key with a different body is refused.
 */
export async function oncePerKey(
  ctx: AppContext,
  userId: number,
  key: string,
  request: object,
  place: (transaction: Transaction) => Promise<Answer>,
): Promise<Answer> {
  const requestHash = createHash('sha256').update(canonicalJson(request)).digest('base64url');
  return ctx.sequelize.transaction(async (transaction) => {
    const claimed = await ctx.sequelize.query(
      `INSERT INTO order_requests (user_id, idempotency_key, request_hash) VALUES (:userId, :key, :requestHash)
       ON CONFLICT DO NOTHING RETURNING 1`,
      { type: QueryTypes.SELECT, replacements: { userId, key, requestHash }, transaction },
    );
    if (claimed.length === 0) {
      const [first] = await ctx.sequelize.query<{ request_hash: string; status: number; response: unknown }>(
        'SELECT request_hash, status, response FROM order_requests WHERE user_id = :userId AND idempotency_key = :key',
        { type: QueryTypes.SELECT, replacements: { userId, key }, transaction },
      );
      if (!first || first.request_hash !== requestHash) throw new AppError('ORDER_IDEMPOTENCY_MISMATCH', 422);
      return { status: first.status, body: first.response };
    }
    const answer = await place(transaction);
    await ctx.sequelize.query(
      `UPDATE order_requests SET status = :status, response = :response
       WHERE user_id = :userId AND idempotency_key = :key`,
      {
        replacements: { userId, key, status: answer.status, response: JSON.stringify(answer.body) },
        transaction,
      },
    );
    return answer;
  });
}
