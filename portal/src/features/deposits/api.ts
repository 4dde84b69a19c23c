import type { Answer } from '@fund/contract';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** The deposits that pay an increase (DESIGN §6): a bank transfer with its slip, or a PromptPay QR. */

export type DepositMethod = 'BANK_TRANSFER' | 'QR_PAYMENT';
export type DepositStatus = 'AWAITING_SLIP' | 'PENDING' | 'VERIFIED' | 'REJECTED';

export type Deposit = Answer<'/deposits/{id}'>;

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

export function uploadSlip(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<Deposit>(`/deposits/${id}/slip`, { method: 'POST', body: form });
}

/** A QR deposit's PromptPay code. Every deposit is created with its reference; the schema says it may be null. */
export type DepositQr = Answer<'/deposits/{id}/qr'>;

export function useDepositQr(id: number | undefined) {
  return useSWR(id ? `/deposits/${id}/qr` : null, (p: string) => apiRequest<DepositQr>(p));
}

/** The investor's own deposits, newest first (to find the one that pays an order). */
export function useDeposits() {
  return useSWR('/deposits', (p: string) => apiRequest<Answer<'/deposits'>>(p));
}

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
