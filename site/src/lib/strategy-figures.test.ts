import { describe, expect, it } from 'vitest';
import {
  eligibleBands,
  formatBaht,
  formatDay,
  formatNav,
  formatRate,
  formatReturn,
  minimumScore,
  returnDirection,
  returnRows,
  riskGroupOf,
  sinceStartReturn,
} from './strategy-figures.ts';

const returns = {
  '1D': '0.51',
  '7D': '-2.10',
  '1W': '1.00',
  '3M': '12.00',
  '6M': null,
  '1Y': null,
  YTD: '4.20',
};

describe('returnRows', () => {
  it('lists the spec periods in order, one week row from the 7 calendar days, then since the start', () => {
    const rows = returnRows({ returns, nav: '12.5000', startPrice: '10.0000' });
    expect(rows).toEqual([
      { period: '1D', value: '0.51' },
      { period: '7D', value: '-2.10' },
      { period: '3M', value: '12.00' },
      { period: '6M', value: null },
      { period: '1Y', value: null },
      { period: 'YTD', value: '4.20' },
      { period: 'SINCE_START', value: '25.00' },
    ]);
  });

  it('fills the week from "1W" when the answer has no "7D"', () => {
    const rows = returnRows({ returns: { '1W': '3.33' }, nav: null, startPrice: '10' });
    expect(rows.find((row) => row.period === '7D')?.value).toBe('3.33');
    expect(rows.find((row) => row.period === 'SINCE_START')?.value).toBeNull();
  });
});

describe('sinceStartReturn', () => {
  it('measures from the start price to the latest NAV in exact decimals', () => {
    expect(sinceStartReturn({ nav: '9.9999', startPrice: '10.0000' })).toBe('-0.00');
    expect(sinceStartReturn({ nav: '10.0001', startPrice: '10.0000' })).toBe('0.00');
    expect(sinceStartReturn({ nav: '7.1234', startPrice: '10.0000' })).toBe('-28.77');
    expect(sinceStartReturn({ nav: '1.0000', startPrice: '0' })).toBeNull();
  });
});

describe('formatting', () => {
  it('signs returns with plus or a true minus and groups thousands', () => {
    expect(formatReturn('th', '1234.5')).toBe('+1,234.50%');
    expect(formatReturn('en', '-5.2')).toBe('−5.20%');
    expect(formatReturn('en', '0.00')).toBe('0.00%');
    expect(formatReturn('en', null)).toBe('–');
    expect(returnDirection('-0.01')).toBe('down');
    expect(returnDirection('0.00')).toBe('flat');
    expect(returnDirection('0.01')).toBe('up');
    expect(returnDirection(null)).toBe('flat');
  });

  it('shows NAV with 4 places, fees with at least 2 and whole baht without places', () => {
    expect(formatNav('th', '12345.6')).toBe('12,345.6000');
    expect(formatRate('en', '0.25')).toBe('0.25%');
    expect(formatRate('en', '2')).toBe('2.00%');
    expect(formatRate('en', '0.1250')).toBe('0.125%');
    expect(formatBaht('th', '10000.00')).toBe('10,000');
    expect(formatBaht('en', '500.50')).toBe('500.50');
  });

  it('writes dates as DD/MM/YYYY, in the Buddhist Era on Thai pages', () => {
    expect(formatDay('th', '2026-11-23')).toBe('23/11/2569');
    expect(formatDay('en', '2026-11-23')).toBe('23/11/2026');
  });
});

describe('risk', () => {
  it('groups the 1-8 fund risk scale as the SEC does', () => {
    expect([1, 2, 4, 5, 6, 7, 8].map(riskGroupOf)).toEqual([
      'LOW',
      'MODERATELY_LOW',
      'MODERATELY_LOW',
      'MODERATELY_HIGH',
      'HIGH',
      'HIGH',
      'VERY_HIGH',
    ]);
  });

  it('lists the minimum band and every band above it, with their scores from the domain', () => {
    expect(eligibleBands('MODERATE').map((band) => band.type)).toEqual(['MODERATE', 'HIGH', 'VERY_HIGH']);
    expect(eligibleBands('VERY_HIGH').map((band) => band.type)).toEqual(['VERY_HIGH']);
    expect(eligibleBands('LOW')).toHaveLength(4);
    expect(minimumScore('LOW')).toBe(0);
    expect(minimumScore('MODERATE')).toBe(21);
    expect(minimumScore('VERY_HIGH')).toBe(61);
  });
});
