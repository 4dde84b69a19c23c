import { describe, expect, it } from 'vitest';
import {
  firstBusinessDayOfMonth,
  isPastMonth,
  monthBounds,
  monthName,
  pastMonths,
  previousMonth,
  type StatementTransaction,
  statementFigures,
  statementMonthDueOn,
} from './monthly-statement.ts';

// 1 January 2027 is a Friday and a holiday; so is 4 January (a substitution day) in this fixture.
const holidays = new Set(['2027-01-01', '2027-01-04']);

describe('when monthly statements are due', () => {
  it('names the month before, on the first business day of a month only', () => {
    expect(firstBusinessDayOfMonth('2027-01-20', holidays)).toBe('2027-01-05');
    expect(statementMonthDueOn('2027-01-05', holidays)).toBe('2026-12');
    expect(statementMonthDueOn('2027-01-01', holidays)).toBeNull();
    expect(statementMonthDueOn('2027-01-06', holidays)).toBeNull();
    // 1 March 2027 is a Monday.
    expect(statementMonthDueOn('2027-03-01', holidays)).toBe('2027-02');
  });

  it('knows the bounds of a month, February and December included', () => {
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(() => monthBounds('2026-13')).toThrow(RangeError);
    expect(previousMonth('2027-01-05')).toBe('2026-12');
  });

  it('names a month in the reader’s language and era', () => {
    expect(monthName('2026-10', 'th')).toBe('ตุลาคม 2569');
    expect(monthName('2026-10', 'en')).toBe('October 2026');
  });

  it('lists the past months to ask for, newest first, across a new year', () => {
    expect(pastMonths('2027-02-15', 3)).toEqual(['2027-01', '2026-12', '2026-11']);
  });

  it('offers only months that have ended', () => {
    expect(isPastMonth('2026-10', '2026-11-27')).toBe(true);
    expect(isPastMonth('2026-11', '2026-11-27')).toBe(false);
    expect(isPastMonth('2026-12', '2026-11-27')).toBe(false);
    expect(isPastMonth('2026-1', '2026-11-27')).toBe(false);
  });
});

const buy = (strategyCode: string, units: string, amount: string, fee: string): StatementTransaction => ({
  tradeDate: '2026-11-10',
  ref: null,
  strategyCode,
  kind: 'INCREASE',
  nav: '10.0000',
  units,
  amount,
  fee,
});

describe('a monthly statement’s figures', () => {
  it('values the opening and closing holdings and explains the change by flows and gain, to the satang', () => {
    const figures = statementFigures(
      [
        { strategyCode: 'M-BTC', openingUnits: '1000.0000', openingNav: '10.1234', closingNav: '11.0000' },
        { strategyCode: 'M-ETH', openingUnits: '0.0000', openingNav: null, closingNav: '20.0000' },
      ],
      [
        buy('M-ETH', '49.7500', '1000.00', '5.00'),
        {
          tradeDate: '2026-11-20',
          ref: 'R1',
          strategyCode: 'M-BTC',
          kind: 'REDUCE',
          nav: '10.5000',
          units: '-100.0000',
          amount: '1050.00',
          fee: '3.00',
        },
      ],
    );
    const [btc, eth] = figures.holdings;
    expect(btc).toMatchObject({
      openingValue: '10123.40',
      unitsOut: '100.0000',
      closingUnits: '900.0000',
      closingValue: '9900.00',
      moneyOut: '1050.00',
      gain: '826.60',
      returnPercent: '8.17',
    });
    expect(eth).toMatchObject({
      openingValue: '0.00',
      unitsIn: '49.7500',
      closingValue: '995.00',
      moneyIn: '1000.00',
      fees: '5.00',
      gain: '-5.00',
      returnPercent: '-0.50',
    });
    expect(figures.totals).toEqual({
      openingValue: '10123.40',
      closingValue: '10895.00',
      moneyIn: '1000.00',
      moneyOut: '1050.00',
      fees: '8.00',
      gain: '821.60',
      returnPercent: '7.39',
    });
    for (const line of [...figures.holdings, figures.totals]) {
      const closing =
        Number(line.openingValue) + Number(line.moneyIn) - Number(line.moneyOut) + Number(line.gain);
      expect(closing.toFixed(2)).toBe(line.closingValue);
    }
  });

  it('shows a holding sold out during the month with a closing value of nothing', () => {
    const { holdings } = statementFigures(
      [{ strategyCode: 'M-BTC', openingUnits: '10.0000', openingNav: '10.0000', closingNav: '12.0000' }],
      [{ ...buy('M-BTC', '-10.0000', '110.00', '1.00'), kind: 'REDUCE' }],
    );
    expect(holdings[0]).toMatchObject({ closingUnits: '0.0000', closingValue: '0.00', gain: '10.00' });
  });

  it('has no return where nothing was at work', () => {
    const figures = statementFigures(
      [{ strategyCode: 'M-BTC', openingUnits: '0.0000', openingNav: null, closingNav: null }],
      [],
    );
    expect(figures.totals).toMatchObject({ closingValue: '0.00', gain: '0.00', returnPercent: null });
  });
});
