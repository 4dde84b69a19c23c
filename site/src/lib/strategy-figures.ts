import {
  investing,
  isBandAtLeast,
  type SuitabilityBand,
  type SuitabilityRiskType,
  suitabilityBands,
} from '@fund/domain';
import type { Locale } from '../i18n/locales.ts';
import { formatted } from '../i18n/messages.ts';
import type { Strategy } from './cms/schemas/strategies.ts';

/**
 * What a strategy page computes from the API's answer: the return rows, the risk group of the fund's level and
 * the investor bands it suits (the domain's band rule, as the portal reads it). Decimals stay strings or
 * decimal.js values from the API to the page; Intl formats a decimal string exactly.
 */

/** The spec's return periods as the page lists them; a week is the last 7 calendar days. */
export const returnPeriods = ['1D', '7D', '3M', '6M', '1Y', 'YTD'] as const;
export type ShownPeriod = (typeof returnPeriods)[number] | 'SINCE_START';

export interface ReturnRow {
  period: ShownPeriod;
  /** Percent with 2 places as text ("12.34"), or null when the history does not reach back that far. */
  value: string | null;
}

/** From the start price to the latest NAV: null until a NAV exists. */
export function sinceStartReturn(strategy: Pick<Strategy, 'nav' | 'startPrice'>): string | null {
  if (strategy.nav === null) return null;
  const start = investing.dec(strategy.startPrice);
  if (start.isZero()) return null;
  return investing.dec(strategy.nav).minus(start).div(start).times(100).toFixed(2);
}

/** One row per spec period, then since the start (start price to the latest NAV). */
export function returnRows(strategy: Pick<Strategy, 'returns' | 'nav' | 'startPrice'>): ReturnRow[] {
  // An answer that names the rolling week "1W" instead of "7D" still fills the week's row.
  const week = strategy.returns['7D'] ?? strategy.returns['1W'] ?? null;
  return [
    ...returnPeriods.map((period) => ({
      period,
      value: period === '7D' ? week : (strategy.returns[period] ?? null),
    })),
    { period: 'SINCE_START', value: sinceStartReturn(strategy) },
  ];
}

function decimals(locale: Locale, value: string, places: number): string {
  return formatted(locale, value, `decimal(places: ${places})`);
}

/** "12.3" → "+12.30%", "-5.2" → "−5.20%" (a true minus sign), null → "–". */
export function formatReturn(locale: Locale, value: string | null): string {
  if (value === null) return '–';
  const amount = investing.dec(value);
  const text = decimals(locale, amount.abs().toString(), 2);
  if (amount.isZero()) return `${text}%`;
  return `${amount.isNegative() ? '−' : '+'}${text}%`;
}

/** Whether a return went up, down or nowhere, for its colour (the sign is in the text too). */
export function returnDirection(value: string | null): 'up' | 'down' | 'flat' {
  if (value === null) return 'flat';
  const amount = investing.dec(value);
  return amount.isZero() ? 'flat' : amount.isNegative() ? 'down' : 'up';
}

/** NAV per unit with its 4 places: "12.3456". */
export const formatNav = (locale: Locale, nav: string) => decimals(locale, nav, 4);

/** A fee rate in percent as the API gives it ("0.25"), with at least 2 places: "0.25%". */
export function formatRate(locale: Locale, percent: string): string {
  const places = Math.max(2, percent.split('.')[1]?.replace(/0+$/, '').length ?? 0);
  return `${decimals(locale, percent, places)}%`;
}

/** Whole baht amounts without places, others with 2: "10,000". */
export function formatBaht(locale: Locale, amount: string): string {
  return decimals(locale, amount, investing.dec(amount).isInteger() ? 0 : 2);
}

/** "2026-11-23" → "23/11/2569" in Thai (Buddhist Era), "23/11/2026" in English: the portal's date form. */
export function formatDay(locale: Locale, isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}/${month}/${locale === 'th' ? Number(year) + 543 : Number(year)}`;
}

/** The SEC's five groups of the 1-8 fund risk scale, so "8 of 8" also reads as "very high". */
export type RiskGroup = 'LOW' | 'MODERATELY_LOW' | 'MODERATELY_HIGH' | 'HIGH' | 'VERY_HIGH';

export function riskGroupOf(level: number): RiskGroup {
  if (level <= 1) return 'LOW';
  if (level <= 4) return 'MODERATELY_LOW';
  if (level === 5) return 'MODERATELY_HIGH';
  if (level <= 7) return 'HIGH';
  return 'VERY_HIGH';
}

/**
 * The suitability bands that may invest in a strategy without the portal's risk warning: its minimum band and
 * every band above it (the domain's `isBandAtLeast`, the rule the portal's order form applies).
 */
export function eligibleBands(minBand: SuitabilityRiskType): SuitabilityBand[] {
  return suitabilityBands.filter((band) => isBandAtLeast(band.type, minBand));
}

/** The lowest suitability score that reaches the strategy's minimum band. */
export function minimumScore(minBand: SuitabilityRiskType): number {
  return eligibleBands(minBand)[0]!.minScore;
}
