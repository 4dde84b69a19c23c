import type { Answer } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from './api-client.ts';

/**
 * `GET /feature-flags`. The generated schema types the map's values as `never` (the API's joi `pattern` for the
 * map does not reach the OpenAPI document), so the flags' values are named here.
 */
type FeatureFlags = Omit<Answer<'/feature-flags'>, 'flags'> & { flags: Record<string, boolean> };

/** The runtime feature flags (spec §9), e.g. `depositWithQRPayment`; a flag the answer lacks counts as off. */
export function useFeatureFlags() {
  return useSWR('/feature-flags', (p: string) => apiRequest<FeatureFlags>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
