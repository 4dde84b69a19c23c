import { describe, expect, it } from 'vitest';
import { moneyWeightedReturn, xirr } from './irr.ts';
import { reconcile } from './reconciliation.ts';
import { timeWeightedReturn } from './twr.ts';

const pct = (rate: { times(n: number): { toFixed(dp: number): string } } | null | undefined) =>
  rate ? rate.times(100).toFixed(2) : null;

describe('time-weighted return', () => {
  it('links the days around a deposit mid-period, which does not move it', () => {
    // +10 % on 1,000; a 1,000 deposit on a flat day; −10 % on 2,100: 1.1 × 1 × 0.9 − 1 = −1 %.
    const twr = timeWeightedReturn('1000.00', [
      { date: '2026-03-02', value: '1100.00', flow: '0' },
      { date: '2026-03-03', value: '2100.00', flow: '1000.00' },
      { date: '2026-03-04', value: '1890.00', flow: '0' },
    ]);
    expect(pct(twr)).toBe('-1.00');
  });

  it('takes a payout out at the day’s value: 1.2 × (9,000 + 3,000) ÷ 12,000 − 1', () => {
    const twr = timeWeightedReturn('10000.00', [
      { date: '2026-03-02', value: '12000.00', flow: '0' },
      { date: '2026-03-03', value: '9000.00', flow: '-3000.00' },
    ]);
    expect(pct(twr)).toBe('20.00');
  });

  it('measures a single day, and nothing when no day started invested', () => {
    expect(pct(timeWeightedReturn('1000.00', [{ date: '2026-03-02', value: '980.00', flow: '0' }]))).toBe(
      '-2.00',
    );
    // The first day only brings the money in.
    expect(timeWeightedReturn('0', [{ date: '2026-03-02', value: '1000.00', flow: '1000.00' }])).toBeNull();
  });
});

describe('money-weighted return (XIRR)', () => {
  it('finds 10 % a year with a deposit in the middle (Newton)', () => {
    // −1,000 now, −1,000 in a year, 1,000 × 1.21 + 1,000 × 1.1 = 2,310 in two years.
    const solution = xirr([
      { date: '2025-01-01', amount: '-1000' },
      { date: '2026-01-01', amount: '-1000' },
      { date: '2027-01-01', amount: '2310' },
    ]);
    expect(solution?.method).toBe('newton');
    expect(pct(solution?.annual)).toBe('10.00');
  });

  it('finds 10 % a year with a payout in the middle: 1,000 = 550 ÷ 1.1 + 605 ÷ 1.21', () => {
    const result = moneyWeightedReturn(
      [
        { date: '2025-01-01', amount: '-1000' },
        { date: '2026-01-01', amount: '550' },
        { date: '2027-01-01', amount: '605' },
      ],
      { annualised: true },
    );
    expect(pct(result?.rate)).toBe('10.00');
  });

  it('finds a loss: 1,000 worth 810 after two years is −10 % a year', () => {
    const result = moneyWeightedReturn(
      [
        { date: '2025-01-01', amount: '-1000' },
        { date: '2027-01-01', amount: '810' },
      ],
      { annualised: true },
    );
    expect(pct(result?.rate)).toBe('-10.00');
  });

  it('under a year gives the rate for the span, not annualised: one day of +0.1 % is 0.10, not 44.03 a year', () => {
    const flows = [
      { date: '2026-03-02', amount: '-1000' },
      { date: '2026-03-03', amount: '1001' },
    ];
    expect(pct(moneyWeightedReturn(flows, { annualised: false })?.rate)).toBe('0.10');
    expect(pct(xirr(flows)?.annual)).toBe('44.03'); // 1.001^365 − 1 = e^(365 × ln 1.001)
  });

  it('on one day (no time passes) gives money out ÷ money in − 1', () => {
    const result = moneyWeightedReturn(
      [
        { date: '2026-03-02', amount: '-1000' },
        { date: '2026-03-02', amount: '998' },
      ],
      { annualised: false },
    );
    expect(result?.method).toBe('same-day');
    expect(pct(result?.rate)).toBe('-0.20');
  });

  it('falls back to bisection where Newton runs away: 10,000 that is worth 1 a month later', () => {
    const flows = [
      { date: '2026-01-01', amount: '-10000' },
      { date: '2026-01-31', amount: '1' },
    ];
    const solution = xirr(flows);
    expect(solution?.method).toBe('bisection');
    // e^(x × 30 ÷ 365) = 1 ÷ 10,000: the month lost 99.99 %.
    expect(pct(moneyWeightedReturn(flows, { annualised: false })?.rate)).toBe('-99.99');
  });

  it('has no rate when the money only goes one way', () => {
    expect(
      xirr([
        { date: '2026-01-01', amount: '-1000' },
        { date: '2026-02-01', amount: '-1000' },
      ]),
    ).toBeNull();
  });
});

describe('reconciliation', () => {
  it('holds to the satang or returns the break', () => {
    expect(
      reconcile({ opening: '10000.00', netFlows: '2500.00', gain: '1900.00', closing: '14400.00' }),
    ).toEqual({
      balanced: true,
      difference: '0.00',
    });
    expect(
      reconcile({ opening: '10000.00', netFlows: '2500.00', gain: '1899.99', closing: '14400.00' }),
    ).toEqual({
      balanced: false,
      difference: '0.01',
    });
  });
});
