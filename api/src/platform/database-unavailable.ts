import { BaseError, ConnectionError, DatabaseError } from 'sequelize';

// PostgreSQL's SQLSTATEs for "the server is going away or not accepting connections yet" (class 08 and 57P0x),
// and the socket errors node gives when it is not there at all.
const unavailableCodes = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/**
 * Whether a failure means PostgreSQL could not be reached (restarting, failing over, out of connections), as
 * opposed to a fault in our code. Such a request is answered 503 with Retry-After: the client may send it again,
 * and an order carries its idempotency key, so a retry never doubles it.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionError) return true;
  if (!(err instanceof BaseError)) return false;
  const original =
    err instanceof DatabaseError ? (err.original as { code?: string; message?: string }) : undefined;
  if (!original) return false;
  if (original.code && unavailableCodes.has(original.code)) return true;
  // pg reports a connection that died under a running query without a code.
  return /Connection terminated|connection is closed|Client has encountered a connection error/i.test(
    original.message ?? '',
  );
}
