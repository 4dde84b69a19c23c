import Joi from 'joi';
import { day, decimal, id, instant, money, nullable, units } from '../../platform/answer-schemas.ts';

/** A NAV as staff enter and approve it (NavRow), with `enteredByMe` for the four-eyes rule. */
export const navAnswer = Joi.object({
  id: Joi.string().required(),
  strategyCode: Joi.string().required(),
  navDate: day.required(),
  nav: decimal.example('10.2345').required(),
  status: Joi.string().valid('PENDING', 'APPROVED', 'REJECTED').required(),
  demo: Joi.boolean().required(),
  enteredBy: nullable(id).required(),
  enteredByEmail: nullable(Joi.string()).required(),
  enteredAt: instant.required(),
  approvedBy: nullable(id).required(),
  approvedByEmail: nullable(Joi.string()).required(),
  approvedAt: nullable(instant).required(),
  rejectReason: nullable(Joi.string()).required(),
  enteredByMe: Joi.boolean().required(),
});

const totals = {
  ordersSettled: Joi.number().integer().required(),
  unitsIn: units.required(),
  unitsOut: units.required(),
  amountIn: money.required(),
  amountOut: money.required(),
  fees: money.required(),
};

/**
 * A NAV as the list answers it: the staff ids `enteredBy` and `approvedBy` come as strings of digits here, where
 * one NAV's answer has them as numbers.
 */
export const navRowAnswer = navAnswer.keys({
  enteredBy: nullable(Joi.string().pattern(/^\d+$/)).required(),
  approvedBy: nullable(Joi.string().pattern(/^\d+$/)).required(),
});

/** An approved NAV with what its settlement did (SettlementTotals; `paused` while settlementOrder is off). */
export const approvedNavAnswer = Joi.object({
  nav: navAnswer.required(),
  settlement: Joi.object({ ...totals, paused: Joi.boolean().valid(true) }).required(),
});

/** One settlement run as the back office lists it. */
export const settlementRunAnswer = Joi.object({
  id: Joi.alternatives(id, Joi.string()).required(),
  strategyCode: Joi.string().required(),
  tradeDate: day.required(),
  nav: decimal.required(),
  ...totals,
  cause: Joi.string().required(),
  approvedBy: nullable(Joi.string()).required(),
  createdAt: instant.required(),
});
