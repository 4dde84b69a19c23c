import Joi from 'joi';
import { day, instant } from '../../platform/answer-schemas.ts';

/** Today as orders see it: the trade date an order placed now gets, and its settlement date (tradingDay). */
export const tradingDayAnswer = Joi.object({
  now: instant.required(),
  businessDate: day.required(),
  isBusinessDay: Joi.boolean().required(),
  cutOff: Joi.string().required(),
  beforeCutOff: Joi.boolean().required(),
  tradeDate: day.required(),
  settlementDate: day.required(),
});
