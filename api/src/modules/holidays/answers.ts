import { investing } from '@fund/domain';
import Joi from 'joi';
import { day } from '../../platform/answer-schemas.ts';

const holidayFields = {
  date: day.required(),
  nameTh: Joi.string().required(),
  nameEn: Joi.string().required(),
  source: Joi.string()
    .valid(...investing.holidaySources)
    .required(),
};

/** A holiday as the public calendar lists it. */
export const holidayAnswer = Joi.object(holidayFields);

/** A holiday as the back office edits it: its id is its date. */
export const staffHolidayAnswer = Joi.object({ id: day.required(), ...holidayFields });
