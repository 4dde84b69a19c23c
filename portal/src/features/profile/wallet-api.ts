import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { ChangeRequest } from './api.ts';

export interface WalletAnswer {
  wallet: { network: string; address: string; verifiedAt: string } | null;
  changeRequest: { id: number; network: string; address: string; createdAt: string } | null;
}

export const walletKey = '/me/wallet';

/** The verified wallet for payouts and the one waiting for compliance (GET /me/wallet). */
export function useWallet(enabled = true) {
  return useSWR(enabled ? walletKey : null, () => apiRequest<WalletAnswer>(walletKey));
}

/** Names a wallet: compliance verifies it through a change request before any payout goes there. */
export const requestWallet = (body: { network: string; address: string }) =>
  apiRequest<ChangeRequest>(walletKey, { method: 'PUT', body });
