import Joi from 'joi';
import { instant, localizedText, nullable } from '../../platform/answer-schemas.ts';

/** Every catalogued flag by name, on or off. */
export const flagsAnswer = Joi.object({
  flags: Joi.object()
    .pattern(/^[a-z][A-Za-z0-9]*$/, Joi.boolean())
    .required(),
});

/** One flag as front ends look it up (lookupFlag); an unknown name answers as off, with `known: false`. */
export const flagStateAnswer = Joi.object({
  name: Joi.string().required(),
  known: Joi.boolean().required(),
  enabled: Joi.boolean().required(),
  invest: Joi.boolean().required(),
  governs: nullable(localizedText).required(),
});

/** A flag as the back office edits it (FlagRecord). */
export const flagRecordAnswer = Joi.object({
  id: Joi.string().required(),
  enabled: Joi.boolean().required(),
  governs: localizedText.required(),
  updatedAt: nullable(instant).required(),
  updatedBy: nullable(Joi.string()).required(),
});
