import type { performance, BilingualText as Text } from '@fund/domain';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** One period of GET /portfolio/performance-report, as the domain computes it: percentages with 2 places. */
export type ReportPeriod = performance.ReportPeriod;
export type PeriodFigures = performance.PeriodFigures;

export interface StrategyReport {
  strategyCode: string;
  name: Text | null;
  value: string;
  realisedGain: string;
  unrealisedGain: string;
  periods: PeriodFigures[];
}

export interface PerformanceReport {
  asOf: string;
  firstInvestment: string | null;
  strategies: StrategyReport[];
  total: { value: string; realisedGain: string; unrealisedGain: string; periods: PeriodFigures[] };
}

/** Asked for only while the performanceReport flag is on. */
export function usePerformanceReport(wanted: boolean) {
  return useSWR(
    wanted ? '/portfolio/performance-report' : null,
    (path: string) => apiRequest<PerformanceReport>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
