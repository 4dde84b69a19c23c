import Joi from 'joi';

export const loginBody = Joi.object({
  email: Joi.string().trim().email({ tlds: false }).max(254).required(),
  password: Joi.string().min(1).max(128).required(),
  lineAccessToken: Joi.string().max(2048).allow('', null),
});
