import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { assertPin } from '../security/pin.ts';
import { assertMayOrder } from './eligibility.ts';
import { oncePerKey } from './idempotency.ts';
import { type OrderRequest, orderSetting, placeOrder } from './placement.ts';
import { idempotencyKeyHeader } from './schemas.ts';

/**
 * POST /orders as one use case: the idempotency key is required; the investor must be allowed this kind of order
 * (account, suitability, restrictions) and give the PIN when one is set; then the order (or the batch of a
 * multi-strategy investment) is placed once per key: a retry with the same key and body answers what the first did.
 */
export async function placeOrderOnce(
  ctx: AppContext,
  userId: number,
  idempotencyKey: string | undefined,
  body: OrderRequest & { pin?: string },
): Promise<{ status: number; body: unknown }> {
  const key = idempotencyKeyHeader.validate(idempotencyKey);
  if (key.error || !key.value) throw new AppError('ORDER_IDEMPOTENCY_KEY_REQUIRED', 422);
  const { pin, ...request } = body;
  await assertMayOrder(ctx, userId, request.kind);
  await assertPin(ctx, userId, pin);
  const setting = await orderSetting(ctx, userId, request.kind);
  return oncePerKey(ctx, userId, key.value, request, async (transaction) => {
    const { orders } = await placeOrder(ctx, userId, request, setting, transaction);
    const body = request.allocations ? { batchRef: orders[0]!.batchRef, orders } : orders[0];
    return { status: 201, body };
  });
}
