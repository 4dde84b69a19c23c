import { addCalendarDays } from '../investing/business-calendar.ts';
import { monthsBefore } from '../investing/returns.ts';

/** The report's periods (issue 19): months back, the year to date, a year back, and since the first investment. */
export const reportPeriods = ['1M', '3M', '6M', 'YTD', '1Y', 'SINCE_FIRST'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/**
 * A period is (from, to]: it opens with the value at the end of `from` and counts the trades after it up to `to`.
 * 1M/3M/6M/1Y go calendar months back from `to` (the 31st falls on a shorter month's last day), YTD opens on the
 * previous 31 December, and since the first investment opens the day before it, with nothing invested.
 */
export function periodStart(period: ReportPeriod, to: string, firstInvestment: string): string {
  switch (period) {
    case '1M':
      return monthsBefore(to, 1);
    case '3M':
      return monthsBefore(to, 3);
    case '6M':
      return monthsBefore(to, 6);
    case '1Y':
      return monthsBefore(to, 12);
    case 'YTD':
      return `${Number(to.slice(0, 4)) - 1}-12-31`;
    case 'SINCE_FIRST':
      return addCalendarDays(firstInvestment, -1);
  }
}
