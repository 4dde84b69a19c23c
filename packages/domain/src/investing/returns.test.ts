import { describe, expect, it } from 'vitest';
import { maxDrawdown, type NavPoint, periodReturns, yearlyReturns } from './returns.ts';

describe('period returns', () => {
  // Wednesday 9 December 2026 is the latest NAV.
  const series: NavPoint[] = [
    { date: '2025-12-08', nav: '8.0000' },
    { date: '2025-12-31', nav: '10.0000' },
    { date: '2026-06-09', nav: '9.0000' },
    { date: '2026-09-09', nav: '12.0000' },
    { date: '2026-12-02', nav: '11.0000' },
    { date: '2026-12-04', nav: '12.5000' },
    { date: '2026-12-08', nav: '14.0000' },
    { date: '2026-12-09', nav: '15.0000' },
  ];

  it('measures each period from the NAV on or before its start', () => {
    expect(periodReturns(series)).toEqual({
      '1D': '7.14', // 14 → 15
      '7D': '36.36', // 2 December: 11 → 15
      '1W': '36.36', // one week is seven days: the same period as 7D, one number
      '3M': '25.00', // 9 September: 12 → 15
      '6M': '66.67', // 9 June: 9 → 15
      '1Y': '87.50', // 8 December 2025 (on or before 9 December): 8 → 15
      YTD: '50.00', // 31 December 2025: 10 → 15
    });
  });

  it('a period the history does not reach is null; YTD of a new strategy counts from its first NAV', () => {
    const young: NavPoint[] = [
      { date: '2026-11-02', nav: '10' },
      { date: '2026-11-03', nav: '11' },
    ];
    expect(periodReturns(young)).toMatchObject({ '1D': '10.00', '3M': null, '1Y': null, YTD: '10.00' });
    expect(periodReturns([])).toMatchObject({ '1D': null, YTD: null });
  });
});

describe('yearly returns since inception', () => {
  it('chains each year from the previous year-end, the first from the start price', () => {
    expect(
      yearlyReturns(
        [
          { date: '2024-03-01', nav: '10.5' },
          { date: '2024-12-30', nav: '12' },
          { date: '2025-12-30', nav: '9' },
          { date: '2026-12-09', nav: '13.5' },
        ],
        '10',
      ),
    ).toEqual([
      { year: 2024, return: '20.00' },
      { year: 2025, return: '-25.00' },
      { year: 2026, return: '50.00' },
    ]);
  });
});

describe('maximum drawdown', () => {
  it('is the largest fall from a peak to a later trough', () => {
    const nav = (values: string[]) =>
      values.map((v, i) => ({ date: `2026-01-${String(i + 1).padStart(2, '0')}`, nav: v }));
    expect(maxDrawdown(nav(['10', '12', '9', '11', '6', '13']))).toBe('-50.00'); // 12 → 6
    expect(maxDrawdown(nav(['10', '11', '12']))).toBe('0.00');
  });

  it('is null before management starts', () => {
    expect(maxDrawdown([])).toBeNull();
  });
});
