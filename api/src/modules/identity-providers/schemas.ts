import Joi from 'joi';
import { email } from '../auth/signup-schemas.ts';

export const trueMoneyIdFormat = /^[A-Za-z0-9-]{4,64}$/;

const mustAccept = (message: string) =>
  Joi.boolean().strict().valid(true).required().messages({ 'any.only': message, 'any.required': message });

/** As at sign-up: a first provider sign-in creates the account, so the portal asks for the same consents. */
const consents = Joi.object({
  privacyPolicy: mustAccept('Please accept the Privacy Policy'),
  terms: mustAccept("Please accept the company's terms and conditions"),
  marketing: Joi.boolean().strict().default(false),
});

const nonce = Joi.string().max(500);

export const idTokenBody = Joi.object({
  idToken: Joi.string().max(8192).required(),
  nonce,
  consents,
});

export const appleMatchBody = Joi.object({
  authCode: Joi.string().max(2000).required(),
  redirectUri: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .max(2000),
  nonce,
  consents,
});

export const trueMoneyMatchBody = Joi.object({
  email: email.required(),
  trueMoneyId: Joi.string().trim().pattern(trueMoneyIdFormat).required(),
  consents,
});

export const walletTokenHeaders = Joi.object({
  'x-tmn-access-token': Joi.string().max(2000).required(),
});

export const walletProfileQuery = Joi.object({
  trueMoneyId: Joi.string().trim().pattern(trueMoneyIdFormat).required(),
});

export const merkleLoginBody = Joi.object({
  email: email.required(),
  password: Joi.string().min(1).max(128).required(),
  twoFactor: Joi.string()
    .pattern(/^\d{6}$/)
    .allow('', null),
  consents,
});

/** After AUTH_CONSENT_REQUIRED: the pending sign-in it answered, and the consents now accepted. */
export const providerConsentBody = Joi.object({
  pendingSignInToken: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{20,100}$/)
    .required(),
  consents: consents.required(),
});

/** After AUTH_2FA_REQUIRED: the pending sign-in it answered, and the TOTP code (or a recovery code). */
export const providerSecondFactorBody = Joi.object({
  pendingSignInToken: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{20,100}$/)
    .required(),
  twoFactor: Joi.string().trim().min(1).max(20).required(),
});

/** The sister platform's user ids are UUIDs. */
export const sisterUserParams = Joi.object({ id: Joi.string().guid().required() });

/** A sign-up gives its consents before leaving for Apple; a sign-in from the login page gives none. */
export const appleStartBody = Joi.object({ consents });

/** What Apple posts back (`response_mode=form_post`): the code, the id token, the state, and the first time `user`. */
export const appleCallbackBody = Joi.object({
  code: Joi.string().max(2000),
  id_token: Joi.string().max(8192),
  state: Joi.string().max(500).allow(''),
  user: Joi.string().max(2000),
  error: Joi.string().max(200),
});
