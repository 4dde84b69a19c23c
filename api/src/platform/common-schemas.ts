import Joi from 'joi';

/** A calendar day as YYYY-MM-DD that exists (no 30 February): business dates, deadlines, NAV dates. */
export const calendarDay = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
      ? value
      : helpers.error('any.invalid');
  });

/** A strategy's fund code (spec §1: codes begin with M-). */
export const strategyCode = Joi.string().pattern(/^M-[A-Z0-9-]{1,30}$/);
