import type { Answer } from '@fund/contract';
import { investing } from '@fund/domain';

export const orderStages = investing.orderStages;
export type OrderStage = investing.OrderStageName;
export const orderKinds = investing.orderKinds;
export type OrderKind = investing.OrderKindName;

export const stageChoices = orderStages.map((id) => ({ id, name: `resources.orders.stages.${id}` }));
export const kindChoices = orderKinds.map((id) => ({ id, name: `resources.orders.kinds.${id}` }));

/**
 * As `GET /admin/orders` and `GET /admin/orders/:id` answer; a switch is its out leg with both legs. `deposit` is
 * null when no deposit pays the order (always for a reduction or a switch).
 */
export type OrderRecord = Answer<'/admin/orders/{id}'>;
export type OrderLeg = NonNullable<OrderRecord['legs']>['out'];

/** The deposit that pays an increase; reductions and switches need none. */
export type OrderDeposit = NonNullable<OrderRecord['deposit']>;
export type OrderDepositStatus = OrderDeposit['status'];

/**
 * An increase is approved only once its money is in: the deposit paying it is VERIFIED. The API refuses anything
 * else with 409 ORDER_NOT_FUNDED; the screen says so before staff try.
 */
export function isAwaitingPayment(order: Pick<OrderRecord, 'kind' | 'deposit'>): boolean {
  return order.kind === 'increase' && order.deposit?.status !== 'VERIFIED';
}
