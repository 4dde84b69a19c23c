import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { Deposit } from '../investing/api.ts';

/** How often a QR deposit still waiting for the bank's confirmation is read again. */
export const qrRecheckMs = 3000;

/**
 * A PromptPay QR payment is confirmed by the bank a few seconds after the investor pays: until then the page reads
 * the deposit again, and stops once it is no longer PENDING (verified, or rejected by operations).
 */
export const depositRefreshInterval = (deposit: Deposit | undefined) =>
  deposit?.method === 'QR_PAYMENT' && deposit.status === 'PENDING' ? qrRecheckMs : 0;

/**
 * One of the investor's deposits, kept fresh while a QR payment waits for the bank. The interval is a number
 * derived from the latest answer: SWR computes a function-valued interval only after its own refreshes, never
 * after the first load.
 */
export function useLiveDeposit(id: number | undefined) {
  const [refreshInterval, setRefreshInterval] = useState(0);
  const deposit = useSWR(id ? `/deposits/${id}` : null, (p: string) => apiRequest<Deposit>(p), {
    refreshInterval,
  });
  const wanted = depositRefreshInterval(deposit.data);
  useEffect(() => setRefreshInterval(wanted), [wanted]);
  return deposit;
}
