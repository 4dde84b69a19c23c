import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import type { Text } from '../investing/api.ts';

export type ReportPeriod = '1M' | '3M' | '6M' | 'YTD' | '1Y' | 'SINCE_FIRST';

/** One period of GET /portfolio/performance-report: returns are percentages with 2 places, null when not measured. */
export interface PeriodFigures {
  period: ReportPeriod;
  from: string;
  to: string;
  covered: boolean;
  annualised: boolean;
  twr: string | null;
  irr: string | null;
  opening: string;
  netFlows: string;
  gain: string;
  realisedGain: string;
  unrealisedGainChange: string;
  closing: string;
  reconciliation: { balanced: boolean; difference: string };
}

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
