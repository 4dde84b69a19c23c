import { describe, expect, it } from 'vitest';
import { dailyManagementFee, reductionProceeds, unitsBought } from './fees.ts';
import { amountString, roundAmount, roundUnits, unitsString } from './money.ts';

describe('rounding', () => {
  it('amounts round half-up to 2 places, units always down to 4', () => {
    expect(roundAmount('10.005').toFixed(2)).toBe('10.01');
    expect(roundAmount('10.0049').toFixed(2)).toBe('10.00');
    expect(roundUnits('1.99999').toFixed(4)).toBe('1.9999');
    expect(amountString('0.1').concat()).toBe('0.10');
    expect(unitsString('2')).toBe('2.0000');
  });

  it('decimal arithmetic has no binary fractions (0.1 + 0.2)', () => {
    expect(roundAmount('0.1').plus('0.2').toFixed(2)).toBe('0.30');
  });
});

// Worked by hand: 10,000.00 at a 0.25 % fee is 25.00 fee, 9,975.00 invested; at NAV 12.3457 that is
// 807.9736... units, rounded down to 807.9736.
describe('increase fee comes off the amount before units', () => {
  it('matches the hand-computed fixture', () => {
    const bought = unitsBought({ amount: '10000.00', feeRate: '0.0025', nav: '12.3457' });
    expect(bought.fee.toFixed(2)).toBe('25.00');
    expect(bought.invested.toFixed(2)).toBe('9975.00');
    expect(bought.units.toFixed(4)).toBe('807.9736');
  });

  it('a fee of half a satang rounds half-up', () => {
    // 10,001.00 × 0.0025 = 25.0025 → 25.00; 10,002.00 × 0.0025 = 25.005 → 25.01
    expect(unitsBought({ amount: '10001', feeRate: '0.0025', nav: '10' }).fee.toFixed(2)).toBe('25.00');
    expect(unitsBought({ amount: '10002', feeRate: '0.0025', nav: '10' }).fee.toFixed(2)).toBe('25.01');
  });

  it('no fee buys with the whole amount', () => {
    expect(unitsBought({ amount: '10000', feeRate: '0', nav: '8' }).units.toFixed(4)).toBe('1250.0000');
  });
});

// Worked by hand: 500 units that cost 5,000.00 (10.0000 each) sold at 12.0000 → gross 6,000.00, cost 5,000.00, profit
// 1,000.00, fee 1 % of profit 10.00, net 5,990.00. Sold at 9.0000 → a loss: no fee.
describe('reduce fee comes from profit', () => {
  it('charges the rate on the profit', () => {
    const sold = reductionProceeds({ units: '500', nav: '12', cost: '5000', feeRate: '0.01' });
    expect(sold.gross.toFixed(2)).toBe('6000.00');
    expect(sold.profit.toFixed(2)).toBe('1000.00');
    expect(sold.fee.toFixed(2)).toBe('10.00');
    expect(sold.net.toFixed(2)).toBe('5990.00');
  });

  it('charges nothing on a loss', () => {
    const sold = reductionProceeds({ units: '500', nav: '9', cost: '5000', feeRate: '0.01' });
    expect(sold.fee.toFixed(2)).toBe('0.00');
    expect(sold.net.toFixed(2)).toBe('4500.00');
  });
});

// Worked by hand: 1,000,000.00 at 2 % a year is 20,000.00 a year, 54.7945... a day → 54.79.
describe('management fee accrues daily', () => {
  it('is the annual rate over 365 days on the day’s total', () => {
    expect(dailyManagementFee({ totalValue: '1000000', annualRate: '0.02' }).toFixed(2)).toBe('54.79');
  });

  it('covers the calendar days since the previous NAV in one rounding (a Monday accrues three days)', () => {
    // 1,000,000 × 2 % × 3 / 365 = 164.3835… → 164.38, not 3 × 54.79 = 164.37.
    expect(dailyManagementFee({ totalValue: '1000000', annualRate: '0.02', days: 3 }).toFixed(2)).toBe(
      '164.38',
    );
    expect(dailyManagementFee({ totalValue: '9975.35', annualRate: '0.015', days: 1 }).toFixed(2)).toBe(
      '0.41',
    );
  });
});
