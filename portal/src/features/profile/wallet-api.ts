import type { Answer } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** The verified wallet for payouts and the one waiting for compliance. */
export type WalletAnswer = Answer<'/me/wallet'>;

export const walletKey = '/me/wallet';

/** The verified wallet for payouts and the one waiting for compliance (GET /me/wallet). */
export function useWallet(enabled = true) {
  return useSWR(enabled ? walletKey : null, () => apiRequest<WalletAnswer>(walletKey));
}

/** Names a wallet: compliance verifies it through a change request before any payout goes there. */
export const requestWallet = (body: { network: string; address: string }) =>
  apiRequest<Answer<'/me/wallet', 'put', 202>>(walletKey, { method: 'PUT', body });
