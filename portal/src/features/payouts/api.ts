import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

export type PayoutStatus = 'HELD' | 'PENDING' | 'IN_BATCH' | 'PAID' | 'FAILED' | 'RETURNED';

/** A redemption's payout as the investor sees it: the account only by its last four digits. */
export interface Payout {
  id: number;
  orderId: number;
  orderRef: string | null;
  strategyCode: string;
  tradeDate: string;
  valueDate: string;
  units: string;
  nav: string;
  fee: string;
  amount: string;
  receiveType: 'BANK' | 'WALLET';
  bankCode: string | null;
  bankNameTh: string | null;
  bankNameEn: string | null;
  accountEnding: string;
  walletNetwork: string | null;
  walletAddressShort: string;
  status: PayoutStatus;
  holdReason: string | null;
  bankReference: string | null;
  paidAt: string | null;
  failureReason: string | null;
  failedAt: string | null;
  returnedAt: string | null;
  createdAt: string | null;
}

/** The payouts of one order (a settled reduction has exactly one). */
export function useOrderPayouts(orderId: number | undefined) {
  return useSWR(orderId ? `/payouts?orderId=${orderId}` : null, (p: string) => apiRequest<Payout[]>(p));
}
