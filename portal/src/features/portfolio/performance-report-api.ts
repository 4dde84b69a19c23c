import type { Answer, ItemOf } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** `GET /portfolio/performance-report`: the total and each strategy, per period, as the domain computes them. */
export type PerformanceReport = Answer<'/portfolio/performance-report'>;
export type StrategyReport = ItemOf<PerformanceReport['strategies']>;
/** One period of the report: percentages with 2 places. */
export type PeriodFigures = ItemOf<StrategyReport['periods']>;
export type ReportPeriod = PeriodFigures['period'];

/** Asked for only while the performanceReport flag is on. */
export function usePerformanceReport(wanted: boolean) {
  return useSWR(
    wanted ? '/portfolio/performance-report' : null,
    (path: string) => apiRequest<PerformanceReport>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
