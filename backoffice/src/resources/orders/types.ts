import type { Answer, Narrow } from '@fund/contract';

export const orderStages = ['confirm', 'approved', 'success', 'reject', 'cancelled'] as const;
export type OrderStage = (typeof orderStages)[number];
export const orderKinds = ['increase', 'reduce', 'switch'] as const;
export type OrderKind = (typeof orderKinds)[number];

export const stageChoices = orderStages.map((id) => ({ id, name: `resources.orders.stages.${id}` }));
export const kindChoices = orderKinds.map((id) => ({ id, name: `resources.orders.kinds.${id}` }));

type OrderAnswer = Answer<'/admin/orders/{id}'>;
type LegValues = { stage: OrderStage };

export type OrderLeg = Narrow<NonNullable<OrderAnswer['legs']>['out'], LegValues>;

export const depositStatuses = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type OrderDepositStatus = (typeof depositStatuses)[number];

/** The deposit that pays an increase; reductions and switches need none. */
export type OrderDeposit = Narrow<NonNullable<OrderAnswer['deposit']>, { status: OrderDepositStatus }>;

export const paymentTypes = ['BANK_TRANSFER', 'QR_PAYMENT'] as const;
export const receiveTypes = ['BANK_ACCOUNT', 'WALLET', 'SWITCH'] as const;

/** As `GET /admin/orders` and `GET /admin/orders/:id` answer; a switch is its out leg with both legs. */
export type OrderRecord = Narrow<
  OrderAnswer,
  LegValues & {
    kind: OrderKind;
    paymentType: (typeof paymentTypes)[number] | null;
    receiveType: (typeof receiveTypes)[number] | null;
    /** Null when no deposit pays the order (always for a reduction or a switch). */
    deposit: OrderDeposit | null;
    legs?: { out: OrderLeg; in: OrderLeg };
  }
>;

/**
 * An increase is approved only once its money is in: the deposit paying it is VERIFIED. The API refuses anything
 * else with 409 ORDER_NOT_FUNDED; the screen says so before staff try.
 */
export function isAwaitingPayment(order: Pick<OrderRecord, 'kind' | 'deposit'>): boolean {
  return order.kind === 'increase' && order.deposit?.status !== 'VERIFIED';
}

/** A decimal string with thousands separators, digits untouched (never through a float). */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
