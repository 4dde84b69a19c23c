import type { Answer, ItemOf } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { OrderKind, OrderStage } from '../orders/index.ts';

type TransactionAnswer = ItemOf<Answer<'/transactions'>>;
/** `preliminary`: not settled yet, the amount or units are estimates from the latest NAV (spec §4). */
export type Transaction = TransactionAnswer;

export interface TransactionFilter {
  from?: string;
  to?: string;
  strategyCode?: string;
  kind?: OrderKind;
  stage?: OrderStage;
  page?: number;
  pageSize?: number;
}

export type TransactionPage = Answer<'/transactions'>;

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
