import { describe, expect, it } from 'vitest';
import { makeStrategies } from './strategies-stub-api.ts';
import { bahtError, percentError, toFormValues, toUpdateBody } from './types.ts';

describe('the form shows rates as percentages and sends them back as fractions', () => {
  it('a round trip through the form keeps every rate exactly (no float on the way)', () => {
    for (const record of makeStrategies()) {
      const body = toUpdateBody(toFormValues(record));
      expect(body).toEqual({
        name: record.name,
        summary: record.summary,
        riskLevel: record.riskLevel,
        minBand: record.minBand,
        increaseFeeRate: record.increaseFeeRate,
        switchInFeeRate: record.switchInFeeRate,
        reduceFeeRate: record.reduceFeeRate,
        managementFeeRate: record.managementFeeRate,
        performanceFeeRate: record.performanceFeeRate,
        totalCostRate: record.totalCostRate,
        minFirstInvestment: record.minFirstInvestment,
        minNextInvestment: record.minNextInvestment,
        minReductionValue: record.minReductionValue,
      });
    }
  });
});

describe('the form checks what the API checks', () => {
  it('percentages: up to 4 decimals, not negative, at most the rate’s maximum', () => {
    expect(percentError('increaseFeeRate', '0.25')).toBeUndefined();
    expect(percentError('increaseFeeRate', '10')).toBeUndefined();
    expect(percentError('increaseFeeRate', '0')).toBeUndefined();
    expect(percentError('increaseFeeRate', '10.0001')).toEqual({
      message: 'resources.strategies.validation.percent_max',
      args: { max: '10' },
    });
    expect(percentError('reduceFeeRate', '50')).toBeUndefined();
    expect(percentError('totalCostRate', '20.5')).toMatchObject({ args: { max: '20' } });
    expect(percentError('managementFeeRate', '-1')).toBe('resources.strategies.validation.percent_format');
    expect(percentError('managementFeeRate', '0.00001')).toBe(
      'resources.strategies.validation.percent_format',
    );
    expect(percentError('managementFeeRate', 'abc')).toBe('resources.strategies.validation.percent_format');
    expect(percentError('managementFeeRate', '')).toBe('ra.validation.required');
  });

  it('minimums: baht with 2 decimals, above 0, and 10,000 for the first investment and top-ups', () => {
    expect(bahtError('10000', '10000')).toBeUndefined();
    expect(bahtError('10000.00', '10000')).toBeUndefined();
    expect(bahtError('9999.99', '10000')).toEqual({
      message: 'resources.strategies.validation.below_floor',
      args: { min: '10,000' },
    });
    expect(bahtError('0.01')).toBeUndefined();
    expect(bahtError('0.00')).toBe('resources.strategies.validation.positive');
    expect(bahtError('100.001')).toBe('resources.strategies.validation.baht_format');
    expect(bahtError('1,000')).toBe('resources.strategies.validation.baht_format');
    expect(bahtError(undefined)).toBe('ra.validation.required');
  });
});
