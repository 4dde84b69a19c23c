import { addCalendarDays } from './business-calendar.ts';
import { type Dec, type DecimalInput, dec } from './money.ts';

/** One NAV per business day, oldest first. */
export interface NavPoint {
  date: string;
  nav: DecimalInput;
}

export type ReturnPeriod = '1D' | '7D' | '1W' | '3M' | '6M' | '1Y' | 'YTD';

/** A change as a percentage with 2 places ("12.34" is +12.34 %). */
const percent = (from: Dec, to: Dec): string => to.minus(from).div(from).times(100).toFixed(2);

export function monthsBefore(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 - months;
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${target.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** The last point on or before `date`, if the series reaches back that far. */
function pointOnOrBefore(series: readonly NavPoint[], date: string): NavPoint | undefined {
  let found: NavPoint | undefined;
  for (const point of series) {
    if (point.date > date) break;
    found = point;
  }
  return found;
}

/**
 * Returns over the spec's periods, measured from the NAV on or before the period's start to the latest NAV:
 * 1D from the previous NAV, 7D seven calendar days back, 3M/6M/1Y calendar months back, YTD from the last NAV of the previous year. A period the history does not cover
 * is null (a young strategy has no 1-year return).
 *
 * Spec §3 names both "7 days" and "1 week". Shown side by side with two definitions (seven days back, week to
 * date) they gave two different numbers for what a reader takes as one period, so 1W is the same period as 7D:
 * one definition, and screens show one row for it.
 */
export function periodReturns(series: readonly NavPoint[]): Record<ReturnPeriod, string | null> {
  const latest = series.at(-1);
  const empty = { '1D': null, '7D': null, '1W': null, '3M': null, '6M': null, '1Y': null, YTD: null };
  if (!latest) return empty;
  const to = dec(latest.nav);
  const from = (date: string) => {
    const point = pointOnOrBefore(series, date);
    return point ? percent(dec(point.nav), to) : null;
  };
  const previous = series.at(-2);
  return {
    '1D': previous ? percent(dec(previous.nav), to) : null,
    '7D': from(addCalendarDays(latest.date, -7)),
    '1W': from(addCalendarDays(latest.date, -7)),
    '3M': from(monthsBefore(latest.date, 3)),
    '6M': from(monthsBefore(latest.date, 6)),
    '1Y': from(monthsBefore(latest.date, 12)),
    YTD: from(`${Number(latest.date.slice(0, 4)) - 1}-12-31`) ?? percent(dec(series[0]!.nav), to),
  };
}

/**
 * The return of each calendar year since inception: from the previous year's last NAV (the start price in the
 * first year) to the year's last NAV.
 */
export function yearlyReturns(
  series: readonly NavPoint[],
  startPrice: DecimalInput,
): { year: number; return: string }[] {
  const yearEnds = new Map<number, Dec>();
  for (const point of series) yearEnds.set(Number(point.date.slice(0, 4)), dec(point.nav));
  let base = dec(startPrice);
  return [...yearEnds.entries()].map(([year, close]) => {
    const entry = { year, return: percent(base, close) };
    base = close;
    return entry;
  });
}

/**
 * The largest fall from a peak to a later trough since inception, as a negative percentage with 2 places ("-35.20").
 * Null before management starts: the screen shows its special message instead (spec §3 Strategy).
 */
export function maxDrawdown(series: readonly NavPoint[]): string | null {
  if (series.length === 0) return null;
  let peak = dec(series[0]!.nav);
  let worst = dec(0);
  for (const point of series) {
    const nav = dec(point.nav);
    if (nav.gt(peak)) peak = nav;
    const fall = nav.minus(peak).div(peak);
    if (fall.lt(worst)) worst = fall;
  }
  return worst.times(100).toFixed(2);
}
