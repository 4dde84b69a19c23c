import { describe, expect, it } from 'vitest';
import { navDateProblem } from './nav-date.ts';

// Wednesday 25/11/2026, 18:00 in Bangkok.
const evening = new Date('2026-11-25T11:00:00Z');
const noHolidays = new Set<string>();
const started = { now: evening, managementStartDate: '2026-01-05', holidays: noHolidays };

describe('the dates a NAV may be entered for', () => {
  it('accepts a business day from the management start to today after the cut-off', () => {
    expect(navDateProblem('2026-01-05', started)).toBeNull();
    expect(navDateProblem('2026-11-24', started)).toBeNull();
    expect(navDateProblem('2026-11-25', started)).toBeNull();
  });

  it('refuses the day before the management start (M-NEXTGEN 24/11 for a January start)', () => {
    expect(navDateProblem('2026-01-02', started)).toBe('NAV_BEFORE_MANAGEMENT_START');
    const nextGen = { now: evening, managementStartDate: '2027-01-04', holidays: noHolidays };
    expect(navDateProblem('2026-11-24', nextGen)).toBe('NAV_BEFORE_MANAGEMENT_START');
  });

  it('refuses a weekend and a day of the holiday table', () => {
    expect(navDateProblem('2026-11-21', started)).toBe('NAV_NOT_BUSINESS_DAY');
    expect(navDateProblem('2026-11-22', started)).toBe('NAV_NOT_BUSINESS_DAY');
    const holidays = new Set(['2026-12-07']);
    const december = { now: new Date('2026-12-08T11:00:00Z'), managementStartDate: null, holidays };
    expect(navDateProblem('2026-12-07', december)).toBe('NAV_NOT_BUSINESS_DAY');
    expect(navDateProblem('2026-12-08', december)).toBeNull();
  });

  it('refuses tomorrow, and today until 14:00', () => {
    expect(navDateProblem('2026-11-26', started)).toBe('NAV_DATE_IN_FUTURE');
    const at1359 = { ...started, now: new Date('2026-11-25T06:59:00Z') };
    const at1400 = { ...started, now: new Date('2026-11-25T07:00:00Z') };
    expect(navDateProblem('2026-11-25', at1359)).toBe('NAV_BEFORE_CUT_OFF');
    expect(navDateProblem('2026-11-25', at1400)).toBeNull();
  });

  it('refuses nothing for the start date when a strategy has none yet', () => {
    expect(navDateProblem('2020-01-06', { ...started, managementStartDate: null })).toBeNull();
  });
});
