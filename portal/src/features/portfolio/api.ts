import type { Answer, ItemOf } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** One of the investor's documents (`GET /documents`); `url` is the API path that serves the file. */
export type InvestorDocument = ItemOf<Answer<'/documents'>>;

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
