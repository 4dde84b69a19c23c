import { bangkokDate } from '../calendar/bangkok-date.ts';
import { type HolidaySet, isBusinessDay } from './business-calendar.ts';
import { Dec, type DecimalInput, dec, roundAmount } from './money.ts';

/**
 * The USD/THB reference rate: THB per 1 USD, entered by operations with the day's NAV and approved by another
 * staff member. It converts values for display only: orders, payments and documents are always in THB.
 */
export const displayCurrencies = ['THB', 'USD'] as const;
export type DisplayCurrency = (typeof displayCurrencies)[number];

/**
 * The bounds a rate must fall within (THB per 1 USD). The baht has traded between about 24 and 56 per dollar since
 * 1990; anything outside 10 to 100 is a typing slip (a missing or extra digit), not a market move.
 */
export const fxRateBounds = { min: '10', max: '100' } as const;

/** Rates are kept to 6 places (NUMERIC(20,6)), half-up. */
export const roundFxRate = (value: DecimalInput) => dec(value).toDecimalPlaces(6, Dec.ROUND_HALF_UP);
export const fxRateString = (value: DecimalInput): string => roundFxRate(value).toFixed(6);

/** A rate as people read it: at least 4 places (36.5000), more only when the rate has them (36.512345). */
export function fxRateLabel(value: DecimalInput): string {
  const rate = roundFxRate(value);
  return rate.decimalPlaces() <= 4 ? rate.toFixed(4) : rate.toFixed();
}

/** A rate as operations enter it and another staff member approves or rejects it, as a NAV is. */
export const fxRateStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type FxRateStatus = (typeof fxRateStatuses)[number];

export type FxRateProblem = 'FX_RATE_OUT_OF_RANGE' | 'FX_RATE_DATE_IN_FUTURE' | 'FX_RATE_NOT_BUSINESS_DAY';

/**
 * Whether staff may enter `rate` for `rateDate` at `now`: within the bounds (inclusive), for a business day that
 * has come (Asia/Bangkok), as a NAV is; a weekend or holiday has no reference rate.
 */
export function fxRateProblem(
  rate: DecimalInput,
  rateDate: string,
  context: { now: Date; holidays: HolidaySet },
): FxRateProblem | null {
  const value = dec(rate);
  if (value.lessThan(fxRateBounds.min) || value.greaterThan(fxRateBounds.max)) return 'FX_RATE_OUT_OF_RANGE';
  if (rateDate > bangkokDate(context.now)) return 'FX_RATE_DATE_IN_FUTURE';
  if (!isBusinessDay(rateDate, context.holidays)) return 'FX_RATE_NOT_BUSINESS_DAY';
  return null;
}

/** A THB amount in USD at `rate` (THB per 1 USD), to 2 places half-up like every amount (DESIGN §3). */
export function thbToUsd(amountThb: DecimalInput, rate: DecimalInput) {
  const divisor = dec(rate);
  if (!divisor.greaterThan(0)) throw new RangeError('a reference rate is positive');
  return roundAmount(dec(amountThb).dividedBy(divisor));
}

/** An amount (a decimal string in THB) as shown in `currency`: unchanged in THB, converted in USD. */
export function displayAmount(amountThb: DecimalInput, currency: DisplayCurrency, rate: DecimalInput | null) {
  if (currency === 'THB') return roundAmount(amountThb);
  if (rate === null) throw new RangeError('USD needs a reference rate');
  return thbToUsd(amountThb, rate);
}
