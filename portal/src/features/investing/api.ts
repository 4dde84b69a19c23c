import type { SuitabilityRiskType, BilingualText as Text } from '@fund/domain';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { PayoutBriefData } from '../payouts/payout-brief.tsx';

/**
 * The investing API (DESIGN §6) as the portal reads it: strategies, orders, deposits, portfolio and transactions.
 * Money, NAV and units are decimal strings, as the API sends them; screens format them, never do arithmetic on
 * `Number`s (use the domain's `investing` helpers for any sum).
 */

export type { BilingualText as Text } from '@fund/domain';
export type ReturnPeriod = '1D' | '7D' | '1W' | '3M' | '6M' | '1Y' | 'YTD';

export interface Strategy {
  code: string;
  name: Text;
  type: Text;
  summary: Text;
  riskLevel: number;
  minBand: SuitabilityRiskType;
  nav: string | null;
  navDate: string | null;
  /** The history is synthetic demo data: screens must say so next to any return or chart. */
  navIsDemo: boolean;
  returns: Record<ReturnPeriod, string | null>;
  fees: {
    increasePercent: string;
    /** Taken off the amount a switch brings into this strategy, before it buys units. */
    switchInPercent: string;
    /** Of the strategy's gains, charged by the manager within the NAV: disclosed, never taken off an order. */
    performancePercent: string;
    reducePercentOfProfit: string;
    managementPercentPerYear: string;
    totalCostPercentPerYear: string;
  };
  minimums: { firstInvestment: string; nextInvestment: string; reductionValue: string };
  managementStartDate: string | null;
}

export interface StrategyDetail extends Strategy {
  startPrice: string;
  currencyPolicy: Text | null;
  dividendPolicy: Text | null;
  registrationDate: string | null;
  manager: Text | null;
  trustee: Text | null;
  managementModel: Text | null;
  dealing: {
    increaseDays: Text;
    reduceDays: Text;
    period: Text;
    cutOff: string;
    settlement: Text;
  } | null;
  suitableFor: Text | null;
  unsuitableFor: Text | null;
  yearlyReturns: { year: number; return: string }[];
  /** Null before management starts: show "management has not started yet" instead. */
  maxDrawdownPercent: string | null;
  managementStarted: boolean;
}

export interface NavPoint {
  date: string;
  nav: string;
}

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

export interface OrderLeg {
  id: number;
  ref: string;
  strategyCode: string;
  stage: OrderStage;
  tradeDate: string;
  amount: string | null;
  units: string | null;
  requestedAmount: string | null;
  requestedUnits: string | null;
  fee: string | null;
  nav: string | null;
  fullRedemption: boolean;
}

export interface Order extends OrderLeg {
  kind: OrderKind;
  batchRef: string | null;
  paymentType: 'BANK_TRANSFER' | 'QR_PAYMENT' | null;
  /** An increase's payment (its deposit's status), null before one is made and for other kinds. */
  paymentStatus: DepositStatus | null;
  receiveType: 'BANK_ACCOUNT' | 'SWITCH' | null;
  riskMismatch: boolean;
  riskAcceptedAt: string | null;
  rejectReason: string | null;
  createdAt: string;
  settledAt: string | null;
  cancelledAt: string | null;
  legs?: { out: OrderLeg; in: OrderLeg };
}

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
  return `portal-${crypto.randomUUID()}`;
}

export function placeOrder(request: OrderRequest, idempotencyKey: string) {
  return apiRequest<Order | { batchRef: string; orders: Order[] }>('/orders', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useOrder(id: number | undefined) {
  return useSWR(id ? `/orders/${id}` : null, (p: string) => apiRequest<Order>(p));
}

export function cancelOrder(id: number) {
  return apiRequest<Order>(`/orders/${id}/cancel`, { method: 'POST' });
}

export interface TradingDay {
  now: string;
  businessDate: string;
  isBusinessDay: boolean;
  cutOff: string;
  beforeCutOff: boolean;
  /** The trade date an order confirmed now gets (after 14:00 Bangkok or on a holiday: the next business day). */
  tradeDate: string;
  settlementDate: string;
}

export function useTradingDay() {
  return useSWR('/calendar/trading-day', (p: string) => apiRequest<TradingDay>(p), readOnly);
}

// --- Deposits ---------------------------------------------------------------------------------------------------

export type DepositMethod = 'BANK_TRANSFER' | 'QR_PAYMENT';
export type DepositStatus = 'AWAITING_SLIP' | 'PENDING' | 'VERIFIED' | 'REJECTED';

export interface Deposit {
  id: number;
  ref: string;
  amount: string;
  method: DepositMethod;
  status: DepositStatus;
  orderIds: number[];
  slipUploaded: boolean;
  rejectReason: string | null;
  createdAt: string;
  verifiedAt: string | null;
  companyAccount: { bankName: Text; branch: Text; accountNumber: string; accountName: Text };
}

export function createDeposit(
  body: { orderId: number; method: DepositMethod; pin?: string },
  idempotencyKey: string,
) {
  return apiRequest<Deposit>('/deposits', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
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

export interface Transaction {
  id: number;
  ref: string;
  kind: OrderKind;
  stage: OrderStage;
  strategyCode: string;
  strategyName: Text;
  toStrategyCode: string | null;
  toStrategyName: Text | null;
  tradeDate: string;
  createdAt: string;
  amount: string | null;
  units: string | null;
  unitsIn: string | null;
  unitsOut: string | null;
  nav: string | null;
  fee: string | null;
  paymentType: 'BANK_TRANSFER' | 'QR_PAYMENT' | null;
  /** An increase's payment (its deposit's status), null before one is made and for other kinds. */
  paymentStatus: DepositStatus | null;
  receiveType: 'BANK_ACCOUNT' | 'SWITCH' | null;
  switchOutRef: string | null;
  switchInRef: string | null;
  rejectReason: string | null;
  /** Not settled yet: the amount or units are estimates from the latest NAV (spec §4). */
  preliminary: boolean;
  /** A settled reduction's payout (money out). */
  payout?: PayoutBriefData | null;
}

export interface PortfolioSummary {
  asOf: string | null;
  preliminary: boolean;
  totalValue: string;
  /** Net proceeds of switches between their legs (out leg settled, in leg not yet bought); part of totalValue. */
  inTransit: string;
  principalValue: string;
  profitFromPrincipal: string;
  profitFromPrincipalPercent: string | null;
  totalProfitLoss: string;
  accumulatedInvestment: string;
  strategiesCount: number;
  pending: { count: number; amount: string };
  latestTransactions: Transaction[];
  customerBand: SuitabilityRiskType | null;
  recommendedStrategies: { code: string; name: Text; riskLevel: number; minBand: SuitabilityRiskType }[];
  /** The investor's customer tier; absent while the userTier flag is off or before it is first worked out. */
  tier?: CustomerTier;
}

export interface CustomerTier {
  code: string;
  name: Text;
  minAum: string;
  benefits: { th: string[]; en: string[] };
  since: string | null;
  next: { code: string; name: Text; minAum: string } | null;
}

export interface Holding {
  strategyCode: string;
  name: Text;
  riskLevel: number;
  units: string;
  availableUnits: string;
  reservedUnits: string;
  nav: string | null;
  navDate: string | null;
  value: string;
  cost: string;
  unrealizedProfitLoss: string;
  unrealizedProfitLossPercent: string | null;
  ratioPercent: string;
}

export type PerformancePeriod = '1M' | '3M' | '6M' | '1Y' | 'YTD' | 'ALL';

export interface Performance {
  period: PerformancePeriod;
  from: string;
  to: string;
  strategies: { strategyCode: string; name: Text; series: { date: string; returnPercent: string }[] }[];
  allocation: { strategyCode: string; ratioPercent: string }[];
  unrealized: { strategyCode: string; amount: string; percent: string | null }[];
}

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

export interface TransactionPage {
  data: Transaction[];
  total: number;
  page: number;
  pageSize: number;
  summary: { count: number; amountIn: string; amountOut: string; unitsIn: string; unitsOut: string };
  cutOffTime: string;
}

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

/** One order of a batch: the strategy's name and the fee (the settled one, else the increase fee on the amount). */
export interface BatchOrder extends Order {
  strategyName: Text | null;
  estimatedFee: string | null;
}

/** `GET /orders/batches/:batchRef`: a multi-strategy investment, its total and the one deposit paying it. */
export interface OrderBatch {
  batchRef: string;
  createdAt: string;
  total: string;
  totalFee: string;
  orders: BatchOrder[];
  deposit: Deposit | null;
}

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
