import { describe, expect, it } from 'vitest';
import { displayAmount, fxRateLabel, fxRateProblem, fxRateString, thbToUsd } from './fx-rates.ts';

// 2026-11-26 is a Thursday; 18:00 in Bangkok is 11:00 UTC.
const now = new Date('2026-11-26T11:00:00Z');
const noHolidays = new Set<string>();

describe('THB to USD at the reference rate', () => {
  it('divides by the rate and rounds to 2 places half-up', () => {
    // 36,500.00 / 36.5 = 1,000.00 exactly.
    expect(thbToUsd('36500.00', '36.5').toFixed(2)).toBe('1000.00');
    // 1.00 / 36.5 = 0.027397… → 0.03
    expect(thbToUsd('1.00', '36.5').toFixed(2)).toBe('0.03');
  });

  it('half a cent rounds up, just under half rounds down', () => {
    // 0.365 / 36.5 = 0.01 exactly; 0.1825 / 36.5 = 0.005 → 0.01; 0.18249 / 36.5 = 0.0049997… → 0.00
    expect(thbToUsd('0.365', '36.5').toFixed(2)).toBe('0.01');
    expect(thbToUsd('0.1825', '36.5').toFixed(2)).toBe('0.01');
    expect(thbToUsd('0.18249', '36.5').toFixed(2)).toBe('0.00');
  });

  it('uses all six places of the rate, with no binary fractions', () => {
    // 1,000,000.00 / 33.333333 = 30,000.0003… → 30,000.00; 100,000,000.00 / 33.333334 = 3,000,000 − 0.0599999… =
    // 2,999,999.9400… → 2,999,999.94 (a rate cut to 4 places, 33.3333, would give 3,000,000.30).
    expect(thbToUsd('1000000.00', '33.333333').toFixed(2)).toBe('30000.00');
    expect(thbToUsd('100000000.00', '33.333334').toFixed(2)).toBe('2999999.94');
  });

  it('zero stays zero; a rate of zero or below is refused', () => {
    expect(thbToUsd('0', '36.5').toFixed(2)).toBe('0.00');
    expect(() => thbToUsd('100', '0')).toThrow(RangeError);
    expect(() => thbToUsd('100', '-1')).toThrow(RangeError);
  });

  it('THB is shown as it is; USD needs a rate', () => {
    expect(displayAmount('1234.5', 'THB', null).toFixed(2)).toBe('1234.50');
    expect(displayAmount('3650', 'USD', '36.5').toFixed(2)).toBe('100.00');
    expect(() => displayAmount('3650', 'USD', null)).toThrow(RangeError);
  });
});

describe('the rate as kept and as read', () => {
  it('keeps 6 places half-up and reads at least 4', () => {
    expect(fxRateString('36.5')).toBe('36.500000');
    expect(fxRateString('36.1234565')).toBe('36.123457');
    expect(fxRateLabel('36.5')).toBe('36.5000');
    expect(fxRateLabel('36.500000')).toBe('36.5000');
    expect(fxRateLabel('36.51234')).toBe('36.51234');
  });
});

describe('which rates staff may enter', () => {
  it('accepts a rate within 10 to 100, bounds included, for today or a past business day', () => {
    expect(fxRateProblem('36.5', '2026-11-26', { now, holidays: noHolidays })).toBeNull();
    expect(fxRateProblem('10', '2026-11-25', { now, holidays: noHolidays })).toBeNull();
    expect(fxRateProblem('100', '2026-11-25', { now, holidays: noHolidays })).toBeNull();
  });

  it('refuses a rate just outside the bounds', () => {
    expect(fxRateProblem('9.999999', '2026-11-26', { now, holidays: noHolidays })).toBe(
      'FX_RATE_OUT_OF_RANGE',
    );
    expect(fxRateProblem('100.000001', '2026-11-26', { now, holidays: noHolidays })).toBe(
      'FX_RATE_OUT_OF_RANGE',
    );
  });

  it('refuses tomorrow in Bangkok, even while it is still today in UTC', () => {
    // 17:30 UTC on the 26th is 00:30 on the 27th in Bangkok: the 27th has come, the 28th has not.
    const lateUtc = new Date('2026-11-26T17:30:00Z');
    expect(fxRateProblem('36.5', '2026-11-27', { now: lateUtc, holidays: noHolidays })).toBeNull();
    expect(fxRateProblem('36.5', '2026-11-27', { now, holidays: noHolidays })).toBe('FX_RATE_DATE_IN_FUTURE');
  });

  it('refuses a weekend or a holiday', () => {
    expect(fxRateProblem('36.5', '2026-11-22', { now, holidays: noHolidays })).toBe(
      'FX_RATE_NOT_BUSINESS_DAY',
    );
    expect(fxRateProblem('36.5', '2026-11-24', { now, holidays: new Set(['2026-11-24']) })).toBe(
      'FX_RATE_NOT_BUSINESS_DAY',
    );
  });
});
