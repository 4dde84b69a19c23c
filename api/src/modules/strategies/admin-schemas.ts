import { investing, suitabilityRiskTypes } from '@fund/domain';
import Joi from 'joi';
import { strategyCode } from '../../platform/common-schemas.ts';
import { listQuery } from '../../platform/simple-rest.ts';

// The staff strategy screens' requests: the fee rates and minimums checked by the domain's rules.
const rate = (field: investing.FeeRateField) =>
  Joi.string()
    .custom((value: string, helpers) => {
      const problem = investing.feeRateProblem(field, value);
      if (problem === 'format') return helpers.error('string.pattern.base');
      return problem === 'max' ? helpers.error('number.max') : value;
    })
    .messages({
      'string.pattern.base':
        '{{#label}} must be a fraction from 0 up to below 1 with at most 6 decimal places',
      'number.max': `{{#label}} must be at most ${investing.feeRateMaximum[field]}`,
    });

/** Baht with at most 2 decimal places, above zero and at least `floor`; answered with exactly 2 places. */
const baht = (floor: string | null) =>
  Joi.string()
    .pattern(investing.amountPattern)
    .custom((value: string, helpers) => {
      const amount = investing.dec(value);
      if (amount.lte(0)) return helpers.error('number.positive');
      if (floor && amount.lt(floor)) return helpers.error('number.min');
      return investing.amountString(value);
    })
    .messages({
      'string.pattern.base': '{{#label}} must be an amount in baht with at most 2 decimal places',
      'number.positive': '{{#label}} must be above 0',
      'number.min': `{{#label}} must be at least ${floor}`,
    });

const text = (max: number) =>
  Joi.object({
    th: Joi.string().trim().min(1).max(max).required(),
    en: Joi.string().trim().min(1).max(max).required(),
  });

export const strategyUpdateBody = Joi.object({
  name: text(200),
  summary: text(2000),
  riskLevel: Joi.number().integer().strict().min(1).max(8),
  minBand: Joi.string().valid(...suitabilityRiskTypes),
  increaseFeeRate: rate('increaseFeeRate'),
  switchInFeeRate: rate('switchInFeeRate'),
  reduceFeeRate: rate('reduceFeeRate'),
  managementFeeRate: rate('managementFeeRate'),
  performanceFeeRate: rate('performanceFeeRate'),
  totalCostRate: rate('totalCostRate'),
  minFirstInvestment: baht(investing.investmentFloor),
  minNextInvestment: baht(investing.investmentFloor),
  minReductionValue: baht(null),
}).min(1);

export const codeParams = Joi.object({ code: strategyCode.required() });
export const listStrategiesQuery = listQuery(
  ['sortOrder', 'code', 'riskLevel'],
  Joi.object({
    q: Joi.string().trim().max(100).allow(''),
    minBand: Joi.string().valid(...suitabilityRiskTypes),
  }),
);
