import {
  customerTypes,
  isSaleCodeFormat,
  isThaiMobile,
  normalizePhone,
  otpChannels,
  otpRequestActions,
  passwordLengthMax,
  passwordProblems,
} from '@fund/domain';
import { languages } from '@fund/messages';
import Joi from 'joi';

const passwordMessages: Record<string, string> = {
  TOO_SHORT: 'Password must be at least 8 characters',
  TOO_LONG: 'Password must be at most 128 characters',
  NO_UPPER: 'Password needs an uppercase letter',
  NO_LOWER: 'Password needs a lowercase letter',
  NO_DIGIT: 'Password needs a number',
  NO_SPECIAL: 'Password needs a special character',
};

export const password = Joi.string()
  .max(passwordLengthMax * 4)
  .custom((value: string, helpers) => {
    const [problem] = passwordProblems(value);
    return problem ? helpers.message({ custom: passwordMessages[problem]! }) : value;
  });

export const email = Joi.string().trim().lowercase().email({ tlds: false }).max(254).messages({
  'string.email': 'Invalid Email',
  'string.empty': 'Please enter email',
  'any.required': 'Please enter email',
});

const mustAccept = (message: string) =>
  Joi.boolean().strict().valid(true).required().messages({ 'any.only': message, 'any.required': message });

export const signupBody = Joi.object({
  email: email.required(),
  password: password.required(),
  customerType: Joi.string()
    .valid(...customerTypes)
    .required(),
  saleCode: Joi.string()
    .trim()
    .uppercase()
    .allow('', null)
    .custom((value: string, helpers) =>
      value === '' || isSaleCodeFormat(value) ? value : helpers.error('saleCode.format'),
    )
    .messages({ 'saleCode.format': 'Sale code is not correct, please fill the correct Sale code' }),
  companyName: Joi.string()
    .trim()
    .max(200)
    // biome-ignore lint/suspicious/noThenProperty: joi's conditional schemas are written with `then`.
    .when('customerType', { is: 'JURISTIC', then: Joi.required(), otherwise: Joi.valid('', null) }),
  consents: Joi.object({
    privacyPolicy: mustAccept('Please accept the Privacy Policy'),
    terms: mustAccept("Please accept the company's terms and conditions"),
    marketing: Joi.boolean().strict().default(false),
  }).required(),
  language: Joi.string()
    .valid(...languages)
    .default('th'),
});

export const sendOtpBody = Joi.object({
  channel: Joi.string()
    .valid(...otpChannels)
    .required(),
  action: Joi.string()
    .valid(...otpRequestActions)
    .required(),
  email: email.required(),
  // The SMS goes to this number (a Thai mobile); the code stays bound to the e-mail's account and action.
  phoneNumber: Joi.string()
    .trim()
    .custom((value: string, helpers) =>
      isThaiMobile(value) ? normalizePhone(value) : helpers.error('phone.format'),
    )
    // biome-ignore lint/suspicious/noThenProperty: joi's conditional schemas are written with `then`.
    .when('channel', { is: 'sms', then: Joi.required(), otherwise: Joi.allow('', null) })
    .messages({ 'phone.format': 'Please enter a valid mobile number' }),
  language: Joi.string()
    .valid(...languages)
    .default('th'),
});

export const verifyBody = Joi.object({
  token: Joi.string()
    .pattern(/^\d{6}$/)
    .required()
    .messages({
      'string.pattern.base': 'The OTP you entered is incorrect, please check and enter the code again',
    }),
});

export const securityLockedParams = Joi.object({ uuid: Joi.string().guid({ version: 'uuidv4' }).required() });
