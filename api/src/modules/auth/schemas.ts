import { languages } from '@fund/messages';
import Joi from 'joi';

export const loginBody = Joi.object({
  email: Joi.string().trim().email({ tlds: false }).max(254).required(),
  password: Joi.string().min(1).max(128).required(),
  lineAccessToken: Joi.string().max(2048).allow('', null),
  /** The TOTP code, required once the user has 2FA on; ignored otherwise. */
  twoFactor: Joi.string().allow('').max(20),
});

export const languageBody = Joi.object({
  language: Joi.string()
    .valid(...languages)
    .required(),
});
