import { investing, kycForms, performance, suitabilityRiskTypes } from '@fund/domain';
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
import { performancePeriods } from './schemas.ts';

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
  kind: Joi.string()
    .valid(...investing.orderKinds)
    .required(),
  stage: Joi.string()
    .valid(...investing.orderStages)
    .required(),
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
  paymentType: nullable(Joi.string().valid(...investing.paymentMethods)).required(),
  paymentStatus: nullable(Joi.string().valid(...investing.paymentStatuses)).required(),
  receiveType: nullable(Joi.string().valid(...investing.orderReceiveTypes)).required(),
  switchOutRef: nullable(Joi.string()).required(),
  switchInRef: nullable(Joi.string()).required(),
  rejectReason: nullable(Joi.string()).required(),
  preliminary: Joi.boolean().required(),
  payout: nullable(
    Joi.object({
      id: id.required(),
      status: Joi.string()
        .valid(...investing.payoutStatuses)
        .required(),
      amount: money.required(),
      valueDate: day.required(),
      // Empty rather than null for the destination the payout does not use.
      accountEnding: nullable(Joi.string().allow('')).required(),
      walletNetwork: nullable(Joi.string().valid(...kycForms.walletNetworks.map((n) => n.code))).required(),
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
  customerBand: nullable(Joi.string().valid(...suitabilityRiskTypes)).required(),
  recommendedStrategies: Joi.array()
    .items(
      Joi.object({
        code: Joi.string().required(),
        name: localizedText.required(),
        riskLevel: Joi.number().integer().required(),
        minBand: Joi.string()
          .valid(...suitabilityRiskTypes)
          .required(),
      }),
    )
    .required(),
  tier: investorTierAnswer,
});

/** The investment overview (performance): return series, allocation and unrealised profit per strategy. */
export const performanceAnswer = Joi.object({
  period: Joi.string()
    .valid(...performancePeriods)
    .required(),
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

/** A NAV in a report row: 4 places. */
const reportNav = decimal.example('10.2345').description('NAV per unit, 4 places');

/** One period's figures (performance.PeriodFigures): the two returns side by side and the reconciliation. */
const reportPeriodAnswer = Joi.object({
  period: Joi.string()
    .valid(...performance.reportPeriods)
    .required(),
  from: day.required().description('The period opens with the value at the end of this day'),
  to: day.required(),
  covered: Joi.boolean()
    .required()
    .description('False when the period opens before the first investment: no return is given for it'),
  annualised: Joi.boolean().required().description('The returns are annual rates (a year or more)'),
  twr: nullable(percent).required().description('Time-weighted return in percent, null when not measured'),
  irr: nullable(percent).required().description('Money-weighted return in percent, null when not measured'),
  irrMethod: nullable(Joi.string().valid(...performance.irrMethods)).required(),
  opening: money.required(),
  netFlows: money.required().description('Money in minus money out over the period'),
  gain: money.required().description('Realised gain plus the change in the unrealised gain'),
  realisedGain: money.required(),
  unrealisedGainChange: money.required(),
  closing: money.required(),
  reconciliation: Joi.object({
    balanced: Joi.boolean().required().description('opening + netFlows + gain = closing to the satang'),
    difference: money.required().description('closing − (opening + netFlows + gain); "0.00" when balanced'),
  }).required(),
});

/** The performance report (performanceReportOf): per strategy held and in total, FIFO lots and sales. */
export const performanceReportAnswer = Joi.object({
  asOf: day.required(),
  firstInvestment: nullable(day).required(),
  strategies: Joi.array()
    .items(
      Joi.object({
        strategyCode: Joi.string().required(),
        name: nullable(localizedText).required(),
        firstInvestment: nullable(day).required(),
        units: units.required(),
        nav: nullable(reportNav).required(),
        value: money.required(),
        cost: money.required(),
        realisedGain: money.required(),
        unrealisedGain: money.required(),
        lots: Joi.array()
          .items(
            Joi.object({
              ref: Joi.string().required().description('The order that bought the lot'),
              date: day.required(),
              nav: reportNav.required(),
              units: units.required(),
              cost: money.required(),
            }),
          )
          .required(),
        sales: Joi.array()
          .items(
            Joi.object({
              ref: Joi.string().required().description('The order that sold'),
              date: day.required(),
              units: units.required(),
              nav: reportNav.required(),
              proceeds: money.required(),
              fee: money.required(),
              cost: money.required().description('What the units sold cost, first in, first out'),
              gain: money.required(),
            }),
          )
          .required(),
        periods: Joi.array().items(reportPeriodAnswer).required(),
      }),
    )
    .required(),
  total: Joi.object({
    value: money.required(),
    cost: money.required(),
    inTransit: money.required().description("A switch's proceeds between its legs, held as cash"),
    realisedGain: money.required(),
    unrealisedGain: money.required(),
    periods: Joi.array().items(reportPeriodAnswer).required(),
  }).required(),
});
