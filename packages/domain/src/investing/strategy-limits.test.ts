import { describe, expect, it } from 'vitest';
import { increaseFee, percentToRate, rateToPercent } from './fees.ts';
import { feePercentProblem, feeRateProblem, investmentFloor, maximumPercent } from './strategy-limits.ts';

describe('fee-rate limits', () => {
  it('takes a rate up to its maximum and refuses one a millionth above it', () => {
    expect(feeRateProblem('increaseFeeRate', '0.1')).toBeNull();
    expect(feeRateProblem('increaseFeeRate', '0.100001')).toBe('max');
    expect(feeRateProblem('reduceFeeRate', '0.5')).toBeNull();
    expect(feeRateProblem('reduceFeeRate', '0.500001')).toBe('max');
    expect(feeRateProblem('totalCostRate', '0.2')).toBeNull();
    expect(feeRateProblem('managementFeeRate', '0')).toBeNull();
  });

  it('refuses a rate of 1 or more, a negative one, or one with more than 6 places', () => {
    expect(feeRateProblem('performanceFeeRate', '1')).toBe('format');
    expect(feeRateProblem('performanceFeeRate', '-0.1')).toBe('format');
    expect(feeRateProblem('performanceFeeRate', '0.0000001')).toBe('format');
  });

  it('checks a percentage against the same maximum', () => {
    expect(maximumPercent('increaseFeeRate')).toBe('10');
    expect(maximumPercent('reduceFeeRate')).toBe('50');
    expect(feePercentProblem('increaseFeeRate', '10')).toBeNull();
    expect(feePercentProblem('increaseFeeRate', '10.0001')).toBe('max');
    expect(feePercentProblem('totalCostRate', '20.5')).toBe('max');
    expect(feePercentProblem('managementFeeRate', '-1')).toBe('format');
    expect(feePercentProblem('managementFeeRate', '0.00001')).toBe('format');
    expect(feePercentProblem('managementFeeRate', 'abc')).toBe('format');
  });

  it('has a 10,000-baht floor for first investments and top-ups', () => {
    expect(investmentFloor).toBe('10000.00');
  });
});

describe('rates are stored as fractions and shown as percentages', () => {
  it.each([
    ['0.0025', '0.25'],
    ['0', '0'],
    ['0.1', '10'],
    ['0.000001', '0.0001'],
    ['0.020000', '2'],
    ['0.123456', '12.3456'],
  ])('%s is %s%%', (rate, percent) => {
    expect(rateToPercent(rate)).toBe(percent);
  });

  it.each([
    ['0.25', '0.0025'],
    ['0', '0'],
    ['10', '0.1'],
    ['0.0001', '0.000001'],
    [' 2.5 ', '0.025'],
    ['12.3456', '0.123456'],
    ['0.07', '0.0007'],
  ])('%s%% is stored as %s', (percent, rate) => {
    expect(percentToRate(percent)).toBe(rate);
  });
});

describe('the increase fee estimate', () => {
  it('is the amount times the rate, half-up to the satang', () => {
    expect(increaseFee('10000.00', '0.0025').toFixed(2)).toBe('25.00');
    expect(increaseFee('10001.00', '0.0025').toFixed(2)).toBe('25.00');
    expect(increaseFee('10002.00', '0.0025').toFixed(2)).toBe('25.01');
    expect(increaseFee('10000.00', '0').toFixed(2)).toBe('0.00');
  });
});
