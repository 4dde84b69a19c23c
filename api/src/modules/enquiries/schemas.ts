import {
  complaintDetailMaxLength,
  complaintProblemTypes,
  contactTopics,
  isThaiPhone,
  normalizePhone,
} from '@fund/domain';
import { languages } from '@fund/messages';
import Joi from 'joi';

const phone = Joi.string()
  .trim()
  .max(20)
  .custom((value: string, helpers) =>
    isThaiPhone(value) ? normalizePhone(value) : helpers.error('phone.invalid'),
  )
  .messages({ 'phone.invalid': 'Please enter a valid phone number' });

const email = Joi.string()
  .trim()
  .lowercase()
  .email({ tlds: false })
  .max(254)
  .messages({ 'string.email': 'Please enter a valid email address' });

const language = Joi.string()
  .valid(...languages)
  .default('th');

export const contactRequestBody = Joi.object({
  name: Joi.string().trim().min(1).max(120).required(),
  email: email.required(),
  phone: phone.required(),
  topic: Joi.string()
    .valid(...Object.keys(contactTopics))
    .required(),
  language,
});

export const complaintBody = Joi.object({
  email: email.required(),
  phone: phone.required(),
  problemType: Joi.string()
    .valid(...Object.keys(complaintProblemTypes))
    .required()
    .messages({ 'any.required': 'Please specify the problem', 'any.only': 'Please specify the problem' }),
  detail: Joi.string()
    .trim()
    .min(1)
    .max(complaintDetailMaxLength)
    .required()
    .messages({ 'any.required': 'Please specify the problem', 'string.empty': 'Please specify the problem' }),
  language,
});
