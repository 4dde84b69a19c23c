import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { Text } from '../investing/api.ts';

/** One of the investor's documents (GET /documents); `url` is the API path that serves the file. */
export interface InvestorDocument {
  id: string;
  kind: 'CONTRACT' | 'TAX_INVOICE' | 'ORDER_CONFIRMATION' | 'MONTHLY_STATEMENT';
  title: Text;
  /** The business date it is about (an invoice's issue date, a confirmation's trade date). */
  date?: string | null;
  status?: 'ISSUED' | 'CANCELLED' | null;
  total?: string | null;
  createdAt: string;
  url: string;
}

/** Files the documents API renders come in the reader's language (Thai copies carry Buddhist-era dates). */
export const documentHref = (document: InvestorDocument, language: string) =>
  document.url.startsWith('/documents/')
    ? `${document.url}?lang=${language === 'en' ? 'en' : 'th'}`
    : document.url;

/** Asked for only while statements are offered (the performanceReport flag). */
export function useDocuments(wanted: boolean) {
  return useSWR(wanted ? '/documents' : null, (path: string) => apiRequest<InvestorDocument[]>(path), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
