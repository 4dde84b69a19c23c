import { isPinFormat } from '@fund/domain';
import { languages } from '@fund/messages';
import Joi from 'joi';
import { email, password } from '../auth/signup-schemas.ts';

const language = Joi.string()
  .valid(...languages)
  .default('th');

export const pin = Joi.string()
  .custom((value: string, helpers) => (isPinFormat(value) ? value : helpers.error('pin.format')))
  .messages({ 'pin.format': 'Pincode must be 6 digits', 'string.empty': 'Please enter your pincode' });

const totpCode = Joi.string()
  .pattern(/^\d{6}$/)
  .required()
  .messages({ 'string.pattern.base': 'The two-factor code is 6 digits' });

export const changePasswordBody = Joi.object({
  currentPassword: Joi.string().min(1).max(128).required(),
  newPassword: password.required(),
  language,
});

/** The confirmation is compared in the handler, so a mismatch answers its own code (PIN_MISMATCH). */
export const setPinBody = Joi.object({
  pin: pin.required(),
  confirmPin: Joi.string().max(20).required(),
  currentPin: Joi.string().max(20),
});

/** Optional, so a user without a PIN passes and one with a PIN learns PIN_REQUIRED (as order bodies will). */
export const verifyPinBody = Joi.object({ pin: Joi.string().allow('').max(20) });

export const resetPinBody = Joi.object({
  otp: Joi.string()
    .pattern(/^\d{6}$/)
    .required()
    .messages({
      'string.pattern.base': 'The OTP you entered is incorrect, please check and enter the code again',
    }),
  pin: pin.required(),
  confirmPin: Joi.string().max(20).required(),
});

export const twoFactorCodeBody = Joi.object({ code: totpCode });

/** A malformed token is answered like an unknown one (AUTH_RECOVERY_LINK_INVALID), not as a validation error. */
const recoveryToken = Joi.string().max(200).required();

export const recoveryVerifyBody = Joi.object({ token: recoveryToken });

export const recoveryBody = Joi.object({
  token: recoveryToken,
  email: email.required(),
  birthDate: Joi.string()
    .pattern(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/)
    .messages({ 'string.pattern.base': 'Please enter the correct date of birth' }),
  language,
});
