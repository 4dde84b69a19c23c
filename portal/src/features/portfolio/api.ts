import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { Text } from '../investing/api.ts';

/** One of the investor's documents (GET /documents); `url` is the API path that serves the file. */
export interface InvestorDocument {
  id: string;
  kind: string;
  title: Text;
  createdAt: string;
  url: string;
}

/** Asked for only while statements are offered (the performanceReport flag). */
export function useDocuments(wanted: boolean) {
  return useSWR(wanted ? '/documents' : null, (path: string) => apiRequest<InvestorDocument[]>(path), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
