import type { Answer } from '@fund/contract';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** An NDID request; `referenceCode` is the code the bank's app shows beside it. */
export type NdidRequest = Answer<'/kyc/ndid/requests/{id}'>;

export function useNdidIdentityProviders() {
  return useSWR('/kyc/ndid/identity-providers', (path: string) =>
    apiRequest<Answer<'/kyc/ndid/identity-providers'>>(path),
  );
}

export function startNdidRequest(body: { idpId: string; nationalId: string }) {
  return apiRequest<Answer<'/kyc/ndid/requests', 'post', 201>>('/kyc/ndid/requests', {
    method: 'POST',
    body,
  });
}

const pollMs = 3000;

/**
 * Polled every few seconds while the request waits for the bank's app; stops once it has ended. The interval is a
 * number derived from the latest answer, as for a deposit waiting for the bank: SWR computes a function-valued
 * interval only after its own refreshes, never after the first load.
 */
export function useNdidRequest(id: string) {
  const [refreshInterval, setRefreshInterval] = useState(pollMs);
  const request = useSWR(`/kyc/ndid/requests/${id}`, (path: string) => apiRequest<NdidRequest>(path), {
    refreshInterval,
  });
  const wanted = request.data && request.data.status !== 'PENDING' ? 0 : pollMs;
  useEffect(() => setRefreshInterval(wanted), [wanted]);
  return request;
}
