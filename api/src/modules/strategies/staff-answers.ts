import { suitabilityRiskTypes } from '@fund/domain';
import Joi from 'joi';
import { day, decimal, instant, localizedText, money, nullable } from '../../platform/answer-schemas.ts';
import { dealingAnswer } from './answers.ts';

/** A rate as a fraction without trailing zeros ("0.0025" for 0.25 %), the form staff edit. */
const rate = decimal.example('0.0025');

/** A strategy as the back office lists and edits it (StaffStrategy). */
const staffStrategyFields = {
  id: Joi.string().required(),
  code: Joi.string().required(),
  name: localizedText.required(),
  summary: localizedText.required(),
  riskLevel: Joi.number().integer().required(),
  minBand: Joi.string()
    .valid(...suitabilityRiskTypes)
    .required(),
  increaseFeeRate: rate.required(),
  switchInFeeRate: rate.required(),
  reduceFeeRate: rate.required(),
  managementFeeRate: rate.required(),
  performanceFeeRate: rate.required(),
  totalCostRate: rate.required(),
  minFirstInvestment: money.required(),
  minNextInvestment: money.required(),
  minReductionValue: money.required(),
  nav: nullable(decimal).required(),
  navDate: nullable(day).required(),
  updatedAt: instant.required(),
};

export const staffStrategyAnswer = Joi.object(staffStrategyFields);

/** One strategy with, read-only, the rest of spec §3 Strategy (StaffStrategyDetail). */
export const staffStrategyDetailAnswer = Joi.object({
  ...staffStrategyFields,
  type: localizedText.required(),
  startPrice: decimal.required(),
  currencyPolicy: nullable(localizedText).required(),
  dividendPolicy: nullable(localizedText).required(),
  registrationDate: nullable(day).required(),
  manager: nullable(localizedText).required(),
  trustee: nullable(localizedText).required(),
  managementModel: nullable(localizedText).required(),
  managementStartDate: nullable(day).required(),
  // Staff edit the dealing terms as a whole; their parts are texts the screens list as they come.
  dealing: nullable(dealingAnswer).required(),
  suitableFor: nullable(localizedText).required(),
  unsuitableFor: nullable(localizedText).required(),
});
