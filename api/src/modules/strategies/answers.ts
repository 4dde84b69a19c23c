import { suitabilityRiskTypes } from '@fund/domain';
import Joi from 'joi';
import { day, decimal, localizedText, money, nullable } from '../../platform/answer-schemas.ts';

/** A percentage as a decimal string ("0.25" for 0.25 %). */
const percent = decimal.example('0.25');

/** The returns over each period the screens show (periodReturns), null where the history is too short. */
const periodReturnsAnswer = Joi.object(
  Object.fromEntries(
    ['1D', '7D', '1W', '3M', '6M', '1Y', 'YTD'].map((p) => [p, nullable(percent).required()]),
  ),
);

/** A strategy as the list shows it (toStrategy). */
const strategyFields = {
  code: Joi.string().required(),
  name: localizedText.required(),
  type: localizedText.required(),
  summary: localizedText.required(),
  riskLevel: Joi.number().integer().required(),
  minBand: Joi.string()
    .valid(...suitabilityRiskTypes)
    .required(),
  nav: nullable(decimal).required(),
  navDate: nullable(day).required(),
  navIsDemo: Joi.boolean().required(),
  returns: periodReturnsAnswer.required(),
  fees: Joi.object({
    increasePercent: percent.required(),
    switchInPercent: percent.required(),
    reducePercentOfProfit: percent.required(),
    managementPercentPerYear: percent.required(),
    performancePercent: percent.required(),
    totalCostPercentPerYear: percent.required(),
  }).required(),
  minimums: Joi.object({
    firstInvestment: money.required(),
    nextInvestment: money.required(),
    reductionValue: money.required(),
  }).required(),
  managementStartDate: nullable(day).required(),
};

/** The dealing terms (strategy-details.ts): when orders are taken, the cut-off, and when they settle. */
export const dealingAnswer = Joi.object({
  increaseDays: localizedText.required(),
  reduceDays: localizedText.required(),
  period: localizedText.required(),
  cutOff: Joi.string().required(),
  settlement: localizedText.required(),
});

export const strategyAnswer = Joi.object(strategyFields);

export const strategiesAnswer = Joi.object({
  data: Joi.array().items(strategyAnswer).required(),
  total: Joi.number().integer().required(),
});

/** Every spec §3 field (toStrategyDetail). */
export const strategyDetailAnswer = Joi.object({
  ...strategyFields,
  startPrice: decimal.required(),
  currencyPolicy: nullable(localizedText).required(),
  dividendPolicy: nullable(localizedText).required(),
  registrationDate: nullable(day).required(),
  manager: localizedText.required(),
  trustee: nullable(localizedText).required(),
  managementModel: nullable(localizedText).required(),
  dealing: nullable(dealingAnswer).required(),
  suitableFor: nullable(localizedText).required(),
  unsuitableFor: nullable(localizedText).required(),
  yearlyReturns: Joi.array()
    .items(Joi.object({ year: Joi.number().integer().required(), return: percent.required() }))
    .required(),
  maxDrawdownPercent: nullable(percent).required(),
  managementStarted: Joi.boolean().required(),
});

export const navHistoryAnswer = Joi.object({
  data: Joi.array()
    .items(Joi.object({ date: day.required(), nav: decimal.required() }))
    .required(),
});
