import type { Answer, ItemOf } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

export type PayoutStatus = 'HELD' | 'PENDING' | 'IN_BATCH' | 'PAID' | 'FAILED' | 'RETURNED';

/** A redemption's payout as the investor sees it (`GET /payouts`): the account only by its last four digits. */
export type Payout = ItemOf<Answer<'/payouts'>>;

/** The payouts of one order (a settled reduction has exactly one). */
export function useOrderPayouts(orderId: number | undefined) {
  return useSWR(orderId ? `/payouts?orderId=${orderId}` : null, (p: string) => apiRequest<Payout[]>(p));
}
