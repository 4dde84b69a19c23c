import type { Answer } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from './api-client.ts';

/** `GET /feature-flags`: every catalogued flag by name, on or off. */
type FeatureFlags = Answer<'/feature-flags'>;

/** The runtime feature flags (spec §9), e.g. `depositWithQRPayment`; a flag the answer lacks counts as off. */
export function useFeatureFlags() {
  return useSWR('/feature-flags', (p: string) => apiRequest<FeatureFlags>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
