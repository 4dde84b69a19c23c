import type { Answer, ItemOf, Narrow } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { OrderKind, OrderStage, OrderValues } from '../orders/index.ts';
import type { PayoutStatus } from '../payouts/index.ts';

type TransactionAnswer = ItemOf<Answer<'/transactions'>>;
/** `preliminary`: not settled yet, the amount or units are estimates from the latest NAV (spec §4). */
export type Transaction = Narrow<
  TransactionAnswer,
  OrderValues & {
    kind: OrderKind;
    payout: Narrow<NonNullable<TransactionAnswer['payout']>, { status: PayoutStatus }> | null;
  }
>;

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
