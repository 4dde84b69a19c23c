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

const holidayFields = {
  date: day.required(),
  nameTh: Joi.string().required(),
  nameEn: Joi.string().required(),
  source: Joi.string().valid('LIBRARY', 'SUBSTITUTE', 'STAFF').required(),
};

/** A holiday as the public calendar lists it. */
export const holidayAnswer = Joi.object(holidayFields);

/** A holiday as the back office edits it: its id is its date. */
export const staffHolidayAnswer = Joi.object({ id: day.required(), ...holidayFields });
