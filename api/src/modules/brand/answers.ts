import Joi from 'joi';
import { localizedText } from '../../platform/answer-schemas.ts';

/** The brand every front end draws its name, colours and contacts from (publicBrand). */
export const brandAnswer = Joi.object({
  key: Joi.string().required(),
  name: Joi.string().required(),
  legalName: localizedText.required(),
  registrationNumber: Joi.string().required(),
  address: localizedText.required(),
  logoText: Joi.string().required(),
  colours: Joi.object({
    primary: Joi.string().required(),
    accent: Joi.string().required(),
    soft: Joi.string().required(),
  }).required(),
  lineId: Joi.string().required(),
  lineUrl: Joi.string().required(),
  support: Joi.object({
    phone: localizedText.required(),
    email: Joi.string().required(),
    hours: localizedText.required(),
  }).required(),
});
