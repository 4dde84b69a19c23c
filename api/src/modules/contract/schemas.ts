import { agreementKeys } from '@fund/domain';
import Joi from 'joi';

/** Each agreement is accepted on its own, after the reader scrolled to its end: only `true` counts. */
const accepted = Joi.any().valid(true).required().messages({
  'any.only': 'Please read {#label} to the end and accept it',
  'any.required': 'Please read {#label} to the end and accept it',
});

export const signBody = Joi.object({
  version: Joi.number().integer().strict().min(1).max(1_000_000).required(),
  accepted: Joi.object(Object.fromEntries(agreementKeys.map((key) => [key, accepted]))).required(),
});

export const caseParams = Joi.object({
  userId: Joi.number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
});
