import { investing } from '@fund/domain';
import Joi from 'joi';
import { day, decimal, id, instant, nullable } from '../../platform/answer-schemas.ts';
import { settlementTotals } from '../settlements/answers.ts';

/** A NAV as staff enter and approve it (NavRow), with `enteredByMe` for the four-eyes rule. */
export const navAnswer = Joi.object({
  id: Joi.string().required(),
  strategyCode: Joi.string().required(),
  navDate: day.required(),
  nav: decimal.example('10.2345').required(),
  status: Joi.string()
    .valid(...investing.navStatuses)
    .required(),
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
  settlement: Joi.object({ ...settlementTotals, paused: Joi.boolean().valid(true) }).required(),
});
