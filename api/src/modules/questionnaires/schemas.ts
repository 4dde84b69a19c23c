import { fatcaQuestionKeys } from '@fund/domain';
import Joi from 'joi';

const version = Joi.number().integer().min(1).max(1_000_000).required();
const optionValue = Joi.string().min(1).max(40);
const itemKey = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** The envelope only; each answer is checked against the items of its version in the service. */
const answers = Joi.object()
  .pattern(itemKey, Joi.alternatives().try(optionValue, Joi.array().items(optionValue).max(20)))
  .max(60)
  .required();

const otherText = Joi.object().pattern(itemKey, Joi.string().allow('').max(1000)).max(60).default({});

export const suitabilityBody = Joi.object({ version, answers, otherText });

export const amlBody = Joi.object({ version, answers, otherText });

export const fatcaBody = Joi.object({
  version,
  answers: Joi.object(
    Object.fromEntries(fatcaQuestionKeys.map((key) => [key, Joi.boolean().strict()])),
  ).required(),
  agreement: Joi.boolean().strict().required(),
});

export const kindParams = Joi.object({ kind: Joi.string().valid('suitability', 'fatca', 'aml').required() });
