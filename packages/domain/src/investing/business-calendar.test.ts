import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  bangkokMinutesOfDay,
  cutOffMinutes,
  cutOffTime,
  isBeforeCutOff,
  isBusinessDay,
  nextBusinessDay,
  tradeDateOf,
} from './business-calendar.ts';

// 2026-12-04 is a Friday; 2026-12-05 (Saturday) is a Thai holiday too; 2026-12-10 (Thursday) is Constitution Day.
const holidays = new Set(['2026-12-05', '2026-12-10', '2026-12-31', '2027-01-01']);
const bangkok = (local: string) => new Date(`${local}+07:00`);

describe('business days', () => {
  it('weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-12-04', holidays)).toBe(true);
    expect(isBusinessDay('2026-12-05', holidays)).toBe(false);
    expect(isBusinessDay('2026-12-06', holidays)).toBe(false);
    expect(isBusinessDay('2026-12-10', holidays)).toBe(false);
  });

  it('the next business day skips weekends and holidays', () => {
    expect(nextBusinessDay('2026-12-04', holidays)).toBe('2026-12-07');
    expect(nextBusinessDay('2026-12-09', holidays)).toBe('2026-12-11');
    expect(nextBusinessDay('2026-12-30', holidays)).toBe('2027-01-04');
  });

  it('T+n counts business days only', () => {
    expect(addBusinessDays('2026-12-08', 0, holidays)).toBe('2026-12-08');
    expect(addBusinessDays('2026-12-08', 1, holidays)).toBe('2026-12-09');
    expect(addBusinessDays('2026-12-08', 2, holidays)).toBe('2026-12-11');
    expect(addBusinessDays('2026-12-30', 2, holidays)).toBe('2027-01-05');
  });

  it('rejects anything that is not a YYYY-MM-DD date', () => {
    expect(() => nextBusinessDay('04/12/2026', holidays)).toThrow(RangeError);
  });
});

describe('cut-off at 14:00 Asia/Bangkok', () => {
  it('reads the Bangkok time of day whatever the instant’s zone', () => {
    expect(bangkokMinutesOfDay(new Date('2026-12-08T06:59:59Z'))).toBe(13 * 60 + 59);
    expect(bangkokMinutesOfDay(new Date('2026-12-08T17:30:00Z'))).toBe(30);
  });

  it('13:59:59 trades today, 14:00:00 trades the next business day', () => {
    expect(tradeDateOf(bangkok('2026-12-08T13:59:59'), holidays)).toBe('2026-12-08');
    expect(tradeDateOf(bangkok('2026-12-08T14:00:00'), holidays)).toBe('2026-12-09');
  });

  it('a Friday after the cut-off trades on Monday', () => {
    expect(tradeDateOf(bangkok('2026-12-04T14:00:00'), holidays)).toBe('2026-12-07');
    expect(tradeDateOf(bangkok('2026-12-04T09:00:00'), holidays)).toBe('2026-12-04');
  });

  it('the day before a holiday after the cut-off trades after the holiday', () => {
    expect(tradeDateOf(bangkok('2026-12-09T14:00:01'), holidays)).toBe('2026-12-11');
  });

  it('a weekend or holiday morning trades on the next business day', () => {
    expect(tradeDateOf(bangkok('2026-12-06T10:00:00'), holidays)).toBe('2026-12-07');
    expect(tradeDateOf(bangkok('2026-12-10T08:00:00'), holidays)).toBe('2026-12-11');
  });

  it('just after midnight Bangkok (still the previous day in UTC) belongs to the Bangkok date', () => {
    expect(tradeDateOf(new Date('2026-12-07T17:00:00Z'), holidays)).toBe('2026-12-08');
  });

  it('a switch can be cancelled until 14:00 on its effective date', () => {
    expect(isBeforeCutOff(bangkok('2026-12-08T13:59:59'), '2026-12-08')).toBe(true);
    expect(isBeforeCutOff(bangkok('2026-12-08T14:00:00'), '2026-12-08')).toBe(false);
    expect(isBeforeCutOff(bangkok('2026-12-07T16:00:00'), '2026-12-08')).toBe(true);
    expect(isBeforeCutOff(bangkok('2026-12-09T09:00:00'), '2026-12-08')).toBe(false);
  });

  it('the cut-off shown as 14:00 is the minute the trade date moves on', () => {
    expect(cutOffTime).toBe('14:00');
    expect(cutOffMinutes).toBe(14 * 60);
  });
});
