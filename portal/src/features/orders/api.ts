import { type Answer, type ItemOf, newIdempotencyKey as newKey } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { DepositStatus } from '../deposits/index.ts';

/**
 * The orders API (DESIGN §6) as the portal reads it: placing, reading and cancelling orders, multi-strategy
 * batches and the trade date. Money and units are decimal strings, as the API sends them.
 */

export type OrderKind = 'increase' | 'reduce' | 'switch';
export type OrderStage = 'confirm' | 'approved' | 'success' | 'reject' | 'cancelled';

/** What the screens branch on, where the answer schema says `string`. */
type LegValues = { stage: OrderStage };
export type OrderValues = LegValues & {
  paymentType: 'BANK_TRANSFER' | 'QR_PAYMENT' | null;
  /** An increase's payment (its deposit's status), null before one is made and for other kinds. */
  paymentStatus: DepositStatus | null;
  receiveType: 'BANK_ACCOUNT' | 'SWITCH' | null;
};

type OrderAnswer = Answer<'/orders/{id}'>;
export type OrderLeg = NonNullable<OrderAnswer['legs']>['out'];
export type Order = OrderAnswer;

/** DESIGN §6 order body; `allocations` is a first multi-strategy investment (two strategies or more). */
export interface OrderRequest {
  kind: OrderKind;
  strategyCode?: string;
  amount?: string;
  units?: string;
  allocations?: { strategyCode: string; amount: string }[];
  toStrategyCode?: string;
  paymentType?: 'BANK_TRANSFER' | 'QR_PAYMENT';
  /** A reduction's proceeds: the bank account on file (the default) or the verified wallet. */
  receiveType?: 'BANK_ACCOUNT' | 'WALLET';
  acceptRiskMismatch?: boolean;
  pin?: string;
}

/**
 * The key is made once per confirmation screen and reused on every retry of that screen, so a double click or a
 * retried request never places a second order.
 */
export function newIdempotencyKey(): string {
  return newKey('portal');
}

type PlacedAnswer = Answer<'/orders', 'post', 201>;
/** A first multi-strategy investment answers its batch: one order per strategy. */
type PlacedBatch = Extract<PlacedAnswer, { orders: unknown }>;

export function placeOrder(request: OrderRequest, idempotencyKey: string) {
  return apiRequest<Order | PlacedBatch>('/orders', {
    method: 'POST',
    body: request,
    idempotencyKey,
  });
}

export function useOrder(id: number | undefined) {
  return useSWR(id ? `/orders/${id}` : null, (p: string) => apiRequest<Order>(p));
}

export function cancelOrder(id: number) {
  return apiRequest<Order>(`/orders/${id}/cancel`, { method: 'POST' });
}

/**
 * The investor's newest orders (GET /orders, newest first, up to 100). An order not settled yet is among the newest,
 * so this is where the forms find the increases and switch-ins still under way.
 */
export function useRecentOrders() {
  return useSWR('/orders?pageSize=100', (p: string) => apiRequest<Answer<'/orders'>>(p), {
    shouldRetryOnError: false,
  });
}

/** `tradeDate`: the trade date an order confirmed now gets (after the cut-off or on a holiday: the next business day). */
export type TradingDay = Answer<'/calendar/trading-day'>;

export function useTradingDay() {
  return useSWR('/calendar/trading-day', (p: string) => apiRequest<TradingDay>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

// --- Multi-strategy investments ---------------------------------------------------------------------------------

type BatchAnswer = Answer<'/orders/batches/{batchRef}'>;
/** One order of a batch: the strategy's name and the fee (the settled one, else the increase fee on the amount). */
export type BatchOrder = ItemOf<{ data: BatchAnswer['orders'] }>;

/** `GET /orders/batches/:batchRef`: a multi-strategy investment, its total and the one deposit paying it. */
export type OrderBatch = BatchAnswer;

export function useOrderBatch(batchRef: string | undefined) {
  return useSWR(batchRef ? `/orders/batches/${encodeURIComponent(batchRef)}` : null, (p: string) =>
    apiRequest<OrderBatch>(p),
  );
}
