import { type Answer, type ItemOf, type Narrow, newIdempotencyKey as newKey } from '@fund/contract';
import type { SuitabilityRiskType, BilingualText as Text } from '@fund/domain';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { PayoutStatus } from '../payouts/api.ts';

/**
 * The investing API (DESIGN §6) as the portal reads it: strategies, orders, deposits, portfolio and transactions.
 * Money, NAV and units are decimal strings, as the API sends them; screens format them, never do arithmetic on
 * `Number`s (use the domain's `investing` helpers for any sum).
 */

export type { BilingualText as Text } from '@fund/domain';
export type ReturnPeriod = '1D' | '7D' | '1W' | '3M' | '6M' | '1Y' | 'YTD';

type Band = { minBand: SuitabilityRiskType };

/** A strategy as `GET /strategies` lists it. */
export type Strategy = Narrow<
  ItemOf<Answer<'/strategies'>>,
  Band & { returns: Record<ReturnPeriod, string | null> }
>;

/** `GET /strategies/:code`: every spec §3 field, yearly returns and the maximum drawdown. */
export type StrategyDetail = Narrow<
  Answer<'/strategies/{code}'>,
  Band & {
    returns: Record<ReturnPeriod, string | null>;
    /** Staff edit the dealing terms as a whole; the schema leaves their parts open. */
    dealing: { increaseDays: Text; reduceDays: Text; period: Text; cutOff: string; settlement: Text } | null;
  }
>;

export type NavPoint = ItemOf<Answer<'/strategies/{code}/nav'>>;

const readOnly = { revalidateOnFocus: false, shouldRetryOnError: false };

export function useStrategies(search?: string) {
  const path = search ? `/strategies?q=${encodeURIComponent(search)}` : '/strategies';
  return useSWR(path, (p: string) => apiRequest<{ data: Strategy[]; total: number }>(p), readOnly);
}

export function useStrategy(code: string | undefined) {
  return useSWR(
    code ? `/strategies/${encodeURIComponent(code)}` : null,
    (p: string) => apiRequest<StrategyDetail>(p),
    readOnly,
  );
}

export function useStrategyNavs(code: string | undefined, from: string, to: string) {
  return useSWR(
    code ? `/strategies/${encodeURIComponent(code)}/nav?from=${from}&to=${to}` : null,
    (p: string) => apiRequest<{ data: NavPoint[] }>(p),
    readOnly,
  );
}

// --- Favourites -------------------------------------------------------------------------------------------------

export const favouritesKey = '/me/favourites';

/** Pass `false` for a reader who is not signed in: their list is not asked for. */
export function useFavourites(wanted = true) {
  return useSWR(wanted ? favouritesKey : null, (p: string) =>
    apiRequest<{ data: { strategyCode: string; createdAt: string }[] }>(p),
  );
}

export function addFavourite(strategyCode: string) {
  return apiRequest(favouritesKey, { method: 'POST', body: { strategyCode } });
}

export function removeFavourite(strategyCode: string) {
  return apiRequest(`${favouritesKey}/${encodeURIComponent(strategyCode)}`, { method: 'DELETE' });
}

// --- Orders -----------------------------------------------------------------------------------------------------

export type OrderKind = 'increase' | 'reduce' | 'switch';
export type OrderStage = 'confirm' | 'approved' | 'success' | 'reject' | 'cancelled';

/** What the screens branch on, where the answer schema says `string`. */
type LegValues = { stage: OrderStage };
type OrderValues = LegValues & {
  paymentType: 'BANK_TRANSFER' | 'QR_PAYMENT' | null;
  /** An increase's payment (its deposit's status), null before one is made and for other kinds. */
  paymentStatus: DepositStatus | null;
  receiveType: 'BANK_ACCOUNT' | 'SWITCH' | null;
};

type OrderAnswer = Answer<'/orders/{id}'>;
export type OrderLeg = Narrow<NonNullable<OrderAnswer['legs']>['out'], LegValues>;
export type Order = Narrow<OrderAnswer, OrderValues & { legs?: { out: OrderLeg; in: OrderLeg } }>;

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

export function placeOrder(request: OrderRequest, idempotencyKey: string) {
  return apiRequest<Order | { batchRef: string; orders: Order[] }>('/orders', {
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

/** `tradeDate`: the trade date an order confirmed now gets (after the cut-off or on a holiday: the next business day). */
export type TradingDay = Answer<'/calendar/trading-day'>;

export function useTradingDay() {
  return useSWR('/calendar/trading-day', (p: string) => apiRequest<TradingDay>(p), readOnly);
}

// --- Deposits ---------------------------------------------------------------------------------------------------

export type DepositMethod = 'BANK_TRANSFER' | 'QR_PAYMENT';
export type DepositStatus = 'AWAITING_SLIP' | 'PENDING' | 'VERIFIED' | 'REJECTED';

export type Deposit = Narrow<Answer<'/deposits/{id}'>, { method: DepositMethod; status: DepositStatus }>;

export function createDeposit(
  body: { orderId: number; method: DepositMethod; pin?: string },
  idempotencyKey: string,
) {
  return apiRequest<Deposit>('/deposits', {
    method: 'POST',
    body,
    idempotencyKey,
  });
}

export function useDeposit(id: number | undefined) {
  return useSWR(id ? `/deposits/${id}` : null, (p: string) => apiRequest<Deposit>(p));
}

export function uploadSlip(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<Deposit>(`/deposits/${id}/slip`, { method: 'POST', body: form });
}

export function useDepositQr(id: number | undefined) {
  return useSWR(id ? `/deposits/${id}/qr` : null, (p: string) =>
    apiRequest<{ payload: string; amount: string; reference: string; imageDataUrl: string }>(p),
  );
}

// --- Portfolio and transactions ---------------------------------------------------------------------------------

type TransactionAnswer = ItemOf<Answer<'/transactions'>>;
/** `preliminary`: not settled yet, the amount or units are estimates from the latest NAV (spec §4). */
export type Transaction = Narrow<
  TransactionAnswer,
  OrderValues & {
    kind: OrderKind;
    payout: Narrow<NonNullable<TransactionAnswer['payout']>, { status: PayoutStatus }> | null;
  }
>;

type SummaryAnswer = Answer<'/portfolio/summary'>;
/** The investor's customer tier; absent while the userTier flag is off or before it is first worked out. */
export type CustomerTier = NonNullable<SummaryAnswer['tier']>;
export type PortfolioSummary = Narrow<
  SummaryAnswer,
  {
    latestTransactions: Transaction[];
    customerBand: SuitabilityRiskType | null;
    recommendedStrategies: (ItemOf<SummaryAnswer['recommendedStrategies']> & Band)[];
  }
>;

export type Holding = ItemOf<Answer<'/portfolio/holdings'>>;

export type PerformancePeriod = '1M' | '3M' | '6M' | '1Y' | 'YTD' | 'ALL';

export type Performance = Narrow<Answer<'/portfolio/performance'>, { period: PerformancePeriod }>;

export function usePortfolioSummary() {
  return useSWR('/portfolio/summary', (p: string) => apiRequest<PortfolioSummary>(p));
}

/**
 * The investor's newest orders (GET /orders, newest first, up to 100). An order not settled yet is among the newest,
 * so this is where the forms find the increases and switch-ins still under way.
 */
export function useRecentOrders() {
  return useSWR(
    '/orders?pageSize=100',
    (p: string) => apiRequest<{ data: Order[]; total: number; page: number }>(p),
    {
      shouldRetryOnError: false,
    },
  );
}

export function useHoldings() {
  return useSWR('/portfolio/holdings', (p: string) => apiRequest<{ data: Holding[] }>(p));
}

export function usePerformance(period: PerformancePeriod) {
  return useSWR(`/portfolio/performance?period=${period}`, (p: string) => apiRequest<Performance>(p));
}

export interface TransactionFilter {
  from?: string;
  to?: string;
  strategyCode?: string;
  kind?: OrderKind;
  stage?: OrderStage;
  page?: number;
  pageSize?: number;
}

export type TransactionPage = Narrow<Answer<'/transactions'>, { data: Transaction[] }>;

export function transactionsPath(filter: TransactionFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/transactions?${text}` : '/transactions';
}

export function useTransactions(filter: TransactionFilter) {
  return useSWR(transactionsPath(filter), (p: string) => apiRequest<TransactionPage>(p), {
    keepPreviousData: true,
  });
}

// --- Feature flags ----------------------------------------------------------------------------------------------

/** The runtime feature flags (spec §9), e.g. `depositWithQRPayment`; a flag the answer lacks counts as off. */
export function useFeatureFlags() {
  return useSWR('/feature-flags', (p: string) => apiRequest<{ flags: Record<string, boolean> }>(p), readOnly);
}

/** The investor's own deposits, newest first (to find the one that pays an order). */
export function useDeposits() {
  return useSWR('/deposits', (p: string) => apiRequest<{ data: Deposit[]; total: number; page: number }>(p));
}

// --- Multi-strategy investments ---------------------------------------------------------------------------------

type BatchAnswer = Answer<'/orders/batches/{batchRef}'>;
/** One order of a batch: the strategy's name and the fee (the settled one, else the increase fee on the amount). */
export type BatchOrder = Narrow<ItemOf<{ data: BatchAnswer['orders'] }>, OrderValues>;

/** `GET /orders/batches/:batchRef`: a multi-strategy investment, its total and the one deposit paying it. */
export type OrderBatch = Narrow<BatchAnswer, { orders: BatchOrder[]; deposit: Deposit | null }>;

export function useOrderBatch(batchRef: string | undefined) {
  return useSWR(batchRef ? `/orders/batches/${encodeURIComponent(batchRef)}` : null, (p: string) =>
    apiRequest<OrderBatch>(p),
  );
}

/** The strategies list's search: the previous results stay on screen while the next search loads. */
export function useStrategySearch(search: string) {
  const path = search ? `/strategies?q=${encodeURIComponent(search)}` : '/strategies';
  return useSWR(path, (p: string) => apiRequest<{ data: Strategy[]; total: number }>(p), {
    ...readOnly,
    keepPreviousData: true,
  });
}
