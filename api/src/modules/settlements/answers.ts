import { investing } from '@fund/domain';
import Joi from 'joi';
import { day, decimal, id, instant, money, nullable, units } from '../../platform/answer-schemas.ts';

/** What a settlement did (SettlementTotals). */
export const settlementTotals = {
  ordersSettled: Joi.number().integer().required(),
  unitsIn: units.required(),
  unitsOut: units.required(),
  amountIn: money.required(),
  amountOut: money.required(),
  fees: money.required(),
};

/** One settlement run as the back office lists it. */
export const settlementRunAnswer = Joi.object({
  id: Joi.alternatives(id, Joi.string()).required(),
  strategyCode: Joi.string().required(),
  tradeDate: day.required(),
  nav: decimal.required(),
  ...settlementTotals,
  cause: Joi.string()
    .valid(...investing.settlementCauses)
    .required(),
  approvedBy: nullable(Joi.string()).required(),
  createdAt: instant.required(),
});
