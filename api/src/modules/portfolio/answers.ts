import Joi from 'joi';
import {
  day,
  decimal,
  id,
  instant,
  localizedText,
  money,
  nullable,
  units,
} from '../../platform/answer-schemas.ts';

/** A share or a change as a percentage with 2 places. */
const percent = decimal.example('12.50');

export const favouriteAnswer = Joi.object({
  strategyCode: Joi.string().required(),
  createdAt: instant.required(),
});

export const favouritesAnswer = Joi.object({ data: Joi.array().items(favouriteAnswer).required() });

/** One holding, valued at its strategy's latest approved NAV (toHoldings). */
export const holdingAnswer = Joi.object({
  strategyCode: Joi.string().required(),
  name: localizedText.required(),
  riskLevel: Joi.number().integer().required(),
  units: units.required(),
  availableUnits: units.required(),
  reservedUnits: units.required(),
  nav: nullable(decimal).required(),
  navDate: nullable(day).required(),
  value: money.required(),
  cost: money.required(),
  unrealizedProfitLoss: money.required(),
  unrealizedProfitLossPercent: percent.required(),
  ratioPercent: percent.required(),
});

export const holdingsAnswer = Joi.object({ data: Joi.array().items(holdingAnswer).required() });

/** One order as the history shows it (toTransaction); unsettled rows are preliminary estimates. */
export const transactionAnswer = Joi.object({
  id: id.required(),
  ref: Joi.string().required(),
  kind: Joi.string().valid('increase', 'reduce', 'switch').required(),
  stage: Joi.string().required(),
  strategyCode: Joi.string().required(),
  strategyName: localizedText.required(),
  toStrategyCode: nullable(Joi.string()).required(),
  toStrategyName: nullable(localizedText).required(),
  tradeDate: day.required(),
  createdAt: instant.required(),
  amount: nullable(money).required(),
  units: nullable(units).required(),
  unitsIn: nullable(units).required(),
  unitsOut: nullable(units).required(),
  nav: nullable(decimal).required(),
  fee: nullable(money).required(),
  paymentType: nullable(Joi.string()).required(),
  paymentStatus: nullable(Joi.string()).required(),
  receiveType: nullable(Joi.string()).required(),
  switchOutRef: nullable(Joi.string()).required(),
  switchInRef: nullable(Joi.string()).required(),
  rejectReason: nullable(Joi.string()).required(),
  preliminary: Joi.boolean().required(),
  payout: nullable(
    Joi.object({
      id: id.required(),
      status: Joi.string().required(),
      amount: money.required(),
      valueDate: day.required(),
      // Empty rather than null for the destination the payout does not use.
      accountEnding: nullable(Joi.string().allow('')).required(),
      walletNetwork: nullable(Joi.string()).required(),
      walletAddressShort: nullable(Joi.string().allow('')).required(),
      bankReference: nullable(Joi.string()).required(),
    }),
  ).required(),
});

export const transactionsAnswer = Joi.object({
  data: Joi.array().items(transactionAnswer).required(),
  total: Joi.number().integer().required(),
  page: Joi.number().integer().required(),
  pageSize: Joi.number().integer().required(),
  summary: Joi.object({
    count: Joi.number().integer().required(),
    amountIn: money.required(),
    amountOut: money.required(),
    unitsIn: units.required(),
    unitsOut: units.required(),
  }).required(),
  cutOffTime: Joi.string().required(),
});

/** The investor's customer tier with its benefits and the tier above (InvestorTier). */
const investorTierAnswer = Joi.object({
  code: Joi.string().required(),
  name: localizedText.required(),
  minAum: money.required(),
  benefits: Joi.object({
    th: Joi.array().items(Joi.string()).required(),
    en: Joi.array().items(Joi.string()).required(),
  }).required(),
  since: nullable(instant).required(),
  next: nullable(
    Joi.object({ code: Joi.string().required(), name: localizedText.required(), minAum: money.required() }),
  ).required(),
});

/** The account overview (summary); `tier` is absent while the userTier flag is off. */
export const summaryAnswer = Joi.object({
  asOf: nullable(day).required(),
  preliminary: Joi.boolean().required(),
  totalValue: money.required(),
  inTransit: money.required(),
  principalValue: money.required(),
  profitFromPrincipal: money.required(),
  profitFromPrincipalPercent: percent.required(),
  totalProfitLoss: money.required(),
  accumulatedInvestment: money.required(),
  strategiesCount: Joi.number().integer().required(),
  pending: Joi.object({ count: Joi.number().integer().required(), amount: money.required() }).required(),
  latestTransactions: Joi.array().items(transactionAnswer).required(),
  customerBand: nullable(Joi.string()).required(),
  recommendedStrategies: Joi.array()
    .items(
      Joi.object({
        code: Joi.string().required(),
        name: localizedText.required(),
        riskLevel: Joi.number().integer().required(),
        minBand: Joi.string().required(),
      }),
    )
    .required(),
  tier: investorTierAnswer,
});

/** The investment overview (performance): return series, allocation and unrealised profit per strategy. */
export const performanceAnswer = Joi.object({
  period: Joi.string().required(),
  from: day.required(),
  to: day.required(),
  strategies: Joi.array()
    .items(
      Joi.object({
        strategyCode: Joi.string().required(),
        name: localizedText.required(),
        series: Joi.array()
          .items(Joi.object({ date: day.required(), returnPercent: percent.required() }))
          .required(),
      }),
    )
    .required(),
  allocation: Joi.array()
    .items(Joi.object({ strategyCode: Joi.string().required(), ratioPercent: percent.required() }))
    .required(),
  unrealized: Joi.array()
    .items(
      Joi.object({
        strategyCode: Joi.string().required(),
        amount: money.required(),
        percent: percent.required(),
      }),
    )
    .required(),
});
