import { rateToPercent } from './fees.ts';
import { dec } from './money.ts';
import { defaultMinimumFirstInvestment } from './order-rules.ts';

/** The fee rates a strategy carries, as fractions ("0.0025" is 0.25 %). */
export const feeRateFields = [
  'increaseFeeRate',
  'switchInFeeRate',
  'reduceFeeRate',
  'managementFeeRate',
  'performanceFeeRate',
  'totalCostRate',
] as const;
export type FeeRateField = (typeof feeRateFields)[number];

/** The most each fee rate may be, as a fraction (the strategies table's CHECKs: 0.1 = 10 %). */
export const feeRateMaximum: Record<FeeRateField, string> = {
  increaseFeeRate: '0.1',
  switchInFeeRate: '0.1',
  reduceFeeRate: '0.5',
  managementFeeRate: '0.1',
  performanceFeeRate: '0.5',
  totalCostRate: '0.2',
};

/** A rate is a fraction from 0 up to below 1 with at most 6 decimal places (numeric(8,6)). */
export const feeRatePattern = /^0(\.\d{1,6})?$/;

/** The same rate as people type it, a percentage: at most 3 digits and 4 decimals. */
export const feePercentPattern = /^\d{1,3}(\.\d{1,4})?$/;

/** What is wrong with a rate staff set, or null: its shape, or above the field's maximum. */
export function feeRateProblem(field: FeeRateField, rate: string): 'format' | 'max' | null {
  if (!feeRatePattern.test(rate)) return 'format';
  return dec(rate).gt(feeRateMaximum[field]) ? 'max' : null;
}

/** What is wrong with a rate typed as a percentage, or null (the form's check of the same limits). */
export function feePercentProblem(field: FeeRateField, percent: string): 'format' | 'max' | null {
  if (!feePercentPattern.test(percent)) return 'format';
  return dec(percent).gt(maximumPercent(field)) ? 'max' : null;
}

/** A field's maximum as a percentage ("10" for 0.1). */
export function maximumPercent(field: FeeRateField): string {
  return rateToPercent(feeRateMaximum[field]);
}

/**
 * Spec §9: a first investment and each top-up are at least 10,000 baht; staff may raise a strategy's minimums,
 * never set them below this floor.
 */
export const investmentFloor = defaultMinimumFirstInvestment;
