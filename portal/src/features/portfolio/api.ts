import type { Answer, ItemOf } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

type SummaryAnswer = Answer<'/portfolio/summary'>;
/** The investor's customer tier; absent while the userTier flag is off or before it is first worked out. */
export type CustomerTier = NonNullable<SummaryAnswer['tier']>;
export type PortfolioSummary = SummaryAnswer;

export type Holding = ItemOf<Answer<'/portfolio/holdings'>>;

export type PerformancePeriod = '1M' | '3M' | '6M' | '1Y' | 'YTD' | 'ALL';

export type Performance = Answer<'/portfolio/performance'>;

export function usePortfolioSummary() {
  return useSWR('/portfolio/summary', (p: string) => apiRequest<PortfolioSummary>(p));
}

export function useHoldings() {
  return useSWR('/portfolio/holdings', (p: string) => apiRequest<Answer<'/portfolio/holdings'>>(p));
}

export function usePerformance(period: PerformancePeriod) {
  return useSWR(`/portfolio/performance?period=${period}`, (p: string) => apiRequest<Performance>(p));
}

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
